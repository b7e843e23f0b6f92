#!/usr/bin/env bash
# Play's goal for a giant (issue 25): Golly's metapixel-galaxy.mc.gz in a
# detached 160x48 tmux pane, zoomed to fit (as play starts a giant), stepping
# 2^8 generations a frame: `--speed 30` (steps a second, at play's 30 fps)
# and `>` pressed eight times. Frames shown are counted as the other play
# figures are (tui.sh, blitters.sh): the status line's fps, the frames that
# reached the terminal in the last second, sampled once a second for
# GIANT_WINDOW (60) seconds after a 3 s warm-up; the median must be >= 29. The
# generation read at both ends of the window gives the steps actually run.
# Then the giant is paused (space) and its CPU measured over GIANT_IDLE (30)
# seconds from /proc/PID/stat (utime + stime, in clock ticks) and, finer,
# /proc/PID/task/*/schedstat (ns), as a share of one core: < 0.2 %.
# The load average is printed before and after: the machine is shared.
#
# GIANT=path plays another pattern; PLAY_ARGS adds options (default
# `--source none`: the giant alone; e.g. PLAY_ARGS="--source synthetic").
# LIFECAM=path measures another build. Needs tmux and Golly's patterns.
set -euo pipefail
cd "$(dirname "$0")/.."

GIANT=${GIANT:-/usr/share/golly/Patterns/HashLife/metapixel-galaxy.mc.gz}
WINDOW=${GIANT_WINDOW:-60}
IDLE=${GIANT_IDLE:-30}
PLAY_ARGS=${PLAY_ARGS:---source none}
command -v tmux >/dev/null || { echo "giant-play.sh: tmux is missing (make bench-deps)" >&2; exit 1; }
[ -f "$GIANT" ] || { echo "skipped: giant-play.sh needs $GIANT (Debian's golly package)"; exit 0; }
if [ -z "${LIFECAM:-}" ]; then swift build -c release --product lifecam >/dev/null; fi
BIN=${LIFECAM:-$(swift build -c release --show-bin-path)/lifecam}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/giant-play.XXXXXX")
SOCK="lifecam-giant-$$"
trap 'tmux -L "$SOCK" kill-server 2>/dev/null; rm -rf "$WORK"' EXIT

screen() { tmux -L "$SOCK" capture-pane -t m -p; }
status() { screen | tail -1; }
wait_for() {
    local deadline=$((SECONDS + ${2:-30}))
    until status | grep -Eq -- "$1"; do
        [ $SECONDS -lt $deadline ] || { echo "giant-play.sh: timed out waiting for /$1/; status: $(status)" >&2; exit 1; }
        sleep 0.1   # poll interval
    done
}
# generation: the status line's generation, separators removed.
generation() { status | grep -Eo 'gen [0-9,]+' | head -1 | tr -d ', ' | sed 's/gen//'; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

echo "load average before: $(load)"
# shellcheck disable=SC2086
tmux -L "$SOCK" -f /dev/null new-session -d -s m -c "$WORK" -x 160 -y 48 \
    "sh -c 'echo \$\$ > $WORK/pid; exec \"\$0\" \"\$@\"' env HOME=$WORK TERM=xterm-256color COLORTERM=truecolor \
     $BIN play --speed 30 --pattern $GIANT $PLAY_ARGS; exec cat"
wait_for " fps "
PID=$(cat "$WORK/pid")
ns() { cat /proc/"$PID"/task/*/schedstat | awk '{ s += $1 } END { printf "%.0f\n", s }'; }  # %d would stop at 2^31 in mawk
echo "status at start: $(status)"
for _ in 1 2 3 4 5 6 7 8; do tmux -L "$SOCK" send-keys -t m '>'; done
wait_for "step 2\^8 "
sleep 3
first=$(generation); r0=$(date +%s%N); c0=$(ns)
samples=()
for _ in $(seq "$WINDOW"); do
    sleep 1
    samples+=("$(status | { grep -Eo '[0-9]+ fps' || echo "0 fps"; } | awk '{print $1}')")
done
last=$(generation); r1=$(date +%s%N); c1=$(ns)
echo "status at the end: $(status)"
awk -v c="$((c1 - c0))" -v t="$((r1 - r0))" 'BEGIN { printf "running: %.1f %% of a core (schedstat)\n", 100 * c / t }'
printf '%s\n' "${samples[@]}" | sort -n | awk -v window="$WINDOW" -v first="$first" -v last="$last" '
    { v[NR] = $1; s += $1 }
    END {
        median = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "frames shown a second over %d s: median %s, mean %.1f, lowest %d, highest %d\n", window, median, s / NR, v[1], v[NR]
        printf "generations %d -> %d: %.1f steps of 2^8 a second\n", first, last, (last - first) / 256 / window
    }'
echo "load average after running: $(load)"

# Paused: nothing moves, the loop wakes once a second for the status line.
tmux -L "$SOCK" send-keys -t m ' '
wait_for "paused"
sleep 3
ticks() { awk '{ print $14 + $15 }' "/proc/$PID/stat"; }
t0=$(date +%s%N); k0=$(ticks); n0=$(ns)
sleep "$IDLE"
t1=$(date +%s%N); k1=$(ticks); n1=$(ns)
hz=$(getconf CLK_TCK)
awk -v k="$((k1 - k0))" -v n="$((n1 - n0))" -v t="$((t1 - t0))" -v hz="$hz" -v idle="$IDLE" 'BEGIN {
    printf "paused for %d s: %.3f %% of a core by /proc/PID/stat (%d ticks of 1/%d s), %.4f %% by schedstat\n",
        idle, 100 * k / hz / (t / 1e9), k, hz, 100 * n / t }'
echo "status paused: $(status)"
echo "load average after: $(load)"
tmux -L "$SOCK" send-keys -t m q
