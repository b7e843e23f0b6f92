#!/usr/bin/env python3
"""PSNR of a sixel stream against the canvas it was made from.

usage: sixel-psnr.py FILE.ans CELLWxCELLH FRAME.png

Replays FILE.ans (what `lifecam render --blitter sixel` writes: cursor
moves, save/restore, synchronized updates and DCS q pictures) on a screen
of pixels, each picture drawn at its cursor cell, and prints the PSNR in dB
of the screen against FRAME.png (the same render's last frame as a PNG,
same size). Standard library only.
"""
import math
import re
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        size, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + size]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), "8-bit RGB or RGBA only"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + size
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    out = bytearray()
    prev = bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        for x in range(width):
            out += line[x * bpp:x * bpp + 3]
    return width, height, out


def replay(stream, width, height, cell):
    screen = bytearray(width * height * 3)
    row = col = 0
    saved = (0, 0)
    i = 0
    csi = re.compile(rb"\x1b\[([0-9;?]*)([A-Za-z])")
    while i < len(stream):
        if stream.startswith(b"\x1b7", i):
            saved = (row, col)
            i += 2
        elif stream.startswith(b"\x1b8", i):
            row, col = saved
            i += 2
        elif stream.startswith(b"\x1b[", i):
            m = csi.match(stream, i)
            if m.group(2) == b"H":
                p = (m.group(1).split(b";") + [b"1", b"1"])[:2]
                row, col = int(p[0] or 1) - 1, int(p[1] or 1) - 1
            i = m.end()
        elif stream.startswith(b"\x1bP", i):
            end = stream.index(b"\x1b\\", i)
            picture(stream[stream.index(b"q", i) + 1:end], screen, width, height, col * cell[0], row * cell[1])
            i = end + 2
        else:
            raise SystemExit("unexpected byte %r at %d" % (stream[i:i + 1], i))
    return screen


def picture(body, screen, width, height, x0, y0):
    registers = {}
    colour = (0, 0, 0)
    x = band = 0
    i = 0
    number = re.compile(rb"\d+(;\d+)*")
    while i < len(body):
        c = body[i]
        if c == ord('"'):
            i = number.match(body, i + 1).end()
        elif c == ord("#"):
            m = number.match(body, i + 1)
            p = [int(v) for v in m.group(0).split(b";")]
            if len(p) == 5:
                registers[p[0]] = tuple(round(v * 255 / 100) for v in p[2:])
            colour = registers[p[0]]
            i = m.end()
        elif c == ord("$"):
            x = 0
            i += 1
        elif c == ord("-"):
            x = 0
            band += 1
            i += 1
        else:
            count = 1
            if c == ord("!"):
                m = number.match(body, i + 1)
                count = int(m.group(0))
                i = m.end()
                c = body[i]
            bits = c - 63
            for _ in range(count):
                for k in range(6):
                    if bits & (1 << k):
                        px, py = x0 + x, y0 + band * 6 + k
                        if px < width and py < height:
                            o = (py * width + px) * 3
                            screen[o:o + 3] = bytes(colour)
                x += 1
            i += 1


def main():
    path, cell, png = sys.argv[1], sys.argv[2], sys.argv[3]
    cell = tuple(int(v) for v in cell.split("x"))
    width, height, canvas = read_png(png)
    screen = replay(open(path, "rb").read(), width, height, cell)
    squares = sum((a - b) * (a - b) for a, b in zip(screen, canvas))
    mse = squares / len(canvas)
    print("inf" if mse == 0 else "%.2f" % (10 * math.log10(255 * 255 / mse)))


main()
