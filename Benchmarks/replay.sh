#!/usr/bin/env bash
# How faithfully `lifecam replay` keeps a recording's pace, by the wall
# clock: a 10 s cast (render --out, 300 frames at 30 fps on a 160x48
# terminal, and a cast of about 10 s of `play --cast` in a 160x48 tmux pane)
# replayed in a detached 160x48 tmux pane, timed from start to exit and
# compared with the recording's duration (the last event's time): start-up,
# reading, parsing and restoring the terminal are included, so this is an
# upper bound of the lateness. The same file with every event at time 0 is
# replayed too, for what reading and drawing everything at once costs.
# The goal: within 5 % of the duration.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product lifecam >/dev/null
BIN=$(swift build -c release --show-bin-path)/lifecam
WORK=$(mktemp -d)
SOCK=""
trap '[ -z "$SOCK" ] || tmux -L "$SOCK" kill-server 2>/dev/null; rm -rf "$WORK"' EXIT

# pane NAME COMMAND: runs COMMAND in a fresh 160x48 pane and prints its wall milliseconds.
pane() {
    SOCK="lifecam-replay-$$-$1"
    tmux -L "$SOCK" -f /dev/null new-session -d -s m -c "$WORK" -x 160 -y 48 \
        "s=\$(date +%s%N); env HOME=$WORK TERM=xterm-256color COLORTERM=truecolor $2; e=\$(date +%s%N); echo ELAPSED=\$(( (e - s) / 1000000 )); exec cat"
    local deadline=$((SECONDS + 120))
    until tmux -L "$SOCK" capture-pane -t m -p | grep -q 'ELAPSED='; do
        [ $SECONDS -lt $deadline ] || { echo "$1: did not finish"; exit 1; }
        sleep 0.05
    done
    tmux -L "$SOCK" capture-pane -t m -p | sed -n 's/.*ELAPSED=\([0-9]*\).*/\1/p'
    tmux -L "$SOCK" kill-server 2>/dev/null || true
    SOCK=""
}

# zeroed IN OUT: the same cast with every event at time 0.
zeroed() {
    python3 - "$1" "$2" <<'PY'
import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")[:-1]
with open(sys.argv[2], "w", encoding="utf-8") as out:
    out.write(lines[0] + "\n")
    for line in lines[1:]:
        event = json.loads(line)
        event[0] = 0
        out.write(json.dumps(event) + "\n")
PY
}
duration() { tail -n 1 "$1" | python3 -c 'import json, sys; print(json.loads(sys.stdin.read())[0])'; }

measure() {
    local label=$1 cast=$2
    zeroed "$cast" "$cast.zero"
    local full zero length
    full=$(pane full "$BIN replay $cast")
    zero=$(pane zero "$BIN replay $cast.zero")
    length=$(duration "$cast")
    awk -v l="$label" -v f="$full" -v z="$zero" -v d="$length" -v e="$(grep -c '"o"' "$cast")" 'BEGIN {
        printf "%-28s %d events over %.3f s: replay start to exit %.3f s (%+.1f%% of the duration, start-up and restore included); all events at once %.3f s\n", l, e, d, f / 1000, 100 * (f / 1000 - d) / d, z / 1000 }'
}

"$BIN" render --frames 300 --fps 30 --terminal 160x48 --source synthetic:plasma --out "$WORK/render.cast"
measure "render --out (300 frames)" "$WORK/render.cast"

# About ten seconds of play, recorded with --cast, ended by q.
SOCK="lifecam-replay-$$-play"
tmux -L "$SOCK" -f /dev/null new-session -d -s m -c "$WORK" -x 160 -y 48 \
    "env HOME=$WORK TERM=xterm-256color COLORTERM=truecolor $BIN --source synthetic --cast play.cast; echo PLAYED=\$?; exec cat"
sleep 10   # the length of the recording, not a timing assumption: whatever was recorded is measured
tmux -L "$SOCK" send-keys -t m q
deadline=$((SECONDS + 60))
until tmux -L "$SOCK" capture-pane -t m -p | grep -q 'PLAYED='; do
    [ $SECONDS -lt $deadline ] || { echo "play --cast did not quit"; exit 1; }
    sleep 0.05
done
tmux -L "$SOCK" kill-server 2>/dev/null || true
SOCK=""
measure "play --cast (about 10 s)" "$WORK/play.cast"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
