# Sourced by collection-preamble.bash (so by the collection scripts: jvn-,
# ltl-, rule-, zip-, history-collection.sh, wolfram.sh) and by
# Benchmarks/collection.sh: lifecam against bgolly on one file, generation by
# generation. They set BIN (lifecam), BGOLLY and TMP (a scratch folder) before
# calling it.

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

# same_nodes DIR GENERATION: whether lifecam's DIR/ours.mc and bgolly's
# DIR/theirs.mc have the same node lines, line for line (every cell in its
# state and in its place), and lifecam's is at #G GENERATION (a file at 0 may
# say none); otherwise prints why and returns 1.
same_nodes() {
  local dir=$1 generation=$2
  cmp -s <(grep -v '^[#[]' "$dir/ours.mc") <(grep -v '^[#[]' "$dir/theirs.mc") \
    || { echo "the macrocell file's nodes differ from bgolly's"; return 1; }
  grep -q "^#G $generation\$" "$dir/ours.mc" || [ "$generation" = 0 ] \
    || { echo "lifecam's file is not at #G $generation"; return 1; }
}

# same_as_bgolly NAME OURS THEIRS START EXT GENERATION...: for each
# GENERATION G, lifecam `run --pattern OURS --generations G --json --output
# $TMP/ours.EXT` (its line in $TMP/json, its errors in $TMP/err), then the
# caller's bgolly_options, which reads $TMP/json and sets the array
# bgolly_args (the algorithm and rules folder) or prints why lifecam's run is
# wrong and returns 1, then `bgolly ARGS -m START+G -o $TMP/theirs.EXT THEIRS`
# (bgolly counts from 0, lifecam from the file's generation START) in the
# folder BGOLLY_DIR (the current one when unset), given BGOLLY_SECONDS (300),
# compared by same_nodes (EXT mc) or same_cells (EXT rle). Adds each equal
# generation to equal_generations; with CPU_TIMES set, each run is timed by
# /usr/bin/time and the last equal generation's CPU seconds (user + system)
# are left in ours_cpu and theirs_cpu. Returns 0 when all are equal; 1 after
# printing "NAME at G: why" when bgolly fails or differs; 2 when lifecam
# fails (its words in $TMP/err, for the caller to judge); 3 after printing
# why when bgolly does not reach a generation in BGOLLY_SECONDS.
same_as_bgolly() {
  local name=$1 ours=$2 theirs=$3 start=$4 ext=$5 g why status
  local timed=() golly_timed=()
  shift 5
  [ -n "${CPU_TIMES:-}" ] && timed=(/usr/bin/time -f "%U %S" -o "$TMP/ours.time") \
    && golly_timed=(/usr/bin/time -f "%U %S" -o "$TMP/theirs.time")
  for g in "$@"; do
    rm -f "$TMP/ours.$ext" "$TMP/theirs.$ext"
    timeout 600 "${timed[@]}" "$BIN" run --pattern "$ours" --generations "$g" --json --output "$TMP/ours.$ext" \
      >"$TMP/json" 2>"$TMP/err" || return 2
    # Not in a subshell: it sets bgolly_args here.
    bgolly_options >"$TMP/options" || { echo "$name: $(cat "$TMP/options")"; return 1; }
    (cd "${BGOLLY_DIR:-.}" && timeout "${BGOLLY_SECONDS:-300}" "${golly_timed[@]}" "$BGOLLY" "${bgolly_args[@]}" \
       -m "$((start + g))" -o "$TMP/theirs.$ext" "$theirs") >"$TMP/golly" 2>&1
    status=$?
    if [ $status = 124 ]; then
      echo "$name: bgolly ${bgolly_args[*]} takes more than ${BGOLLY_SECONDS:-300} s to reach $((start + g))"
      return 3
    elif [ $status != 0 ]; then
      echo "$name: bgolly ${bgolly_args[*]} failed at $((start + g)): $(tail -1 "$TMP/golly")"
      return 1
    fi
    if [ "$ext" = mc ]; then
      why=$(same_nodes "$TMP" "$((start + g))") || { echo "$name at $((start + g)): $why"; return 1; }
    else
      why=$(same_cells "$TMP") || { echo "$name at $((start + g)): $why"; return 1; }
    fi
    equal_generations=$((equal_generations + 1))
    if [ -n "${CPU_TIMES:-}" ]; then
      ours_cpu=$(awk '{ print $1 + $2 }' "$TMP/ours.time")
      theirs_cpu=$(awk '{ print $1 + $2 }' "$TMP/theirs.time")
    fi
  done
}
