#!/usr/bin/env python3
"""Plays terminals of several kinds for lifecam's start-up glyph probe.

lifecam runs with --blitter auto on a pty (80x24 cells); this script answers
the probe as a terminal would: its name (XTVERSION), then one cursor report
per test glyph (quadrant, sextant, octant: the column each one moved the
cursor to), then the device attributes. The blitter chosen shows in the size
of a snapshot of the canvas itself (`--record-size canvas`: 80x46 half blocks, 160x46 quadrants, 160x69
sextants, 160x92 octants); `t` must then step through exactly the blitters
the terminal shows. Standard library only; waits poll with deadlines.

usage: glyphs.py LIFECAM WORKDIR SCENARIO
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pixels import App, fail, snapshot  # noqa: E402

SIZES = {(80, 44): "half", (160, 44): "quadrant", (160, 66): "sextant", (160, 88): "octant",
         (80 * 8, 22 * 20): "pictures"}


def reply(name, *columns, kitty=False, attributes=b"62;22"):
    """XTVERSION (None: no answer), the cursor reports, the kitty graphics answer, the device attributes."""
    out = b"" if name is None else b"\x1bP>|" + name.encode() + b"\x1b\\"
    out += b"".join(b"\x1b[1;%dR" % c for c in columns)
    return out + (b"\x1b_Gi=31;OK\x1b\\" if kitty else b"") + b"\x1b[?" + attributes + b"c"


# scenario: (answer, the blitter auto picks, what t steps through from there)
SCENARIOS = {
    # kitty 0.26 draws sextants itself, octants as tofu (width 1 all the same).
    "kitty": (reply("kitty(0.26.5)", 2, 2, 2), ["sextant", "half", "quadrant", "sextant"]),
    "kitty-0.40": (reply("kitty(0.40.1)", 2, 2, 2), ["octant", "half", "quadrant", "sextant", "octant"]),
    # kitty answering the graphics query (the pty knows the cell size, 8x20): pictures
    # are offered after the glyphs, never picked by auto.
    "kitty-pictures": (reply("kitty(0.26.5)", 2, 2, 2, kitty=True), ["sextant", "pictures", "half", "quadrant", "sextant"]),
    # xterm -ti vt340: DA1 names sixel graphics (4); sixel pictures after the glyphs.
    "xterm-vt340": (reply("XTerm(379)", 2, 2, 2, attributes=b"63;1;2;4;6;9;15;16;22;28"),
                    ["quadrant", "pictures", "half", "quadrant"]),
    # foot 1.13 drops octants: the cursor does not move.
    "foot": (reply("foot(1.13.1)", 2, 2, 1), ["sextant", "half", "quadrant", "sextant"]),
    # xterm: sextants only from a fallback font, octants from none.
    "xterm": (reply("XTerm(379)", 2, 2, 2), ["quadrant", "half", "quadrant"]),
    # tmux answers itself and drops octants; the terminal around it is unknown here.
    "tmux": (reply("tmux 3.3a", 2, 2, 1), ["quadrant", "half", "quadrant"]),
    # A terminal that does not say its name (mlterm): quadrants.
    "nameless": (reply(None, 2, 2, 2), ["quadrant", "half", "quadrant"]),
    # A WezTerm whose octant went 2 columns wide: octants are out.
    "wide-octant": (reply("WezTerm 20240203-110809-5046fc22", 2, 2, 3), ["sextant", "half", "quadrant", "sextant"]),
    # Nothing at all before the probe gives up: half blocks only.
    "silent": (None, ["half", "half"]),
}


def main():
    binary, workdir, scenario = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3]
    answer, steps = SCENARIOS[scenario]
    app = App(binary, workdir, ["--source", "none", "--paused", "--seed", "1", "--mouse", "cells", "--record-size", "canvas"],
              answer)
    app.wait_until("the probe", lambda: b"\x1b[6n" in app.out)
    app.wait_until("the mouse set-up", lambda: b"\x1b[?1002h" in app.out)
    seen = []
    for i, expected in enumerate(steps):
        if i > 0:
            app.send(b"t")
        w, h, _ = snapshot(app, workdir, i + 1)
        seen.append(SIZES.get((w, h), "%dx%d" % (w, h)))
        if seen[-1] == "pictures":
            # The picture itself went out: a kitty graphics command or a sixel DCS.
            marker = b"\x1bP0;1q" if scenario == "xterm-vt340" else b"\x1b_Ga=T"
            app.wait_until("the picture", lambda: marker in app.out)
        if seen[-1] != expected:
            fail("%s: blitters %s, want %s" % (scenario, seen, steps[:i + 1]))
    app.send(b"q")
    if app.exit_status() != 0:
        fail("exit status")
    print("ok - %s: auto picks %s; t steps %s" % (scenario, steps[0], " -> ".join(steps)))


if __name__ == "__main__":
    main()
