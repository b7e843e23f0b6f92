#!/usr/bin/env bash
# Every pattern file of Golly's collection that runs a rule from a rule file
# (WireWorld, Loops, Self-Rep but von Neumann's JvN, Turmites, Margolus,
# Patersons-Worms, Other-Rules) runs with `lifecam run` and default options,
# and at generations 0, 1, 10, 100 and 1000 its population, its bounding box's
# size and every cell's state equal bgolly's (-a RuleLoader -s Golly's Rules):
# one lifecam run (--output RLE) and one bgolly run (-o RLE) a file and a
# generation, both read back by rle-cells.py. bgolly writes no position, so
# the box is compared by its size and the cells in it. Files whose rule runs
# only with HashLife over rule tables (multi-state macrocell files) and zip
# archives say skipped until lifecam runs them. Skipped when bgolly or the
# patterns are missing.
set -u
BIN=${LIFECAM:-.build/debug/lifecam}
[ -x "$BIN" ] || { echo "rule-collection: $BIN is not built (swift build first)"; exit 1; }
ROOT=/usr/share/golly/Patterns
RULES=/usr/share/golly/Rules
BGOLLY=$(command -v bgolly || true)
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bgolly-cells.bash
source "$HERE/bgolly-cells.bash"
[ -d "$ROOT/WireWorld" ] && [ -d "$RULES" ] || { echo "skipped: rule-collection: Golly's patterns are not installed ($ROOT)"; exit 77; }
[ -n "$BGOLLY" ] || { echo "skipped: rule-collection: bgolly is not installed"; exit 77; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0 ran=0 waiting=()
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

while IFS= read -r file; do
  name=${file#"$ROOT"/}
  for g in 0 1 10 100 1000; do
    rm -f "$TMP/ours.rle" "$TMP/theirs.rle"
    if ! timeout 600 "$BIN" run --pattern "$file" --generations "$g" --json --output "$TMP/ours.rle" >"$TMP/json" 2>"$TMP/err"; then
      if grep -qE "multi-state macrocell|is a macrocell file, which runs with HashLife|dying states and is larger than" "$TMP/err"; then waiting+=("$name"); break; fi
      fail "$name at $g: $(cat "$TMP/err")"
      break
    fi
    # A rule file's rule runs in RuleLoader; a B/S rule in Golly's default algorithm.
    algorithm=(-a RuleLoader -s "$RULES/")
    grep -q '"rule":"[^"]*/' "$TMP/json" && algorithm=()
    if ! timeout 300 "$BGOLLY" "${algorithm[@]}" -m "$g" -o "$TMP/theirs.rle" "$file" >"$TMP/golly" 2>&1; then
      fail "$name: bgolly failed at $g: $(tail -1 "$TMP/golly")"
      break
    fi
    why=$(same_cells "$TMP") || { fail "$name at $g: $why"; break; }
    [ "$g" = 1000 ] && ran=$((ran + 1))
  done
done < <(find "$ROOT/WireWorld" "$ROOT/Loops" "$ROOT/Self-Rep" "$ROOT/Turmites" "$ROOT/Margolus" "$ROOT/Patersons-Worms" \
           "$ROOT/Other-Rules" -type f -not -path '*/JvN/*' \
           \( -name '*.rle' -o -name '*.rle.gz' -o -name '*.mcl' -o -name '*.mc' -o -name '*.mc.gz' \) | sort)

for name in "${waiting[@]}"; do
  echo "skipped: rule-collection: $name is a multi-state macrocell file or larger than lifecam's largest board, which needs HashLife over rule tables"
done
echo "rule-collection: $ran files equal to bgolly's at 0, 1, 10, 100, 1000 (population, box size, every cell)"
[ $ran -ge 70 ] || fail "only $ran files compared"
[ $fails -eq 0 ] && echo "rule-collection: all checks passed" || { echo "rule-collection: $fails failed"; exit 1; }
