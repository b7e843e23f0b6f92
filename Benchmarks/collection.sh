#!/usr/bin/env bash
# Golly's whole collection (docs/GOLLY.md): every file of its 13 folders and
# every pattern inside its zip archives, with `lifecam run` and default
# options against bgolly, one line a file with the verdict, then one
# Markdown table row a folder (Benchmarks/collection-table.py, which also
# makes the table of lines kept from several runs). For each file: the population, the bounding
# box's size and every cell equal bgolly's at generations 0, 1, 10, 100 and
# 1000 counted from the file's own (`#G`, `#CXRLE Gen=`), as far as bgolly
# reaches within BGOLLY_SECONDS (60) a generation (same_as_bgolly, Tests/e2e/
# bgolly-cells.bash: one lifecam run and one bgolly run a generation, both
# writing macrocell files compared node for node where lifecam runs HashLife,
# RLE files compared cell for cell elsewhere); the two Lua scripts must be
# refused in one line. bgolly runs Golly's algorithm for the rule: JvN, Larger
# than Life, Generations, RuleLoader (the rule's file, an archive's own
# first), HashLife for Wolfram's rules, and for B/S rules the one lifecam's
# engine stands for: HashLife where lifecam runs HashLife (on the plane),
# QuickLife where it runs a board or tiles (LifeHistory is Golly's rule file,
# RuleLoader with Golly's Rules). The engine column is what lifecam's
# `--algorithm auto` chose (its summary line); the CPU columns add up, over the
# folder's files, user + system seconds (/usr/bin/time) of the run to the
# farthest generation compared: lifecam's from the file's start, bgolly's from
# 0 (so bgolly's includes reaching a file's #G). LIFECAM_BIN names a release
# binary (else one is built); ONLY=FOLDER runs one folder (or file). Takes about half
# an hour on two cores; prints the load average before and after.
set -u
cd "$(dirname "$0")/.."
ROOT=/usr/share/golly/Patterns
RULES=/usr/share/golly/Rules
BGOLLY=$(command -v bgolly || true)
[ -n "$BGOLLY" ] || { echo "collection.sh: bgolly is missing (apt-get install golly)" >&2; exit 1; }
[ -d "$ROOT/Life" ] || { echo "collection.sh: Golly's patterns are missing ($ROOT)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "collection.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
if [ -n "${LIFECAM_BIN:-}" ]; then
  BIN=$LIFECAM_BIN
else
  swift build -c release --product lifecam >/dev/null
  BIN=$(swift build -c release --show-bin-path)/lifecam
fi
TMP=$(mktemp -d "${TMPDIR:-/tmp}/collection.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
# shellcheck source=../Tests/e2e/bgolly-cells.bash
source Tests/e2e/bgolly-cells.bash
# shellcheck source=../Tests/e2e/collection-files.bash
source Tests/e2e/collection-files.bash
export BGOLLY_SECONDS=${BGOLLY_SECONDS:-60}
CPU_TIMES=1

# bgolly_options: Golly's algorithm for the rule lifecam ran the file under; for B/S rules the
# one lifecam's engine stands for (HashLife on the plane, QuickLife on a grid or in tiles).
bgolly_options() {
  local rule rules=$RULES
  rule=$(sed -n 's/^{"rule":"\([^"]*\)".*/\1/p' "$TMP/json")
  case $rule in
    JvN29 | Nobili32 | Hutton32) bgolly_args=(-a JvN) ;;
    R[0-9]*,C*) bgolly_args=(-a "Larger than Life") ;;
    W[0-9]*) bgolly_args=(-a HashLife) ;;
    */*/*) bgolly_args=(-a Generations) ;;
    */*) bgolly_args=(-a QuickLife)
         [ "$kind" = HashLife ] && bgolly_args=(-a HashLife) ;;
    *) if [ -n "${BGOLLY_DIR:-}" ] && find "$BGOLLY_DIR" \( -name "${rule%%:*}.rule" -o -name "${rule%%:*}.table" \
            -o -name "${rule%%:*}.tree" \) | grep -q .; then rules=$BGOLLY_DIR; fi
       bgolly_args=(-a RuleLoader -s "$rules/") ;;
  esac
  return 0
}

# engine SUMMARY: the engine lifecam's summary line names.
engine() {
  case $1 in
    *"(HashLife)"*) echo HashLife ;;
    *"HashLife over"*) echo "HashLife (multi-state)" ;;
    *"Larger than Life"*) echo "Larger than Life" ;;
    *tiles*) echo "QuickLife tiles" ;;
    *"byte a cell"*) echo "byte board (grown)" ;;
    *"grown with the cells"*) echo "board (grown)" ;;
    *) echo "board on its grid" ;;
  esac
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
zips=0
while IFS= read -r entry; do
  name=${entry#"$ROOT"/}
  current=$entry theirs=$entry
  unset BGOLLY_DIR
  if [[ $entry == *.lua ]]; then
    "$BIN" run --pattern "$entry" >/dev/null 2>"$TMP/err"
    status=$?
    if [ $status = 65 ] && [ "$(wc -l <"$TMP/err")" = 1 ] && grep -q "is a Golly Lua script, not a pattern" "$TMP/err"; then
      echo "$name: refused, as it should be: $(cat "$TMP/err")"
    else
      echo "$name: FAILED: a script not refused in one line (exit $status): $(head -2 "$TMP/err")"
    fi
    continue
  fi
  if [[ $entry == *.zip:* ]]; then
    zips=$((zips + 1))
    zip=${entry%%.zip:*}.zip member=${entry#*.zip:}
    export BGOLLY_DIR=$TMP/unpacked/$zips
    mkdir -p "$BGOLLY_DIR"
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$zip" "$BGOLLY_DIR"
    theirs=$member
  fi
  if ! "$BIN" run --pattern "$entry" --json >"$TMP/start" 2>"$TMP/err" || ! "$BIN" run --pattern "$entry" >"$TMP/summary" 2>>"$TMP/err"; then
    echo "$name: NOT RUN: $(cat "$TMP/err")"
    continue
  fi
  start=$(sed -n 's/.*"generation":\([0-9]*\).*/\1/p' "$TMP/start")
  kind=$(engine "$(head -1 "$TMP/summary")")
  equal_generations=0 ours_cpu=0 theirs_cpu=0
  # On HashLife both write macrocell files, node for node (RLE holds no more than 16384 cells a side,
  # and HashLife's giants span millions); Wolfram's rows, two-state in Golly's file and multi-state
  # in lifecam's HashLife, and other engines' boards by their cells in RLE.
  ext=rle
  [[ $kind == HashLife* ]] && ! grep -q '"rule":"W' "$TMP/start" && ext=mc
  same_as_bgolly "$name" "$entry" "$theirs" "$start" "$ext" 0 1 10 100 1000 >"$TMP/why"
  status=$?
  reached=$(echo 0 1 10 100 1000 | cut -d' ' -f1-"$((equal_generations > 0 ? equal_generations : 1))")
  case $status in
    0) verdict="equal to bgolly's at $start + 0 1 10 100 1000" ;;
    3) verdict="equal at $start + $reached; $(sed "s|^$name: ||" "$TMP/why")"
       [ $equal_generations -ge 1 ] || verdict="FAILED: $(cat "$TMP/why")" ;;
    2) verdict="FAILED: $(cat "$TMP/err")" ;;
    *) verdict="FAILED: $(cat "$TMP/why")" ;;
  esac
  echo "$name: $verdict ($kind; CPU lifecam $ours_cpu s, bgolly ${bgolly_args[*]} $theirs_cpu s)"
done < <(files_and_members "$ROOT/${ONLY:-}") | tee "$TMP/lines"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
python3 Benchmarks/collection-table.py "$TMP/lines"
