#!/usr/bin/env bash
# Every pattern file of Golly's collection that runs a rule from a rule file
# (WireWorld, Loops, Self-Rep but von Neumann's JvN, Turmites, Margolus,
# Patersons-Worms, Other-Rules: .rle, .rle.gz, .mcl, .mc, .mc.gz) runs with
# `lifecam run` and default options, and at generations 0, 1, 10, 100 and 1000
# it equals bgolly's (-a RuleLoader -s Golly's Rules), one lifecam run and one
# bgolly run a file and a generation:
# - on Golly's unbounded plane (most files, the multi-state macrocell files
#   and the constructors beyond lifecam's largest board among them) both
#   write a macrocell file (--output F.mc, -o F.mc), and its node lines must
#   be the same, line for line: every cell in its state and in its place;
# - on a grid (an MCell #BOARD, a rule suffix such as :T), where bgolly
#   writes no macrocell file, and under a B/S rule (one isotropic file, which
#   neither lifecam's tiles nor Golly's QuickLife write as macrocell), both
#   write RLE, read back by rle-cells.py:
#   the box's size (bgolly writes no position) and every cell in it, and
#   lifecam's population equal to bgolly's cells.
# Zip archives are not read here. Skipped when bgolly or the patterns are missing.
# shellcheck source=collection-preamble.bash
source "$(dirname "$0")/collection-preamble.bash"
need_golly "$ROOT/WireWorld" "$RULES"
ran=0 plane=0

# byCells FILE: whether the file is compared by its cells in RLE: one that names a grid (an MCell
# #BOARD, a rule suffix in an RLE header), or a B/S rule (Other-Rules has one isotropic rule, which
# runs in lifecam's tiles on the plane, as in Golly's QuickLife, neither of which writes macrocell).
byCells() {
  case $1 in
    *.mc | *.mc.gz) return 1 ;;
    *.mcl) zcat -f "$1" | grep -q '^#BOARD' ;;
    *) zcat -f "$1" | grep -m1 -E '^x *=' | grep -qE 'rule *= *[^,]*[:/]' ;;
  esac
}

# bgolly_options: a rule file's rule runs in RuleLoader; a B/S rule in Golly's default algorithm.
bgolly_options() {
  bgolly_args=(-a RuleLoader -s "$RULES/")
  grep -q '"rule":"[^"]*/' "$TMP/json" && bgolly_args=()
  return 0
}

files=0 equal_generations=0
while IFS= read -r file; do
  name=${file#"$ROOT"/}
  files=$((files + 1))
  ext=mc
  byCells "$file" && ext=rle
  same_as_bgolly "$name" "$file" "$file" 0 "$ext" 0 1 10 100 1000 >"$TMP/why"
  case $? in
    0) echo "$name: equal to bgolly's at 0 1 10 100 1000 (by $ext)"
       ran=$((ran + 1))
       [ "$ext" = mc ] && plane=$((plane + 1)) ;;
    2) fail "$name: $(cat "$TMP/err")" ;;
    *) fail "$(cat "$TMP/why")" ;;
  esac
done < <(find "$ROOT/WireWorld" "$ROOT/Loops" "$ROOT/Self-Rep" "$ROOT/Turmites" "$ROOT/Margolus" "$ROOT/Patersons-Worms" \
           "$ROOT/Other-Rules" -type f -not -path '*/JvN/*' \
           \( -name '*.rle' -o -name '*.rle.gz' -o -name '*.mcl' -o -name '*.mc' -o -name '*.mc.gz' \) | sort)

echo "rule-collection: $ran of $files files equal to bgolly's at 0, 1, 10, 100, 1000 ($plane by their macrocell files' nodes, $((ran - plane)) on a grid or under a B/S rule by their cells)"
[ "$files" -ge 80 ] || fail "only $files files found"
verdict
