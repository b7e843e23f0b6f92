#!/usr/bin/env bash
# Every pattern file of Golly's Larger-than-Life folder (18: RLE files on
# tori, planes and Golly's unbounded plane, MCell .mcl files) runs with
# `lifecam run` and default options, and at generations 0, 1, 10, 100 and
# 1000 its population, its bounding box's size and every cell's state equal
# bgolly's (-a "Larger than Life"): one lifecam run (--output RLE) and one
# bgolly run (-o RLE) a file and a generation, both read back by
# rle-cells.py (bgolly writes no position, so the box is compared by its size
# and the cells in it). R500-alien-bug stops at 100: bgolly takes about two
# minutes to reach 1000 on this machine, which CI's time does not allow.
# Skipped when bgolly or the patterns are missing.
# shellcheck source=collection-preamble.bash
source "$(dirname "$0")/collection-preamble.bash"
need_golly "$ROOT/Larger-than-Life"
files=0 checks=0

# bgolly_options: Golly's Larger than Life algorithm, once lifecam ran the file as that family.
bgolly_options() {
  grep -q '"rule":"R[0-9]*,C' "$TMP/json" || { echo "not run as Larger than Life: $(cat "$TMP/json")"; return 1; }
  bgolly_args=(-a "Larger than Life")
}

equal_generations=0
while IFS= read -r file; do
  name=${file##*/}
  generations=(0 1 10 100 1000)
  [ "$name" = R500-alien-bug.rle ] && generations=(0 1 10 100)
  files=$((files + 1))
  same_as_bgolly "$name" "$file" "$file" 0 rle "${generations[@]}" >"$TMP/why"
  case $? in
    0) echo "$name: equal to bgolly's at ${generations[*]}" ;;
    2) fail "$name: $(cat "$TMP/err")" ;;
    *) fail "$(cat "$TMP/why")" ;;
  esac
done < <(ltl_files)
checks=$equal_generations

echo "ltl-collection: $files files, $checks generations equal to bgolly's (population, box size, every cell)"
[ $files -eq 18 ] && [ $checks -eq 89 ] || fail "expected 18 files and 89 generations compared"
verdict
