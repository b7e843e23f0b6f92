#!/usr/bin/env python3
"""PSNR of a half-block video stream, frame by frame: the bytes a program
wrote are replayed as a terminal would (cursor moves, CR, LF, SGR colours in
24 bits or xterm's 256, save and restore, REP), and after each frame the
screen's pixels (a half block is two pixels, one above the other) are
compared with the source frame area-averaged onto the same grid: what the
user sees against what the video holds, at the program's own resolution.

usage: moving-psnr.py FILE.ans lifecam|timg SOURCE.rgb SRC_WxH COLS ROWS
  lifecam: frames end with ESC[?2026l; the grid is COLS x 2*ROWS from the
           screen's top left, area-averaged as RenderBench's box scale does.
  timg:    each frame after the first starts with ESC[nA (back to the top).
prints: frames=N mean=DB min=DB overall=DB (overall: of the mean squared error)
"""
import math
import re
import sys

import numpy as np

LEVELS = [0, 95, 135, 175, 215, 255]


def bounds(n, size):
    """RenderBench's boxScale: output pixel i averages source [i*size/n, max(that+1, (i+1)*size/n))."""
    lo = np.array([i * size // n for i in range(n)])
    hi = np.array([max(i * size // n + 1, (i + 1) * size // n) for i in range(n)])
    return lo, hi


def palette(n):
    """xterm's colour for entry n (16-255; the system colours are not used by the programs measured)."""
    if n >= 232:
        return (8 + 10 * (n - 232),) * 3
    n -= 16
    return (LEVELS[n // 36], LEVELS[n // 6 % 6], LEVELS[n % 6])


def main():
    path, kind, src, size, cols, rows = sys.argv[1:7]
    cols, rows = int(cols), int(rows)
    sw, sh = map(int, size.split("x"))
    ylo, yhi = bounds(2 * rows, sh)
    xlo, xhi = bounds(cols, sw)
    count = ((yhi - ylo)[:, None] * (xhi - xlo)[None, :])[:, :, None]
    source = open(src, "rb")
    top = np.zeros((rows, cols, 3))
    bottom = np.zeros((rows, cols, 3))
    errors = []

    def score():
        frame = source.read(sw * sh * 3)
        if len(frame) < sw * sh * 3:
            return
        sums = np.zeros((sh + 1, sw + 1, 3), np.int64)
        sums[1:, 1:] = np.frombuffer(frame, np.uint8).reshape(sh, sw, 3).astype(np.int64).cumsum(0).cumsum(1)
        area = sums[yhi][:, xhi] - sums[ylo][:, xhi] - sums[yhi][:, xlo] + sums[ylo][:, xlo]
        shown = np.empty((2 * rows, cols, 3))
        shown[0::2], shown[1::2] = top, bottom
        errors.append(((shown - area // count) ** 2).mean())

    token = re.compile(rb"\x1b\[\?2026([hl])|\x1b([78])|\x1b\[([0-9;]*)([A-Za-z])|(\r)|(\n)|([\x20-\x7f]|[\xc0-\xff][\x80-\xbf]+)")
    x = y = 0
    fg = bg = (0, 0, 0)
    saved = (0, 0, fg, bg)
    last = None

    def put(ch):
        nonlocal x, last
        if 0 <= y < rows and 0 <= x < cols:
            up, down = {"\u2580": (fg, bg), "\u2584": (bg, fg), "\u2588": (fg, fg)}.get(ch, (bg, bg))
            top[y, x], bottom[y, x] = up, down
        x += 1
        last = ch

    for m in token.finditer(open(path, "rb").read()):
        sync, keep, params, final, cr, lf, ch = m.groups()
        if sync:
            if sync == b"l" and kind == "lifecam":
                score()
        elif keep:
            if keep == b"7":
                saved = (x, y, fg, bg)
            else:
                x, y, fg, bg = saved
        elif final:
            p = [int(v) if v else 0 for v in params.split(b";")] if params else []
            n = p[0] if p and p[0] else 1
            if final == b"m":
                p, i = p or [0], 0
                while i < len(p):
                    if p[i] == 0:
                        fg = bg = (0, 0, 0)
                    elif p[i] in (38, 48) and i + 1 < len(p):
                        c, step = ((tuple(p[i + 2:i + 5]), 4) if p[i + 1] == 2 else (palette(p[i + 2]), 2))
                        fg, bg = (c, bg) if p[i] == 38 else (fg, c)
                        i += step
                    i += 1
            elif final == b"H":
                y, x = n - 1, (p[1] if len(p) > 1 and p[1] else 1) - 1
            elif final == b"C":
                x += n
            elif final == b"B":
                y += n
            elif final == b"A":
                if kind == "timg":
                    score()
                y -= n
            elif final == b"b" and last is not None:
                for _ in range(n):
                    put(last)
        elif cr:
            x = 0
        elif lf:
            y += 1
            x = 0 if kind == "timg" else x  # timg's rows end in a bare LF, written to a file without a tty's CR
        else:
            put(ch.decode("utf-8"))
    if kind == "timg":
        score()
    db = [60.0 if e == 0 else min(60.0, 10 * math.log10(255 ** 2 / e)) for e in errors]
    overall = 10 * math.log10(255 ** 2 / max(1e-9, float(np.mean(errors))))
    print(f"frames={len(db)} mean={np.mean(db):.2f} min={min(db):.2f} overall={overall:.2f}")


if __name__ == "__main__":
    main()
