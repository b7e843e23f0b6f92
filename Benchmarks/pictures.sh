#!/usr/bin/env bash
# Picture blitters: bytes and time per frame of kitty and sixel pictures
# (docs/BENCHMARKS.md, "Pictures"), beside half blocks and octants.
#
# `lifecam render --out FILE.ans --source synthetic --frames 60` for a 100x30
# terminal of 10x20-pixel cells (xterm 100x30 with DejaVu Sans Mono 12: a
# 1000x600 canvas for pictures, 100x60 for half blocks): Life over the
# plasma, --mask none (the video alone, every pixel moving), and Life with no
# video (--source none: only the cells that change move).
# Prints the bytes per frame and the wall time per frame of the whole render
# (Life, painting, encoding, writing); the difference to half blocks is what
# the pictures cost; then the PSNR of the sixel pictures against the canvas
# (sixel-psnr.py). Takes about two minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product lifecam >/dev/null
BIN=$(swift build -c release --show-bin-path)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/pictures-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
FRAMES=60

printf "%-10s %-8s %14s %12s\n" scene blitter "bytes/frame" "ms/frame"
for scene in life none still; do
    case $scene in
        life) look=(--source synthetic --mask life) ;;
        none) look=(--source synthetic --mask none) ;;
        still) look=(--source none --mask life) ;;
    esac
    for b in half octant kitty sixel; do
        out="$TMP/$scene-$b.ans"
        cells=()
        case $b in kitty|sixel) cells=(--cell-pixels 10x20) ;; esac
        start=$(date +%s%N)
        "$BIN/lifecam" render "${look[@]}" --seed 7 --frames "$FRAMES" --terminal 100x30 \
            --blitter "$b" "${cells[@]}" --out "$out" >/dev/null
        end=$(date +%s%N)
        printf "%-10s %-8s %14d %12.1f\n" "$scene" "$b" $(($(stat -c %s "$out") / FRAMES)) \
            "$(awk -v ns=$((end - start)) -v n=$FRAMES 'BEGIN { print ns / n / 1e6 }')"
    done
done

# Fidelity of the sixel pictures: the screen after 30 frames of Life over the
# plasma (sixel-psnr.py replays the .ans), against the same render's 30th
# frame as a PNG; --cell 2 in both, so both canvases hold the same board.
"$BIN/lifecam" render --source synthetic --mask life --seed 7 --cell 2 --frames 30 --terminal 100x30 \
    --blitter sixel --cell-pixels 10x20 --out "$TMP/psnr.ans" >/dev/null
"$BIN/lifecam" render --source synthetic --mask life --seed 7 --cell 2 --frames 30 --size 1000x600 \
    --out "$TMP/frames/" >/dev/null
echo "sixel PSNR after 30 frames, life: $(python3 Benchmarks/sixel-psnr.py "$TMP/psnr.ans" 10x20 "$TMP/frames/frame-000030.png") dB"
