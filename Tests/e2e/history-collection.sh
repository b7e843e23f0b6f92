#!/usr/bin/env bash
# Every pattern of Golly's collection whose rule is Golly's LifeHistory (six:
# Life/Bounded-Grids' torus, shifted torus, Klein bottle, cross-surface and
# sphere, and the stamp collection inside Signal-Circuitry's
# h-to-h-collection-26Aug2017.zip, with boundary cells of state 6) runs with
# `lifecam run` and default options under that rule with all 7 states, and
# at generations 0, 1, 10, 100 and 1000 equals bgolly's (-a RuleLoader -s
# Golly's Rules): on a grid every cell's state in RLE (the population, the
# box's size, each cell: rle-cells.py), on the plane, where lifecam runs
# multi-state HashLife, the macrocell files' node lines (every cell in its
# state and its place). One lifecam run and one bgolly run a file and a
# generation. Also: the envelope counts in the population, and another
# spelling (lifehistory) still reads as two-state Life. lifecam's own copy of
# the rule, which runs where no folder has LifeHistory.rule, is checked byte
# for byte against Golly's by the Swift tests (LifeHistoryTests). Skipped
# when bgolly or the patterns are missing.
# shellcheck source=collection-preamble.bash
source "$(dirname "$0")/collection-preamble.bash"
need_golly "$ROOT/Life"
files=0

# bgolly_options: Golly 3.3's RuleLoader with its Rules folder, once lifecam ran the file under LifeHistory.
bgolly_options() {
  grep -q '"rule":"LifeHistory"' "$TMP/json" || { echo "not run as LifeHistory: $(cat "$TMP/json")"; return 1; }
  bgolly_args=(-a RuleLoader -s "$RULES/")
}

equal_generations=0
while IFS= read -r entry; do
  name=${entry##*/}
  theirs=$entry ext=rle
  if [[ $entry == *.zip:* ]]; then
    member=${entry#*.zip:}
    mkdir -p "$TMP/unpacked"
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract(sys.argv[2], sys.argv[3])' \
      "${entry%%.zip:*}.zip" "$member" "$TMP/unpacked"
    theirs=$TMP/unpacked/$member
  fi
  # No grid suffix: Golly's plane, where lifecam runs multi-state HashLife and both write macrocell files.
  header=$(zcat -f "$theirs" | grep -m1 '^x')
  grep -qE 'rule *= *LifeHistory[[:space:]]*$' <<<"$header" && ext=mc
  files=$((files + 1))
  same_as_bgolly "$name" "$entry" "$theirs" 0 "$ext" 0 1 10 100 1000 >"$TMP/why"
  case $? in
    0) echo "$name: equal to bgolly's at 0 1 10 100 1000 ($ext)" ;;
    2) fail "$name: $(cat "$TMP/err")" ;;
    *) fail "$(cat "$TMP/why")" ;;
  esac
done < <(history_files)
checks=$equal_generations

# The envelope counts: the torus's glider at 100 is bgolly's count of cells of every state, more
# than the 5 of its glider.
torus=$ROOT/Life/Bounded-Grids/torus.rle
population=$("$BIN" run --pattern "$torus" --generations 100 --json | sed -n 's/.*"population":\([0-9]*\).*/\1/p')
[ "${population:-0}" -gt 5 ] || fail "torus.rle at 100: population ${population:-none}, no envelope counted"

# Another spelling is not Golly's rule file: read as two-state Life, as before (a History rule Golly 3.3 lacks).
printf 'x = 3, y = 3, rule = lifehistory\nbA$2bC$3A!\n' >"$TMP/lower.rle"
"$BIN" run --pattern "$TMP/lower.rle" --json --generations 4 >"$TMP/lower" 2>&1 || fail "lifehistory: $(cat "$TMP/lower")"
grep -q '"rule":"B3/S23","width":0,"height":0,"topology":"plane","grid":"","generation":4,"population":5' "$TMP/lower" \
  || fail "lifehistory is not two-state Life: $(cat "$TMP/lower")"

echo "history-collection: $files files, $checks generations equal to bgolly's (-a RuleLoader, every state)"
[ $files -eq 6 ] && [ $checks -eq 30 ] || fail "expected 6 files and 30 generations compared"
verdict
