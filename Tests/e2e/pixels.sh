#!/usr/bin/env bash
# End-to-end test of the pixel mouse (SGR-Pixels, DEC mode 1016): pixels.py
# plays a terminal on a pty (standard-library Python, no emulator needed) and
# checks with snapshots which Life cell a click lit. Scenarios: a terminal
# that offers 1016, one that says nothing (tmux 3.3a: the probe times out),
# one that declines, one whose replies come too late (they must not act as
# keys), --mouse cells, TERM=tmux-256color with no SGR answer (X10 clicks),
# kitty (TERM=xterm-kitty: X10 in terminfo, SGR asked for and decoded by
# lifecam, with and without an answer), and stock xterm (TERM=xterm, no
# COLORTERM: 24-bit colour when it reads a colour back, else 16).
set -euo pipefail
cd "$(dirname "$0")/../.."

BIN=${LIFECAM:-$(swift build --show-bin-path)/lifecam}
[ -x "$BIN" ] || { echo "pixels.sh: $BIN not built (run swift build)"; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

for scenario in pixels silent declined late cells x10 kitty kittysilent xterm xterm16; do
    mkdir "$WORK/$scenario"
    timeout 120 python3 Tests/e2e/pixels.py "$BIN" "$WORK/$scenario" "$scenario"
done
