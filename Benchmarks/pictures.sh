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
# the pictures cost. Takes about a minute.
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
