#!/usr/bin/env bash
# A 1280x720 recording from a 160x48 terminal: `lifecam --source synthetic
# --record-size 1280x720 --record rec.mp4` in a detached 160x48 tmux pane,
# the recording painted on the recorder's own thread and encoded by an
# ffmpeg child (x264 superfast). After a 2 s warm-up it samples the status
# line's fps ten times over 5 s (as tui.sh does), reads the recording's
# frames and drops from the status line, quits with q, and checks the mp4
# with ffprobe: size, frame count, rate. The same run without recording is
# the baseline. Over the sampling window it also reads the CPU time lifecam
# and its ffmpeg child used (/proc/PID/stat) and the frames recorded meanwhile:
# CPU milliseconds per recorded frame, which a busy machine does not inflate
# as it does the frame rate. The goal: 30 fps on screen while recording, drops counted.
# Then a Y4M at the default size and at the canvas's own (--record-size canvas),
# with its bytes a frame.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || { echo "record-size: needs ffmpeg and ffprobe"; exit 1; }
swift build -c release --product lifecam >/dev/null
BIN=$(swift build -c release --show-bin-path)/lifecam
WORK=$(mktemp -d)
SOCK=""
trap '[ -n "$SOCK" ] && tmux -L "$SOCK" kill-server 2>/dev/null; rm -rf "$WORK"' EXIT
screen() { tmux -L "$SOCK" capture-pane -t m -p; }
# cpu PID: user + system time in clock ticks (0 when there is no such process).
cpu() { [ -n "$1" ] && awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
# written: the frames the status line says are recorded so far.
written() { screen | tail -1 | { grep -Eo 'REC [0-9:]+ · [0-9]+ frames' || echo "REC 0 · 0"; } | awk '{print $4}'; }

# run LABEL ARGS...: the app in a 160x48 pane with ARGS; prints the figures.
run() {
    local label=$1; shift
    SOCK="lifecam-recsize-$$-$label"
    tmux -L "$SOCK" -f /dev/null new-session -d -s m -c "$WORK" -x 160 -y 48 \
        "env HOME=$WORK TERM=xterm-256color COLORTERM=truecolor $BIN --source synthetic $*; echo EXIT=\$?; exec cat"
    local deadline=$((SECONDS + 20))
    until screen | grep -q " fps "; do
        [ $SECONDS -lt $deadline ] || { echo "$label: the app did not start"; exit 1; }
        sleep 0.1
    done
    sleep 2
    local app encoder
    app=$(pgrep -P "$(tmux -L "$SOCK" display -p -t m '#{pane_pid}')" -x lifecam || true)
    encoder=$(pgrep -P "${app:-0}" -x ffmpeg || true)
    local app0 encoder0 frames0 started
    app0=$(cpu "$app") encoder0=$(cpu "$encoder") frames0=$(written) started=$(date +%s%N)
    local samples=() _
    for _ in $(seq 10); do
        samples+=("$(screen | tail -1 | { grep -Eo '[0-9]+ fps' || echo 0; } | awk '{print $1}')")
        sleep 0.5
    done
    local app1 encoder1 frames1 ended hz
    app1=$(cpu "$app") encoder1=$(cpu "$encoder") frames1=$(written) ended=$(date +%s%N) hz=$(getconf CLK_TCK)
    local status shown recorded dropped
    status=$(screen | tail -1)
    shown=$(echo "$status" | { grep -Eo '│ dropped [0-9]+' || true; } | awk '{print $3}')
    recorded=$(echo "$status" | { grep -Eo 'REC [0-9:]+ · [0-9]+ frames' || true; } | awk '{print $4}')
    dropped=$(echo "$status" | { grep -Eo 'frames · [0-9]+ dropped' || true; } | awk '{print $3}')
    tmux -L "$SOCK" send-keys -t m q
    deadline=$((SECONDS + 30))
    until screen | grep -q "EXIT="; do
        [ $SECONDS -lt $deadline ] || { echo "$label: the app did not quit"; exit 1; }
        sleep 0.1
    done
    printf '%s\n' "${samples[@]}" | awk -v l="$label" -v shown="${shown:-0}" \
        '{ s += $1; if (min == "" || $1 < min) min = $1 } END { printf "%-26s screen mean %.1f fps, lowest %d fps, %d screen frames dropped\n", l, s / NR, min, shown }'
    awk -v l="$label" -v a=$((app1 - app0)) -v e=$((encoder1 - encoder0)) -v f=$((frames1 - frames0)) -v hz="$hz" \
        -v s=$(( (ended - started) / 1000000 )) 'BEGIN {
            printf "%-26s CPU over %.1f s: lifecam %.0f%% of a core, ffmpeg %.0f%%", l, s / 1000, 100000 * a / hz / s, 100000 * e / hz / s
            if (f > 0) printf "; per recorded frame (%d): lifecam %.1f ms, ffmpeg %.1f ms", f, 1000 * a / hz / f, 1000 * e / hz / f
            printf "\n" }'
    if [ -n "${recorded:-}" ]; then
        echo "$label: recorder: $recorded frames written and ${dropped:-0} dropped after ~7 s"
    fi
    if [ -f "$WORK/rec.mp4" ]; then
        local probe
        probe=$(ffprobe -v error -count_frames -select_streams v:0 \
            -show_entries stream=width,height,r_frame_rate,nb_read_frames -of csv=p=0 "$WORK/rec.mp4" </dev/null)
        echo "$label: ffprobe rec.mp4: $probe (width,height,rate,frames)"
        rm -f "$WORK/rec.mp4"
    fi
    if [ -f "$WORK/rec.y4m" ]; then
        local bytes header w h record
        bytes=$(stat -c %s "$WORK/rec.y4m") header=$(head -n 1 "$WORK/rec.y4m")
        w=$(sed -n 's/.* W\([0-9]*\).*/\1/p' <<<"$header") h=$(sed -n 's/.* H\([0-9]*\).*/\1/p' <<<"$header")
        # A 4:2:0 frame record: "FRAME\n", the luma plane, two chroma planes of half each side (rounded up).
        record=$((6 + w * h + 2 * ((w + 1) / 2) * ((h + 1) / 2)))
        echo "$label: rec.y4m: ${header#YUV4MPEG2 }; $(((bytes - ${#header} - 1) / record)) frames of $record bytes"
        rm -f "$WORK/rec.y4m"
    fi
    tmux -L "$SOCK" kill-server 2>/dev/null || true
    SOCK=""
}

run "no recording"
run "record 1280x720 mp4" --record-size 1280x720 --record rec.mp4
# The default size (the canvas in square pixels, at least 960 wide) and the canvas's own pixels.
run "record default y4m" --record rec.y4m
run "record canvas y4m" --record-size canvas --record rec.y4m
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
