"""Frames shown, and torn, in samples of a screen region (pace.sh).

Reads raw rgb24 samples of WIDTHxHEIGHT pixels from stdin (ffmpeg x11grab
at 60 a second) and prints "shown/s samples torn":

- shown/s: samples that differ from the one before by more than LIMIT
  levels somewhere (0: any difference), over SECONDS;
- torn: changed samples in which part of the picture changed while another
  part, with a picture in it, stayed exactly as it was. The region is cut
  into bands of BAND rows; a frame drawn whole changes every band at once
  (the clip pans, so every band of a new frame differs from the last), a
  frame drawn in pieces shows new bands beside old ones until the rest
  comes. A band counts as holding a picture where its pixels' levels spread
  by more than FLAT (a black band of dead cells stays the same in a whole
  frame too). The count means most where every frame changes every band
  (the panned photograph with --mask none): a frame of Life may leave rows
  alone whose cells did not change, and lifecam sends only the rows from
  the first that changed to the last.

usage: shown.py SECONDS [LIMIT [WIDTH HEIGHT [BAND]]]
"""
import sys

import numpy

FLAT = 8.0


def main():
    seconds = float(sys.argv[1])
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    width, height = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) > 4 else (320, 180)
    band = int(sys.argv[5]) if len(sys.argv) > 5 else 20
    size = width * height * 3
    last, changes, samples, torn = None, 0, 0, 0
    while True:
        data = sys.stdin.buffer.read(size)
        if len(data) < size:
            break
        frame = numpy.frombuffer(data, numpy.uint8).reshape(height, width * 3).astype(numpy.int16)
        samples += 1
        if last is not None:
            moved = numpy.abs(frame - last)
            if moved.max() > limit:
                changes += 1
                bands = range(0, height - band + 1, band)
                changed = [moved[y:y + band].max() > limit for y in bands]
                still = [not c and last[y:y + band].std() > FLAT for c, y in zip(changed, bands)]
                if any(changed) and any(still):
                    torn += 1
        last = frame
    print("%.1f %d %d" % (changes / seconds, samples, torn))


main()
