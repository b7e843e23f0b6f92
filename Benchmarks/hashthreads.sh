#!/usr/bin/env bash
# HashLife on two threads (issue 39 §2): `lifecam run --pattern F
# --generations N --algorithm hashlife` with --threads 1 and --threads 2,
# rounds interleaved, the best wall time of each (the machine is shared: the
# best round is the one least disturbed) and that round's CPU time (user +
# system, every thread), what --json prints compared (population, bounding box) (the
# tests compare the macrocell files byte for byte). Beside them the
# machine's own ceiling, as in threads.sh: two one-thread runs side by side
# as separate processes (2 × one run's time / the pair's), what two cores
# give this work with nothing shared. The load average is printed at the
# start and end of each file.
#
# main's HashLife steps on one thread whatever --threads says (two threads
# did not win here: docs/BENCHMARKS.md, "HashLife on two threads"); the
# design that shares a step is kept in the branch `hashpar`: build that
# branch and give its lifecam as LIFECAM to measure it again.
#
#   Benchmarks/hashthreads.sh                    switch-engine-ping-pong to 2^30, metacatacryst to 2^24
#   FILES="path N;path N" ROUNDS=5 Benchmarks/hashthreads.sh
#   LIFECAM=path  measures that build (default: swift build -c release)
set -euo pipefail
cd "$(dirname "$0")/.."
L=/usr/share/golly/Patterns/Life H=/usr/share/golly/Patterns/HashLife
[ -d "$H" ] || { echo "hashthreads.sh: Golly's patterns are missing ($H)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "hashthreads.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hashthreads-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
FILES=${FILES:-"$L/Breeders/switch-engine-ping-pong.rle 1073741824;$H/metacatacryst.mc 16777216"}
ROUNDS=${ROUNDS:-3}
. Benchmarks/measure.sh
release_lifecam

# hashlife FILE N THREADS: the words of lifecam's run of FILE to generation N with HashLife, into $RUN.
hashlife() { RUN=("$LIFECAM" run --pattern "$1" --generations "$2" --algorithm hashlife --threads "$3" --json); }

# once FILE N THREADS: "seconds cpu-seconds answer" of one run (answer: a checksum of what --json prints).
once() {
    local t
    hashlife "$1" "$2" "$3"
    t=$(timed "${RUN[@]}")
    echo "$t $(cksum <"$WORK/out" | cut -d' ' -f1)"
}

echo "$(nproc) CPUs; best of $ROUNDS interleaved rounds"
printf "%-34s %12s %7s %7s %7s %7s %7s %10s  %s\n" file generations "1 thr s" "2 thr s" ratio "cpu 1" "cpu 2" "2 runs" load
IFS=';' read -ra RUNS <<<"$FILES"
for run in "${RUNS[@]}"; do
    read -r file gens <<<"$run"
    load0=$(cut -d' ' -f1 /proc/loadavg)
    best1= best2= cpu1= cpu2= bestPair= answer1= answer2=
    for _ in $(seq "$ROUNDS"); do
        hashlife "$file" "$gens" 1; t=$(side_by_side "${RUN[@]}")
        if better "$t" "$bestPair"; then bestPair=$t; fi
        read -r t c a <<<"$(once "$file" "$gens" 1)"; answer1=$a
        if better "$t" "$best1"; then best1=$t cpu1=$c; fi
        read -r t c a <<<"$(once "$file" "$gens" 2)"; answer2=$a
        if better "$t" "$best2"; then best2=$t cpu2=$c; fi
    done
    [ "$answer1" = "$answer2" ] || echo "!! results differ: $answer1 against $answer2"
    awk -v f="$(basename "$file")" -v g="$gens" -v a="$best1" -v b="$best2" -v c1="$cpu1" -v c2="$cpu2" -v p="$bestPair" \
        -v l="$load0–$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN { printf "%-34s %12s %7.2f %7.2f %6.2fx %7.2f %7.2f %9.2fx  %s\n",
            f, g, a, b, a / b, c1, c2, 2 * a / p, l }'
done
