#!/usr/bin/env bash
# Rule families benchmark (docs/BENCHMARKS.md, "Rule families"): the engine's
# cell updates per second of the thread's CPU time (`cell_updates_per_cpu_s`:
# on a shared machine the wall clock counts other processes' turns too) for a
# 50% soup on a 2048² torus, 1000 generations, one thread (`LifeBench engine`,
# release build as lifecam is built), under
# two-state, Generations and isotropic rules, the rules interleaved $REPEAT
# times and the best of each kept, with each rule's rate against B3/S23's;
# then instructions (`valgrind --tool=callgrind`, `LifeBench engine 1024 1024
# 100 1 RULE` less the same run at 0 generations) per cell update, which do
# not depend on the machine's load. Prints the load average before and after.
#
#   Benchmarks/rules.sh                       both parts
#   REPEAT=3 Benchmarks/rules.sh              fewer rounds
#   CALLGRIND=0 Benchmarks/rules.sh           time only
#   RULES="B3/S23 /2/3" Benchmarks/rules.sh   other rules (the first is the base)
#   RULES=hensel Benchmarks/rules.sh          B3/S23 and the twelve isotropic rules
#                                             of Golly's Patterns/Non-Totalistic
set -euo pipefail
cd "$(dirname "$0")/.."

RULES=${RULES:-"B3/S23 23/3/3 /2/3 345/2/4 23/3/25 B2-a/S12 B3-cnqy/S23-a"}
if [ "$RULES" = hensel ]; then
  RULES="B3/S23 B2-a/S12 B3-cnqy/S23-a B3-cnqy/S23-a/3 B2-a5/S1e2-a35678 B2ce3ai/S12-k B2cek3i/S12cei B37/S2-i34q"
  RULES+=" B3/S23-a4ei6 B3-ej6e/S234i B2-ac3ai/S1c2-n3-aky4a B2ak3nr4iy/S3-nr4ent5er B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai"
fi
REPEAT=${REPEAT:-6}
SIZE=${SIZE:-2048}
GENS=${GENS:-1000}
CALLGRIND=${CALLGRIND:-1}
OUT=bench-out/rules
mkdir -p "$OUT"

echo "building LifeBench (release, as lifecam is built) ..."
swift build -c release --product LifeBench >"$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; echo "rules.sh: build failed" >&2; exit 1; }
BENCH=.build/release/LifeBench
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

field() { sed -n "s/.*\\b$1=\\([^ ]*\\).*/\\1/p" <<<"$2"; }
declare -A best
for ((round = 1; round <= REPEAT; round++)); do
  for rule in $RULES; do
    line=$("$BENCH" engine "$SIZE" "$SIZE" "$GENS" 1 "$rule")
    rate=$(field cell_updates_per_cpu_s "$line")
    if [ -z "${best[$rule]:-}" ] || awk -v a="$rate" -v b="${best[$rule]}" 'BEGIN { exit !(a > b) }'; then best[$rule]=$rate; fi
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
base=${RULES%% *}
printf '%-16s %14s %8s\n' rule "updates/cpu-s" "vs $base"
for rule in $RULES; do
  printf '%-16s %14s %8s\n' "$rule" "${best[$rule]}" "$(awk -v a="${best[$rule]}" -v b="${best[$base]}" 'BEGIN { printf "%.2f", a / b }')"
done

[ "$CALLGRIND" = 1 ] || exit 0
command -v valgrind >/dev/null || { echo "skipped: instructions: valgrind is not installed"; exit 0; }
# instructions RULE GENS: the program's total instruction count (callgrind's summary).
instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.out" "$BENCH" engine 1024 1024 "$2" 1 "$1" >/dev/null 2>"$OUT/valgrind.log"
  sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$OUT/callgrind.out"
}
printf '%-16s %14s %10s %8s\n' rule "instructions" "per update" "vs $base"
start=$(instructions "$base" 0)
for rule in $RULES; do
  total=$(( $(instructions "$rule" 100) - start ))
  per=$(awk -v t="$total" 'BEGIN { printf "%.3f", t / (1024 * 1024 * 100) }')
  [ "$rule" = "$base" ] && baseper=$per
  printf '%-16s %14s %10s %8s\n' "$rule" "$total" "$per" "$(awk -v a="$per" -v b="$baseper" 'BEGIN { printf "%.2f", a / b }')"
done
