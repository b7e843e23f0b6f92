#!/usr/bin/env python3
"""Late terminal replies never act as keys.

lifecam asks the terminal its questions at start-up and waits 200 ms for the
answers. Over a slow link (ssh, a busy X server, a first start of xterm) they
come later, when ncurses is reading keys: `ESC [ ? 2 ; 0 ; 1000 ; 1000 S`
(XTSMGRAPHICS) would press Esc, `[` (smaller cells), `?` (help), `0` (back to
generation 0) and `S` (save the board). This script plays a terminal on a pty
that answers 400 ms after the probe, as xterm -ti vt340, kitty or tmux
would (in one write, in pieces cut inside a reply, with colour and size
reports of other kinds among them), then checks that no key acted: help
never opened, no file was written, lifecam still runs, and a snapshot of the
board equals one of the same start with no answer at all. The 400 ms are the
terminal's behaviour being simulated, not a wait for lifecam.

usage: replies.py LIFECAM WORKDIR SCENARIO
"""
import filecmp, glob, os, sys, time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pixels  # noqa: E402
from pixels import fail  # noqa: E402

LATE = 0.4
XTERM_VT340 = (b"\x1b[?1016;2$y\x1b[?1006;2$y\x1b[6;20;8t\x1bP>|XTerm(379)\x1b\\"
               b"\x1bP1$r0;38:2::1:2:3m\x1b\\\x1bP0+r\x1b\\\x1b[1;2R\x1b[1;3R\x1b[1;3R"
               b"\x1b[?2;0;1000;1000S\x1b[?63;1;2;4;6;9;15;16;22;28c")
KITTY = (b"\x1b[?1016;2$y\x1b[?1006;2$y\x1b[6;20;8t\x1bP>|kitty(0.26.5)\x1b\\"
         b"\x1bP1$r38:2:1:2:3m\x1b\\\x1bP1+r524742\x1b\\\x1b[1;2R\x1b[1;2R\x1b[1;2R"
         b"\x1b_Gi=31;OK\x1b\\\x1b_Gi=32;ENOENT:no such file\x1b\\\x1b[?62;c")
TMUX = b"\x1b[?1016;0$y\x1bP>|tmux 3.3a\x1b\\\x1b[1;2R\x1b[1;2R\x1b[1;1R\x1b[?1;2c"
# Replies lifecam does not ask for today but a terminal may send: OSC colours
# (ended by ST or BEL), window and cell sizes in pixels and cells, a status
# report, the kitty keyboard flags, the secondary device attributes.
OTHERS = (b"\x1b]11;rgb:0000/0000/0000\x1b\\\x1b]10;rgb:ffff/ffff/ffff\x07\x1b[4;480;640t"
          b"\x1b[8;24;80t\x1b[0n\x1b[?0u\x1b[>41;379;0c\x1b[?2;0;1000;1000S\x1b[?64;4c")

# scenario: (TERM, the pieces written 400 ms after the probe, the pause between pieces)
SCENARIOS = {
    "xterm-vt340": ("xterm-256color", [XTERM_VT340], 0),
    "kitty": ("xterm-kitty", [KITTY], 0),
    "tmux": ("tmux-256color", [TMUX], 0),
    "others": ("xterm-256color", [OTHERS], 0),
    # A slow link cuts replies anywhere after their Esc: inside a CSI's
    # parameters, inside a DCS, an APC and an OSC, between Esc and backslash.
    "cut": ("xterm-256color", [XTERM_VT340[:3], XTERM_VT340[3:40], XTERM_VT340[40:105],
                               XTERM_VT340[105:] + KITTY[:130], KITTY[130:131], KITTY[131:] + OTHERS[:12],
                               OTHERS[12:]], 0.1),
}
ARGS = ["--source", "none", "--paused", "--pattern", "gosper-glider-gun", "--seed", "1",
        "--mouse", "cells", "--record-size", "canvas"]


class LateApp(pixels.App):
    """The pty answers the probe `LATE` seconds after it arrives, in pieces `gap` apart."""

    def __init__(self, binary, workdir, term, pieces, gap):
        super().__init__(binary, workdir, ARGS, None, term=term)
        self.pieces, self.gap, self.due = list(pieces), gap, None

    def pump(self, seconds):
        end = time.monotonic() + seconds
        while True:
            if self.due is None and pixels.PROBE in self.out:
                self.due = time.monotonic() + LATE
            if self.due is not None and self.pieces and time.monotonic() >= self.due:
                os.write(self.fd, self.pieces.pop(0))
                self.due = time.monotonic() + self.gap
            step = end - time.monotonic()
            if self.due is not None and self.pieces:
                step = min(step, self.due - time.monotonic())
            if step <= 0 and time.monotonic() >= end:
                return
            super().pump(max(0.0, step))


def run(binary, workdir, scenario, answered):
    """lifecam on the terminal of `scenario`, answered late or never; the snapshot taken after the answers."""
    term, pieces, gap = SCENARIOS[scenario]
    app = LateApp(binary, workdir, term, pieces if answered else [], gap)
    app.wait_until("the probe", lambda: pixels.PROBE in app.out)
    app.wait_until("the first canvas", lambda: b"\x1b[?2026h" in app.out)
    # Every piece written, then a snapshot: `s` comes after the answers, so
    # whatever keys they pressed have acted by the time it is taken.
    app.wait_until("the late answers", lambda: not app.pieces)
    pixels.snapshot(app, workdir, 1)
    shot = glob.glob(os.path.join(workdir, "lifecam-*.png"))[0]
    left = sorted(os.path.basename(p) for p in glob.glob(os.path.join(workdir, "*")) if p != shot)
    if left:
        fail("%s: files written by replies read as keys: %s" % (scenario, left))
    if "lifecam \u2014 keys".encode() in app.out:
        fail("%s: the help opened" % scenario)
    app.send(b"q")
    if app.exit_status() != 0:
        fail("%s: exit status" % scenario)
    return shot


def main():
    binary, workdir, scenario = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3]
    os.mkdir(os.path.join(workdir, "quiet"))
    os.mkdir(os.path.join(workdir, "late"))
    quiet = run(binary, os.path.join(workdir, "quiet"), scenario, False)
    late = run(binary, os.path.join(workdir, "late"), scenario, True)
    if not filecmp.cmp(quiet, late, shallow=False):
        fail("%s: the board or its look changed (the snapshot differs from a start with no answer)" % scenario)
    print("ok - %s: replies 400 ms late pressed no key" % scenario)


if __name__ == "__main__":
    main()
