#!/usr/bin/env python3
"""Prints an RLE file's cells in one canonical line: width, height and every
cell in a non-zero state as x,y,state, trimmed to their box (so two writers'
line breaks, run splits and b/o or ./A spellings compare equal)."""
import sys


def cells(text):
    body, found = [], False
    for line in text.splitlines():
        if not found:
            if line.startswith('x'):
                found = True
            continue
        body.append(line.strip())
    data = ''.join(body)
    out, x, y, n, i = {}, 0, 0, '', 0
    while i < len(data):
        c = data[i]
        i += 1
        if c.isdigit():
            n += c
            continue
        count = int(n) if n else 1
        n = ''
        if c == '!':
            break
        if c == '$':
            x, y = 0, y + count
            continue
        if c in 'b.':
            x += count
            continue
        state = 0
        if c == 'o':
            state = 1
        elif 'p' <= c <= 'y':
            state = 24 * (ord(c) - ord('p') + 1) + ord(data[i]) - ord('A') + 1
            i += 1
        elif 'A' <= c <= 'X':
            state = ord(c) - ord('A') + 1
        for _ in range(count):
            out[(x, y)] = state
            x += 1
    return out


def canonical(found):
    if not found:
        return 'empty'
    xs = [p[0] for p in found]
    ys = [p[1] for p in found]
    x0, y0 = min(xs), min(ys)
    w, h = max(xs) - x0 + 1, max(ys) - y0 + 1
    listed = ' '.join(f'{x - x0},{y - y0},{s}' for (x, y), s in sorted(found.items(), key=lambda e: (e[0][1], e[0][0])))
    return f'{w}x{h} {listed}'


print(canonical(cells(open(sys.argv[1], encoding='utf-8', errors='replace').read())))
