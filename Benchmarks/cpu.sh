#!/usr/bin/env bash
# CPU a player takes in a 160x48 tmux pane on a 640x360 moving clip (ffmpeg
# testsrc2, 30 fps, looping): `lifecam play --source y4m:clip` with its
# defaults (in tmux: quadrants, births from motion) against `timg -g160x48 -ph
# -V clip`, and like for like, `lifecam --blitter half` against `timg -ph`
# (half blocks) and `lifecam --blitter quadrant` against `timg -pq` (quarter
# blocks); then lifecam paused on a still picture (`--source none --paused`).
# Each player is measured ALONE, in its own tmux server, one after another
# (players sharing a server and two cores drop frames and flatter whoever
# drops most); a round measures each of the five once, and the rounds
# interleave them so that the machine's load drifts over all alike. CPU is
# the time on a CPU of every thread of the process, in nanoseconds
# (/proc/PID/task/*/schedstat; /proc/PID/stat counts 10 ms ticks, a tenth of
# a whole window's share here), over a fixed window after a warm-up, as a
# share of one core. Goals: lifecam/timg <= 1.0 on the clip, idle < 0.2 % of
# a core.
# Needs ffmpeg, timg, tmux; runs in about 5 minutes. LIFECAM=path measures
# another build of lifecam (an older one, to compare).
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in ffmpeg timg tmux; do
  command -v "$tool" >/dev/null || { echo "cpu.sh: $tool is missing (make bench-deps)" >&2; exit 1; }
done
if [ -z "${LIFECAM:-}" ]; then swift build -c release --product lifecam >/dev/null; fi
BIN=${LIFECAM:-$(swift build -c release --show-bin-path)/lifecam}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cpu-bench.XXXXXX")
SOCK="lifecam-cpu-$$"
NAMES="lifecam timg half timgq quadrant idle big small"
trap 'for n in $NAMES; do tmux -L "$SOCK-$n" kill-server 2>/dev/null; done; rm -rf "$WORK"' EXIT
WINDOW=${CPU_WINDOW:-10}
# The paused case uses so little that one clock tick (10 ms) matters: a longer window.
IDLE_WINDOW=${CPU_IDLE_WINDOW:-60}
# Rounds of the side-by-side measurement; each is printed, then the median ratio.
ROUNDS=${CPU_ROUNDS:-5}

ffmpeg -loglevel error -f lavfi -i "testsrc2=size=640x360:rate=30" -t 10 -pix_fmt yuv420p "$WORK/clip.y4m"

# start NAME COMMAND PATTERN: a 160x48 pane of its own tmux server (NAME)
# running COMMAND; prints the PID of its program (found by PATTERN).
start() {
  tmux -L "$SOCK-$1" -f /dev/null new-session -d -s "$1" -c "$WORK" -x 160 -y 48 \
    "env HOME=$WORK TERM=xterm-256color COLORTERM=truecolor $2; exec cat"
  local deadline=$((SECONDS + 20)) pid=""
  while [ -z "$pid" ]; do
    [ $SECONDS -lt $deadline ] || { echo "cpu.sh: $1 did not start" >&2; exit 1; }
    sleep 0.2
    pid=$(pgrep -n -P "$(tmux -L "$SOCK-$1" display -p -t "$1" '#{pane_pid}')" -f "$3" || true)
  done
  echo "$pid"
}
# stop NAME: ends that server and its player.
stop() { tmux -L "$SOCK-$1" kill-server 2>/dev/null || true; }
# alone NAME COMMAND PATTERN: the player started alone, warmed up 3 s, then its
# percent of one core over WINDOW seconds; the server is gone afterwards.
alone() {
  local pid
  pid=$(start "$1" "$2" "$3")
  sleep 3
  cpu "$WINDOW" "$pid"
  stop "$1"
}

# ns PID: nanoseconds every thread of PID has run.
ns() { cat /proc/"$1"/task/*/schedstat 2>/dev/null | awk '{ s += $1 } END { printf "%.0f\n", s }'; }

# cpu SECONDS PID...: percent of one core each used over the same SECONDS.
cpu() {
  local window=$1; shift
  local before=() after=() pid t0 t1
  for pid in "$@"; do before+=("$(ns "$pid")"); done
  t0=$(date +%s%N)
  sleep "$window"
  for pid in "$@"; do after+=("$(ns "$pid")"); done
  t1=$(date +%s%N)
  for i in "${!before[@]}"; do
    awk -v a="${before[$i]}" -v b="${after[$i]}" -v t0="$t0" -v t1="$t1" \
      'BEGIN { printf "%.3f\n", 100 * (b - a) / (t1 - t0) }'
  done
}

ratios=() halves=() quadrants=()
sum_lc=0 sum_lh=0 sum_lq=0 sum_tg=0 sum_tq=0
add() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a + b }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
for round in $(seq "$ROUNDS"); do
  lc_cpu=$(alone lifecam "$BIN --source y4m:$WORK/clip.y4m" "source y4m")
  tg_cpu=$(alone timg "timg -g160x48 -ph -V --loops=-1 $WORK/clip.y4m" "timg -g160x48 -ph")
  lh_cpu=$(alone half "$BIN --blitter half --source y4m:$WORK/clip.y4m" "source y4m")
  tq_cpu=$(alone timgq "timg -g160x48 -pq -V --loops=-1 $WORK/clip.y4m" "timg -g160x48 -pq")
  lq_cpu=$(alone quadrant "$BIN --blitter quadrant --source y4m:$WORK/clip.y4m" "source y4m")
  sum_lc=$(add "$sum_lc" "$lc_cpu") sum_lh=$(add "$sum_lh" "$lh_cpu") sum_lq=$(add "$sum_lq" "$lq_cpu")
  sum_tg=$(add "$sum_tg" "$tg_cpu") sum_tq=$(add "$sum_tq" "$tq_cpu")
  ratios+=("$(ratio "$lc_cpu" "$tg_cpu")") halves+=("$(ratio "$lh_cpu" "$tg_cpu")") quadrants+=("$(ratio "$lq_cpu" "$tq_cpu")")
  printf 'round %d (load %s), moving 640x360 clip in 160x48, each alone %ss, %% of a core: lifecam (defaults) %s, --blitter half %s, --blitter quadrant %s; timg -ph %s, -pq %s\n' \
    "$round" "$(cut -d' ' -f1 /proc/loadavg)" "$WINDOW" "$lc_cpu" "$lh_cpu" "$lq_cpu" "$tg_cpu" "$tq_cpu"
  printf '  lifecam/timg -ph = %s; half/-ph = %s; quadrant/-pq = %s\n' "${ratios[-1]}" "${halves[-1]}" "${quadrants[-1]}"
done
idle=$(start idle "$BIN --source none --paused" "source none --paused")
sleep 3
idle_cpu=$(cpu "$IDLE_WINDOW" "$idle")
stop idle

# A world larger than the view: Golly's ticker (loaded whole into a 5987x3741
# world) running at 10 generations a second with no video, then the Gosper
# gun on a world the size of the view, each alone.
ticker=/usr/share/golly/Patterns/Life/Guns/golly-ticker.rle
world_line="large world: skipped (needs golly's patterns, $ticker)"
if [ -r "$ticker" ]; then
  big_cpu=$(alone big "$BIN --source none --pattern $ticker" "source none --pattern /")
  small_cpu=$(alone small "$BIN --source none --pattern gosper-glider-gun" "source none --pattern gosper")
  world_line="running at 10 gen/s, no video, ${WINDOW}s: Golly's ticker in a 5987x3741 world $big_cpu % of a core, the Gosper gun in a world the size of the view $small_cpu %"
fi

median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
printf 'moving clip: median lifecam (defaults)/timg -ph = %s over %d rounds; all rounds together %s (goal <= 1.0)\n' \
  "$(median "${ratios[@]}")" "$ROUNDS" "$(ratio "$sum_lc" "$sum_tg")"
printf 'like for like: median lifecam --blitter half/timg -ph = %s (together %s), --blitter quadrant/timg -pq = %s (together %s)\n' \
  "$(median "${halves[@]}")" "$(ratio "$sum_lh" "$sum_tg")" "$(median "${quadrants[@]}")" "$(ratio "$sum_lq" "$sum_tq")"
printf 'paused on a still picture (--source none --paused), %ss: %s %% of a core (goal < 0.2)\n' "$IDLE_WINDOW" "$idle_cpu"
printf '%s\n' "$world_line"
