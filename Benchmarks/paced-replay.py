"""Writes a recorded terminal stream to standard output a frame at a time,
at FPS frames a second, round and round until killed (pace.sh's "recorded"
rows: the terminal alone, taking lifecam's own frames at the clip's pace,
with no player beside it).

The stream is `lifecam render --out FILE.ans`: each frame ends with the end
of its synchronized update (ESC [ ? 2026 l). Frame n goes out at start +
n / FPS, or at once after the one before when that time has passed (so
none is dropped), each written whole before the next.

usage: paced-replay.py FILE.ans [FPS]
"""
import os
import sys
import time

END = b"\x1b[?2026l"


def frames(data):
    """The stream cut after each frame's end; what follows the last is dropped."""
    out, start = [], 0
    while True:
        end = data.find(END, start)
        if end < 0:
            return out
        out.append(data[start:end + len(END)])
        start = end + len(END)


def main():
    pieces = frames(open(sys.argv[1], "rb").read())
    if not pieces:
        sys.exit("paced-replay.py: no frame in %s" % sys.argv[1])
    interval = 1.0 / (float(sys.argv[2]) if len(sys.argv) > 2 else 30.0)
    out = sys.stdout.buffer.fileno()
    start, n = time.monotonic(), 0
    while True:
        wait = start + n * interval - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        view = memoryview(pieces[n % len(pieces)])
        while view:
            view = view[os.write(out, view):]
        n += 1


main()
