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
. Benchmarks/measure.sh
release_lifecam

# soup SIZE THREADS: the words of lifecam's run on a SIZE² soup, into $RUN.
soup() { RUN=("$LIFECAM" run --random 0.5 --seed 1 --size "$1x$1" --generations "$GENS" --threads "$2" --json); }

# once SIZE THREADS: "seconds cpu-seconds population" of one run (cpu: user + system, every thread).
once() {
    local t
    soup "$1" "$2"
    t=$(timed "${RUN[@]}")
    echo "$t $(sed 's/.*"population":\([0-9]*\).*/\1/' "$WORK/out")"
}

echo "load at the start: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) CPUs; $GENS generations, best of $ROUNDS rounds"

printf "%-7s %12s %12s %8s %14s %10s %s\n" size "1 thread s" "$THREADS threads s" ratio "cells/s ($THREADS)" "2 runs" \
    "cpu s (1, $THREADS)  populations"
for size in $SIZES; do
    best1= bestN= pop1= popN= bestPair= cpu1= cpuN=
    for _ in $(seq "$ROUNDS"); do
        soup "$size" 1; t=$(side_by_side "${RUN[@]}")
        if better "$t" "$bestPair"; then bestPair=$t; fi
        read -r t c p <<<"$(once "$size" 1)"; pop1=$p
        if better "$t" "$best1"; then best1=$t cpu1=$c; fi
        read -r t c p <<<"$(once "$size" "$THREADS")"; popN=$p
        if better "$t" "$bestN"; then bestN=$t cpuN=$c; fi
    done
    [ "$pop1" = "$popN" ] || echo "!! populations differ: $pop1 against $popN"
    awk -v s="$size" -v a="$best1" -v b="$bestN" -v g="$GENS" -v p1="$pop1" -v pn="$popN" -v c="$bestPair" \
        -v c1="$cpu1" -v cn="$cpuN" 'BEGIN { printf "%-7s %12.3f %12.3f %7.2fx %14.3g %9.2fx  %5.2f %5.2f  %s %s\n",
            s "²", a, b, a / b, s * s * g / b, 2 * a / c, c1, cn, p1, pn }'
done
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
