# Sourced by the measuring scripts (game.sh, icons.sh, threads.sh,
# hashthreads.sh, and picture-tools.sh for the picture benchmarks): the
# release lifecam they measure, callgrind's instruction counts of a table of
# cases, and the wall and CPU time of one run and of two side by side.

# $LIFECAM, or a release build of lifecam made now.
release_lifecam() {
    if [ -z "${LIFECAM:-}" ]; then
        swift build -c release --product lifecam >/dev/null
        LIFECAM="$(swift build -c release --show-bin-path)/lifecam"
    fi
}

# callgrind_renders EXT CASE...: `lifecam render` of each CASE under valgrind's
# callgrind (instructions repeat from run to run where times on this shared
# machine do not), the case's arguments from the associative array `args`
# and the arguments of every case from the array `common`, to a fresh
# $WORK/CASE.EXT; prints a row a case: the instructions and an MD5 of the
# output (two builds compared must write the same bytes). A stripped copy is
# profiled: valgrind 3.19 cannot read the release build's DWARF 5
# (docs/BENCHMARKS.md, "Profiling").
callgrind_renders() {
    local ext=$1 c ir
    shift
    strip --strip-debug -o "$WORK/lc" "$LIFECAM"
    printf '%-10s %15s  %s\n' case instructions "md5 of the .$ext"
    for c in "$@"; do
        # shellcheck disable=SC2086  # the arguments are words
        valgrind --tool=callgrind --callgrind-out-file="$WORK/cg.$c" "$WORK/lc" render ${args[$c]} "${common[@]}" \
            --out "$WORK/$c.$ext" >/dev/null 2>"$WORK/log.$c"
        ir=$(awk '/^(summary|totals):/ { print $2; exit }' "$WORK/cg.$c")
        printf '%-10s %15s  %s\n' "$c" "$ir" "$(md5sum < "$WORK/$c.$ext" | cut -c1-12)"
    done
}

# timed COMMAND...: "seconds cpu-seconds" of one run (cpu: user + system,
# every thread), its standard output left in $WORK/out. Needs /usr/bin/time.
timed() {
    /usr/bin/time -f "%e %U %S" -o "$WORK/time" "$@" >"$WORK/out"
    awk '{ printf "%.3f %.3f", $1, $2 + $3 }' "$WORK/time"
}

# side_by_side COMMAND...: seconds for two runs of COMMAND at once, as
# separate processes: beside a run on two threads, what two cores give the
# same work with nothing shared between the runs.
side_by_side() {
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null &
    "$@" >/dev/null
    wait
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }'
}

# better A B: whether time A is below B (or B is not set yet).
better() { [ -z "$2" ] || awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }'; }
