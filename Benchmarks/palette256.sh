#!/usr/bin/env bash
# 256 colours against truecolour (docs/BENCHMARKS.md, "256 colours"): how
# much of the picture xterm's 256-colour palette keeps, where lifecam falls
# back to it (a terminal without truecolour, such as a detached tmux).
#
# Each scene is rendered once with --colors truecolor and once with
# --colors 256 (lifecam render --frames 1 --terminal 160x48, half blocks and
# sextants) and both screens replayed on the common grid of 2x12 pixels a
# character (Benchmarks/palette256.py, through ansgrid.py): PSNR of the
# 256-colour screen against the truecolour one, pixel for pixel and as seen
# (both averaged over 4x2 characters), and the share of colour (chroma) kept.
# Scenes: the plasma with Life over it at the default look (the video at its
# 30 % floor where no cell is lit: the dim picture), and scikit-image's
# astronaut the same way and with --mask none (the photograph at full
# brightness). LIFECAM names the lifecam measured (else a release build);
# LIFECAM_BEFORE, if set, another (an older commit's) measured beside it.
# Needs ffmpeg, python3 with numpy; scikit-image for the photograph.
set -euo pipefail
cd "$(dirname "$0")/.."

. Benchmarks/picture-tools.sh
needs_picture_tools palette256.sh
release_lifecam
TMP=$(mktemp -d "${TMPDIR:-/tmp}/palette256.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
COLS=160 ROWS=48

scene() {  # name lifecam-arguments...: each blitter, each binary
    local name=$1 b bin label
    shift
    for b in half sextant; do
        "$LIFECAM" render "$@" --seed 7 --frames 1 --terminal "${COLS}x${ROWS}" --blitter "$b" --colors truecolor \
            --out "$TMP/$name-$b-true.ans" >/dev/null
        local files=()
        for label in after ${LIFECAM_BEFORE:+before}; do
            bin=$LIFECAM
            [ "$label" = before ] && bin=$LIFECAM_BEFORE
            "$bin" render "$@" --seed 7 --frames 1 --terminal "${COLS}x${ROWS}" --blitter "$b" --colors 256 \
                --out "$TMP/$name-$b-$label.ans" >/dev/null
            files+=("$TMP/$name-$b-$label.ans")
        done
        python3 Benchmarks/palette256.py "$COLS" "$ROWS" "$TMP/$name-$b-true.ans" "${files[@]}" \
            | while read -r file figures; do
                label=${file%.ans}
                printf '%-10s %-8s %-6s %s\n' "$name" "$b" "${label##*-}" "$figures"
            done
    done
}

echo "== 256 colours against truecolour at ${COLS}x${ROWS} (lifecam $("$LIFECAM" --version 2>/dev/null || echo ?))"
scene plasma --source synthetic:plasma
DATA=$(python3 -c "import os, skimage.data as d; print(os.path.dirname(d.__file__))" 2>/dev/null || true)
if [ -n "$DATA" ]; then
    ffmpeg -loglevel error -i "$DATA/astronaut.png" -vf "scale=960:576:force_original_aspect_ratio=increase,crop=960:576" \
        -frames:v 1 -pix_fmt yuv420p -f yuv4mpegpipe "$TMP/photo.y4m"
    scene photo --source "y4m:$TMP/photo.y4m"
    scene photo-full --source "y4m:$TMP/photo.y4m" --mask none
else
    echo "skipped: the photograph (python3 has no scikit-image: pip install scikit-image)"
fi
