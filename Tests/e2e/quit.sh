#!/usr/bin/env bash
# End-to-end: quitting (q, SIGTERM) or a stop (SIGTSTP) while a kitty or sixel picture is on its way
# leaves the terminal usable (quit.py plays the terminal on a pty; see there).
set -euo pipefail
cd "$(dirname "$0")/../.."

BIN=${LIFECAM:-$(swift build --show-bin-path)/lifecam}
[ -x "$BIN" ] || { echo "quit.sh: $BIN not built (run swift build)"; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

for kind in kitty sixel; do
    for stall in 0.5 3; do
        mkdir -p "$WORK/$kind-$stall"
        timeout 120 python3 Tests/e2e/quit.py "$BIN" "$WORK/$kind-$stall" "$kind" "$stall"
    done
    timeout 120 python3 Tests/e2e/quit.py "$BIN" "$WORK/$kind-0.5" "$kind" 0.5 TERM
    timeout 120 python3 Tests/e2e/quit.py "$BIN" "$WORK/$kind-0.5" "$kind" 0.5 TSTP
done
