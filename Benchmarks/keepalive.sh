#!/usr/bin/env bash
# The keep-alive's goal, on the rendered frames: with play's defaults, three
# minutes over the synthetic plasma stay between a fifth and four fifths lit
# at every frame after the first minute. "Lit" is `LitShare`: the share of
# pixels whose BT.601 luma, (77R + 150G + 29B) / 256, is at least 40 of 255.
#
# Play's defaults rendered: `lifecam render --cell 2` on the canvas play has
# in a terminal of COLSxROWS (COLS x 2*(ROWS-2) pixels with half blocks, twice
# as wide with quadrants, which --blitter auto picks in tmux: the status line
# and, from 20 rows, the control strip above it are not canvas), 30 fps, 10 generations a second, decay 0.4, perlin, no pattern (a
# soup from --seed); render's own defaults differ only in --cell (8 for
# pictures) and --source (synthetic, which is what play shows without a camera).
# What is measured is Life alone: the same render with --source none, which
# runs the same board (births from motion are off over synthetic and none,
# and nothing else the board does reads the video: the SVG of the board at
# frame 2400 is byte for byte the same from either source) but shows dead
# cells black, where the default look shows the plasma at 30 % of its
# brightness, which is mostly above the lit level and would count every
# pixel as lit. Each frame is written as PNG, decoded by ffmpeg and measured
# by `LifeBench lit`. Usage: keepalive.sh [SECONDS] (default 180).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v ffmpeg >/dev/null || { echo "skipped: keepalive: ffmpeg is not installed (make bench installs it)"; exit 77; }
seconds=${1:-180}
frames=$((seconds * 30))
swift build -c release --product lifecam >/dev/null
swift build -c release --product LifeBench >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# measure LABEL COLS ROWS SEED BLITTER [render options...]: one line of figures.
measure() {
    local label=$1 cols=$2 rows=$3 seed=$4 blitter=$5
    shift 5
    local w=$cols h=$((2 * (rows - 1)))
    [ "$rows" -ge 20 ] && h=$((2 * (rows - 2)))
    [ "$blitter" = quadrant ] && w=$((2 * cols))
    rm -rf "$work/frames"
    .build/release/lifecam render --size "${w}x${h}" --cell 2 --frames "$frames" --seed "$seed" --source none \
        --out "$work/frames/" "$@"
    ffmpeg -v error -i "$work/frames/frame-%06d.png" -f rawvideo -pix_fmt rgb24 - \
        | .build/release/LifeBench lit "$w" "$h" >"$work/lit.txt"
    awk -v label="$label" -v term="${cols}x${rows} $blitter" -v seed="$seed" -v frames="$frames" '
        { n++; v = $1 + 0; if (n > 1800) { if (min == "" || v < min) min = v; if (v > max) max = v; sum += v; k++ }
          if (n == 1800) first = v }
        END {
            if (n != frames) { printf "%s: %d frames measured, not %d\n", label, n, frames; exit 2 }
            ok = (min >= 0.2 && max <= 0.8) ? "within 1/5..4/5" : "OUTSIDE 1/5..4/5"
            printf "%-16s terminal %-16s seed %s: after the first minute lit min %.3f max %.3f mean %.3f  %s\n",
                   label, term, seed, min, max, sum / k, ok
            exit (min >= 0.2 && max <= 0.8) ? 0 : 1
        }' "$work/lit.txt"
}

echo "keep-alive: ${seconds} s at 30 fps of play's defaults (the board of synthetic:plasma, drawn without the video), lit = luma >= 40"
for case in "80 24 1 half" "160 48 1 half" "160 48 2 half" "160 48 1 quadrant" "240 64 3 half"; do
    # shellcheck disable=SC2086
    measure "keep-alive on" $case || failed=1
done
measure "keep-alive off" 160 48 1 half --keep-alive off || echo "  (without the keep-alive the picture burns down, as expected)"
exit "$failed"
