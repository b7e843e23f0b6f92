#!/usr/bin/env bash
# Play's frame cost through the game (issue 35 §1): the instructions
# (valgrind's callgrind, which repeat from run to run where times on this
# shared machine do not) of `lifecam render` to terminal bytes (.ans, play's
# pipeline without a screen) in five worlds the game holds: the default soup
# over a moving clip (births from motion, keep-alive), Gosper's gun on Golly's
# plane (tiles), golly-ticker.rle (2993x747 on the plane, a window of it), a
# giant zoomed out (metapixel-galaxy.mc.gz, HashLife), and a 2000x2000 torus
# soup (keep-alive reviving it). Prints, per case, the instructions and an MD5
# of the bytes written: two builds compared must write the same bytes.
#
# LIFECAM=path measures another build (a stripped copy is profiled: valgrind
# 3.19 cannot read the release build's DWARF 5, see "Profiling"). Needs
# valgrind, ffmpeg and Golly's patterns; CASES picks some ("soup gun").
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in valgrind ffmpeg; do
  command -v "$tool" >/dev/null || { echo "game.sh: skipped: $tool is not installed"; exit 0; }
done
golly=/usr/share/golly/Patterns
[ -d "$golly" ] || { echo "game.sh: skipped: Golly's patterns are not installed (apt-get install golly)"; exit 0; }
. Benchmarks/measure.sh
release_lifecam
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
ffmpeg -loglevel error -f lavfi -i "testsrc2=size=640x360:rate=30" -t 10 -pix_fmt yuv420p "$WORK/clip.y4m"
common=(--blitter quadrant --terminal 160x48)
declare -A args=(
  [soup]="--source y4m:$WORK/clip.y4m --frames 150 --cell 2 --seed 3"
  [gun]="--pattern gosper-glider-gun --source none --frames 150 --speed 60"
  [ticker]="--pattern $golly/Life/Guns/golly-ticker.rle --source none --frames 90 --speed 30"
  [giant]="--pattern $golly/HashLife/metapixel-galaxy.mc.gz --source none --frames 60 --speed 30"
  [world]="--world 2000x2000 --source none --frames 60 --speed 30 --seed 5"
)
# shellcheck disable=SC2086  # the cases are words
callgrind_renders ans ${CASES:-soup gun ticker giant world}
