#!/usr/bin/env bash
# kitty's own ceiling (issue 23 §3; docs/BENCHMARKS.md, "kitty's own
# ceiling"): how many distinct pictures a second kitty 0.26.5 shows under
# Xvfb (LIBGL_ALWAYS_SOFTWARE=1) for a stream of lifecam's size in its
# 100x30 window (a 900x560 picture: 100x28 cells of 9x20) when the bytes come
# without lifecam: Benchmarks/kitty-replay.py replays raw frames of a
# photograph panned 2 pixels a frame (every frame differs everywhere) through
# each path of the graphics protocol: direct base64 (t=d), a temporary file
# (t=t), shared memory (t=s); each frame a new picture under the same id
# (a=T) or an edit of the root frame (a=f, as lifecam does); paced at 30/s
# and as fast as kitty takes them (0/s). Then the fastest path again with
# kitty's own loop unthrottled (repaint_delay 0, input_delay 0,
# sync_to_monitor no) and slowed (repaint_delay 33).
#
# Counted as Benchmarks/pace.sh counts: x11grab samples a 320x180 region
# inside the picture 60 times a second for SECONDS_COUNTED (20) after a 6 s
# warm-up, a sample unlike the one before is a picture shown (so at most 60).
# Also printed: frames the replayer sent a second, the share of a core used
# by kitty, the replayer and this Xvfb, the load average at the start.
# SECONDS_COUNTED=n counts over n seconds; XDISPLAY=:n uses the Xvfb running
# there instead of starting one; ROWS="s:f:30 d:T:0" measures only
# those PATH:ACTION:FPS rows (with OPTIONS="-o key=value ..." for kitty).
# Needs Xvfb, kitty, ffmpeg, python3 with scikit-image. About ten minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
. Benchmarks/screen-count.sh

for tool in Xvfb kitty ffmpeg python3; do
    command -v "$tool" >/dev/null || { echo "skipped: $tool is not installed (apt-get install xvfb kitty ffmpeg python3)"; exit 0; }
done
DATA=$(python3 -c "import os, skimage.data as d; print(os.path.dirname(d.__file__))" 2>/dev/null || true)
[ -n "$DATA" ] || { echo "skipped: the frames are made from scikit-image's astronaut (pip install scikit-image)"; exit 0; }
SECONDS_COUNTED=${SECONDS_COUNTED:-20}
SIZE=900x560
WORK=$(mktemp -d "${TMPDIR:-/tmp}/kitty-ceiling.XXXXXX")
XPID=
cleanup() { [ -n "$XPID" ] && kill "$XPID" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT

if [ -n "${XDISPLAY:-}" ]; then
    export DISPLAY=$XDISPLAY   # an Xvfb already running there (its CPU is then not counted)
else
    start_xvfb 1280x800x24
fi

# 90 frames (3 s, looped), -framerate 30 so that no frame repeats.
ffmpeg -loglevel error -y -framerate 30 -loop 1 -i "$DATA/astronaut.png" \
    -vf "scale=1800:-2,crop=${SIZE/x/:}:x='abs(mod(t*60\,1800)-900)':y=(ih-560)/2" \
    -t 3 -r 30 -pix_fmt rgb24 -f rawvideo "$WORK/frames.rgb"

# row PATH ACTION FPS [KITTY OPTIONS...]: one replay in a new kitty window, one line.
row() {
    local path=$1 action=$2 fps=$3 pid before after load shown cpu sent
    shift 3
    rm -f "$WORK/stats"
    LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE -o initial_window_width=100c -o initial_window_height=30c \
        -o remember_window_size=no "$@" \
        python3 Benchmarks/kitty-replay.py "$WORK/frames.rgb" "$SIZE" "$path" "$action" "$fps" "$WORK/stats" \
        >/dev/null 2>&1 &
    pid=$!
    sleep 6
    load=$(cut -d' ' -f1 /proc/loadavg)
    before=$(ticks "$pid")
    shown=$(count_shown "$SECONDS_COUNTED")
    after=$(ticks "$pid")
    for c in $(tree "$pid" | tail -n +2); do kill "$c" 2>/dev/null || true; done
    for _ in $(seq 20); do [ -s "$WORK/stats" ] && break; sleep 0.1; done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    cpu=$(cpu_shares "$before" "$after" "$SECONDS_COUNTED")
    sent=$(sed 's/.*= //' "$WORK/stats" 2>/dev/null || echo "?")
    printf "%-4s %-6s %-4s %-44s %7s %6s %8s  load %-5s cpu: %s\n" "$path" "$action" "$fps" "${*:-defaults}" \
        "${shown% *}" "${shown#* }" "$sent" "$load" "$cpu"
}

printf "%-4s %-6s %-4s %-44s %7s %6s %8s\n" path action fps "kitty options" shown/s samples sent
if [ -n "${ROWS:-}" ]; then
    for r in $ROWS; do IFS=: read -r p a f <<<"$r"; row "$p" "$a" "$f" ${OPTIONS:-}; done
    exit 0
fi
for fps in 30 0; do
    for path in s t d; do
        for action in f T; do row "$path" "$action" "$fps"; done
    done
done
row s f 0 -o repaint_delay=0 -o input_delay=0 -o sync_to_monitor=no
row s f 0 -o repaint_delay=33
row s f 30 -o repaint_delay=33
row d f 0 -o repaint_delay=0 -o input_delay=0 -o sync_to_monitor=no
