#!/usr/bin/env python3
"""The measuring stick of Benchmarks/recognise.sh.

usage: recognise.py PICTURE.y4m VIDEO.gray W H FIRST COUNT LITFROM
PICTURE.y4m: lifecam's render (4:2:0, studio range, W x H); VIDEO.gray: the
video's luma as raw 8-bit frames of W x H (either range: a correlation
does not care), looping. Prints the Pearson correlation between the two
lumas over the whole frame, the mean over frames FIRST..FIRST+COUNT, and
the lit share (full-range luma >= 40 of 255, LitShare's level), the mean
over frames LITFROM to the end: correlation=R lit=S frames=N."""
import sys
import numpy as np

def frames(path, w, h):
    """The luma planes of a 4:2:0 Y4M's frames."""
    data = np.fromfile(path, dtype=np.uint8)
    head = bytes(data[:200]).index(b"\n") + 1
    size = w * h * 3 // 2
    i = head
    out = []
    while i < len(data):
        j = i + bytes(data[i:i + 20]).index(b"\n") + 1
        out.append(data[j:j + w * h].reshape(h, w))
        i = j + size
    return out

pic, vid, w, h, first, count, litfrom = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6]), int(sys.argv[7])
p = frames(pic, w, h)
v = np.fromfile(vid, dtype=np.uint8).reshape(-1, h, w)
cs = []
for k in range(first, min(len(p), first + count)):
    a = p[k].astype(np.float64).ravel()
    b = v[k % len(v)].astype(np.float64).ravel()
    cs.append(np.corrcoef(a, b)[0, 1])
lit = [((f.astype(np.float64) - 16) * 255 / 219 >= 40).mean() for f in p[litfrom:]]
print("correlation=%.3f lit=%.3f frames=%d" % (np.mean(cs), np.mean(lit) if lit else float("nan"), len(p)))
