#!/usr/bin/env bash
# The Debian package against the native build (docs/PACKAGING.md): the same
# work through three programs, in interleaved rounds, by CPU time (user +
# system, /usr/bin/time):
#   native    swift build -c release (this machine's CPU level, the Swift
#             runtime shared from the toolchain)
#   package   make deb's /usr/bin/lifecam, its liblifecam.so picked by glibc's
#             loader (glibc-hwcaps: x86-64-v3 where the CPU has it)
#   baseline  the same launcher with only the package's build for any x86-64
# Work: the engine (run: a 2048x2048 torus soup, GENS generations), the
# picture path to terminal bytes (render --out .ans, 160x48, FRAMES frames)
# and to 1280x720 video (render --out .y4m into /dev/shm, FRAMES/10 frames);
# every program's output must be the same. Then start-up: --version, wall
# time, and under qemu-user on a baseline CPU model (qemu64: no SSE4, no AVX)
# where only the baseline build can run.
# ROUNDS (7), GENS (40000), FRAMES (1800); DEB=FILE takes that package
# instead of running make deb (two release builds when not made yet).
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${ROUNDS:-7} GENS=${GENS:-40000} FRAMES=${FRAMES:-1800}
WORK=$(mktemp -d)
SHM=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$WORK" "$SHM"' EXIT

swift build -c release --product lifecam >/dev/null
native=$(swift build -c release --show-bin-path)/lifecam
if [ -z "${DEB:-}" ]; then
    make -s deb DIST="$WORK/dist" >"$WORK/deb.log" 2>&1 || { cat "$WORK/deb.log"; exit 1; }
    DEB=$(ls "$WORK"/dist/lifecam_*.deb)
fi
dpkg-deb -x "$DEB" "$WORK/root"
lib=$(dirname "$(find "$WORK/root/usr/lib" -name liblifecam.so -not -path '*glibc-hwcaps*')")
mkdir "$WORK/baseline"
cp "$lib/liblifecam.so" "$WORK/baseline/"
launcher=$WORK/root/usr/bin/lifecam
picked=$(LD_LIBRARY_PATH=$lib LD_DEBUG=libs "$launcher" --version 2>&1 | sed -n 's/.*calling init: \(.*liblifecam.so\)$/\1/p')
echo "package: $(basename "$DEB"), $(du -k "$DEB" | cut -f1) KiB; on this CPU the loader picks ${picked#"$WORK/root"}"
echo "native:  $native ($("$native" --version))"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

# program NAME ARGS...: runs NAME's lifecam with ARGS.
program() {
    local name=$1; shift
    case $name in
        native) "$native" "$@" ;;
        package) LD_LIBRARY_PATH=$lib "$launcher" "$@" ;;
        baseline) LD_LIBRARY_PATH=$WORK/baseline "$launcher" "$@" ;;
    esac
}
export -f program
export native lib launcher WORK
# work NAME KIND ROUND: runs one piece of work, prints its CPU seconds; its output stays for the comparison.
work() {
    local name=$1 kind=$2 round=$3 out
    case $kind in
        engine) out=$WORK/$name.json
            /usr/bin/time -f '%U %S' -o "$WORK/time" bash -c 'program "$0" run --random 0.5 --size 2048x2048 --seed 1 --generations "$1" --json >"$2"' \
                "$name" "$GENS" "$out" ;;
        ans) out=$WORK/$name-$round.ans
            /usr/bin/time -f '%U %S' -o "$WORK/time" bash -c 'program "$0" render --out "$1" --terminal 160x48 --seed 1 --frames "$2" 2>/dev/null' \
                "$name" "$out" "$FRAMES" ;;
        y4m) out=$SHM/$name.y4m; rm -f "$out"
            /usr/bin/time -f '%U %S' -o "$WORK/time" bash -c 'program "$0" render --out "$1" --size 1280x720 --seed 1 --frames "$2" 2>/dev/null' \
                "$name" "$out" $((FRAMES / 10)) ;;
    esac
    awk '{ printf "%.3f\n", $1 + $2 }' "$WORK/time"
}

names=(native package baseline)
kinds=(engine ans y4m)
for round in $(seq 1 "$ROUNDS"); do
    # Each round starts with another program, so that none is always first after a pause.
    for i in 0 1 2; do
        name=${names[(i + round) % 3]}
        for kind in "${kinds[@]}"; do
            echo "$kind $name $(work "$name" "$kind" "$round")" >>"$WORK/times"
        done
    done
    for kind in engine ans y4m; do
        case $kind in
            engine) a=$WORK/native.json b=$WORK/package.json c=$WORK/baseline.json ;;
            ans) a=$WORK/native-$round.ans b=$WORK/package-$round.ans c=$WORK/baseline-$round.ans ;;
            y4m) a=$SHM/native.y4m b=$SHM/package.y4m c=$SHM/baseline.y4m ;;
        esac
        cmp -s "$a" "$b" && cmp -s "$a" "$c" || { echo "round $round: $kind's output differs between the programs"; exit 1; }
    done
    rm -f "$WORK"/*-"$round".ans
done
echo "load average after:  $(cut -d' ' -f1-3 /proc/loadavg)"
echo "every program's output the same in every round (run's JSON, the .ans bytes, the Y4M bytes)"
echo
echo "CPU seconds over $ROUNDS interleaved rounds (engine: $GENS generations of 2048x2048; ans: $FRAMES frames at 160x48; y4m: $((FRAMES / 10)) frames at 1280x720):"
awk '
    { t[$1, $2] = t[$1, $2] " " $3 }
    function sorted(list, a,   n, i, j, x) { n = split(list, a, " "); for (i = 2; i <= n; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x }; return n }
    function best(list,   a) { sorted(list, a); return a[1] }
    function median(list,   a, n) { n = sorted(list, a); return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
    END {
        printf "%-7s %-9s %8s %8s %16s %16s\n", "work", "program", "best", "median", "best / native", "median / native"
        split("engine ans y4m", kinds, " "); split("native package baseline", names, " ")
        for (k = 1; k <= 3; k++) for (n = 1; n <= 3; n++) {
            kind = kinds[k]; name = names[n]
            printf "%-7s %-9s %8.3f %8.3f %15.3fx %15.3fx\n", kind, name, best(t[kind, name]), median(t[kind, name]),
                best(t[kind, name]) / best(t[kind, "native"]), median(t[kind, name]) / median(t[kind, "native"])
        }
    }' "$WORK/times"

# Start-up, by the wall clock: the median of 11 runs of --version.
startup() {
    local i s e all=()
    for i in $(seq 11); do
        s=$(date +%s%N); "$@" >/dev/null; e=$(date +%s%N)
        all+=($(((e - s) / 1000)))
    done
    printf '%s\n' "${all[@]}" | sort -n | sed -n 6p | awk '{ printf "%.1f ms", $1 / 1000 }'
}
echo
echo "start-up, lifecam --version, median of 11 by the wall clock:"
echo "    native $(startup "$native" --version), package $(startup program package --version), baseline $(startup program baseline --version)"
qemu=qemu-$(uname -m)
if [ "$(uname -m)" = x86_64 ] && command -v "$qemu" >/dev/null; then
    said=$("$qemu" -cpu qemu64 -E LD_LIBRARY_PATH="$lib" "$launcher" --version)
    echo "    under $qemu -cpu qemu64 (no SSE4, no AVX): the package says $said in $(startup "$qemu" -cpu qemu64 -E LD_LIBRARY_PATH="$lib" "$launcher" --version)"
    # (bash's own "Illegal instruction" line kept out of the figures)
    code=$({ "$qemu" -cpu qemu64 "$native" --version >/dev/null 2>&1 && echo 0 || echo $?; } 2>/dev/null)
    echo "    the native build there: exit status $code$([ $code = 132 ] && echo ' (SIGILL: an x86-64-v3 instruction)')"
    s=$(date +%s%N)
    pop=$("$qemu" -cpu qemu64 -E LD_LIBRARY_PATH="$lib" "$launcher" run --random 0.5 --size 512x512 --seed 1 --generations 1000 --json | grep -o '"population":[0-9]*')
    e=$(date +%s%N)
    echo "    and runs 1000 generations of a 512x512 soup there in $(((e - s) / 1000000)) ms ($pop; emulated, not a speed of any CPU)"
else
    echo "skipped: package: no qemu-user for $(uname -m), so the start on a baseline CPU was not measured"
fi
