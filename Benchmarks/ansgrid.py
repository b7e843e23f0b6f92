#!/usr/bin/env python3
"""Decodes terminal bytes (lifecam's .ans, chafa's symbols output) back into
pixels and measures them against a reference picture.

The screen is replayed as a terminal would (cursor moves, SGR colours, save
and restore, UTF-8), then every character is painted on a common grid of
2x12 pixels per character: a mosaic glyph's sub-pixels in its foreground or
background colour (half blocks 1x2, quadrants 2x2, sextants 2x3, octants 2x4,
all of which divide 2x12). One grid for every blitter makes their PSNR
comparable: a coarser mosaic pays for its blocks.

usage: ansgrid.py FILE.ans COLS ROWS REFERENCE.rgb   (REFERENCE: raw RGB24, 2*COLS x 12*ROWS)
prints: psnr=DB bytes=N unknown=N (characters that are no mosaic glyph)
"""
import math
import re
import sys

GRID_W, GRID_H = 2, 12


def mosaic_masks():
    """Character -> (columns, rows, mask) for every half, quadrant, sextant and octant glyph."""
    table = {" ": (1, 1, 0), "\u2588": (1, 1, 1)}
    table["\u2580"], table["\u2584"] = (1, 2, 1), (1, 2, 2)
    quadrants = " \u2598\u259D\u2580\u2596\u258C\u259E\u259B\u2597\u259A\u2590\u259C\u2584\u2599\u259F\u2588"
    for m, ch in enumerate(quadrants):
        table.setdefault(ch, (2, 2, m))
    for m in range(1, 63):
        if m in (21, 42):
            continue
        table[chr(0x1FB00 + m - 1 - (m > 21) - (m > 42))] = (2, 3, m)
    older = {1: 0x1CEA8, 2: 0x1CEAB, 64: 0x1CEA3, 128: 0x1CEA0, 3: 0x1FB82, 192: 0x2582, 63: 0x1FB85,
             252: 0x2586, 20: 0x1FBE6, 40: 0x1FBE7}
    quadrant_octants = [0b101, 0b1010, 0b1010000, 0b10100000]
    for q in range(16):
        older[sum(o for b, o in enumerate(quadrant_octants) if q >> b & 1)] = ord(quadrants[q])
    nxt = 0x1CD00
    for m in range(256):
        if m in older:
            table.setdefault(chr(older[m]), (2, 4, m))
        else:
            table[chr(nxt)] = (2, 4, m)
            nxt += 1
    return table


MASKS = mosaic_masks()


def replay(data, cols, rows):
    """The screen after `data`: rows of (char, fg, bg); colours as (r, g, b) or None (default)."""
    screen = [[(" ", None, None) for _ in range(cols)] for _ in range(rows)]
    x = y = 0
    wrap = False
    fg = bg = None
    saved = (0, 0, None, None)
    text = data.decode("utf-8", errors="replace")
    i = 0
    csi = re.compile(r"\x1b\[([?>]?)([0-9;:]*)([ -/]*)([@-~])")
    while i < len(text):
        ch = text[i]
        if ch == "\x1b":
            if text.startswith("\x1b7", i):
                saved = (x, y, fg, bg)
                i += 2
                continue
            if text.startswith("\x1b8", i):
                x, y, fg, bg = saved
                wrap = False
                i += 2
                continue
            m = csi.match(text, i)
            if not m:
                i += 1
                continue
            i = m.end()
            private, params, final = m.group(1), m.group(2), m.group(4)
            p = [int(v) if v else 0 for v in re.split("[;:]", params)] if params else []
            if private:
                continue
            n = max(1, p[0]) if p else 1
            if final == "m":
                fg, bg = sgr(p or [0], fg, bg)
            elif final in "Hf":
                y = min(rows, max(1, p[0] if p else 1)) - 1
                x = min(cols, max(1, p[1] if len(p) > 1 else 1)) - 1
                wrap = False
            elif final == "C":
                x, wrap = min(cols - 1, x + n), False
            elif final == "D":
                x, wrap = max(0, x - n), False
            elif final == "B":
                y, wrap = min(rows - 1, y + n), False
            elif final == "A":
                y, wrap = max(0, y - n), False
            elif final == "G":
                x, wrap = min(cols, n) - 1, False
            continue
        i += 1
        if ch == "\r":
            x, wrap = 0, False
        elif ch == "\n":
            y, x, wrap = min(rows - 1, y + 1), 0, False
        elif ord(ch) >= 32:
            if wrap:
                y, x, wrap = min(rows - 1, y + 1), 0, False
            screen[y][x] = (ch, fg, bg)
            if x + 1 == cols:
                wrap = True
            else:
                x += 1
    return screen


def sgr(p, fg, bg):
    k = 0
    while k < len(p):
        v = p[k]
        if v == 0:
            fg = bg = None
        elif v in (38, 48) and k + 1 < len(p):
            if p[k + 1] == 2 and k + 4 < len(p):
                c = tuple(p[k + 2:k + 5])
                k += 4
            elif p[k + 1] == 5 and k + 2 < len(p):
                c = xterm256(p[k + 2])
                k += 2
            else:
                break
            if v == 38:
                fg = c
            else:
                bg = c
        elif v == 39:
            fg = None
        elif v == 49:
            bg = None
        k += 1
    return fg, bg


def xterm256(n):
    system = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
              (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255),
              (0, 255, 255), (255, 255, 255)]
    if n < 16:
        return system[n]
    if n < 232:
        levels = [0, 95, 135, 175, 215, 255]
        n -= 16
        return (levels[n // 36], levels[n // 6 % 6], levels[n % 6])
    v = 8 + 10 * (n - 232)
    return (v, v, v)


def paint(screen, cols, rows):
    """The screen on the common grid, as a flat RGB list; and how many characters were no mosaic glyph."""
    w = cols * GRID_W
    out = [0] * (w * rows * GRID_H * 3)
    unknown = 0
    for cy, line in enumerate(screen):
        for cx, (ch, fg, bg) in enumerate(line):
            across, down, mask = MASKS.get(ch, (1, 1, 0))
            if ch not in MASKS:
                unknown += 1
            fgc, bgc = fg or (0, 0, 0), bg or (0, 0, 0)
            for gy in range(GRID_H):
                for gx in range(GRID_W):
                    k = (gy * down // GRID_H) * across + gx * across // GRID_W
                    c = fgc if mask >> k & 1 else bgc
                    o = ((cy * GRID_H + gy) * w + cx * GRID_W + gx) * 3
                    out[o:o + 3] = c
    return out, unknown


def psnr(a, b):
    se = sum((x - y) * (x - y) for x, y in zip(a, b))
    return float("inf") if se == 0 else 10 * math.log10(255 * 255 * len(a) / se)


def main():
    path, cols, rows, reference = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    data = open(path, "rb").read()
    ref = open(reference, "rb").read()
    expected = cols * GRID_W * rows * GRID_H * 3
    if len(ref) != expected:
        sys.exit("ansgrid.py: %s holds %d bytes, not %d (%dx%d RGB24)" % (reference, len(ref), expected,
                                                                          cols * GRID_W, rows * GRID_H))
    pixels, unknown = paint(replay(data, cols, rows), cols, rows)
    print("psnr=%.2f bytes=%d unknown=%d" % (psnr(pixels, ref), len(data), unknown))


if __name__ == "__main__":
    main()
