# Sourced by the collection scripts (rule-collection.sh, ltl-collection.sh):
# same_cells DIR: whether lifecam's DIR/ours.rle and --json (DIR/json) and
# bgolly's DIR/theirs.rle hold the same cells (rle-cells.py's canonical line:
# the box's size and every cell) and lifecam's population is bgolly's count of
# cells; otherwise prints why on standard output and returns 1.
same_cells() {
  local dir=$1 here
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  local ours theirs population cellcount
  ours=$(python3 "$here/rle-cells.py" "$dir/ours.rle")
  theirs=$(python3 "$here/rle-cells.py" "$dir/theirs.rle")
  if [ "$ours" != "$theirs" ]; then
    echo "cells differ from bgolly's (ours ${ours%% *}, bgolly's ${theirs%% *})"
    return 1
  fi
  population=$(sed -n 's/.*"population":\([0-9]*\).*/\1/p' "$dir/json")
  cellcount=$(wc -w <<<"${theirs#* }")
  [ "$theirs" = empty ] && cellcount=0
  [ "$population" = "$cellcount" ] || { echo "population $population, bgolly's cells $cellcount"; return 1; }
}
