#!/usr/bin/env python3
"""Y4M clips for births.sh, and the checks on what lifecam renders from them.

  births.py clip PATH FRAMES MOVE_FROM   a 160x120 4:2:0 clip: grey, a white
                                         16x16 square at (20, 50) that stays
                                         until frame MOVE_FROM, then moves right
                                         2 pixels a frame (never if MOVE_FROM < 0)
  births.py wave PATH FRAMES             a 320x180 clip: a dark disc (a hand)
                                         waving left to right and back along a
                                         sine over a still, bright grey gradient (a wall)
  births.py lit PATH                     per frame of a rendered 160x120 Y4M:
                                         "count x0 y0 x1 y1" of the lit pixels
                                         (luma above 84: dead cells show the clip
                                         at 30 % of its brightness, its white as
                                         RGB 76, luma 81; a white --palette mono
                                         cell over its grey is luma 90)
"""
import sys

W, H, SIDE, X0, Y0 = 160, 120, 16, 20, 50


def clip(path, frames, move_from):
    with open(path, "wb") as out:
        out.write(b"YUV4MPEG2 W%d H%d F30:1 Ip A1:1 C420jpeg\n" % (W, H))
        for i in range(frames):
            x = X0 if move_from < 0 or i < move_from else X0 + 2 * (i - move_from)
            luma = bytearray([90]) * (W * H)
            for y in range(Y0, Y0 + SIDE):
                luma[y * W + x:y * W + x + SIDE] = bytes([235]) * SIDE
            out.write(b"FRAME\n" + bytes(luma) + bytes([128]) * (2 * (W // 2) * (H // 2)))


def wave(path, frames):
    import math
    w, h, r = 320, 180, 14
    background = bytearray(w * h)
    for y in range(h):
        background[y * w:(y + 1) * w] = bytes([150 + y // 3]) * w
    with open(path, "wb") as out:
        out.write(b"YUV4MPEG2 W%d H%d F30:1 Ip A1:1 C420jpeg\n" % (w, h))
        for i in range(frames):
            t = i / frames
            cx = 40 + (w - 80) * (0.5 - 0.5 * math.cos(2 * math.pi * t))
            cy = h / 2 + 50 * math.sin(4 * math.pi * t)
            luma = bytearray(background)
            for y in range(max(0, int(cy) - r), min(h, int(cy) + r + 1)):
                for x in range(max(0, int(cx) - r), min(w, int(cx) + r + 1)):
                    if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                        luma[y * w + x] = 40
            out.write(b"FRAME\n" + bytes(luma) + bytes([128]) * (2 * (w // 2) * (h // 2)))


def lit(path):
    data = open(path, "rb").read()
    header, _, rest = data.partition(b"\n")
    fields = {f[:1]: f[1:] for f in header.split()[1:]}
    w, h = int(fields[b"W"]), int(fields[b"H"])
    frame_bytes = w * h + 2 * ((w + 1) // 2) * ((h + 1) // 2)
    pos = 0
    while pos < len(rest):
        assert rest[pos:pos + 6] == b"FRAME\n", "bad frame marker"
        luma = rest[pos + 6:pos + 6 + w * h]
        pos += 6 + frame_bytes
        xs, ys = [], []
        for y in range(h):
            row = luma[y * w:(y + 1) * w]
            for x, v in enumerate(row):
                if v > 84:
                    xs.append(x)
                    ys.append(y)
        if xs:
            print(len(xs), min(xs), min(ys), max(xs), max(ys))
        else:
            print(0, -1, -1, -1, -1)


if __name__ == "__main__":
    if sys.argv[1] == "clip":
        clip(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    elif sys.argv[1] == "wave":
        wave(sys.argv[2], int(sys.argv[3]))
    else:
        lit(sys.argv[2])
