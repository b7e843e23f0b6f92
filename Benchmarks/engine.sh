#!/usr/bin/env bash
# Engine benchmark: cell updates per second for a 50% random soup on a torus,
# 1000 generations, one thread, in the same run for
#   swift         LifeBench, built as `swift build -c release` builds lifecam (for this CPU, up to x86-64-v3: Package.swift)
#   swift-native  the same code built with `-Xswiftc -target-cpu -Xswiftc native` (AVX2/AVX-512)
#   C             Benchmarks/life64.c, `cc -O3 -march=native` (the measuring stick)
#   bgolly        Golly's QuickLife (`bgolly -a QuickLife`), Debian package golly
# All four read or generate the same soup (LifeBench writes it as RLE with a
# `rule = B3/S23:TW,H` header) and their populations after the run are printed:
# they must agree. Swift and C take the best of $REPEAT interleaved rounds;
# bgolly runs once.
#
#   Benchmarks/engine.sh                     512² and 2048²
#   SIZES="512" GENS=200 Benchmarks/engine.sh
#   LIFE64_C=/path/to/life64.c Benchmarks/engine.sh
set -euo pipefail
cd "$(dirname "$0")/.."

SIZES=${SIZES:-"512 2048"}
GENS=${GENS:-1000}
SEED=${SEED:-1}
REPEAT=${REPEAT:-5}
LIFE64_C=${LIFE64_C:-Benchmarks/life64.c}
OUT=bench-out/engine
mkdir -p "$OUT"

die() { echo "engine.sh: $*" >&2; exit 1; }
[ -f "$LIFE64_C" ] || die "C measuring stick not found at $LIFE64_C (set LIFE64_C=...)"
command -v bgolly >/dev/null || die "bgolly not found: install the Debian package golly (make bench-deps)"

echo "building LifeBench (release as lifecam is, and -target-cpu native) and life64.c ..."
swift build -c release --product LifeBench >"$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; die "swift build failed"; }
swift build -c release --product LifeBench --build-path .build-native \
    -Xswiftc -target-cpu -Xswiftc native >>"$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; die "native swift build failed"; }
cc -O3 -march=native -o "$OUT/life64" "$LIFE64_C" || die "cc failed on $LIFE64_C"
BENCH=.build/release/LifeBench
NATIVE=.build-native/release/LifeBench

# field NAME LINE: the value of NAME=... in a line of key=value pairs.
field() { sed -n "s/.*\\b$1=\\([^ ]*\\).*/\\1/p" <<<"$2"; }

# keep_best VAR LINE: store LINE in VAR unless VAR already holds a smaller loop_s.
keep_best() {
    local current=${!1:-}
    if [ -z "$current" ] || awk -v a="$(field loop_s "$2")" -v b="$(field loop_s "$current")" 'BEGIN{exit !(a<b)}'; then
        printf -v "$1" '%s' "$2"
    fi
}

# rle_population FILE: live cells in an RLE file (sums the run counts of `o`).
rle_population() {
    awk '/^#/ || /^x/ {next} {s = s $0} END {
        n = 0; pop = 0
        for (i = 1; i <= length(s); i++) {
            c = substr(s, i, 1)
            if (c ~ /[0-9]/) { n = n * 10 + c; continue }
            if (c == "o") pop += (n ? n : 1)
            if (c == "!") break
            if (c != " ") n = 0
        }
        print pop }' "$1"
}

printf "\n%-6s %-13s %10s %12s %10s %9s\n" size engine pop loop_s updates/s "vs C"
for W in $SIZES; do
    soup="$OUT/soup$W.rle"
    "$BENCH" soup "$W" "$W" "$SEED" >"$soup"
    # Rounds interleave the three so a change in the machine's load hits them alike.
    swift="" native="" c=""
    for _ in $(seq "$REPEAT"); do
        keep_best swift "$("$BENCH" engine "$W" "$W" "$GENS" "$SEED")"
        keep_best native "$("$NATIVE" engine "$W" "$W" "$GENS" "$SEED")"
        keep_best c "$("$OUT/life64" "$soup" "$W" "$W" "$GENS")"
    done
    # bgolly -b prints "SECONDS GENERATION" after loading (generation 0) and after each step.
    golly=$(bgolly -b -q -m "$GENS" -a QuickLife -o "$OUT/golly$W.rle" "$soup" 2>&1)
    t0=$(awk '$2 == "0" {print $1; exit}' <<<"$golly")
    t1=$(awk -v g="$GENS" '{gsub(",", "", $2)} $2 == g {t = $1} END {print t}' <<<"$golly")
    [ -n "$t0" ] && [ -n "$t1" ] || die "could not read bgolly's timings: $golly"
    gs=$(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.6f", b - a}')
    cs=$(field loop_s "$c")
    row() { # engine pop seconds
        awk -v w="$W" -v e="$1" -v p="$2" -v s="$3" -v c="$cs" -v g="$GENS" \
            'BEGIN{printf "%-6s %-13s %10d %12.6f %10.3g %8.3gx\n", w "²", e, p, s, w * w * g / s, c / s}'
    }
    row swift "$(field pop "$swift")" "$(field loop_s "$swift")"
    row swift-native "$(field pop "$native")" "$(field loop_s "$native")"
    row C "$(field pop "$c")" "$cs"
    row bgolly "$(rle_population "$OUT/golly$W.rle")" "$gs"
    pops=$(printf "%s\n" "$(field pop "$swift")" "$(field pop "$native")" "$(field pop "$c")" "$(rle_population "$OUT/golly$W.rle")" | sort -u | wc -l)
    [ "$pops" = 1 ] || die "populations differ after $GENS generations on ${W}x$W"
done
echo
echo "populations agree; B36/S23 through the generic rule kernel (release build):"
"$BENCH" engine 2048 2048 "$GENS" "$SEED" 72,12
echo
echo "isotropic non-totalistic and Generations rules through their steppers (release build),"
echo "best of $REPEAT interleaved rounds each, beside B3/S23 and B36/S23 in the same rounds:"
extra=""
for _ in $(seq "$REPEAT"); do
    for r in 8,12 72,12 B2-a/S12 B3-cnqy/S23-a B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai 23/3/3 23/3/25 /2/3 345/2/4; do
        extra+="$("$BENCH" engine 2048 2048 "$GENS" "$SEED" "$r")"$'\n'
    done
done
# The best rate of each rule.
awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
       r = f["rule"]; u = f["cell_updates_per_s"] + 0
       if (!(r in best) || u > best[r]) { best[r] = u; order[++n] = r } }
     END { for (i = 1; i <= n; i++) if (!(order[i] in seen)) { seen[order[i]] = 1; printf "  %-40s %10.3g cell updates/s\n", order[i], best[order[i]] } }' <<<"$extra"

# Peak memory (maximum resident set, KiB) of a 2048² run: LifeBench, and
# `lifecam run` when this build has it (make bench builds it first).
echo
peak() { /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1; }
echo "peak RSS, LifeBench engine 2048 2048 $GENS: $(peak "$BENCH" engine 2048 2048 "$GENS" "$SEED") KiB"
LIFECAM=.build/release/lifecam
if [ -x "$LIFECAM" ] && "$LIFECAM" run --help >/dev/null 2>&1; then
    echo "peak RSS, lifecam run --random 0.5 --seed $SEED --size 2048x2048 --generations $GENS --json:" \
        "$(peak "$LIFECAM" run --random 0.5 --seed "$SEED" --size 2048x2048 --generations "$GENS" --json) KiB"
else
    echo "(no release lifecam with a run subcommand here: its peak memory is not measured)"
fi
