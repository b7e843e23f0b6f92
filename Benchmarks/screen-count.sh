# Sourced by the benchmarks that count frames on an X screen (pace.sh,
# kitty-ceiling.sh): a private Xvfb, the CPU of a terminal's process tree,
# and distinct pictures in a region of the screen.

# start_xvfb SCREEN: Xvfb on the first free display of :90–:99 (SCREEN e.g.
# 1280x800x24), exported as DISPLAY; its pid in XPID, for `ticks` and for the
# caller's cleanup.
start_xvfb() {
    local n disp=
    for n in $(seq 90 99); do [ -e "/tmp/.X11-unix/X$n" ] || { disp=":$n"; break; }; done
    Xvfb "$disp" -screen 0 "$1" -nolisten tcp >/dev/null 2>&1 &
    XPID=$!
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${disp#:}" ] && break; sleep 0.1; done
    export DISPLAY=$disp
}

# tree PID: the processes under PID, PID included.
tree() {
    echo "$1"
    for c in $(ps -o pid= --ppid "$1" 2>/dev/null); do tree "$c"; done
}

# ticks PID: the CPU ticks of PID's process tree and of our Xvfb (XPID), a
# line "pid name ticks" each, sorted (only these: other people's players on
# the machine are not counted).
ticks() {
    for p in $(tree "$1") $XPID; do
        echo "$p $(cat "/proc/$p/comm" 2>/dev/null) $(awk '{print $14 + $15}' "/proc/$p/stat" 2>/dev/null)"
    done | sort
}

# cpu_shares BEFORE AFTER SECONDS: each process name's share of a core
# between two `ticks`, "name N% ..." on one line.
cpu_shares() {
    join <(echo "$1") <(echo "$2") | awk -v s="$3" -v hz="$(getconf CLK_TCK)" \
        '{ c[$2] += ($5 - $3) * 100 / hz / s } END { for (k in c) printf "%s %.0f%% ", k, c[k] }'
}

# count_shown SECONDS: samples the 320x180 region at (100,100) 60 times a
# second for SECONDS; prints "shown/s samples", a sample unlike the one
# before counting as a picture shown.
count_shown() {
    ffmpeg -loglevel error -f x11grab -framerate 60 -video_size 320x180 -i "$DISPLAY+100,100" \
        -t "$1" -f framemd5 - 2>/dev/null \
    | awk -F, -v s="$1" '!/^#/ { n++; if ($6 != last) c++; last = $6 } END { printf "%.1f %d", c / s, n }'
}
