#!/usr/bin/env bash
# Pixels at the terminal's pace (issue 23 §3; docs/BENCHMARKS.md, "Pixels at
# the terminal's pace"): frames shown per second by lifecam's picture
# blitters and by the tools people already use, on the same clip in the same
# terminal under Xvfb: kitty 0.26.5 (--blitter kitty against timg -pk) and
# xterm -ti vt340 (--blitter sixel against mpv --vo=sixel, since Debian 12's
# timg 1.4.5 has no sixel output).
#
# How frames are counted: ffmpeg's x11grab samples a 320x180 region inside
# the picture 60 times a second for SECONDS (30) after a 6 s warm-up; a
# sample that differs from the one before is a new frame on the screen, so
# shown/s = changes / SECONDS (at most 60; a frame drawn in pieces can count
# twice, a frame that came and went between two samples not at all); torn
# counts the samples in which some bands of the region changed while others,
# with a picture in them, stayed as they were: a frame drawn in pieces
# (Benchmarks/shown.py; a tear is seen twice, half new, then the rest; a sure
# sign only in --mask none rows, where every frame changes every band). The clip
# is a photograph (scikit-image's astronaut) panned 2 pixels a frame at 30 fps,
# so every frame differs everywhere. Also printed: the share of a core the
# terminal, the player and Xvfb used over the window (from /proc: the
# terminal's own process tree and this Xvfb, not other players on the machine), the load
# average at the start of the count (others' builds slow everything down:
# compare rows measured back to back), and bytes per frame written to the
# terminal (lifecam render --out .ans with the same geometry; timg -o).
#
# SIZES="100x30 160x48" (the default) measures the rows in windows of each
# size in cells (xterm's cells are 10x20 pixels, kitty's 9x20: 160x48 is a
# 1600x920 canvas in xterm); STRESS=n runs n busy processes (`stress --cpu
# n`, else shell loops) beside the counts, a load started by the script in
# the manner of others' builds (issue 39 §3 asks for load 4: STRESS=3 on a
# quiet machine, the player and terminal making the rest).
# LOOK="ARGS" adds ARGS to every lifecam row (e.g. LOOK="--speed 10000
# --world 1024x1024": does a fast rule on a large world cost frames?);
# LIFECAM=path measures another build; BEFORE=path measures each lifecam row
# again with that build right after (e.g. the one before a change: rows back
# to back see about the same load);
# Each xterm row of lifecam is followed by xterm alone taking lifecam's
# frames of the same look, recorded (render --out .ans) and written at 30 a
# second by Benchmarks/paced-replay.py: what the terminal and X show at this
# load with no player beside them (RECORDED=0 leaves these rows out).
# CLIP=file.y4m reuses a clip made before (making it takes a minute or more);
# SECONDS_COUNTED=n counts over n seconds instead of 30; TERMINALS=xterm (or
# kitty) measures only that terminal's rows; VISIBLE=n counts only changes of
# more than n levels (below).
# Needs Xvfb, kitty, xterm, ffmpeg, xdotool, python3 with scikit-image;
# timg and mpv for the sticks (else their rows are skipped). About six
# minutes a size (twice that with BEFORE).
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in Xvfb kitty xterm ffmpeg xdotool; do
    command -v "$tool" >/dev/null || { echo "skipped: $tool is not installed (apt-get install xvfb kitty xterm ffmpeg xdotool)"; exit 0; }
done
DATA=$(python3 -c "import os, skimage.data as d; print(os.path.dirname(d.__file__))" 2>/dev/null || true)
[ -n "$DATA" ] || { echo "skipped: the clip is made from scikit-image's astronaut (pip install scikit-image)"; exit 0; }
if [ -z "${LIFECAM:-}" ]; then
    swift build -c release --product lifecam >/dev/null
    LIFECAM="$(swift build -c release --show-bin-path)/lifecam"
fi
SECONDS_COUNTED=${SECONDS_COUNTED:-30}
TERMINALS=${TERMINALS:-kitty xterm}
SIZES=${SIZES:-100x30 160x48}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/pace-bench.XXXXXX")
XPID=
STRESSED=()
cleanup() {
    [ -n "$XPID" ] && kill "$XPID" 2>/dev/null
    for p in "${STRESSED[@]}"; do kill "$p" 2>/dev/null; done
    rm -rf "$WORK"
}
trap cleanup EXIT

. Benchmarks/screen-count.sh
start_xvfb 1920x1200x24

if [ -n "${CLIP:-}" ]; then
    ln -s "$(realpath "$CLIP")" "$WORK/pan.y4m"
else
    # -framerate 30: the looped still read at ffmpeg's default 25/s would
    # repeat every sixth frame of the 30/s clip (25 distinct frames a second).
    ffmpeg -loglevel error -y -framerate 30 -loop 1 -i "$DATA/astronaut.png" \
        -vf "scale=1280:-2,crop=640:360:x='abs(mod(t*60\,1280)-640)':y=(ih-360)/2,format=yuv420p" \
        -t $((SECONDS_COUNTED + 12)) -r 30 "$WORK/pan.y4m"
fi


# Samples of the 320x180 region counted by Benchmarks/shown.py: "shown/s samples torn" (see there). With
# VISIBLE=n a sample counts as a new frame only where some pixel moved more than n levels (lifecam sends no
# change of 6 levels or less, its threshold). Needs python3 with numpy.
SHOWN="python3 $PWD/Benchmarks/shown.py"

# measure TERMINAL NAME COMMAND: starts the terminal running COMMAND in a
# window of WIN_COLUMNS x WIN_ROWS cells, counts, prints one line.
measure() {
    local terminal=$1 name=$2 command=$3 pid before after load shown
    case " $TERMINALS " in *" $terminal "*) ;; *) return 0 ;; esac
    case $terminal in
        kitty) LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE -o initial_window_width="${WIN_COLUMNS}c" \
                   -o initial_window_height="${WIN_ROWS}c" -o remember_window_size=no sh -c "$command" >/dev/null 2>&1 & ;;
        xterm) xterm -ti vt340 -geometry "${WIN_COLUMNS}x$WIN_ROWS" -fa 'DejaVu Sans Mono' -fs 12 -e sh -c "$command" >/dev/null 2>&1 & ;;
    esac
    pid=$!
    sleep 6
    load=$(cut -d' ' -f1 /proc/loadavg)
    before=$(ticks "$pid")
    shown=$(ffmpeg -loglevel error -f x11grab -framerate 60 -video_size 320x180 -i "$DISPLAY+100,100" \
                -t "$SECONDS_COUNTED" -f rawvideo -pix_fmt rgb24 - 2>/dev/null \
            | $SHOWN "$SECONDS_COUNTED" "${VISIBLE:-0}")
    after=$(ticks "$pid")
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    cpu=$(cpu_shares "$before" "$after" "$SECONDS_COUNTED")
    read -r rate samples torn <<<"$shown"
    printf "%-7s %-7s %-34s %9s %8s %6s  load %-5s cpu: %s\n" "$terminal" "${WIN_COLUMNS}x$WIN_ROWS" "$name" "$rate" "$samples" \
        "$torn" "$load" "$cpu"
    leftover=$(ls /dev/shm | grep -c '^lifecam-kitty' || true)
    [ "$leftover" = 0 ] || echo "        !! $leftover shared memory object(s) left in /dev/shm"
}

# bytes BLITTER CELLPIXELS [LOOK...]: bytes per frame lifecam writes for 60 frames of the clip in a WIN_COLUMNSxWIN_ROWS terminal.
bytes() {
    local blitter=$1 cell=$2
    shift 2
    rm -f "$WORK/out.ans"
    "$LIFECAM" render --source "y4m:$WORK/pan.y4m" "$@" --seed 7 --frames 60 --terminal "${WIN_COLUMNS}x$WIN_ROWS" --blitter "$blitter" \
        --cell-pixels "$cell" --out "$WORK/out.ans" >/dev/null
    echo $(($(stat -c %s "$WORK/out.ans") / 60))
}

# ceiling WxH CELL ARGS...: the most frames a second the count can find in
# lifecam's own frames: 300 frames (10 s) of the clip rendered as PNG at the
# window's canvas size with the look of ARGS, the same 320x180 region cut
# out of each, changes counted as on the screen (with VISIBLE=n, only those
# of more than n levels). A clip whose picture stands still in that region
# for a frame (testsrc2's bars between passes of its diagonal) caps the count
# below 30 however fast the terminal draws; lifecam sends no change of its
# threshold (6 levels) or less, so the screen can show a little fewer.
ceiling() {
    local size=$1 cell=$2
    shift 2
    rm -rf "$WORK/frames" && mkdir "$WORK/frames"
    "$LIFECAM" render --source "y4m:$WORK/pan.y4m" --frames 300 --size "$size" --cell "$cell" "$@" \
        --out "$WORK/frames/" >/dev/null 2>&1 || { echo "?"; return; }
    if [ -n "${VISIBLE:-}" ]; then
        ffmpeg -loglevel error -framerate 30 -i "$WORK/frames/frame-%06d.png" -vf crop=320:180:100:100 \
            -f rawvideo -pix_fmt rgb24 - | $SHOWN 10 "$VISIBLE" | cut -d' ' -f1
    else
        ffmpeg -loglevel error -framerate 30 -i "$WORK/frames/frame-%06d.png" -vf crop=320:180:100:100 -f framemd5 - \
            | awk -F, '!/^#/ { if ($6 != last) c++; last = $6 } END { printf "%.1f\n", c / 10 }'
    fi
}

# lifecam TERMINAL NAME ARGS...: lifecam play on the clip with ARGS (and LOOK), then the BEFORE build if given.
lifecam() {
    local terminal=$1 name=$2 look=() args=() cell=18 width=9 size next=
    shift 2
    # shellcheck disable=SC2086 # LOOK is words
    set -- "$@" ${LOOK:-}
    case " $TERMINALS " in *" $terminal "*) ;; *) return 0 ;; esac
    # The canvas above the strip and status line: WIN_COLUMNS x (WIN_ROWS - 2) cells of 9x20 (kitty) or 10x20 (xterm),
    # a Life cell two characters wide unless ARGS give --cell; ARGS but --blitter for render.
    [ "$terminal" = xterm ] && width=10 cell=20
    size=$((WIN_COLUMNS * width))x$(((WIN_ROWS - 2) * 20))
    for a in "$@"; do
        case $next in cell) cell=$a next=; args+=(--cell "$a"); continue ;; blitter) next=; continue ;; esac
        case $a in --cell) next=cell; continue ;; --blitter) next=blitter; continue ;; esac
        look+=("$a")
        args+=("$a")
    done
    printf "%-7s %-7s %-34s %9s  (lifecam's own frames, as rendered: at most)\n" "$terminal" "${WIN_COLUMNS}x$WIN_ROWS" "  (ceiling) $name" \
        "$(ceiling "$size" "$cell" "${look[@]}")"
    measure "$terminal" "lifecam $name" "$LIFECAM play --source y4m:$WORK/pan.y4m $*"
    [ -z "${BEFORE:-}" ] || measure "$terminal" "  (before) $name" "$BEFORE play --source y4m:$WORK/pan.y4m $*"
    [ "$terminal" = xterm ] && [ "${RECORDED:-1}" = 1 ] || return 0
    # The terminal alone: lifecam's frames of the same look recorded (the canvas above the strip and status
    # line), written at 30 a second by paced-replay.py.
    rm -f "$WORK/recorded.ans"
    "$LIFECAM" render --source "y4m:$WORK/pan.y4m" "${args[@]}" --frames 300 --terminal "${WIN_COLUMNS}x$((WIN_ROWS - 2))" \
        --blitter sixel --cell-pixels 10x20 --out "$WORK/recorded.ans" >/dev/null
    measure "$terminal" "  (recorded, 30/s) $name" "python3 $PWD/Benchmarks/paced-replay.py $WORK/recorded.ans 30"
}

# The load: STRESS busy processes through every count.
if [ "${STRESS:-0}" -gt 0 ]; then
    for _ in $(seq "$STRESS"); do
        if command -v stress >/dev/null; then stress --cpu 1 >/dev/null 2>&1 & else sh -c 'while :; do :; done' & fi
        STRESSED+=($!)
    done
    echo "load: $STRESS busy processes (${STRESSED[*]}), 30 s to settle"
    sleep 30
fi

printf "%-7s %-7s %-34s %9s %8s %6s\n" terminal size player "shown/s" samples torn
for size in $SIZES; do
WIN_COLUMNS=${size%x*} WIN_ROWS=${size#*x}
lifecam kitty "--blitter kitty --mask none" --mask none --blitter kitty
if command -v timg >/dev/null; then
    measure kitty "timg -pk" "timg -pk --loops=-1 $WORK/pan.y4m"
    measure kitty "timg -pk -U (as large as lifecam's)" "timg -pk -U --loops=-1 $WORK/pan.y4m"
else
    case " $TERMINALS " in *" kitty "*) echo "kitty   timg -pk: skipped: timg is not installed" ;; esac
fi
lifecam kitty "--blitter kitty (Life)" --seed 7 --blitter kitty
lifecam kitty "--blitter kitty --cell 2" --seed 7 --blitter kitty --cell 2
lifecam xterm "--blitter sixel --mask none" --mask none --blitter sixel
if command -v mpv >/dev/null; then
    measure xterm "mpv --vo=sixel" "mpv --really-quiet --vo=sixel --loop=inf $WORK/pan.y4m"
else
    case " $TERMINALS " in *" xterm "*) echo "xterm   mpv --vo=sixel: skipped: mpv is not installed" ;; esac
fi
lifecam xterm "--blitter sixel (Life)" --seed 7 --blitter sixel
lifecam xterm "--blitter sixel --cell 2" --seed 7 --blitter sixel --cell 2

echo
echo "bytes per frame written to the terminal (60 frames of the clip, ${WIN_COLUMNS}x$WIN_ROWS):"
case " $TERMINALS " in *" kitty "*)
echo "  lifecam kitty, --mask none, 9x20 cells (in the escape codes; through shared memory each frame is one"
echo "    command of about 100 bytes, the pixels raw in memory): $(bytes kitty 9x20 --mask none)" ;;
esac
case " $TERMINALS " in *" xterm "*)
echo "  lifecam sixel, --mask none, 10x20 cells: $(bytes sixel 10x20 --mask none)"
echo "  lifecam sixel, Life, 10x20 cells: $(bytes sixel 10x20)" ;;
esac
# timg asks the terminal for its cell size in pixels (without it, -pk writes a few hundred bytes
# of placeholder), so it writes its file from inside a kitty window of the same size.
if command -v timg >/dev/null && case " $TERMINALS " in *" kitty "*) true ;; *) false ;; esac; then
    rm -f "$WORK/timg.out"
    LIBGL_ALWAYS_SOFTWARE=1 timeout 120 kitty --config NONE -o initial_window_width="${WIN_COLUMNS}c" \
        -o initial_window_height="${WIN_ROWS}c" -o remember_window_size=no \
        sh -c "timg -pk -g${WIN_COLUMNS}x$WIN_ROWS --frames=60 -o $WORK/timg.out $WORK/pan.y4m" >/dev/null 2>&1 || true
    echo "  timg -pk, in kitty's ${WIN_COLUMNS}x$WIN_ROWS window (PNG, f=100): $(($(stat -c %s "$WORK/timg.out" 2>/dev/null || echo 0) / 60))"
fi
echo
done
