#!/usr/bin/env bash
# CPU a player takes, side by side in one run: `lifecam play --source y4m:clip`
# against `timg -g160x48 -ph -V clip` in 160x48 tmux panes, on the same
# 640x360 moving clip (ffmpeg testsrc2, 30 fps, looping), then lifecam paused
# on a still picture (`--source none --paused`). CPU is user + system time of
# the process (every thread) from /proc/PID/stat over a fixed window after a
# warm-up, as a share of one core. Goals: lifecam/timg <= 1.0 on the clip,
# idle < 0.2 % of a core.
# Needs ffmpeg, timg, tmux; runs in about 2 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in ffmpeg timg tmux; do
  command -v "$tool" >/dev/null || { echo "cpu.sh: $tool is missing (make bench-deps)" >&2; exit 1; }
done
swift build -c release --product lifecam >/dev/null
BIN=$(swift build -c release --show-bin-path)/lifecam
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cpu-bench.XXXXXX")
SOCK="lifecam-cpu-$$"
trap 'tmux -L "$SOCK" kill-server 2>/dev/null; rm -rf "$WORK"' EXIT
WINDOW=${CPU_WINDOW:-10}
# The paused case uses so little that one clock tick (10 ms) matters: a longer window.
IDLE_WINDOW=${CPU_IDLE_WINDOW:-60}
# Rounds of the side-by-side measurement; each is printed, then the median ratio.
ROUNDS=${CPU_ROUNDS:-3}
TICKS=$(getconf CLK_TCK)

ffmpeg -loglevel error -f lavfi -i "testsrc2=size=640x360:rate=30" -t 10 -pix_fmt yuv420p "$WORK/clip.y4m"

# start NAME COMMAND: a 160x48 pane running COMMAND; prints the PID of its program.
start() {
  tmux -L "$SOCK" -f /dev/null new-session -d -s "$1" -c "$WORK" -x 160 -y 48 \
    "env HOME=$WORK TERM=xterm-256color COLORTERM=truecolor $2; exec cat"
  local deadline=$((SECONDS + 20)) pid=""
  while [ -z "$pid" ]; do
    [ $SECONDS -lt $deadline ] || { echo "cpu.sh: $1 did not start" >&2; exit 1; }
    sleep 0.2
    pid=$(pgrep -n -P "$(tmux -L "$SOCK" display -p -t "$1" '#{pane_pid}')" -f "$3" || true)
  done
  echo "$pid"
}

# cpu SECONDS PID...: percent of one core each used over the same SECONDS.
cpu() {
  local window=$1; shift
  local before=() after=() pid t0 t1
  for pid in "$@"; do before+=("$(awk '{print $14 + $15}' "/proc/$pid/stat")"); done
  t0=$(date +%s.%N)
  sleep "$window"
  for pid in "$@"; do after+=("$(awk '{print $14 + $15}' "/proc/$pid/stat")"); done
  t1=$(date +%s.%N)
  for i in "${!before[@]}"; do
    awk -v a="${before[$i]}" -v b="${after[$i]}" -v t0="$t0" -v t1="$t1" -v hz="$TICKS" \
      'BEGIN { printf "%.2f\n", 100 * (b - a) / hz / (t1 - t0) }'
  done
}

lc=$(start lifecam "$BIN --source y4m:$WORK/clip.y4m" "lifecam --source")
tg=$(start timg "timg -g160x48 -ph -V --loops=-1 $WORK/clip.y4m" "timg")
sleep 3
ratios=()
for round in $(seq "$ROUNDS"); do
  read -r lc_cpu tg_cpu < <(cpu "$WINDOW" "$lc" "$tg" | paste -sd' ')
  ratio=$(awk -v a="$lc_cpu" -v b="$tg_cpu" 'BEGIN { printf "%.2f", a / b }')
  ratios+=("$ratio")
  printf 'round %d, moving 640x360 clip in 160x48, %ss: lifecam %s %% of a core, timg %s %%: lifecam/timg = %s\n' \
    "$round" "$WINDOW" "$lc_cpu" "$tg_cpu" "$ratio"
done
tmux -L "$SOCK" kill-session -t timg
tmux -L "$SOCK" send-keys -t lifecam q
idle=$(start idle "$BIN --source none --paused" "lifecam --source none")
sleep 3
idle_cpu=$(cpu "$IDLE_WINDOW" "$idle")
tmux -L "$SOCK" send-keys -t idle q

# A world larger than the view: Golly's ticker (loaded whole into a 5987x3741
# world) running at 10 generations a second with no video, beside the Gosper
# gun on a world the size of the view, at the same time.
ticker=/usr/share/golly/Patterns/Life/Guns/golly-ticker.rle
world_line="large world: skipped (needs golly's patterns, $ticker)"
if [ -r "$ticker" ]; then
  big=$(start big "$BIN --source none --pattern $ticker" "lifecam --source none --pattern /")
  small=$(start small "$BIN --source none --pattern gosper-glider-gun" "lifecam --source none --pattern gosper")
  sleep 3
  read -r big_cpu small_cpu < <(cpu "$WINDOW" "$big" "$small" | paste -sd' ')
  tmux -L "$SOCK" send-keys -t big q
  tmux -L "$SOCK" send-keys -t small q
  world_line="running at 10 gen/s, no video, ${WINDOW}s: Golly's ticker in a 5987x3741 world $big_cpu % of a core, the Gosper gun in a world the size of the view $small_cpu %"
fi

median=$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
printf 'moving clip: median lifecam/timg = %s over %d rounds (goal <= 1.0)\n' "$median" "$ROUNDS"
printf 'paused on a still picture (--source none --paused), %ss: %s %% of a core (goal < 0.2)\n' "$IDLE_WINDOW" "$idle_cpu"
printf '%s\n' "$world_line"
