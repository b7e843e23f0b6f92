#!/usr/bin/env bash
# What drawing a rule's icons costs (issue 35 §2, @ICONS): the instructions
# (valgrind's callgrind, which repeat from run to run where times on this
# shared machine do not) of `lifecam render` to a Y4M file, 640x360, 30
# frames over the plasma, in five cases: Life's default soup at a cell of 8
# and of 16 pixels (no icons: the mask painter's plain path, which must not
# cost more), WireWorld's gate-XOR.mcl at 16 (Golly's grey WireWorld icons),
# a turmite at 32 (AlienCounter.rle, multi-colour icons) and a JvN machine
# at 16 (counter-demo.rle, Golly's JvN arrows); NOICONS=1 adds --no-icons to
# every case (the picture a build without icons makes). Prints, per case,
# the instructions and an MD5 of the Y4M written.
#
# LIFECAM=path measures another build (a stripped copy is profiled: valgrind
# 3.19 cannot read the release build's DWARF 5, see "Profiling"). Needs
# valgrind and Golly's patterns and rules; CASES picks some ("life8 jvn").
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "icons.sh: skipped: valgrind is not installed"; exit 0; }
golly=/usr/share/golly/Patterns
[ -d "$golly" ] || { echo "icons.sh: skipped: Golly's patterns are not installed (apt-get install golly)"; exit 0; }
. Benchmarks/measure.sh
release_lifecam
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
common=(--source synthetic --size 640x360 --frames 30 --seed 7)
[ -n "${NOICONS:-}" ] && common+=(--no-icons)
declare -A args=(
  [life8]="--cell 8"
  [life16]="--cell 16"
  [wireworld]="--pattern $golly/WireWorld/gate-XOR.mcl --cell 16 --speed 30"
  [turmite]="--pattern $golly/Turmites/AlienCounter.rle --cell 32 --speed 30"
  [jvn]="--pattern $golly/Self-Rep/JvN/counter-demo.rle --cell 16 --speed 30"
)
# shellcheck disable=SC2086  # the cases are words
callgrind_renders y4m ${CASES:-life8 life16 wireworld turmite jvn}
