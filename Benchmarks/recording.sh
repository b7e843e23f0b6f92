#!/usr/bin/env bash
# What recording costs: `lifecam render` (pipeline + encoder + disk) in
# milliseconds per frame at 1280x720 to a Y4M stream and to PNG frames, and
# at a 200x60 terminal to .ans bytes, on one core. A 720p recording keeps
# 30 frames per second when a frame takes under 33 ms.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lifecam >/dev/null
bin=.build/release/lifecam
frames=${1:-90}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
one_core() { taskset -c 0 "$@" 2>/dev/null || "$@"; }

measure() {
    local label=$1 out=$2; shift 2
    local start end ms bytes
    start=$(date +%s%N)
    one_core "$bin" render --frames "$frames" --source synthetic:plasma --seed 1 "$@" --out "$out"
    end=$(date +%s%N)
    ms=$(( (end - start) / 1000000 ))
    bytes=$(du -sb "$out" | cut -f1)
    awk -v l="$label" -v ms="$ms" -v b="$bytes" -v n="$frames" \
        'BEGIN { printf "%-28s %7.2f ms/frame  %6.2f MB/frame  (%d frames, %d ms)\n", l, ms / n, b / n / 1e6, n, ms }'
}

measure "y4m 1280x720"            "$work/a.y4m"   --size 1280x720 --cell 8
measure "y4m 320x180"             "$work/b.y4m"   --size 320x180 --cell 4
measure "png frames 1280x720"     "$work/png/"    --size 1280x720 --cell 8
measure "ans 200x60 terminal"     "$work/a.ans"   --terminal 200x60
measure "ans 200x60, video alone" "$work/v.ans"   --terminal 200x60 --mask none
