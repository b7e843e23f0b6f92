#!/usr/bin/env bash
# Larger than Life, lifecam's engine against bgolly's (docs/BENCHMARKS.md,
# "Larger than Life (Benchmarks/ltl.sh)"), side by side in one run: Golly's
# R100-alien-bug.rle and R500-alien-bug.rle to generation 100 with
# `lifecam run` (release build) and `bgolly -a "Larger than Life" -m 100`,
# one after the other; then a 2048x2048 torus soup (density 0.5, seed 1) run
# 100 generations at range 5 (Bosco's rule) and at range 1 (Life in LtL
# notation), whose ratio is the cost of the range. Each run is timed by
# /usr/bin/time: CPU seconds (user + system, steadier than wall time on a
# shared machine), wall seconds and peak resident memory; populations are
# printed and must agree with bgolly's. Prints a Markdown table. ROUNDS (3)
# runs each that many times and keeps the fastest. LIFECAM_BIN names a
# release binary to use instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
BGOLLY=$(command -v bgolly || true)
[ -n "$BGOLLY" ] || { echo "ltl.sh: bgolly is missing (apt-get install golly)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "ltl.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
D=/usr/share/golly/Patterns/Larger-than-Life
[ -d "$D" ] || { echo "ltl.sh: Golly's patterns are missing ($D)" >&2; exit 1; }
# LIFECAM_BIN: a release binary built already (the same engine), to measure without building.
if [ -n "${LIFECAM_BIN:-}" ]; then
  BIN=$LIFECAM_BIN
else
  swift build -c release --product lifecam >/dev/null
  BIN=$(swift build -c release --show-bin-path)/lifecam
fi
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ltl-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
ROUNDS=${ROUNDS:-3}

# measure CMD...: the fastest of ROUNDS runs as "cpu wall megabytes"; CMD's output in $TMP/out.
measure() {
  local best=""
  for _ in $(seq "$ROUNDS"); do
    /usr/bin/time -f "%U %S %e %M" -o "$TMP/time" "$@" >"$TMP/out" 2>&1
    read -r user sys wall kb <"$TMP/time"
    local cpu
    cpu=$(echo "$user + $sys" | bc)
    if [ -z "$best" ] || [ "$(echo "$cpu < ${best%% *}" | bc)" = 1 ]; then best="$cpu $wall $((kb / 1024))"; fi
  done
  echo "$best"
}
population() { sed -n 's/.*"population":\([0-9]*\).*/\1/p' "$TMP/out"; }

echo "| run | lifecam CPU s | wall s | MB | bgolly CPU s | wall s | MB | bgolly / lifecam | population |"
echo "|---|---|---|---|---|---|---|---|---|"
for f in R100-alien-bug.rle R500-alien-bug.rle; do
  ours=$(measure "$BIN" run --pattern "$D/$f" --generations 100 --json)
  pop=$(population)
  theirs=$(measure "$BGOLLY" -a "Larger than Life" -m 100 -o "$TMP/golly.rle" "$D/$f")
  gpop=$(python3 Tests/e2e/rle-cells.py "$TMP/golly.rle" | awk '{print NF - 1}')
  [ "$pop" = "$gpop" ] || { echo "ltl.sh: $f: lifecam's population $pop, bgolly's $gpop" >&2; exit 1; }
  read -r oc ow om <<<"$ours"
  read -r tc tw tm <<<"$theirs"
  printf '| %s to 100 | %s | %s | %s | %s | %s | %s | %.1fx | %s |\n' "$f" "$oc" "$ow" "$om" "$tc" "$tw" "$tm" \
    "$(echo "$tc / $oc" | bc -l)" "$pop"
done

echo
echo "| 2048x2048 torus soup, 100 generations | CPU s | wall s | MB | population |"
echo "|---|---|---|---|---|"
declare -A cpu
for rule in "R1,C0,M0,S2..3,B3..3,NM" "R5,C0,M1,S34..58,B34..45,NM"; do
  result=$(measure "$BIN" run --rule "$rule:T2048,2048" --random 0.5 --seed 1 --generations 100 --json)
  read -r c w m <<<"$result"
  cpu[$rule]=$c
  printf '| %s | %s | %s | %s | %s |\n' "$rule" "$c" "$w" "$m" "$(population)"
done
printf '\nrange 5 / range 1: %.2fx the CPU time\n' "$(echo "${cpu[R5,C0,M1,S34..58,B34..45,NM]} / ${cpu[R1,C0,M0,S2..3,B3..3,NM]}" | bc -l)"
