#!/usr/bin/env bash
# Every pattern file of Golly's Patterns/Life, Life-Like, Generations and
# Non-Totalistic (.rle, .rle.gz, .lif, .cells, .mcl) runs with `lifecam run`
# and default options, and its population equals bgolly's at generations 0, 1
# and 10, and for a file on a grid (a rule's grid suffix, Golly's tube
# :T0,68 with its unbounded side too, an .mcl's #BOARD) also at 100 and 1000
# and for a Generations, isotropic or B0 rule on the plane (which lifecam runs
# on a board that moves and grows with the cells, HashLife running none)
# also at 100 and 1000. One lifecam run a
# file (--generations 0,1,10[,100,1000]) and one bgolly run (-i 1: a line per
# step; -a Generations for those rules; for LifeHistory files, Golly's rule
# file, -a RuleLoader with Golly's Rules, every state counted by both). (Under a
# B0 rule without S8 off a grid both count, at odd generations, the cells
# that differ from the live background.) A file
# may be refused only for a rule family lifecam does not run, by name. The
# Swift tests (GollyCollectionTests, GenerationsGollyTests) compare whole
# boards; this checks the command line end to end. Skipped when bgolly or the
# patterns are missing; about two minutes with a debug build.
set -u
BIN=${LIFECAM:-.build/debug/lifecam}
[ -x "$BIN" ] || { echo "golly-collection: $BIN is not built (swift build first)"; exit 1; }
ROOT=/usr/share/golly/Patterns
BGOLLY=$(command -v bgolly || true)
[ -d "$ROOT/Life" ] || { echo "skipped: golly-collection: Golly's patterns are not installed ($ROOT)"; exit 77; }
[ -n "$BGOLLY" ] || { echo "skipped: golly-collection: bgolly is not installed"; exit 77; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0 ran=0 bounded=0 grown=0 history=0 refused=()
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
# What lifecam may refuse, by the words of its message: rule families it does not run.
REFUSALS='hexagonal|von Neumann'

# header FILE: the file's first lines (gunzipped), enough for its rule and #BOARD.
# (One of Golly's .rle.gz is plain text: zcat -f passes it through, as lifecam reads it.)
header() { zcat -f "$1" | head -c 65536; }

while IFS= read -r file; do
  name=${file#"$ROOT"/}
  text=$(header "$file")
  # A grid: a suffix on the RLE header's rule (a tube's side of 0 too), or an MCell #BOARD.
  gens=0,1,10
  if grep -qE '^x *=.*rule *= *[^ ]*:[TPKCS][0-9]' <<<"$text" || grep -q '^#BOARD' <<<"$text"; then
    gens=0,1,10,100,1000
    bounded=$((bounded + 1))
  elif [[ $name == Generations/* || $name == Non-Totalistic/* ]] || grep -qE '^x *=.*rule *= *[Bb]0' <<<"$text"; then
    # Rules HashLife does not run (B0 without S8 too, stepped as Golly steps it), on a board that
    # moves and grows with the cells: the plane exactly.
    gens=0,1,10,100,1000
    grown=$((grown + 1))
  fi
  if ! "$BIN" run --pattern "$file" --generations "$gens" --json >"$TMP/ours" 2>"$TMP/err"; then
    if grep -qE "$REFUSALS" "$TMP/err"; then refused+=("$name"); else fail "$name: $(cat "$TMP/err")"; fi
    continue
  fi
  rule=$(sed -n '1s/.*"rule":"\([^"]*\)".*/\1/p' "$TMP/ours")
  algorithm=()
  [ "$(tr -cd / <<<"${rule%%:*}" | wc -c)" -eq 2 ] && algorithm=(-a Generations)
  theirs=$file
  if grep -qE '"rule":"LifeHistory' "$TMP/ours"; then
    history=$((history + 1))
    algorithm=(-a RuleLoader -s "$ROOT/../Rules/")
  fi
  compare=$gens
  last=${gens##*,}
  if ! timeout 120 "$BGOLLY" "${algorithm[@]}" -m "$last" -i 1 "$theirs" >"$TMP/golly" 2>&1; then
    fail "$name: bgolly failed: $(tail -1 "$TMP/golly")"; continue
  fi
  # bgolly writes 1,000: 1,105 (a line per step from 0).
  tr -d , <"$TMP/golly" >"$TMP/steps"
  want=$(for g in ${compare//,/ }; do sed -n "s/^$g: //p" "$TMP/steps"; done | tr '\n' ' ')
  got=$(for g in ${compare//,/ }; do sed -n "s/.*\"generation\":$g,\"population\":\([0-9]*\).*/\1/p" "$TMP/ours"; done | tr '\n' ' ')
  count=$(tr ',' '\n' <<<"$compare" | wc -l)
  [ "$(wc -w <<<"$got")" -eq "$count" ] || { fail "$name: lifecam reported $got at $compare"; continue; }
  [ "$got" = "$want" ] || fail "$name at $compare: ours $got, bgolly's $want"
  ran=$((ran + 1))
done < <(find "$ROOT/Life" "$ROOT/Life-Like" "$ROOT/Generations" "$ROOT/Non-Totalistic" -type f \
           \( -name '*.rle' -o -name '*.rle.gz' -o -name '*.lif' -o -name '*.cells' -o -name '*.mcl' \) | sort)

echo "golly-collection: $ran files compared with bgolly at 0, 1, 10 ($bounded on a grid and $grown Generations," \
  "isotropic and B0 ones on the plane also at 100, 1000;" \
  "$history under Golly's LifeHistory rule); ${#refused[@]} refused by family: ${refused[*]:-none}"
[ $ran -ge 180 ] || fail "only $ran files compared"
[ $fails -eq 0 ] && echo "golly-collection: all checks passed" || { echo "golly-collection: $fails failed"; exit 1; }
