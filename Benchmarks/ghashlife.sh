#!/usr/bin/env bash
# Multi-state HashLife, lifecam's (`lifecam run --pattern F --generations N`,
# release build: HashLife over the rule's table, `GenericHashLife`, which
# EngineChoice picks for a rule file's rule on the plane) against bgolly's RuleLoader
# (`bgolly -a RuleLoader -s /usr/share/golly/Rules/ -m N F`, Golly's
# `ghashbase`), side by side in one run (docs/BENCHMARKS.md, "Multi-state
# HashLife"): for each file and generation, the two interleaved $REPEAT times,
# each under /usr/bin/time, keeping the least CPU time (user + system: on a
# shared machine the wall clock counts other processes' turns too) and its
# wall time and peak memory; prints a Markdown table with the CPU time ratio
# and both populations (which must agree). Then, with CALLGRIND=1 (the
# default), instructions of both (`valgrind --tool=callgrind`), which do not
# depend on the machine's load. Gzipped files are unpacked first.
#
#   Benchmarks/ghashlife.sh                          the default files
#   REPEAT=5 CALLGRIND=0 Benchmarks/ghashlife.sh     time only, more rounds
#   FILES="path N;path N" Benchmarks/ghashlife.sh    other files and generations
set -euo pipefail
cd "$(dirname "$0")/.."
BGOLLY=$(command -v bgolly || true)
[ -n "$BGOLLY" ] || { echo "ghashlife.sh: bgolly is missing (apt-get install golly)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "ghashlife.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
P=/usr/share/golly/Patterns RULES=/usr/share/golly/Rules
[ -d "$P" ] && [ -d "$RULES" ] || { echo "ghashlife.sh: Golly's patterns or rules are missing ($P, $RULES)" >&2; exit 1; }
REPEAT=${REPEAT:-3}
CALLGRIND=${CALLGRIND:-1}
FILES=${FILES:-"$P/WireWorld/primes.mc 1048576;\
$P/Loops/Langtons-Loops.rle 10000;\
$P/Self-Rep/Codd/Goucher-replicator.mc.gz 4096;\
$P/Loops/Evoloop.rle 10000;\
$P/Self-Rep/Devore/Devore-body.rle 4096"}
echo "building lifecam (release) ..."
swift build -c release --product lifecam >/dev/null
BIN=$(swift build -c release --show-bin-path)/lifecam
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ghashlife-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

# measure OUT CMD...: runs CMD under time, its stdout to OUT.out; prints "cpu-seconds wall-seconds megabytes".
measure() {
  local out=$1; shift
  /usr/bin/time -f '%U %S %e %M' -o "$out.time" "$@" >"$out.out" 2>/dev/null || true
  # A failed run's time file starts with "Command exited ..."; its last line has the figures.
  tail -1 "$out.time" | awk '{ printf "%.3f %.3f %d", $1 + $2, $3, $4 / 1024 }'
}

echo "| file | generations | lifecam CPU s | lifecam wall s | lifecam MB | bgolly CPU s | bgolly wall s | bgolly MB | CPU ratio | population (lifecam / bgolly) |"
echo "|---|---|---|---|---|---|---|---|---|---|"
IFS=';' read -ra RUNS <<<"$FILES"
for run in "${RUNS[@]}"; do
  read -r file gens <<<"$run"
  name=${file#"$P/"}
  if [[ $file == *.gz ]]; then
    base=$(basename "${file%.gz}")
    gzip -dc "$file" >"$TMP/$base"
    file=$TMP/$base
  fi
  best_ours="" best_theirs=""
  for ((round = 1; round <= REPEAT; round++)); do
    ours=$(measure "$TMP/ours" "$BIN" run --pattern "$file" --generations "$gens" --json)
    theirs=$(measure "$TMP/theirs" "$BGOLLY" -a RuleLoader -s "$RULES/" -m "$gens" "$file")
    if [ -z "$best_ours" ] || awk -v a="${ours%% *}" -v b="${best_ours%% *}" 'BEGIN { exit !(a < b) }'; then best_ours=$ours; fi
    if [ -z "$best_theirs" ] || awk -v a="${theirs%% *}" -v b="${best_theirs%% *}" 'BEGIN { exit !(a < b) }'; then best_theirs=$theirs; fi
  done
  read -r ocpu owall omb <<<"$best_ours"
  read -r tcpu twall tmb <<<"$best_theirs"
  opop=$(sed -n 's/.*"population":\([0-9]*\).*/\1/p' "$TMP/ours.out")
  tpop=$(tail -1 "$TMP/theirs.out" | sed -n 's/.*: //p' | tr -d ,)
  ratio=$(awk -v a="$ocpu" -v b="$tcpu" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
  echo "| $name | $gens | $ocpu | $owall | $omb | $tcpu | $twall | $tmb | $ratio | $opop / $tpop |"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

if [ "$CALLGRIND" = 1 ] && command -v valgrind >/dev/null; then
  echo
  # valgrind 3.19 cannot read the release build's DWARF 5: a copy without debug information (BENCHMARKS, Profiling).
  strip --strip-debug -o "$TMP/lifecam" "$BIN"
  echo "| file | generations | lifecam instructions | bgolly instructions | ratio |"
  echo "|---|---|---|---|---|"
  for run in "${RUNS[@]}"; do
    read -r file gens <<<"$run"
    name=${file#"$P/"}
    [[ $file == *.gz ]] && file=$TMP/$(basename "${file%.gz}")
    count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : *//p'; }
    ours=$(count "$TMP/lifecam" run --pattern "$file" --generations "$gens" --json)
    theirs=$(count "$BGOLLY" -a RuleLoader -s "$RULES/" -m "$gens" "$file")
    ratio=$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
    echo "| $name | $gens | $ours | $theirs | $ratio |"
  done
fi
