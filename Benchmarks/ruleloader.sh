#!/usr/bin/env bash
# Rule files benchmark (docs/BENCHMARKS.md, "Rule tables on a grid"): one random
# soup of a rule file's states on a W×H torus, run GENS generations by lifecam's
# StateBoard (`LifeBench ruleloader`, release build as lifecam is built) and by
# bgolly's RuleLoader (`bgolly -a RuleLoader -s FOLDER/`), side by side in one
# run, each under /usr/bin/time: CPU seconds (user + system, which the other
# processes of a shared machine do not inflate) and wall seconds. Both start
# from the same soup (`LifeBench rulesoup` writes it as RLE for bgolly), and
# the count of cells in each state at the end must agree, else the script fails.
# PLANE=1 also runs bgolly on the unbounded plane (the soup without its grid),
# where its hashing is at its best; lifecam's StateBoard has no unbounded plane.
#
#   Benchmarks/ruleloader.sh                                  WireWorld, 1024², 1000 generations
#   RULE=/usr/share/golly/Rules/Codd.rule Benchmarks/ruleloader.sh
#   SIZE=512 GENS=100 REPEAT=1 PLANE=1 Benchmarks/ruleloader.sh
set -euo pipefail
cd "$(dirname "$0")/.."

RULE=${RULE:-/usr/share/golly/Rules/WireWorld.rule}
SIZE=${SIZE:-1024}
GENS=${GENS:-1000}
SEED=${SEED:-1}
DENSITY=${DENSITY:-0.5}
REPEAT=${REPEAT:-3}
PLANE=${PLANE:-0}
BGOLLY=$(command -v bgolly || true)
[ -n "$BGOLLY" ] || { echo "ruleloader.sh: bgolly is missing (apt-get install golly)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "ruleloader.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
[ -f "$RULE" ] || { echo "ruleloader.sh: no rule file $RULE" >&2; exit 1; }
OUT=bench-out/ruleloader
mkdir -p "$OUT"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ruleloader-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

echo "building LifeBench (release, as lifecam is built) ..."
swift build -c release --product LifeBench >"$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; exit 1; }
BENCH=.build/release/LifeBench
NAME=$(basename "$RULE"); NAME=${NAME%.*}
# bgolly finds NAME.rule in its -s folder; a .table or .tree is given to it as a .rule of one section.
mkdir -p "$TMP/rules"
case $RULE in
  *.rule) cp "$RULE" "$TMP/rules/" ;;
  *.table) { echo "@RULE $NAME"; echo "@TABLE"; cat "$RULE"; } >"$TMP/rules/$NAME.rule" ;;
  *.tree) { echo "@RULE $NAME"; echo "@TREE"; cat "$RULE"; } >"$TMP/rules/$NAME.rule" ;;
esac
"$BENCH" rulesoup "$RULE" "$SIZE" "$SIZE" "$SEED" "$DENSITY" >"$TMP/soup.rle"
sed '1s/:T[0-9]*,[0-9]*$//' "$TMP/soup.rle" >"$TMP/plane.rle"

# counts FILE.rle: the count of cells in each state of an RLE file, from state 1 up, comma-separated.
counts() {
  python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
body = "".join(l for l in text.splitlines() if l and not l.startswith(("#", "x")))
counts = {}
for run, prefix, letter in re.findall(r"(\d*)([p-y]?)([A-X.bo$!])", body):
    if letter in ".b$!":
        continue
    state = ord(letter) - 64 + (24 * (ord(prefix) - 111) if prefix else 0)
    if letter == "o":
        state = 1
    counts[state] = counts.get(state, 0) + int(run or 1)
top = max(counts, default=0)
print(",".join(str(counts.get(s, 0)) for s in range(1, top + 1)))
PY
}
cpu() { awk '{ printf "%.2f", $1 + $2 }' "$1"; }
wall() { awk '{ printf "%.2f", $3 }' "$1"; }

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
best_ours="" best_theirs="" best_plane=""
for ((round = 1; round <= REPEAT; round++)); do
  /usr/bin/time -f "%U %S %e" -o "$TMP/ours.time" "$BENCH" ruleloader "$RULE" "$SIZE" "$SIZE" "$GENS" "$SEED" "$DENSITY" >"$TMP/ours.txt"
  /usr/bin/time -f "%U %S %e" -o "$TMP/theirs.time" "$BGOLLY" -q -q -a RuleLoader -s "$TMP/rules/" -m "$GENS" -o "$TMP/theirs.rle" "$TMP/soup.rle" >/dev/null 2>&1
  ours=$(cpu "$TMP/ours.time") theirs=$(cpu "$TMP/theirs.time")
  echo "round $round: lifecam $ours s CPU ($(wall "$TMP/ours.time") s wall), bgolly $theirs s CPU ($(wall "$TMP/theirs.time") s wall)"
  if [ -z "$best_ours" ] || awk -v a="$ours" -v b="$best_ours" 'BEGIN { exit !(a < b) }'; then best_ours=$ours; fi
  if [ -z "$best_theirs" ] || awk -v a="$theirs" -v b="$best_theirs" 'BEGIN { exit !(a < b) }'; then best_theirs=$theirs; fi
  if [ "$PLANE" = 1 ]; then
    /usr/bin/time -f "%U %S %e" -o "$TMP/plane.time" "$BGOLLY" -q -q -a RuleLoader -s "$TMP/rules/" -m "$GENS" -o "$TMP/plane-out.rle" "$TMP/plane.rle" >/dev/null 2>&1
    plane=$(cpu "$TMP/plane.time")
    echo "         bgolly on the unbounded plane $plane s CPU ($(wall "$TMP/plane.time") s wall)"
    if [ -z "$best_plane" ] || awk -v a="$plane" -v b="$best_plane" 'BEGIN { exit !(a < b) }'; then best_plane=$plane; fi
  fi
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

mine=$(sed -n 's/.*states=[0-9]*,\([0-9,]*\).*/\1/p' "$TMP/ours.txt" | sed 's/\(,0\)*$//')
golly=$(counts "$TMP/theirs.rle")
[ "$mine" = "$golly" ] || { echo "ruleloader.sh: the boards differ: lifecam's states $mine, bgolly's $golly" >&2; exit 1; }
echo "$(grep -o 'loop_s=[^ ]* cpu_s=[^ ]* cell_updates_per_cpu_s=[^ ]* stepper=[^ ]*' "$TMP/ours.txt")"
echo "same cells in each state at generation $GENS: $mine"
# speed: bgolly's CPU time on the torus over this row's (higher is faster).
speed() { awk -v a="$best_theirs" -v b="$1" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "-" }'; }
printf '%-34s %10s %8s\n' "$NAME ${SIZE}x${SIZE} torus, $GENS gens" "CPU s" "speed"
printf '%-34s %10s %8s\n' "bgolly -a RuleLoader" "$best_theirs" "1.00"
printf '%-34s %10s %8s\n' "lifecam StateBoard" "$best_ours" "$(speed "$best_ours")"
[ "$PLANE" = 1 ] && printf '%-34s %10s %8s\n' "bgolly, the soup on the plane" "$best_plane" "$(speed "$best_plane")"
exit 0
