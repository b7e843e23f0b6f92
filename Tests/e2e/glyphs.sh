#!/usr/bin/env bash
# End-to-end test of the start-up glyph probe and `--blitter auto`:
# glyphs.py plays terminals on a pty that answer with their name and the
# width of the test glyphs as kitty, foot, xterm, tmux and others do, and
# checks from snapshot sizes which blitter lifecam picked and what `t` steps
# through: the fallback chain octant -> sextant -> quadrant -> half.
set -euo pipefail
cd "$(dirname "$0")/../.."

BIN=${LIFECAM:-$(swift build --show-bin-path)/lifecam}
[ -x "$BIN" ] || { echo "glyphs.sh: $BIN not built (run swift build)"; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

for scenario in kitty kitty-0.40 kitty-pictures xterm-vt340 foot xterm tmux nameless wide-octant silent; do
    mkdir "$WORK/$scenario"
    timeout 120 python3 Tests/e2e/glyphs.py "$BIN" "$WORK/$scenario" "$scenario"
done
