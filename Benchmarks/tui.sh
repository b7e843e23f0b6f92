#!/usr/bin/env bash
# Frames per second the terminal app keeps in tmux (which swallows about
# 12 MB/s), for moving video: `lifecam --source synthetic` (plasma, a random
# soup running at 10 generations/s, cell size 2) in detached tmux panes of
# 160x48, 320x90 and 400x120. After a 2 s warm-up it samples the status line's
# fps (frames written in the last second) ten times over 5 s, and reports the
# mean, the lowest sample, and the frames dropped because the terminal was
# behind. The goal: 30 fps at 320x90.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product lifecam >/dev/null
BIN=$(swift build -c release --show-bin-path)/lifecam
WORK=$(mktemp -d)
SOCK=""
trap '[ -n "$SOCK" ] && tmux -L "$SOCK" kill-server 2>/dev/null; rm -rf "$WORK"' EXIT

for size in 160x48 320x90 400x120; do
    cols=${size%x*} rows=${size#*x}
    SOCK="lifecam-bench-$$-$size"
    tmux -L "$SOCK" -f /dev/null new-session -d -s m -c "$WORK" -x "$cols" -y "$rows" \
        "env HOME=$WORK TERM=xterm-256color COLORTERM=truecolor $BIN --source synthetic --blitter half; exec cat"
    deadline=$((SECONDS + 20))
    until tmux -L "$SOCK" capture-pane -t m -p | grep -q " fps "; do
        [ $SECONDS -lt $deadline ] || { echo "$size: the app did not start"; exit 1; }
        sleep 0.1
    done
    sleep 2
    samples=()
    for _ in $(seq 10); do
        samples+=("$(tmux -L "$SOCK" capture-pane -t m -p | tail -1 | { grep -Eo '[0-9]+ fps' || echo 0; } | awk '{print $1}')")
        sleep 0.5
    done
    status=$(tmux -L "$SOCK" capture-pane -t m -p | tail -1)
    dropped=$(echo "$status" | { grep -Eo 'dropped [0-9]+' || true; } | awk '{print $2}')
    printf '%s\n' "${samples[@]}" | awk -v size="$size" -v dropped="${dropped:-0}" \
        '{ s += $1; if (min == "" || $1 < min) min = $1 } END { printf "%-8s mean %.1f fps, lowest %d fps, %d frames dropped in ~7 s\n", size, s / NR, min, dropped }'
    tmux -L "$SOCK" send-keys -t m q
    tmux -L "$SOCK" kill-server 2>/dev/null || true
    SOCK=""
done
