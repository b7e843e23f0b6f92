#!/usr/bin/env python3
"""Quitting while a picture is on its way leaves the terminal usable.

lifecam runs on a pty (80x24 cells of 10x20 pixels) that answers the probe
as kitty (graphics protocol) or as xterm -ti vt340 (sixel) would, draws its
video as pictures, and then the terminal stops reading for a while, as a
busy kitty does while it decodes, just as `q` is pressed. Whatever lifecam
does with the frame in flight (finish it, or drop the rest once the terminal
has kept it waiting too long), every control string it opened must be closed
before the resets and the alternate screen's exit, or the terminal would read
them and everything typed after as picture data (kitty looked frozen). For
kitty, the picture is deleted after the last one drawn.

usage: quit.py LIFECAM WORKDIR kitty|sixel STALL_SECONDS [q|TERM|TSTP]
  q (the default) quits with the key; TERM sends SIGTERM instead, which
  the signal handlers answer the same way and lifecam dies by (status 143).
  TSTP sends SIGTSTP: the handler closes the picture the canvas writer was
  cut in and restores the terminal, and the stop itself is discarded (a
  pty's own session is an orphaned process group), so lifecam goes on at
  once: nothing of the frame it was writing may follow the resets (the
  writer's gate), the screen is taken back, and q then quits with 0.
The stall is the terminal's behaviour being simulated, not a wait for lifecam:
the checks hold for any stall (0.5 s: the frame is finished; 3 s: abandoned).
"""
import os, signal, sys, time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pixels import App, fail  # noqa: E402

ANSWERS = {
    "kitty": (b"\x1b[?1016;2$y\x1b[?1006;2$y\x1b[6;20;10t\x1bP>|kitty(0.26.5)\x1b\\"
              b"\x1bP1$r38:2:1:2:3m\x1b\\\x1b_Gi=31;OK\x1b\\\x1b[?62;c"),
    "sixel": b"\x1b[?1016;2$y\x1bP>|XTerm(379)\x1b\\\x1bP1$r0;38:2::1:2:3m\x1b\\\x1b[?2;0;1000;1000S\x1b[?63;1;2;4;6;9;15;16;22;28c",
}
STRING_STARTS = b"PX]^_"


def strings_closed_before(out, marker):
    """Whether `marker`'s last occurrence lies outside every control string, read
    as kitty reads them (a string runs to the next ESC \\, an OSC also to BEL)."""
    target = out.rfind(marker)
    if target < 0:
        fail("no %r in the output" % marker)
    i = 0
    while i < len(out):
        if out[i] == 0x1B and i + 1 < len(out) and out[i + 1] in STRING_STARTS:
            end = out.find(b"\x1b\\", i + 2)
            if out[i + 1] == ord("]"):
                bel = out.find(b"\x07", i + 2)
                end = bel if bel >= 0 and (end < 0 or bel < end) else end
            if end < 0 or end > target:
                return i > target
            i = end + 1
        else:
            i += 1
        if i > target:
            return True
    return True


RESETS_END = b"\x1b[?25h\x1b[0m"


def stopped_and_back(app, kind, stall):
    """SIGTSTP while the terminal stalls: the handler's restore, then the
    screen taken back (the alternate screen entered again)."""
    before = len(app.out)
    entered = app.out.count(b"\x1b[?1049h")
    os.kill(app.pid, signal.SIGTSTP)
    time.sleep(stall)
    app.wait_until("the screen taken back after SIGTSTP", lambda: app.out.count(b"\x1b[?1049h") > entered)
    seen = app.out
    back = seen.rfind(b"\x1b[?1049h")
    left = seen.rfind(b"\x1b[?1049l", before, back)
    if left < 0:
        fail("%s: SIGTSTP did not leave the alternate screen" % kind)
    if not strings_closed_before(seen[:back], b"\x1b[?1049l"):
        fail("%s, stall %.1f s: the stop's resets are inside an unfinished picture" % (kind, stall))
    resets = seen.find(RESETS_END, left, back)
    if resets < 0:
        fail("%s: SIGTSTP did not write the mode resets" % kind)
    between = seen[resets + len(RESETS_END):back]
    # Only ncurses' own bytes may come between the restore and the screen taken back: no picture's.
    if b"\x1bP" in between or b"\x1b_G" in between or len(between) > 64:
        fail("%s, stall %.1f s: %d bytes of a frame followed the stop's resets: %r"
             % (kind, stall, len(between), between[:120]))
    print("ok - %s, terminal stalled %.1f s at SIGTSTP: the picture closed, the resets, nothing of the frame after them"
          % (kind, stall))


def main():
    binary, workdir, kind, stall = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3], float(sys.argv[4])
    how = sys.argv[5] if len(sys.argv) > 5 else "q"
    term = "xterm-kitty" if kind == "kitty" else "xterm"
    app = App(binary, workdir, ["--blitter", kind, "--source", "synthetic:noise", "--seed", "3"], ANSWERS[kind], term=term)
    # The pty's size in pixels is set by App (8x20 cells); pictures need it.
    opener = b"\x1b_Ga=T" if kind == "kitty" else b"\x1bP0;1q"
    app.wait_until("the first picture", lambda: opener in app.out)
    # Several frames in: the terminal keeps up, then stops reading just as q comes.
    # (A debug build's sixel frames of noise on a loaded machine take seconds each: a long deadline.)
    app.wait_until("more pictures", lambda: app.out.count(b"\x1b_G" if kind == "kitty" else b"\x1bP") > 6, timeout=90)
    if how == "TSTP":
        stopped_and_back(app, kind, stall)
        app.send(b"q")
    elif how == "q":
        app.send(b"q")
    else:
        os.kill(app.pid, signal.SIGTERM)
    time.sleep(stall)
    status = app.exit_status()
    if status != (-signal.SIGTERM if how == "TERM" else 0):
        fail("exit status %d after %s" % (status, how))
    for marker in (b"\x1b[?1049l", b"\x1b[?1002l", b"\x1b[?25h"):
        if not strings_closed_before(app.out, marker):
            fail("%s, stall %.1f s: %r is inside an unfinished picture (the terminal would look frozen)" % (kind, stall, marker))
    if kind == "kitty":
        delete = app.out.rfind(b"\x1b_Ga=d")
        last_picture = max(app.out.rfind(b"\x1b_Ga=f"), app.out.rfind(b"\x1b_Ga=T"), app.out.rfind(b"\x1b_Gm="))
        if delete < last_picture:
            fail("kitty, stall %.1f s: the picture is not deleted after the last one drawn" % stall)
    print("ok - %s, terminal stalled %.1f s at %s: every picture closed, then the resets" % (kind, stall, how))


if __name__ == "__main__":
    main()
