#!/usr/bin/env python3
"""The fidelity benchmark's measuring stick (Benchmarks/fidelity.sh).

reference FRAME.y4m COLS ROWS DIR
    Reads the first frame of a Y4M stream (4:2:0, 4:2:2 or 4:4:4, studio or
    full range) and writes, in DIR:
      source.rgb  the frame in 8-bit RGB at its own size (BT.601, each pixel
                  with the chroma sample it lies in), for the tools that take
                  a picture (timg, chafa);
      ref.rgb     that picture area-averaged onto the common grid of 2x12
                  pixels per character (2*COLS x 12*ROWS, 8-bit RGB), the
                  reference every screen is measured against.
    and prints, per mosaic kind, the best PSNR any two-colour blitter of that
    kind can reach on the grid: every two-way partition of each character's
    sub-pixels tried, each side painted its mean colour (rounded to 8 bits).
    PSNR is capped at 60 dB (an exact picture).
    The frame must be at least as large as the grid (no upsampling).

score REF.rgb COLS ROWS FILE.ans...
    Replays each byte stream as a terminal would (ansgrid.py's replay and
    paint), prints per file: NAME psnr=DB bytes=N unknown=N.
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ansgrid  # noqa: E402

GRID_W, GRID_H = ansgrid.GRID_W, ansgrid.GRID_H
# A picture within 0.26 levels RMS of the reference counts as exact.
CAP = 60.0
KINDS = [("half", 1, 2), ("quadrant", 2, 2), ("sextant", 2, 3), ("octant", 2, 4)]


def read_y4m(path):
    """The first frame: (RGB float array h x w x 3 before rounding, width, height)."""
    data = open(path, "rb").read()
    end = data.index(b"\n")
    fields = data[:end].split()
    if fields[0] != b"YUV4MPEG2":
        sys.exit("fidelity.py: %s is no YUV4MPEG2 stream" % path)
    width = height = 0
    chroma, full = "420", False
    for f in fields[1:]:
        if f[:1] == b"W":
            width = int(f[1:])
        elif f[:1] == b"H":
            height = int(f[1:])
        elif f[:1] == b"C":
            chroma = f[1:].decode()
        elif f == b"XCOLORRANGE=FULL":
            full = True
    start = data.index(b"\n", end + 1) + 1
    if chroma.startswith("420"):
        cw, ch = (width + 1) // 2, (height + 1) // 2
    elif chroma.startswith("422"):
        cw, ch = (width + 1) // 2, height
    elif chroma.startswith("444"):
        cw, ch = width, height
    else:
        sys.exit("fidelity.py: chroma %s not handled" % chroma)
    buf = np.frombuffer(data, dtype=np.uint8, count=width * height + 2 * cw * ch, offset=start)
    y = buf[:width * height].reshape(height, width).astype(np.float64)
    cb = buf[width * height:width * height + cw * ch].reshape(ch, cw).astype(np.float64)
    cr = buf[width * height + cw * ch:].reshape(ch, cw).astype(np.float64)
    rows = np.arange(height) * ch // height
    cols = np.arange(width) * cw // width
    cb = cb[rows][:, cols] - 128
    cr = cr[rows][:, cols] - 128
    if full:
        r, g, b = y + 1.402 * cr, y - 0.344136 * cb - 0.714136 * cr, y + 1.772 * cb
    else:
        l = 1.164 * (y - 16)
        r, g, b = l + 1.596 * cr, l - 0.392 * cb - 0.813 * cr, l + 2.017 * cb
    return np.stack([r, g, b], axis=-1), width, height


def area_average(rgb, out_w, out_h):
    """Each output pixel the mean of the source area it covers (partial pixels by their overlap)."""
    def weights(n_in, n_out):
        m = np.zeros((n_out, n_in))
        ratio = n_in / n_out
        for o in range(n_out):
            a, b = o * ratio, (o + 1) * ratio
            for i in range(int(np.floor(a)), min(n_in, int(np.ceil(b)))):
                m[o, i] = min(b, i + 1) - max(a, i)
        return m / ratio
    h, w, _ = rgb.shape
    wy, wx = weights(h, out_h), weights(w, out_w)
    rows = np.tensordot(wy, rgb, axes=([1], [0]))  # out_h x w x 3
    return np.tensordot(rows, wx, axes=([1], [1])).transpose(0, 2, 1)


def best_partitions(grid, cols, rows):
    """Per kind, the PSNR of the best two-colour partition of every character's sub-pixels."""
    g = grid.reshape(rows, GRID_H, cols, GRID_W, 3).astype(np.float64)
    total_sq = (g * g).sum()
    results = {}
    for name, across, down in KINDS:
        # Sums per sub-pixel: (rows, cols, down, across, 3), each over an equal area.
        s = g.reshape(rows, down, GRID_H // down, cols, across, GRID_W // across, 3).sum(axis=(2, 5))
        s = s.transpose(0, 2, 1, 3, 4).reshape(rows * cols, down * across, 3)
        n = GRID_H // down * (GRID_W // across)
        k = down * across
        masks = np.array([[m >> b & 1 for b in range(k)] for m in range(1 << (k - 1))], dtype=np.float64)
        inside = np.einsum("mk,ckz->cmz", masks, s)
        outside = s.sum(axis=1)[:, None, :] - inside
        n_in = masks.sum(axis=1)[None, :, None] * n
        n_out = k * n - n_in
        # Each side's colour its mean rounded to 8 bits; error = sum(x^2) - 2 c.S + n c^2 per side.
        def side(sums, count):
            c = np.where(count > 0, np.rint(sums / np.maximum(count, 1)), 0)
            return (count * c * c - 2 * c * sums).sum(axis=2)
        err = side(inside, n_in) + side(outside, n_out)
        se = total_sq + err.min(axis=1).sum()
        results[name] = psnr_of(se, grid.size)
    return results


# Decimals of the dB figures printed (FIDELITY_DIGITS, default 2): the half
# blocks and timg -ph differ in the third.
DIGITS = int(os.environ.get("FIDELITY_DIGITS", "2"))


def psnr_of(se, count):
    """PSNR in dB, at most CAP (an exact picture would be infinite)."""
    return min(CAP, 10 * np.log10(255.0 * 255.0 * count / max(se, 1e-9)))


def reference(path, cols, rows, out):
    rgb, width, height = read_y4m(path)
    if width < cols * GRID_W or height < rows * GRID_H:
        sys.exit("fidelity.py: %dx%d is smaller than the %dx%d grid" % (width, height, cols * GRID_W, rows * GRID_H))
    source = np.clip(np.rint(rgb), 0, 255)
    source.astype(np.uint8).tofile(os.path.join(out, "source.rgb"))
    grid = np.clip(np.rint(area_average(source, cols * GRID_W, rows * GRID_H)), 0, 255).astype(np.uint8)
    grid.tofile(os.path.join(out, "ref.rgb"))
    best = best_partitions(grid, cols, rows)
    print("size=%dx%d " % (width, height) + " ".join("%s=%.*f" % (k, DIGITS, v) for k, v in best.items()))


def score(ref_path, cols, rows, files):
    ref = np.fromfile(ref_path, dtype=np.uint8).astype(np.float64)
    for path in files:
        data = open(path, "rb").read()
        pixels, unknown = ansgrid.paint(ansgrid.replay(data, cols, rows), cols, rows)
        diff = np.array(pixels, dtype=np.float64) - ref
        print("%s psnr=%.*f bytes=%d unknown=%d" % (os.path.basename(path), DIGITS, psnr_of((diff * diff).sum(), ref.size),
                                                   len(data), unknown))


def main():
    if len(sys.argv) >= 6 and sys.argv[1] == "reference":
        reference(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5])
    elif len(sys.argv) >= 6 and sys.argv[1] == "score":
        score(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
