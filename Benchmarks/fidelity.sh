#!/usr/bin/env bash
# Picture fidelity of the glyph blitters (docs/BENCHMARKS.md, "Fidelity").
#
# Frames, each 960x576 (the 5:3 shape of a 160x48 terminal, so nothing is
# cropped, and at least the 320x576 grid below, so the reference is a true
# shrink), fed to lifecam as 4:2:0 video, as cameras and video files give it:
#   photographs bundled with scikit-image (a face, a cat, coffee, a rocket
#   against the sky, a motorcycle), covered and scaled by ffmpeg (lanczos);
#   synthetic frames: SMPTE colour bars, testsrc2, ffmpeg's `life` (6-pixel
#   cells) and `mandelbrot`.
# For each frame, Benchmarks/fidelity.py converts the 4:2:0 frame to RGB
# (each pixel with its own chroma sample) and area-averages it onto 2x12
# pixels per character: the reference. Scored against it, by replaying the
# bytes as a terminal would and painting every glyph on that grid:
#   lifecam render --mask none --frames 1 --terminal 160x48 --blitter B;
#   the best any two-colour blitter of B's kind can reach (every two-way
#   partition of each character's sub-pixels, each side its mean colour);
#   timg -ph, timg -pq and chafa --symbols sextant, given the same frame
#   as a PNG of its RGB.
# Prints PSNR (dB, 8-bit RGB, all three channels), how far short of the best
# partition, the rival's PSNR and how far ahead of it, and the bytes.
# Needs ffmpeg, python3 with numpy; scikit-image for the photographs
# (pip install scikit-image), timg and chafa (make bench-deps) for the rivals:
# a part that cannot run prints "skipped: why". About two minutes.
# FIDELITY_DIGITS=4 prints the dB figures to four decimals (default 2).
set -euo pipefail
cd "$(dirname "$0")/.."

. Benchmarks/picture-tools.sh
needs_picture_tools fidelity.sh
release_lifecam
TMP=$(mktemp -d "${TMPDIR:-/tmp}/fidelity-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
COLS=160 ROWS=48 W=960 H=576
export FIDELITY_DIGITS=${FIDELITY_DIGITS:-2}
FIT="scale=$W:$H:force_original_aspect_ratio=increase:flags=lanczos,crop=$W:$H"
HAVE_TIMG=$(command -v timg >/dev/null && echo yes || echo no)
HAVE_CHAFA=$(command -v chafa >/dev/null && echo yes || echo no)
[ "$HAVE_TIMG" = yes ] || echo "skipped: timg columns (timg is missing: make bench-deps)"
[ "$HAVE_CHAFA" = yes ] || echo "skipped: chafa column (chafa is missing: make bench-deps)"

echo "== fidelity at ${COLS}x${ROWS}, ${W}x${H} 4:2:0 frames, PSNR on 2x12 pixels a character (lifecam $("$LIFECAM" --version 2>/dev/null || echo ?))"
printf "%-11s %-9s %6s %6s %6s %7s | %-14s %6s %7s %6s\n" frame blitter PSNR best short bytes rival PSNR bytes ahead

field() { sed "s/.*$1=\([0-9.a-z]*\).*/\1/" <<<"$2"; }

score() {  # name dir: scores every output in dir against its reference
    local name=$1 dir=$2 best r
    best=$(python3 Benchmarks/fidelity.py reference "$dir/f.y4m" "$COLS" "$ROWS" "$dir")
    ffmpeg -loglevel error -f rawvideo -pix_fmt rgb24 -s "${W}x${H}" -i "$dir/source.rgb" "$dir/source.png"
    local files=()
    for b in half quadrant sextant octant; do
        "$LIFECAM" render --mask none --source "y4m:$dir/f.y4m" --frames 1 --terminal "${COLS}x${ROWS}" \
            --blitter "$b" --out "$dir/$b.ans"
        files+=("$dir/$b.ans")
    done
    if [ "$HAVE_TIMG" = yes ]; then
        COLORTERM=truecolor timg -g"${COLS}x${ROWS}" -ph "$dir/source.png" > "$dir/timg-ph.ans"
        COLORTERM=truecolor timg -g"${COLS}x${ROWS}" -pq "$dir/source.png" > "$dir/timg-pq.ans"
        files+=("$dir/timg-ph.ans" "$dir/timg-pq.ans")
    fi
    if [ "$HAVE_CHAFA" = yes ]; then
        chafa -f symbols -c full --symbols sextant -s "${COLS}x${ROWS}" --stretch --animate off "$dir/source.png" \
            > "$dir/chafa.ans"
        files+=("$dir/chafa.ans")
    fi
    python3 Benchmarks/fidelity.py score "$dir/ref.rgb" "$COLS" "$ROWS" "${files[@]}" > "$dir/scores"
    local b p bst rival rr rp rb ahead
    for b in half quadrant sextant octant; do
        p=$(field psnr "$(grep "^$b.ans " "$dir/scores")")
        bst=$(field "$b" "$best")
        case $b in
            half) rival="timg -ph" rr=$(grep "^timg-ph.ans " "$dir/scores" || true) ;;
            quadrant) rival="timg -pq" rr=$(grep "^timg-pq.ans " "$dir/scores" || true) ;;
            sextant) rival="chafa sextant" rr=$(grep "^chafa.ans " "$dir/scores" || true) ;;
            *) rival="" rr="" ;;
        esac
        rp="" rb="" ahead=""
        if [ -n "$rr" ]; then
            rp=$(field psnr "$rr")
            rb=$(field bytes "$rr")
            ahead=$(awk -v a="$p" -v b="$rp" -v d="$FIDELITY_DIGITS" 'BEGIN { printf "%+.*f", d, a - b }')
        else
            rival=""
        fi
        printf "%-11s %-9s %6s %6s %6s %7s | %-14s %6s %7s %6s\n" "$name" "$b" "$p" "$bst" \
            "$(awk -v a="$bst" -v b="$p" -v d="$FIDELITY_DIGITS" 'BEGIN { printf "%.*f", d, a - b }')" "$(field bytes "$(grep "^$b.ans " "$dir/scores")")" \
            "$rival" "$rp" "$rb" "$ahead"
    done
}

frame() {  # name ffmpeg-input-arguments...: the frame as 4:2:0 Y4M
    local name=$1
    shift
    mkdir -p "$TMP/$name"
    ffmpeg -loglevel error "$@" -frames:v 1 -pix_fmt yuv420p -f yuv4mpegpipe "$TMP/$name/f.y4m"
    score "$name" "$TMP/$name"
}

DATA=$(python3 -c "import os, skimage.data as d; print(os.path.dirname(d.__file__))" 2>/dev/null || true)
if [ -n "$DATA" ]; then
    frame face -i "$DATA/astronaut.png" -vf "$FIT"
    frame cat -i "$DATA/chelsea.png" -vf "$FIT"
    frame coffee -i "$DATA/coffee.png" -vf "$FIT"
    frame rocket -i "$DATA/rocket.jpg" -vf "$FIT"
    frame motorcycle -i "$DATA/motorcycle_left.png" -vf "$FIT"
else
    echo "skipped: photographs (python3 has no scikit-image: pip install scikit-image)"
fi
frame bars -f lavfi -i "smptehdbars=size=${W}x${H}"
frame testsrc2 -f lavfi -i "testsrc2=size=${W}x${H}:rate=30" -vf "select=eq(n\,45)"
frame life -f lavfi -i "life=size=160x96:rate=30:seed=7:ratio=0.3:life_color=#ffd040:death_color=#203060:mold=10:mold_color=#80ff40" \
    -vf "select=eq(n\,30),scale=$W:$H:flags=neighbor"
frame mandelbrot -f lavfi -i "mandelbrot=size=${W}x${H}:rate=30" -vf "select=eq(n\,45)"
