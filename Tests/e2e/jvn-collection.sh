#!/usr/bin/env bash
# Every pattern of Golly's Self-Rep/JvN folder (von Neumann's 29-state
# machines and their 32-state extensions: JvN29, Nobili32, Hutton32; RLE,
# gzipped RLE, gzipped macrocell files, and the pattern inside
# CY_Lee_computer.zip, run as archive.zip:member) runs with `lifecam run` and
# default options, and its macrocell file's node lines equal bgolly's (-a JvN),
# line for line: every cell in its state and in its place, one lifecam run
# (--output F.mc) and one bgolly run (-o F.mc) a file and a generation, at
# generations 0, 1, 10, 100 and 1000 from the file's own. The three sphinx
# files start at #G above 10^11 (bgolly's -m counts from 0, lifecam's
# --generations from the file's generation), so they are also compared at
# the small increments 2, 3, 5 and 7. JvN-loop-replicator.rle.gz stops at
# 100: bgolly takes 16 s to reach 1000 and lifecam's debug build far longer.
# Skipped when bgolly or the patterns are missing.
# shellcheck source=collection-preamble.bash
source "$(dirname "$0")/collection-preamble.bash"
need_golly "$ROOT/Self-Rep/JvN"
files=0 checks=0

# bgolly_options: Golly's JvN algorithm, once lifecam ran the file under one of its rules.
bgolly_options() {
  grep -qE '"rule":"(JvN29|Nobili32|Hutton32)"' "$TMP/json" || { echo "not run as a JvN rule: $(cat "$TMP/json")"; return 1; }
  bgolly_args=(-a JvN)
}

# compare NAME OURS THEIRS START: lifecam on OURS (a path or archive.zip:member) and bgolly on THEIRS, at
# START (the file's #G) plus each generation.
compare() {
  local name=$1 ours=$2 theirs=$3 start=$4
  local generations=(0 1 10 100 1000)
  [ "$start" != 0 ] && generations=(0 1 2 3 5 7 10 100 1000)
  [ "$name" = JvN-loop-replicator.rle.gz ] && generations=(0 1 10 100)
  files=$((files + 1))
  same_as_bgolly "$name" "$ours" "$theirs" "$start" mc "${generations[@]}" >"$TMP/why"
  case $? in
    0) echo "$name: equal to bgolly's at $start + ${generations[*]}" ;;
    2) fail "$name: $(cat "$TMP/err")" ;;
    *) fail "$(cat "$TMP/why")" ;;
  esac
}

equal_generations=0
while IFS= read -r file; do
  name=${file##*/}
  case $file in
    *.zip:*)
      member=${file#*.zip:}
      mkdir -p "$TMP/unpacked"
      python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract(sys.argv[2], sys.argv[3])' "${file%%.zip:*}.zip" "$member" "$TMP/unpacked"
      compare "$name" "$file" "$TMP/unpacked/$member" 0
      ;;
    *)
      start=$(zcat -f "$file" | sed -n 's/^#G \([0-9]*\).*/\1/p' | head -1)
      compare "$name" "$file" "$file" "${start:-0}"
      ;;
  esac
done < <(jvn_files)

checks=$equal_generations
echo "jvn-collection: $files files, $checks generations whose macrocell nodes equal bgolly's (-a JvN)"
[ $files -eq 19 ] && [ $checks -eq 102 ] || fail "expected 19 files and 102 generations compared"
verdict
