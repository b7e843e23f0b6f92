#!/usr/bin/env bash
# Terminal casts from the outside: `render --out FILE.cast` (one JSON value a
# line, times growing, `asciinema cat` giving back the .ans bytes), `play
# --cast` in tmux with a resize (header, output and resize events), and
# `lifecam replay` of a cast and of an .ans in tmux: space pauses, q quits and
# restores the terminal; `asciinema play` of play's cast; a hostile cast's
# title, clipboard write and mode changes never reach the terminal; a broken
# cast is 65, a missing one 66.
source "$(dirname "$0")/preamble.bash"
# tmux takes clipboard writes (OSC 52) into its buffers, so one that got through would show.
echo 'set -g set-clipboard on' >"$work/tmux.conf"
# start NAME COLS ROWS COMMAND: a fresh tmux server of its own (no reuse of a dying one).
start() {
    sock="lifecam-cast-$$-$1"
    tmux -L "$sock" -f "$work/tmux.conf" new-session -d -s m -c "$work" -x "$2" -y "$3" "$4; echo EXIT=\$?; exec cat"
}
screen() { tmux -L "$sock" capture-pane -t m -p; }
WAIT=60
source Tests/e2e/waits.bash
# check_restored WHAT: the pane's modes after lifecam ended are a plain terminal's (no
# alternate screen, no mouse reports, the cursor shown); $modes keeps them for the report.
check_restored() {
    modes=$(tmux -L "$sock" display -p -t m '#{alternate_on} #{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag} #{cursor_flag}')
    [ "$modes" = "0 0 0 0 1" ] || fail "$1 left modes behind: $modes"
}
# check_cast FILE: every line one JSON value, a v2 header, event times never going back; prints "events resizes duration".
check_cast() {
    python3 - "$1" <<'PY'
import json, sys
text = open(sys.argv[1], encoding="utf-8").read()
assert text.endswith("\n"), "the last line has no newline"
lines = text.split("\n")[:-1]
header = json.loads(lines[0])
assert header["version"] == 2 and header["width"] > 0 and header["height"] > 0, header
last, outputs, resizes = 0.0, 0, 0
for number, line in enumerate(lines[1:], 2):
    event = json.loads(line)
    assert isinstance(event, list) and len(event) == 3, f"line {number}: {line[:60]}"
    assert event[0] >= last, f"line {number}: time {event[0]} before {last}"
    last = event[0]
    outputs += event[1] == "o"
    resizes += event[1] == "r"
print(outputs, resizes, last, header["width"], header["height"])
PY
}

"$bin" render --frames 30 --terminal 80x24 --seed 4 --out "$work/a.cast"
"$bin" render --frames 30 --terminal 80x24 --seed 4 --out "$work/a.ans"
read -r outputs resizes duration width height < <(check_cast "$work/a.cast")
[ "$outputs $resizes $width $height" = "30 0 80 24" ] || fail "render's cast: $outputs events, $resizes resizes, ${width}x$height"
if command -v asciinema >/dev/null && command -v script >/dev/null; then
    script -q -e -c "asciinema cat '$work/a.cast' > '$work/cat.out'" /dev/null
    cmp -s "$work/cat.out" "$work/a.ans" || fail "asciinema cat does not give back the .ans bytes"
    echo "render --out a.cast: 30 events to $duration s, valid line by line; asciinema cat gives back a.ans byte for byte"
else
    echo "render --out a.cast: 30 events to $duration s, valid line by line"
    echo "skipped: cast: asciinema or script is not installed, so asciinema cat was not compared with the .ans"
fi

# play --cast with a resize in the middle.
start play 100 30 "env TERM=xterm-256color COLORTERM=truecolor $bin play --source synthetic --cast play.cast"
wait_for 'gen ([2-9][0-9]|[1-9][0-9][0-9])'   # two seconds of play at least (a loaded machine paints few frames)
tmux -L "$sock" resize-window -t m -x 80 -y 24
# lifecam has redrawn at the new size: after the cast's resize event comes
# a frame whose status line is on row 24. (Not the screen's status line: what
# it keeps at 80 columns depends on the frames a loaded machine dropped.)
deadline=$((SECONDS + 60))
until awk '/"r", "80x24"/ { resized = 1; next } resized && /\[24H/ { found = 1; exit } END { exit !found }' "$work/play.cast"; do
    [ $SECONDS -lt $deadline ] || fail "no redraw after the resize"
    sleep 0.05   # poll interval, not a timing assumption
done
tmux -L "$sock" send-keys -t m q
wait_for 'EXIT='
screen | grep -q 'EXIT=0' || fail "play --cast: $(screen | grep EXIT)"
tmux -L "$sock" kill-server
read -r outputs resizes duration width height < <(check_cast "$work/play.cast")
[ "$width $height $resizes" = "100 30 1" ] && [ "$outputs" -gt 3 ] || fail "play's cast: ${width}x$height, $outputs events, $resizes resizes"
grep -q '"r", "80x24"' "$work/play.cast" || fail "no resize event 80x24"
grep -q '"timestamp": [0-9]' "$work/play.cast" && grep -q '"TERM": "xterm-256color"' "$work/play.cast" || fail "header: $(head -1 "$work/play.cast")"
echo "play --cast: ${width}x$height, $outputs output events over $duration s, a resize event to 80x24"

# replay of a 10 s cast: space pauses (the picture holds), q quits and restores the terminal.
"$bin" render --frames 300 --terminal 100x30 --source synthetic:plasma --out "$work/long.cast"
start pause 100 30 "env TERM=xterm-256color $bin replay long.cast"
wait_for '▀'
tmux -L "$sock" send-keys -t m ' '
sleep 0.3   # let a frame that was already on its way land before the picture is compared
before=$(tmux -L "$sock" capture-pane -t m -e -p | md5sum)
sleep 1     # a second without input: a paused replay draws nothing
[ "$(tmux -L "$sock" capture-pane -t m -e -p | md5sum)" = "$before" ] || fail "the picture moved while paused"
screen | grep -q 'EXIT=' && fail "the replay ended before it was paused"
tmux -L "$sock" send-keys -t m ' '
deadline=$((SECONDS + 30))
until [ "$(tmux -L "$sock" capture-pane -t m -e -p | md5sum)" != "$before" ]; do
    [ $SECONDS -lt $deadline ] || fail "the picture did not move after resuming"
    sleep 0.05   # poll interval, not a timing assumption
done
tmux -L "$sock" send-keys -t m q
wait_for 'EXIT='
screen | grep -q 'EXIT=0' || fail "replay: $(screen | grep EXIT)"
check_restored "replay"
tmux -L "$sock" kill-server
echo "replay long.cast: space pauses and resumes, q quits, the terminal restored ($modes)"

# replay of play's cast, and of an .ans at --fps, to their ends: they end by themselves, status 0.
start playcast 100 30 "env TERM=xterm-256color $bin replay play.cast"
wait_for 'EXIT=0'
tmux -L "$sock" kill-server
start ans 80 24 "env TERM=xterm-256color $bin replay --fps 60 a.ans"
wait_for 'EXIT=0'
tmux -L "$sock" kill-server
echo "replay play.cast and a.ans: end by themselves with status 0"

if command -v asciinema >/dev/null && command -v script >/dev/null; then
    script -q -e -c "asciinema play -i 0.05 '$work/play.cast' > '$work/play.out'" /dev/null </dev/null \
        || fail "asciinema play refused play's cast"
    grep -q 'gen ' "$work/play.out" || fail "asciinema play did not show play's status line"
    echo "asciinema play plays play's cast to its end (status line shown)"
else
    echo "skipped: cast: asciinema or script is not installed, so asciinema play was not tried"
fi

# A hostile cast: a title, a clipboard write (OSC 52), the alternate screen,
# mouse reporting, a scroll region, a device query and a reset, among text.
# The replay shows the text; afterwards the pane has its own title, no
# clipboard buffer, and the modes it had.
printf '%s\n' '{"version": 2, "width": 80, "height": 24}' \
    '[0.0, "o", "\u001b]0;pwned-title\u0007\u001b]52;c;cHduZWQ=\u0007\u001b[?1049h\u001b[?1000h\u001b[?1006h\u001b[3;5r"]' \
    '[0.1, "o", "\u001b[6n\u001b[c\u001bc\u001b[2;3Hhostile-visible\u009b31m\u001bP+q544e\u001b\\"]' \
    '[3.0, "o", " end"]' >"$work/hostile.cast"
start hostile 100 30 "env TERM=xterm-256color $bin replay hostile.cast"
title=$(tmux -L "$sock" display -p -t m '#{pane_title}')
wait_for 'hostile-visible'
wait_for 'EXIT='
screen | grep -q 'EXIT=0' || fail "replay of the hostile cast: $(screen | grep EXIT)"
check_restored "the hostile cast"
now=$(tmux -L "$sock" display -p -t m '#{pane_title}')
[ "$now" = "$title" ] && [ "$now" != pwned-title ] || fail "the hostile cast set the title: '$now' (was '$title')"
[ -z "$(tmux -L "$sock" list-buffers 2>/dev/null)" ] || fail "the hostile cast wrote the clipboard: $(tmux -L "$sock" list-buffers)"
tmux -L "$sock" kill-server
echo "replay hostile.cast: its text shown; title, clipboard (OSC 52), modes, queries and resets filtered out"

# SIGTERM during a replay: status 143 and the terminal restored.
start term 100 30 "env TERM=xterm-256color $bin replay long.cast"
wait_for '▀'
replayer=$(pgrep -P "$(tmux -L "$sock" display -p -t m '#{pane_pid}')")
kill -TERM "$replayer"
wait_for 'EXIT='
screen | grep -q 'EXIT=143' || fail "replay after SIGTERM: $(screen | grep EXIT)"
check_restored "SIGTERM"
tmux -L "$sock" kill-server
echo "replay and SIGTERM: status 143, the terminal restored ($modes)"

printf '{"version": 2, "width": 80, "height": 24}\n[0.1, "o"]\n' >"$work/bad.cast"
rc=0; "$bin" replay "$work/bad.cast" 2>"$work/err" </dev/null || rc=$?
[ "$rc" -eq 65 ] && [ "$(cat "$work/err")" = "lifecam replay: $work/bad.cast: line 2: not an event [time, type, data]" ] \
    || fail "a broken cast: exit $rc: $(cat "$work/err")"
rc=0; "$bin" replay "$work/none.cast" 2>"$work/err" </dev/null || rc=$?
[ "$rc" -eq 66 ] || fail "a missing cast: exit $rc: $(cat "$work/err")"
echo "broken cast 65, missing 66, one line each"
echo "cast: ok"
