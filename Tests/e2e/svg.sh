#!/usr/bin/env bash
# The board as SVG from the outside: `render --out FILE.svg` for the goal
# (a 640x360 picture of a 320x180 board), checked by xmllint and drawn by
# rsvg-convert when installed; a bounded grid (Fireworks.mcl) drawn whole
# unless --size asks for a window; an existing output is status 73 and kept;
# `e` in the app (in a detached tmux) saves a new lifecam-*.svg named in the
# status line. Every wait polls with a deadline: no sleeps for timing.
source "$(dirname "$0")/preamble.bash"
sock="lifecam-svg-$$"

"$bin" render --out "$work/board.svg" --size 640x360 --cell 2 --decay 1 --frames 30 --palette geometric --shape mix --seed 4
shapes=$(grep -c '<use ' "$work/board.svg")
bytes=$(stat -c %s "$work/board.svg")
[ "$shapes" -gt 1000 ] || fail "only $shapes shapes"
grep -q 'viewBox="0 0 320 180"' "$work/board.svg" || fail "no viewBox of the 320x180 board"
! grep -q 'rgba(' "$work/board.svg" || fail "rgba() is not SVG 1.1"
echo "board.svg: $shapes shapes, $bytes bytes, $((bytes / shapes)) bytes per shape"
[ $((bytes / shapes)) -le 120 ] || fail "more than 120 bytes per shape"
if command -v xmllint >/dev/null; then
    xmllint --noout "$work/board.svg" || fail "xmllint refuses board.svg"
    echo "xmllint: well-formed"
else
    echo "skipped: svg: xmllint is not installed (libxml2-utils)"
fi
if command -v rsvg-convert >/dev/null; then
    rsvg-convert -o "$work/board.png" "$work/board.svg" || fail "rsvg-convert cannot draw board.svg"
    size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$work/board.png")
    [ "$size" = 640x360 ] || fail "rsvg-convert drew $size, not 640x360"
    echo "rsvg-convert: drawn at $size"
else
    echo "skipped: svg: rsvg-convert is not installed (librsvg2-bin)"
fi

# A bounded board is drawn whole unless --size or --cell asks for a window:
# Golly's Fireworks.mcl, a 200x200 grid (it gave an 80x45 crop of it),
# every cell of `run`'s population at the last frame's generation (29: 90
# frames at 30 a second, 10 generations a second) with --decay 1.
fireworks=/usr/share/golly/Patterns/Generations/Fireworks.mcl
if [ -r "$fireworks" ]; then
    "$bin" render --pattern "$fireworks" --out "$work/fireworks.svg" --decay 1
    population=$("$bin" run --pattern "$fireworks" --generations 29 --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["population"])')
    grep -q 'viewBox="0 0 200 200"' "$work/fireworks.svg" || fail "fireworks.svg is not the whole 200x200 board: $(sed -n 2p "$work/fireworks.svg")"
    grep -q '<title>lifecam: 200x200 board' "$work/fireworks.svg" || fail "fireworks.svg's title: $(grep '<title>' "$work/fireworks.svg")"
    [ "$(grep -c '<use ' "$work/fireworks.svg")" -eq "$population" ] || fail "fireworks.svg has $(grep -c '<use ' "$work/fireworks.svg") shapes, the board $population cells"
    if command -v xmllint >/dev/null; then xmllint --noout "$work/fireworks.svg" || fail "xmllint refuses fireworks.svg"; fi
    if command -v rsvg-convert >/dev/null; then
        rsvg-convert -o "$work/fireworks.png" "$work/fireworks.svg" || fail "rsvg-convert cannot draw fireworks.svg"
        size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$work/fireworks.png")
        [ "$size" = 1600x1600 ] || fail "rsvg-convert drew fireworks.svg at $size, not 1600x1600 (8 pixels a cell)"
    fi
    "$bin" render --pattern "$fireworks" --out "$work/window.svg" --decay 1 --size 640x360
    grep -q 'viewBox="0 0 80 45"' "$work/window.svg" || fail "--size 640x360 is not the 80x45 window"
    echo "Fireworks.mcl: the whole 200x200 board, $population shapes, drawn at 1600x1600; --size 640x360: the 80x45 window"
else
    echo "skipped: svg: Golly's patterns are not installed (golly)"
fi

before=$(sha256sum "$work/board.svg")
status=0; "$bin" render --out "$work/board.svg" --frames 1 2>"$work/err" || status=$?
[ "$status" -eq 73 ] || fail "an existing output gave status $status, not 73"
[ "$(sha256sum "$work/board.svg")" = "$before" ] || fail "the existing output was changed"
[ "$(ls -A "$work" | grep -c '\.tmp$' || true)" -eq 0 ] || fail "a temporary file was left behind"
echo "an existing board.svg: status 73, kept as it was ($(cat "$work/err"))"

# SIGTERM part-way: no file at all (an SVG of an earlier frame would look complete), 128+15.
"$bin" render --out "$work/long.svg" --frames 1000000 --size 1280x720 --cell 2 2>"$work/err" &
pid=$!
deadline=$((SECONDS + 20))
# Until lifecam itself runs there (before its exec the child is still this
# shell, whose SIGTERM handler runs the EXIT trap: it removed $work) and its
# SIGTERM handler is in place (bit 15 of SigCgt in /proc), then send it.
until [ "$(readlink /proc/$pid/exe 2>/dev/null)" = "$bin" ] && [ -r /proc/$pid/status ] \
    && (( 0x$(awk '/^SigCgt/ {print $2}' /proc/$pid/status) & 0x4000 )); do
    [ $SECONDS -lt $deadline ] || fail "render never caught SIGTERM"
    sleep 0.05   # poll interval, not a timing assumption
done
kill -TERM $pid
status=0; wait $pid || status=$?
[ "$status" -eq 143 ] || fail "SIGTERM gave status $status, not 143"
[ -z "$(ls -A "$work" | grep -i long)" ] || fail "an interrupted SVG render left $(ls -A "$work" | grep -i long)"
grep -q "interrupted by SIGTERM: nothing written" "$work/err" || fail "no word of the interruption: $(cat "$work/err")"
echo "SIGTERM part-way: status 143, no file, '$(cat "$work/err")'"

# `e` in play, in a detached tmux whose pane works in $work.
mkdir "$work/play"
tmux -L "$sock" -f /dev/null new-session -d -s m -c "$work/play" -x 120 -y 40 \
    "env HOME=$work TERM=xterm-256color COLORTERM=truecolor $bin --source none --palette geometric --shape hex --cell 8 --seed 2; echo EXIT=\$?; exec cat"
screen() { tmux -L "$sock" capture-pane -t m -p; }
source Tests/e2e/waits.bash
wait_for "gen [0-9]+"
tmux -L "$sock" send-keys -t m e
wait_for "SVG saved: (\./)?lifecam-[0-9]{8}-[0-9]{6}(-[0-9]+)?\.svg"
name=$(screen | grep -Eo "lifecam-[0-9]{8}-[0-9]{6}(-[0-9]+)?\.svg" | tail -1)
[ -s "$work/play/$name" ] || fail "the status line names $name, which is not in the folder"
tmux -L "$sock" send-keys -t m e
deadline=$((SECONDS + 20))
until [ "$(ls "$work/play" | grep -c '\.svg$')" -eq 2 ]; do
    [ $SECONDS -lt $deadline ] || fail "a second e did not make a second file: $(ls "$work/play")"
    sleep 0.05
done
grep -q '<use xlink:href="#h"' "$work/play/$name" || fail "--shape hex drew no hexagon"
if command -v xmllint >/dev/null; then xmllint --noout "$work/play"/*.svg || fail "xmllint refuses the app's SVG"; fi
tmux -L "$sock" send-keys -t m q
wait_for "EXIT=0"
echo "e in play: $name and a second, new file ($(grep -c '<use ' "$work/play/$name") shapes)"
