#!/usr/bin/env python3
"""The 256-colour benchmark's measuring stick (Benchmarks/palette256.sh).

usage: palette256.py COLS ROWS TRUECOLOR.ans OTHER.ans...
Replays each byte stream as a terminal would (ansgrid.py) on the common grid
of 2x12 pixels a character, and prints for each OTHER, against the
truecolour screen: NAME psnr=DB seen=DB chroma=SHARE
  psnr    PSNR pixel for pixel (8-bit RGB, all three channels);
  seen    PSNR of both screens averaged over blocks of 4x2 characters (8x24
          grid pixels: a 4x4 tile of half-block pixels, what ordered
          dithering repeats), what the eye sees from a little way off;
  chroma  the blocks' mean chroma (largest channel less the smallest) over
          the truecolour screen's: 1 keeps the colour, 0 is all grey.
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ansgrid  # noqa: E402


def screen(path, cols, rows):
    pixels, _ = ansgrid.paint(ansgrid.replay(open(path, "rb").read(), cols, rows), cols, rows)
    return np.array(pixels, dtype=np.float64).reshape(rows * ansgrid.GRID_H, cols * ansgrid.GRID_W, 3)


def blocks(picture, bw=8, bh=24):
    h, w, _ = picture.shape
    h, w = h // bh * bh, w // bw * bw
    return picture[:h, :w].reshape(h // bh, bh, w // bw, bw, 3).mean(axis=(1, 3))


def psnr(a, b):
    se = np.mean((a - b) ** 2)
    return 60.0 if se == 0 else min(60.0, 10 * np.log10(255 * 255 / se))


def chroma(picture):
    return np.mean(picture.max(axis=2) - picture.min(axis=2))


def main():
    cols, rows, truth = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    t = screen(truth, cols, rows)
    tb = blocks(t)
    for path in sys.argv[4:]:
        o = screen(path, cols, rows)
        ob = blocks(o)
        share = chroma(ob) / chroma(tb) if chroma(tb) > 0 else 1.0
        print("%s psnr=%.2f seen=%.2f chroma=%.2f" % (os.path.basename(path), psnr(o, t), psnr(ob, tb), share))


if __name__ == "__main__":
    main()
