#!/usr/bin/env bash
# Both cores (issue 39 §2): `lifecam run` on a large torus soup with
# --threads 1 and --threads N, rounds interleaved, the best wall time of each
# (the machine is shared: the best round is the one least disturbed), the
# ratio, and that the boards agree (the population after the run; the tests
# compare every cell), with the CPU time (user + system, every thread) of the
# best round of each. The load average is printed at the start and end.
# The machine's own ceiling beside it: two one-thread runs side by side, as
# separate processes (2 × one run's time / the pair's): what two cores give
# this work with nothing shared between the runs.
#
#   Benchmarks/threads.sh                          4096² soup, 1000 generations, 1 against 2 threads
#   SIZES="2048 8192" GENS=500 THREADS=2 ROUNDS=7 Benchmarks/threads.sh
#   LIFECAM=path  measures that build (default: swift build -c release)
set -euo pipefail
cd "$(dirname "$0")/.."
WORK=$(mktemp -d "${TMPDIR:-/tmp}/threads-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

SIZES=${SIZES:-4096}
GENS=${GENS:-1000}
THREADS=${THREADS:-2}
ROUNDS=${ROUNDS:-5}
if [ -z "${LIFECAM:-}" ]; then
    swift build -c release --product lifecam >/dev/null
    LIFECAM="$(swift build -c release --show-bin-path)/lifecam"
fi

# once SIZE THREADS: "seconds cpu-seconds population" of one run (cpu: user + system, every thread).
once() {
    local out
    out=$(/usr/bin/time -f "%e %U %S" -o "$WORK/time" \
        "$LIFECAM" run --random 0.5 --seed 1 --size "$1x$1" --generations "$GENS" --threads "$2" --json)
    echo "$(awk '{ printf "%.3f %.3f", $1, $2 + $3 }' "$WORK/time") $(sed 's/.*"population":\([0-9]*\).*/\1/' <<<"$out")"
}

echo "load at the start: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) CPUs; $GENS generations, best of $ROUNDS rounds"
# pair SIZE: seconds for two one-thread runs side by side.
pair() {
    local start end
    start=$(date +%s.%N)
    "$LIFECAM" run --random 0.5 --seed 1 --size "$1x$1" --generations "$GENS" --threads 1 >/dev/null &
    "$LIFECAM" run --random 0.5 --seed 1 --size "$1x$1" --generations "$GENS" --threads 1 >/dev/null
    wait
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }'
}

printf "%-7s %12s %12s %8s %14s %10s %s\n" size "1 thread s" "$THREADS threads s" ratio "cells/s ($THREADS)" "2 runs" \
    "cpu s (1, $THREADS)  populations"
for size in $SIZES; do
    best1= bestN= pop1= popN= bestPair= cpu1= cpuN=
    for _ in $(seq "$ROUNDS"); do
        t=$(pair "$size")
        if [ -z "$bestPair" ] || awk -v a="$t" -v b="$bestPair" 'BEGIN { exit !(a < b) }'; then bestPair=$t; fi
        read -r t c p <<<"$(once "$size" 1)"; pop1=$p
        if [ -z "$best1" ] || awk -v a="$t" -v b="$best1" 'BEGIN { exit !(a < b) }'; then best1=$t cpu1=$c; fi
        read -r t c p <<<"$(once "$size" "$THREADS")"; popN=$p
        if [ -z "$bestN" ] || awk -v a="$t" -v b="$bestN" 'BEGIN { exit !(a < b) }'; then bestN=$t cpuN=$c; fi
    done
    [ "$pop1" = "$popN" ] || echo "!! populations differ: $pop1 against $popN"
    awk -v s="$size" -v a="$best1" -v b="$bestN" -v g="$GENS" -v p1="$pop1" -v pn="$popN" -v c="$bestPair" \
        -v c1="$cpu1" -v cn="$cpuN" 'BEGIN { printf "%-7s %12.3f %12.3f %7.2fx %14.3g %9.2fx  %5.2f %5.2f  %s %s\n",
            s "²", a, b, a / b, s * s * g / b, 2 * a / c, c1, cn, p1, pn }'
done
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
