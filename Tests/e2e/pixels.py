#!/usr/bin/env python3
"""Plays the terminal for lifecam's pixel mouse (SGR-Pixels, DEC mode 1016).

lifecam runs on a pty whose kernel size says 80x24 cells of 8x20 pixels.
This script answers the start-up probe the way a terminal would (or not at
all), sends mouse reports in pixels or cells, presses `s` and reads the
snapshot PNG back (`--record-size canvas`: the canvas itself, one pixel per
canvas pixel): with cell size 1 a glyph holds two Life cells, and a click
in its lower half must light the lower one. Standard library only; every
wait polls for a condition with a deadline (no sleeps for timing).

usage: pixels.py LIFECAM WORKDIR SCENARIO
  SCENARIO: pixels   - the terminal answers ?1016;2$y: clicks pick exact cells
            silent   - no reply at all (tmux 3.3a-like): the probe times out, cells as before
            declined - ?1016;0$y and the device attributes: cells as before
            late     - the replies come after the probe gave up (a slow link):
                       they must not read as keys (`?` help, `c` clear, `P`, `r`)
            cells    - --mouse cells: no pixels, cells
            x10      - TERM=tmux-256color (ncurses asks for X10 reports) and no
                       answer for SGR (1006): X10 clicks, cells
            kitty    - TERM=xterm-kitty (terminfo has only the X10 mouse), the
                       terminal answers 1006 and 1016: lifecam asks for SGR
                       itself, decodes it, and clicks pick exact cells
            kittysilent - TERM=xterm-kitty and no answer: known to have SGR,
                       so SGR cell reports are asked for and decoded
            xterm    - TERM=xterm, no COLORTERM (terminfo says 8 colours), the
                       terminal reads the 24-bit colour back: 24-bit canvas
            xterm16  - the same terminal silent: 16 colours
"""
import re
import fcntl, glob, os, pty, select, signal, struct, sys, termios, time, zlib

COLS, ROWS, CW, CH = 80, 24, 8, 20
PROBE = b"\x1b[?1016$p"


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


class App:
    def __init__(self, binary, workdir, args, answer, term="xterm-256color", colorterm="truecolor"):
        self.out = b""
        self.answer = answer          # bytes to send when the probe arrives (None: stay silent)
        self.answered = False
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, COLS * CW, ROWS * CH))
            os.chdir(workdir)
            env = dict(os.environ, TERM=term, HOME=workdir)
            for name in ("TMUX", "COLORTERM", "KITTY_WINDOW_ID", "TERM_PROGRAM", "LC_TERMINAL", "WEZTERM_PANE"):
                env.pop(name, None)
            if colorterm:
                env["COLORTERM"] = colorterm
            os.execve(binary, [binary] + args, env)
        self.pid, self.fd = pid, fd

    def pump(self, seconds):
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0 or not select.select([self.fd], [], [], left)[0]:
                return
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.out += chunk
            if not self.answered and PROBE in self.out:
                self.answered = True
                if self.answer:
                    os.write(self.fd, self.answer)

    def wait_until(self, what, cond, timeout=20.0):
        end = time.monotonic() + timeout
        while not cond():
            if time.monotonic() > end:
                fail("timed out waiting for " + what)
            if os.waitpid(self.pid, os.WNOHANG)[0]:
                self.pump(0.2)
                fail("lifecam exited while waiting for %s; it wrote: %r" % (what, self.out[-300:]))
            self.pump(0.05)

    def send(self, data):
        os.write(self.fd, data)

    def exit_status(self, timeout=20.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.pump(0.2)
                return os.waitstatus_to_exitcode(status)
            self.pump(0.05)
        fail("lifecam did not exit")


def png_pixels(path):
    """(width, height, rows of RGB bytes) of an 8-bit RGB, non-interlaced PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert (depth, colour, interlace) == (8, 2, 0), "unexpected PNG format"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), width * 3, [], bytearray(width * 3)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 3] if i >= 3 else 0
            b = prev[i]
            c = prev[i - 3] if i >= 3 else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, rows


def lit(rows, x, y):
    return any(rows[y][3 * x:3 * x + 3])


def snapshot(app, workdir, count):
    """Presses s and returns the pixels of snapshot number `count`."""
    app.send(b"s")
    app.wait_until("snapshot %d" % count, lambda: len(glob.glob(os.path.join(workdir, "lifecam-*.png"))) >= count)
    newest = sorted(glob.glob(os.path.join(workdir, "lifecam-*.png")), key=os.path.getmtime)[-1]
    return png_pixels(newest)


def click(app, x, y, x10=False):
    """Press and release at 1-based (x, y), as separate writes (bursts merge)."""
    if x10:
        app.send(b"\x1b[M" + bytes([32, 32 + x, 32 + y]))
        app.pump(0)
        app.send(b"\x1b[M" + bytes([35, 32 + x, 32 + y]))
        return
    app.send(b"\x1b[<0;%d;%dM" % (x, y))
    app.pump(0)
    app.send(b"\x1b[<0;%d;%dm" % (x, y))


def main():
    binary, workdir, scenario = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3]
    answers = {
        "pixels": b"\x1b[?1016;2$y\x1b[6;20;8t\x1b[?62;22c",
        "silent": None,
        "declined": b"\x1b[?1016;0$y\x1b[?62;22c",
        "late": None,
        "x10": b"\x1b[?1016;2$y\x1b[?62;22c",
        "cells": b"\x1b[?1016;2$y\x1b[?62;22c",
        "kitty": b"\x1b[?1016;2$y\x1b[?1006;2$y\x1b[6;20;8t\x1bP>|kitty(0.26.5)\x1b\\\x1bP1$r38:2:1:2:3m\x1b\\\x1b[?62;c",
        "kittysilent": None,
        "xterm": b"\x1b[?1016;2$y\x1b[?1006;2$y\x1bP>|XTerm(379)\x1b\\\x1bP1$r0;38:2::1:2:3m\x1b\\\x1b[?64;1;2c",
        "xterm16": None,
    }
    terms = {"x10": "tmux-256color", "kitty": "xterm-kitty", "kittysilent": "xterm-kitty", "xterm": "xterm", "xterm16": "xterm"}
    args = ["--source", "none", "--paused", "--cell", "1", "--seed", "1", "--record-size", "canvas"]
    if scenario in ("cells", "kittysilent"):
        args += ["--mouse", "cells"]
    app = App(binary, workdir, args, answers[scenario], term=terms.get(scenario, "xterm-256color"),
              colorterm=None if scenario.startswith("xterm") else "truecolor")
    # Drag reports go on once ncurses is set up; the SGR and pixel modes in the same write.
    app.wait_until("the mouse set-up", lambda: b"\x1b[?1002h" in app.out)
    setup = app.out[app.out.index(b"\x1b[?1002h"):]
    pixels = b"\x1b[?1016h" in setup
    if scenario == "late":
        app.send(answers["pixels"] + answers["xterm"])
    if PROBE not in app.out:
        fail("no probe sent, scenario %s" % scenario)
    if pixels != (scenario in ("pixels", "kitty", "xterm")):
        fail("pixel mode on: %s, scenario %s" % (pixels, scenario))
    # lifecam asks for SGR itself only where ncurses does not (kitty's terminfo has the X10 mouse).
    if (b"\x1b[?1006h" in setup) != scenario.startswith("kitty"):
        fail("lifecam's own ?1006h: %s, scenario %s" % (b"\x1b[?1006h" in setup, scenario))
    if scenario.startswith("xterm"):
        app.wait_until("the first canvas", lambda: b"\x1b[?2026h" in app.out[app.out.index(b"\x1b[?1002h"):])
        canvas = app.out[app.out.index(b"\x1b[?1002h"):]
        direct = re.search(rb"\x1b\[[0-9;]*[34]8;2;", canvas) is not None
        if direct != (scenario == "xterm"):
            fail("24-bit canvas: %s, scenario %s" % (direct, scenario))

    col, row = 10, 5     # glyph (0-based); Life cells (10, 10) upper and (10, 11) lower
    if pixels:
        # Lower half of the glyph: pixel rows 110..119 of row 5 (1-based reports).
        click(app, col * CW + 4, row * CH + 15)
    else:
        click(app, col + 1, row + 1, x10=scenario == "x10")
    w, h, first = snapshot(app, workdir, 1)
    if (w, h) != (COLS, 2 * (ROWS - 2)):   # above the control strip and the status line
        fail("snapshot is %dx%d" % (w, h))
    if pixels:
        if not lit(first, col, 2 * row + 1) or lit(first, col, 2 * row):
            fail("a click in the lower half must light the lower Life cell only")
        click(app, col * CW + 4, row * CH + 5)   # upper half of the same glyph
        _, _, second = snapshot(app, workdir, 2)
        if not (lit(second, col, 2 * row) and lit(second, col, 2 * row + 1)):
            fail("a click in the upper half must light the upper Life cell too")
        # A font change: same 80x24 cells, now 10x24 pixels each. The app
        # re-reads the size on SIGWINCH and re-enables its mouse modes.
        enabled = app.out.count(b"\x1b[?1016h")
        fcntl.ioctl(app.fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, COLS * 10, ROWS * 24))
        os.kill(app.pid, signal.SIGWINCH)
        app.wait_until("the mouse modes after the resize", lambda: app.out.count(b"\x1b[?1016h") > enabled)
        click(app, 12 * 10 + 5, 3 * 24 + 20)     # lower half of glyph (12, 3)
        _, _, third = snapshot(app, workdir, 3)
        if not lit(third, 12, 7) or lit(third, 12, 6):
            fail("after a font change a click must use the new cell size")
    else:
        if not lit(first, col, 2 * row) or lit(first, col, 2 * row + 1):
            fail("a cell click must light the glyph's upper Life cell")
    if sum(lit(first, x, y) for y in range(h) for x in range(w)) != 1:
        fail("one click lit more than one cell")

    app.send(b"q")
    status = app.exit_status()
    if status != 0:
        fail("exit status %d" % status)
    if pixels and app.out.rfind(b"\x1b[?1016l") < app.out.rfind(b"\x1b[?1016h"):
        fail("pixel mode not reset at exit")
    print("ok - %s: %s" % (scenario, "lower half picks the lower cell, upper half the upper"
                           if pixels else "cell reports pick the glyph's upper cell"))


if __name__ == "__main__":
    main()
