#!/usr/bin/env bash
# Births from motion, from the outside: `lifecam render --pattern empty
# --births motion` over generated Y4M clips, in white cells (`--palette mono`).
# A still clip renders only dimmed (dead cells show the video at 30 %); a
# square that moves lights pixels only near its path, and only once it moves;
# the same seed gives the same bytes; `--births off` over the same clip stays dim.
source "$(dirname "$0")/preamble.bash"
py=Tests/e2e/births.py
# 160x120 at 4 pixels a cell (a 40x30 board), 4 generations a second: frame i is generation floor(i*4/30).
render() { "$bin" render --pattern empty --size 160x120 --cell 4 --speed 4 --frames 60 --seed 3 --palette mono "$@"; }

python3 "$py" clip "$work/still.y4m" 60 -1
python3 "$py" clip "$work/hand.y4m" 60 15

render --births motion --source "y4m:$work/still.y4m" --out "$work/still-out.y4m"
python3 "$py" lit "$work/still-out.y4m" >"$work/still.txt"
[ "$(wc -l <"$work/still.txt")" -eq 60 ] || fail "the still render does not hold 60 frames"
awk '$1 != 0 { exit 1 }' "$work/still.txt" || fail "a still clip lit pixels: $(grep -v '^0 ' "$work/still.txt" | head -1)"
echo "still clip: 60 frames, none lit above the dimmed video"

render --births motion --source "y4m:$work/hand.y4m" --out "$work/hand-out.y4m"
render --births motion --source "y4m:$work/hand.y4m" --out "$work/hand-again.y4m"
cmp -s "$work/hand-out.y4m" "$work/hand-again.y4m" || fail "two renders with the same seed differ"
python3 "$py" lit "$work/hand-out.y4m" >"$work/hand.txt"
# Nothing before the square moves (clip frame 15; the first births show a generation later).
head -n 16 "$work/hand.txt" | awk '$1 != 0 { exit 1 }' || fail "pixels lit before anything moved"
lit=$(awk '$1 > 0' "$work/hand.txt" | wc -l)
[ "$lit" -ge 20 ] || fail "only $lit frames lit after the square moved"
# The square covers rows 50-65 and columns 20-123 on its way; Life spreads at
# most one cell (4 pixels) a generation, and at most 5 generations follow the first births.
awk '$1 > 0 && ($3 < 26 || $5 > 89 || $4 > 147) { print; exit 1 }' "$work/hand.txt" \
    || fail "pixels lit far from the square's path: $(awk '$1 > 0 && ($3 < 26 || $5 > 89 || $4 > 147)' "$work/hand.txt" | head -1)"
echo "moving square: dim until it moves, then $lit frames lit, all within its path's reach; identical twice"

render --births off --source "y4m:$work/hand.y4m" --out "$work/off.y4m"
python3 "$py" lit "$work/off.y4m" | awk '$1 != 0 { exit 1 }' || fail "--births off lit pixels"
echo "--births off: dim over the same motion"
