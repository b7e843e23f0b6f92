#!/usr/bin/env bash
# End-to-end test of the terminal app in a real terminal: lifecam runs in a
# detached tmux (private socket, no user config) with TERM=xterm-256color so
# ncurses decodes SGR mouse reports. Clicks are raw SGR sequences; what the
# screen shows is read back with `capture-pane -e`; terminal modes with
# `display -p`. Every wait polls for a condition with a deadline: no sleeps
# for timing.
set -euo pipefail
cd "$(dirname "$0")/../.."

BIN=${LIFECAM:-$(swift build --show-bin-path)/lifecam}
[ -x "$BIN" ] || { echo "tui.sh: $BIN not built (run swift build)"; exit 1; }
WORK=$(mktemp -d)
SOCKETS=()
cleanup() {
    for s in "${SOCKETS[@]}"; do tmux -L "$s" kill-server 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

fail() { echo "FAIL: $*"; echo "--- status line:"; screen | tail -1 || true; exit 1; }
pass() { echo "ok - $*"; }

# start NAME COLS ROWS ARGS...: a fresh tmux server running lifecam; when it
# exits the pane prints EXIT=status and keeps the modes it left behind.
start() {
    SOCK="lifecam-e2e-$$-$1"; shift
    SOCKETS+=("$SOCK")
    local cols=$1 rows=$2; shift 2
    PIDFILE="$WORK/$SOCK.pid"
    tmux -L "$SOCK" -f /dev/null new-session -d -s m -c "$WORK" -x "$cols" -y "$rows" "$(app_command "$@")"
}
# app_command ARGS...: the pane's command line: lifecam (its pid in $PIDFILE),
# then EXIT=status and a cat that keeps the pane and its modes alive. Half
# blocks unless BLITTER says otherwise: the checks read cells as '▀' pairs.
app_command() {
    echo "sh -c 'echo \$\$ > $PIDFILE; exec \"\$0\" \"\$@\"' env HOME=$WORK TERM=${APP_TERM:-xterm-256color} COLORTERM=truecolor $BIN --blitter ${BLITTER:-half} $*; echo EXIT=\$?; exec cat"
}
# respawn ARGS...: lifecam again in the current server's pane (cheaper than a new server).
respawn() {
    PIDFILE="$WORK/$SOCK.$RANDOM.pid"
    t respawn-pane -k -t m "$(app_command "$@")"
}
t() { tmux -L "$SOCK" "$@"; }
screen() { t capture-pane -t m -p; }
flags() { t display -p -t m '#{alternate_on} #{mouse_any_flag} #{mouse_all_flag} #{mouse_sgr_flag} #{cursor_flag}'; }
# opost [WINDOW]: the pane's tty output processing, "opost" or "-opost" (lifecam turns it off while it runs).
opost() { stty -F "$(t display -p -t "m${1:+:$1}" '#{pane_tty}')" -a | grep -Eo -- '(^| )-?opost( |$)' | tr -d ' '; }

# wait_for REGEX [SECONDS], wait_until 'shell condition' [SECONDS]
source Tests/e2e/waits.bash

# status FIELD: a number from the status line, e.g. `status pop`.
status() { screen | grep -Eo "$1 [0-9]+" | tail -1 | awk '{print $2}'; }

# row_colours ROW (0-based): the colours each cell on that row shows, one
# "upper/lower" per line, from `capture-pane -e -N` (trailing spaces kept).
# The renderer picks ' ', '▀', '▄' or '█', so the glyph says which of
# foreground and background each half shows.
row_colours() {
    t capture-pane -t m -e -N -p -S "$1" -E "$1" | python3 -c '
import re, sys
line = sys.stdin.read().rstrip("\n")
fg = bg = "default"; i = 0
while i < len(line):
    m = re.match(r"\x1b\[([0-9;:]*)m", line[i:])
    if not m:
        ch = line[i]
        upper, lower = {"\u2580": (fg, bg), "\u2584": (bg, fg), "\u2588": (fg, fg)}.get(ch, (bg, bg))
        print(upper + "/" + lower); i += 1; continue
    p = [int(v) if v else 0 for v in re.split("[;:]", m.group(1))]
    j = 0
    while j < len(p):
        v = p[j]
        if v == 0: fg = bg = "default"
        elif v in (38, 48) and j + 1 < len(p) and p[j + 1] in (2, 5):
            n = 3 if p[j + 1] == 2 else 1
            c = ",".join(map(str, p[j + 2:j + 2 + n])); j += 1 + n
            if v == 38: fg = c
            else: bg = c
        elif v == 39: fg = "default"
        elif v == 49: bg = "default"
        j += 1
    i += m.end()
'
}
colour() { row_colours "$2" | sed -n "$(($1 + 1))p"; }
# glyph_at COL ROW (0-based): the character shown there.
glyph_at() { screen | sed -n "$(($2 + 1))p" | python3 -c "import sys; l = sys.stdin.read().rstrip('\n'); print(l[$1] if len(l) > $1 else ' ')"; }
# lit_count ROW: cells on the row showing anything but black or the default colours.
lit_count() { row_colours "$1" | grep -Evc '^(0,0,0/0,0,0|default/default)$' || true; }
# lit COL ROW: whether that cell shows anything but black (or the default colours).
lit() { case "$(colour "$1" "$2")" in "" | "0,0,0/0,0,0" | "default/default") return 1 ;; *) return 0 ;; esac; }

# Mouse reports at COL ROW (1-based, as SGR sends them); each its own write.
press()   { t send-keys -t m -l $'\e[<0;'"$1;$2M"; }
motion()  { t send-keys -t m -l $'\e[<32;'"$1;$2M"; }
release() { t send-keys -t m -l $'\e[<0;'"$1;$2m"; }
rpress()  { t send-keys -t m -l $'\e[<2;'"$1;$2M"; }
rmotion() { t send-keys -t m -l $'\e[<34;'"$1;$2M"; }
rrelease(){ t send-keys -t m -l $'\e[<2;'"$1;$2m"; }
# click_lights COL ROW POP: a click (1-based) that makes the population POP and lights the cell under it.
click_lights() {
    press "$1" "$2"; wait_for "pop $3 "; release "$1" "$2"
    wait_until "lit $(($1 - 1)) $(($2 - 1))"
}
# quit_restored: q exits with status 0 and leaves every mode as it was.
quit_restored() {
    t send-keys -t m q
    wait_for "EXIT=0"
    [ "$(flags)" = "0 0 0 0 1" ] || fail "modes after q: $(flags)"
    [ "$(opost)" = "opost" ] || fail "tty output processing after q: $(opost), want opost"
}

# ---------------------------------------------------------------- play
# Over white video (--source none): dead cells black, so a cell is lit when
# its colour is not black (over a picture the default look shows the video
# dimmed in dead cells).
start play 160 48 --source none --seed 1 --paused
wait_for "paused.*gen 0.*pop 0"
[ "$(flags)" = "1 1 1 1 0" ] || fail "modes while running: $(flags), want alt, mouse, every motion (1003, after 1002), sgr on, cursor off"
[ "$(opost)" = "-opost" ] || fail "tty output processing while running: $(opost), want -opost"
pass "starts paused on the alternate screen with SGR drag reporting, no cursor and the tty's output processing off"

# Cell size 2: terminal column c, row r (0-based) is Life cell (c/2, r).
# Row 46 is the control strip, row 47 the status line.
wait_until '[ "$(row_colours 45 | grep -c "0,0,0/0,0,0")" -eq 160 ]'
pass "the first frame paints the whole canvas black"
lit 40 10 && fail "cell at 40,10 lit before the click"
press 41 11; wait_for "pop 1 "; release 41 11
wait_until 'lit 40 10'
lit 41 10 || fail "both columns of a 2-wide cell light"
lit 42 10 && fail "the neighbouring cell lit too"
pass "a click toggles the cell under the pointer (colour $(colour 40 10))"

press 41 11; wait_for "pop 0 "; release 41 11
wait_until '! lit 40 10'
pass "a second click toggles it back and it goes dark at once"

# A fast drag: the terminal reports only a few points; every cell on the path must light.
press 21 31; motion 61 31; motion 61 40; release 61 40
wait_until '[ "$(status pop)" -eq 30 ]'
for c in $(seq 20 2 60); do lit "$c" 30 || fail "drag left a gap at column $c"; done
for r in $(seq 31 39); do lit 60 "$r" || fail "drag left a gap at row $r"; done
pass "a drag paints every cell on its path (pop $(status pop))"

rpress 31 31; rmotion 41 31; rrelease 41 31
wait_until '! lit 36 30'
for c in $(seq 30 2 40); do lit "$c" 30 && fail "right-drag left column $c alive"; done
pass "the right button erases along its path (pop $(status pop))"

t send-keys -t m ' '
wait_for "running"
wait_until '[ "$(status gen)" -ge 3 ]'
pass "space runs generations (gen $(status gen))"
t send-keys -t m ' '
wait_for "paused"

t send-keys -t m c
wait_for "pop 0 .*cleared"
wait_until '! lit 60 35'
pass "c clears the board and it goes dark"

t send-keys -t m l
wait_for "light mode"
wait_until 'lit 60 35'
t send-keys -t m l
wait_for "dark mode"
wait_until '! lit 60 35'
pass "l turns light mode on (an empty board shows the video) and off"

t send-keys -t m f
wait_for "video fits"
t send-keys -t m a
wait_for "colours drift"
t send-keys -t m o
wait_for "hue pulse every 6 s"
t send-keys -t m f a o
wait_for "hue pulse off"
pass "f, a and o switch fit, animated colours and the hue pulse"

t send-keys -t m r
wait_until '[ "$(status pop)" -gt 1000 ]'
# 30% of row 20's 80 cells alive, two columns each: about 48 of 160 columns lit.
wait_until '[ "$(lit_count 20)" -ge 20 ]'
pass "r fills the board at random (pop $(status pop), $(lit_count 20)/160 columns lit on row 20)"

before=$(lit_count 20)
t send-keys -t m '?'
wait_for "lifecam — keys"
screen | grep -q "random fill" || fail "help does not list r"
screen | grep -q "hue range" || fail "help does not list the hue range keys"
t send-keys -t m '?'
wait_until '! screen | grep -q "lifecam — keys"'
wait_until '[ "$(lit_count 20)" -eq "$before" ]'
pass "? shows and hides the help"

t send-keys -t m s
wait_for "snapshot .*lifecam-[0-9-]+\.png"
png=$(ls "$WORK"/lifecam-*.png)
[ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' ')" = "89504e470d0a1a0a" ] || fail "snapshot is not a PNG"
pass "s saves a PNG snapshot ($(basename "$png"))"

# R records an mp4 through ffmpeg where ffmpeg is on PATH, else Y4M, and says which.
t send-keys -t m R
if command -v ffmpeg >/dev/null; then kind=mp4 words="mp4 through ffmpeg"; else kind=y4m words="Y4M, uncompressed"; fi
wait_for "recording (\./)?lifecam-[0-9-]+\.$kind \($words"
wait_for "REC .* ([2-9]|[1-9][0-9]+) frames"   # two at least: "saved 1 frame" is singular
t send-keys -t m R
wait_for "saved [1-9][0-9]* frames"
recording=$(ls "$WORK"/lifecam-*.$kind)
if [ "$kind" = y4m ]; then
    head -c 9 "$recording" | grep -q YUV4MPEG2 || fail "recording is not YUV4MPEG2"
elif command -v ffprobe >/dev/null; then
    [ "$(ffprobe -v error -select_streams v:0 -show_entries stream=codec_name -of csv=p=0 "$recording")" = h264 ] || fail "the mp4 recording is not H.264"
fi
pass "R records ($kind, said in the status line) and stops ($(screen | grep -Eo 'saved [0-9]+ frames'))"

# The window never cuts the board: shrinking keeps every cell, growing shows them again.
pop=$(status pop)
t send-keys -t m v v   # a short message, so that the population shows at 40 columns
wait_for "video on"
t resize-window -t m -x 40 -y 12
wait_until '[ "$(screen | wc -l)" -eq 12 ] && screen | tail -1 | grep -q "pop $pop "'
t resize-window -t m -x 160 -y 48
wait_until '[ "$(screen | wc -l)" -eq 48 ] && screen | tail -1 | grep -q "gen 0 │ pop $pop "'
wait_until '[ "$(lit_count 20)" -eq "$before" ]'
pass "shrinking to 40x12 and growing back keeps every cell (pop $pop) and the picture"

t resize-window -t m -x 100 -y 30
wait_until '[ "$(screen | wc -l)" -eq 30 ] && screen | tail -1 | grep -q "pop "'
t send-keys -t m r
wait_until '[ "$(status pop)" -gt 300 ]'
wait_until '[ "$(row_colours 27 | wc -l)" -ge 99 ] && [ "$(row_colours 27 | sed -n 90,100p | grep -vc default)" -ge 9 ]'
t resize-window -t m -x 260 -y 50
wait_until 'screen | tail -1 | grep -q "pop "'
t send-keys -t m c
wait_for "pop 0 "
click_lights 251 21 1
pass "the canvas follows resizes; a click at column 251 (past 223) lands"

t resize-window -t m -x 12 -y 1
wait_for "^ *too small"
t resize-window -t m -x 200 -y 1    # still too small, but wide enough to show the last message
shots=$(ls "$WORK"/lifecam-*.png 2>/dev/null | wc -l)
t send-keys -t m s
wait_for "too small.*no snapshot: the terminal is too small"
t resize-window -t m -x 260 -y 50
wait_until 'screen | tail -1 | grep -q "pop 1 "'
wait_until 'lit 250 20'
[ "$(ls "$WORK"/lifecam-*.png 2>/dev/null | wc -l)" -eq "$shots" ] || fail "s while too small saved a snapshot later"
pass "a terminal too small to draw in gets a message, the board survives it, s says it cannot save"

quit_restored
pass "q quits with status 0 and restores the terminal"

# ---------------------------------------------------------------- signals
# Every signal whose default action ends the process (signal(7)), sent to a
# running lifecam mid-drag: it must exit killed by that signal (status 128+n)
# with the alternate screen, mouse modes, keypad and cursor restored, and no
# backtrace (Swift's backtracer would print one for QUIT, SEGV... and wait).
# One tmux server; a window per signal, a batch of windows at a time.
# modes_in WINDOW: alt screen, mouse (any, button, SGR, standard), keypad (cursor, application), cursor.
modes_in() { t display -p -t "m:$1" '#{alternate_on} #{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag} #{mouse_standard_flag} #{keypad_cursor_flag} #{keypad_flag} #{cursor_flag}'; }
screen_in() { t capture-pane -t "m:$1" -p; }
# signal_batch SIGNAL...: lifecam in a window per signal; once all run, each gets its signal.
signal_batch() {
    local sig n
    for sig in "$@"; do
        PIDFILE="$WORK/signal-$sig.pid"
        t new-window -d -n "s$sig" "$(app_command --source none --seed 1)"
    done
    for sig in "$@"; do wait_until "screen_in s$sig | grep -q running"; done
    for sig in "$@"; do
        t send-keys -t "m:s$sig" -l $'\e[<0;11;11M'; t send-keys -t "m:s$sig" -l $'\e[<32;15;11M'
        kill -"$sig" "$(cat "$WORK/signal-$sig.pid")"
    done
    for sig in "$@"; do
        n=$(kill -l "$sig")
        [[ $n =~ ^[0-9]+$ ]] || n=$sig   # `kill -l 34` names the signal instead
        wait_until "screen_in s$sig | grep -Eq 'EXIT=[0-9]+'"
        shown=$(screen_in "s$sig")
        grep -q "EXIT=$((128 + n))$" <<<"$shown" || fail "signal $sig: $(grep -Eo 'EXIT=[0-9]+' <<<"$shown"), want EXIT=$((128 + n))"
        [ "$(modes_in "s$sig")" = "0 0 0 0 0 0 0 1" ] || fail "modes after signal $sig: $(modes_in "s$sig")"
        [ "$(opost "s$sig")" = "opost" ] || fail "tty output processing after signal $sig: $(opost "s$sig")"
        grep -Eqi "crashed|backtrace" <<<"$shown" && fail "signal $sig printed a backtrace"
        t kill-window -t "m:s$sig"
    done
}
names="HUP INT QUIT ILL TRAP ABRT BUS FPE USR1 SEGV USR2 PIPE ALRM TERM STKFLT XCPU XFSZ VTALRM PROF IO PWR SYS"
start signals 120 40 --source none --paused
wait_for "paused"
set -- $names $(seq "$(kill -l RTMIN)" "$(kill -l RTMAX)")
total=$#
while [ $# -gt 0 ]; do
    count=$(($# < 9 ? $# : 9))
    signal_batch "${@:1:$count}"
    shift "$count"
done
t send-keys -t m:0 q
pass "$total signals ($names, RTMIN..RTMAX) each exit with 128+n and restore the terminal and its output processing (mid-drag), no backtrace"

# ---------------------------------------------------------------- stop and continue
# The pane's process group is orphaned (its shell leads the session), so the
# kernel discards the stop itself: what shows is the handler's round trip,
# terminal restored and curses re-entered, with the app working afterwards.
start stop 100 30 --source synthetic --seed 1 --paused
wait_for "paused.*pop 0 "
click_lights 41 11 1
kill -TSTP "$(cat "$PIDFILE")"
kill -CONT "$(cat "$PIDFILE")"
wait_until '[ "$(flags)" = "1 1 1 1 0" ]'
wait_until 'lit 40 10'
click_lights 61 11 2
# Ctrl-Z in this pane would stop nothing (the kernel discards a stop sent to
# an orphaned group) and no shell could say fg: lifecam says so and goes on.
t send-keys -t m C-z
wait_for "cannot suspend here"
[ "$(flags)" = "1 1 1 1 0" ] || fail "modes after a refused Ctrl-Z: $(flags)"
click_lights 41 21 3
quit_restored
pass "after SIGTSTP and SIGCONT the app is back: modes, canvas, clicks; q restores; Ctrl-Z there is refused with a message"

# ---------------------------------------------------------------- Ctrl-Z
# In raw mode Ctrl-Z is a byte, not a signal: lifecam stops itself as a job.
# An interactive shell (job control) shows it stopped with the terminal
# restored, and `fg` brings it back drawn again.
SOCK="lifecam-e2e-$$-ctrlz"; SOCKETS+=("$SOCK")
tmux -L "$SOCK" -f /dev/null new-session -d -s m -c "$WORK" -x 100 -y 30 "env HOME=$WORK PS1='ready\$ ' bash --norc --noprofile -i"
wait_for 'ready\$'
t send-keys -t m "TERM=xterm-256color COLORTERM=truecolor $BIN --blitter half --source synthetic --seed 1 --paused" Enter
wait_for "paused.*pop 0 "
click_lights 41 11 1
t send-keys -t m C-z
wait_for "Stopped"
[ "$(flags)" = "0 0 0 0 1" ] || fail "modes while stopped: $(flags)"
t send-keys -t m "fg" Enter
wait_until '[ "$(flags)" = "1 1 1 1 0" ]'
wait_until 'lit 40 10'
click_lights 61 11 2
# Ctrl-C is a key in play, like q: a normal end, status 0 (the exit table says so).
t send-keys -t m C-c
wait_until '[ "$(flags)" = "0 0 0 0 1" ]'
t send-keys -t m 'echo EXIT=$?' Enter
wait_for "EXIT=0"
# Nothing of lifecam is left on the shell's screen: no coloured cell, no
# status line (frames due at once after fg once went to it, before curses
# had taken the alternate screen back).
shell=$(t capture-pane -t m -e -p)
! grep -q $'\e\[[0-9;:]*[34]8[;:]' <<<"$shell" || fail "coloured cells left on the shell's screen: $(grep -c $'\e\[' <<<"$shell") lines"
! grep -Eq 'pop [0-9]|gen [0-9]' <<<"$shell" || fail "the status line left on the shell's screen"
[ "$(screen | grep -c 'ready\$')" -eq 4 ] || fail "the shell's screen is not the shell's alone: $(screen)"
pass "Ctrl-Z stops lifecam as a job with the terminal restored; fg brings it back (modes, canvas, clicks); Ctrl-C ends it with 0, the shell's screen as it was"

# ---------------------------------------------------------------- start-up options
start options 100 30 --source none --pattern glider --rule B3/S23 --paused --record "$WORK/start.y4m"
wait_for "paused.*pop 5 .*REC"
t send-keys -t m n
wait_for "gen 1 .*pop 5 "
t send-keys -t m q
wait_for "EXIT=0"
head -c 9 "$WORK/start.y4m" | grep -q YUV4MPEG2 || fail "--record wrote no Y4M stream"
[ "$(grep -c FRAME "$WORK/start.y4m")" -ge 1 ] || fail "--record wrote no frame"
pass "--pattern, --rule and --record PATH at start-up; n steps; q finishes the recording"

# ---------------------------------------------------------------- recording across resizes
# A recording keeps the size it started with: a folder of PNG frames whose
# every frame is 1000x560 (the canvas of 100x30 above the strip, 100x56, ×10 by default) while the terminal grows and
# shrinks; the status line drops less useful fields so ● REC stays in view.
start recresize 100 30 --source synthetic --seed 1 --record "$WORK/frames"
wait_for "running.*REC"
rec_files() { ls "$WORK/frames" | wc -l; }
# status_fits COLS: the status line is on the last row and cut to fit COLS (the app saw the size).
# One capture per look (a second capture could land mid-redraw); REC must be on it.
status_fits() {
    last=$(screen | tail -1)
    [[ $last == *running* ]] && [ "$(printf %s "$last" | LC_ALL=C.UTF-8 wc -m)" -lt "$1" ]
}
for size in "140 40" "60 20" "100 30"; do
    t resize-window -t m -x "${size% *}" -y "${size#* }"
    wait_until "status_fits ${size% *}"
    [[ $last == *"● REC"* ]] || fail "no REC in the status line at ${size/ /x}: $last"
    before=$(rec_files)
    wait_until '[ "$(rec_files)" -ge $((before + 10)) ]'
done
t send-keys -t m q
wait_for "EXIT=0"
n=$(ls "$WORK/frames" | wc -l)
[ "$n" -ge 30 ] || fail "only $n frames recorded"
sizes=$(for f in "$WORK"/frames/*.png; do od -An -tu1 -j16 -N8 "$f"; done | sort | uniq -c)
[ "$(echo "$sizes" | wc -l)" -eq 1 ] && echo "$sizes" | grep -Eq '0 +0 +3 +232 +0 +0 +2 +48$' \
    || fail "frames of other sizes than 1000x560: $sizes"
pass "a recording goes on across resizes at the size it started with ($n PNG frames, all 1000x560)"

# ---------------------------------------------------------------- tmux's own TERM
# Under TERM=tmux-256color ncurses would ask for X10 mouse reports, which stop
# at column 223; lifecam gives ncurses xterm-256color inside tmux instead.
APP_TERM=tmux-256color start tmuxterm 260 30 --source synthetic --seed 1 --paused
wait_for "paused.*pop 0 "
[ "$(flags)" = "1 1 1 1 0" ] || fail "modes under TERM=tmux-256color: $(flags), want SGR on"
click_lights 251 11 1
quit_restored
pass "under TERM=tmux-256color clicks past column 223 land (SGR), and q restores"

# ---------------------------------------------------------------- control strip
# 160x48: the strip is row 47 (1-based), above the status line; its hue ribbon
# spans columns 1..82 (360° over 82 columns, the keep-alive and floor fields at the end). Over white video (--source none)
# the cells show their own colours.
start strip 160 48 --source none --seed 1 --paused
wait_for "paused.*pop 0 "
wait_for "decay 0\.4 .*10/s .*pulse off"
pass "the control strip is shown above the status line at 48 rows"
t send-keys -t m r
wait_until '[ "$(status pop)" -gt 1000 ]'
for i in 1 2 3 4 5 6 7 8; do t send-keys -t m -l $'\e[<65;11;47M'; done
wait_for "hue range 0°"
# blue_row ROW: every lit cell on the row is blue (blue above twice red and twice green), and there are some.
blue_row() {
    row_colours "$1" | tr '/' '\n' | grep -v '^0,0,0$' | awk -F, 'NF == 3 { n++; if (!($3 > 2 * $1 && $3 > 2 * $2)) bad++ } END { exit !(n > 20 && bad == 0) }'
}
blue_row 20 && fail "row 20 blue before the click"
press 55 47; release 55 47           # 240° is two thirds of 82 columns: column 55, whose middle is 239°
wait_for "hue 239°"
wait_until 'blue_row 20'
pass "the wheel on the hue ribbon narrows the range; a click at blue turns the lit cells blue"
t send-keys -t m i
wait_for "control strip off"
wait_until '! screen | grep -q "pulse off"'
quit_restored
pass "i hides the strip"

# ---------------------------------------------------------------- kitty's TERM
# xterm-kitty's terminfo has only the X10 mouse, so ncurses would never ask for
# SGR reports; lifecam knows kitty has them (tmux does not answer the question
# for it), asks itself and decodes them: clicks past column 223 land.
APP_TERM=xterm-kitty start kitty 260 30 --source synthetic --seed 1 --paused
wait_for "paused.*pop 0 "
[ "$(flags)" = "1 1 1 1 0" ] || fail "modes under TERM=xterm-kitty: $(flags), want SGR on"
click_lights 251 11 1
pass "under TERM=xterm-kitty clicks past column 223 land (SGR asked for and decoded by lifecam)"

# The status bar is reversed across the whole row, not only behind its text.
t capture-pane -t m -e -N -p -S 29 -E 29 | python3 -c '
import re, sys
line = sys.stdin.read().rstrip("\n")
assert line.startswith("\x1b[7m"), "status row does not start reversed: %r" % line[:20]
rest = line[4:]
assert not re.search(r"\x1b\[(0|27)?m", rest), "reverse ends before the row does: %r" % rest
assert len(re.sub(r"\x1b\[[0-9;]*m", "", rest)) == 260, "reversed row is not 260 columns"
' || fail "status bar not reversed across the full width"
pass "the status bar spans the full width"
quit_restored

# ---------------------------------------------------------------- drawing: a brush, undo, saving the board
# A pulsar brush: moving the pointer with no button held (any-event reports,
# 1003) shows its ghost, a grey veil; a click stamps 48 cells where the ghost
# was; z takes them back, Z brings them again; S saves the board, which
# --pattern reads back to the same cells and `lifecam run` to the same world
# (80x38 Life cells: 40 rows less the status line and the control strip).
hover() { t send-keys -t m -l $'\e[<35;'"$1;$2M"; }
start drawing 160 40 --source none --paused --brush pulsar
wait_for "paused.*pop 0 .*brush pulsar"
[ "$(flags)" = "1 1 1 1 0" ] || fail "modes with a brush: $(flags), want every motion reported"
# Column 60, row 20 (0-based) is Life cell (30, 20): the pulsar's middle; its top row's first cell is (26, 14).
hover 61 21
wait_until '[ "$(colour 52 14)" = "105,105,105/105,105,105" ]'
lit 60 20 && fail "the pulsar's empty middle lit"
screen | tail -1 | grep -q "pop 0 " || fail "the ghost changed the board"
pass "a ghost of the brush follows the pointer with no button held (grey at $(colour 52 14))"
press 61 21; wait_for "pop 48 "; release 61 21
wait_until 'lit 52 14 && [ "$(colour 52 14)" != "105,105,105/105,105,105" ]'
t send-keys -t m z
wait_for "pop 0 .*undone: pulsar, 48 cells"
t send-keys -t m Z
wait_for "pop 48 .*redone: pulsar, 48 cells"
pass "a click stamps the pulsar's 48 cells where the ghost was; z takes them back, Z brings them again"
t send-keys -t m g
wait_for "brush pulsar turned 90°"
t send-keys -t m b
wait_for "brush glider: 3x3, 5 cells"
t send-keys -t m S
wait_for "board saved: .*lifecam-[0-9-]+\.rle \(48 cells, generation 0\)"
rle=$(ls "$WORK"/lifecam-*.rle)
pass "g turns the brush, b takes the next one, S saves the board ($(basename "$rle"))"
quit_restored
"$BIN" run --pattern "$rle" --json | grep -q '"width":80,"height":38,"topology":"torus","grid":":T80,38","generation":0,"population":48' \
    || fail "run reads the saved board differently: $("$BIN" run --pattern "$rle" --json)"
respawn --source none --paused --pattern "$rle"
wait_for "paused.*gen 0 .*pop 48 "
wait_until 'lit 52 14 && ! lit 60 20'
quit_restored
pass "--pattern reads the saved board back (48 cells where they were), and run reads the same 80x38 world"

# ---------------------------------------------------------------- a world larger than the view
ticker=/usr/share/golly/Patterns/Life/Guns/golly-ticker.rle
if [ -r "$ticker" ]; then
    start world 120 40 --source none --paused --pattern "$ticker"
    # Without --cell every cell starts in view: 2993 cells in 120 columns of a cell a pixel take 2^5 a pixel.
    wait_for "pop 5043 .*scale 1:2\\^5 .*on the plane: 0 cells outside"
    quit_restored
    respawn --source none --paused --cell 2 --pattern "$ticker"
    # With --cell 2 (the default cell in half blocks) as asked: it names no grid, so Golly's plane, the view (60x38 cells)
    # on its middle, at (1466,354) in Golly's coordinates. At 120 columns the status line keeps the start of
    # the message ("pattern loaded: 2993x747, …").
    wait_for "pop 5043 .*view 1466,354 on the plane: [0-9]+ cells outside │ pattern loaded: 2993x7"
    t send-keys -t m Left
    wait_for "view 1451,354 on the plane: [0-9]+ cells outside"
    t send-keys -t m Down
    wait_for "view 1451,363 on the plane"
    # Far beyond the pattern's left edge: the board grows to hold the view.
    for _ in $(seq 110); do t send-keys -t m Left; done
    wait_for "view -199,363 on the plane: 5043 cells outside"
    # F: 2993 cells across 120 pixels go on with HashLife, 2^5 cells a pixel; 0 comes back to the board as it started.
    t send-keys -t m F
    wait_for "pop 5,043 .*scale 1:2\\^5 .*at -?[0-9]+,-?[0-9]+"
    t send-keys -t m 0
    wait_for "gen 0 │ pop 5043 .*view 1466,354 on the plane: [0-9]+ cells outside │ back to generation 0"
    quit_restored
    pass "Golly's 2993x747 ticker loads whole (5043 cells) on Golly's plane, every cell in view at 1:2^5; with --cell 2 arrows pan a quarter view, past the pattern too; F fits it at 1:2^5 (HashLife), 0 goes back"
else
    echo "skipped: the ticker check needs golly's patterns ($ticker)"
fi

# ---------------------------------------------------------------- giants
# A Golly macrocell file plays with HashLife on the plane: fitted at start
# (scale 1:2^k), > doubles the step, the arrows pan, F fits again, 0 goes back
# to the file's first generation, a click zoomed out asks to zoom in.
galaxy=/usr/share/golly/Patterns/HashLife/metapixel-galaxy.mc.gz
if [ -f "$galaxy" ]; then
    start giant 160 30 --source none --paused --pattern "$galaxy"
    wait_for "paused │ gen 0 │ pop [0-9,]+ .*scale 1:2\\^10 .*at -1024,-1023"
    pop0=$(screen | grep -Eo "pop [0-9,]+" | tail -1)
    [ "$pop0" != "pop 0" ] || fail "the galaxy shows no live cells"
    [ "$(row_colours 14 | grep -Evc '^(0,0,0/0,0,0|default/default)$' || true)" -gt 0 ] || fail "nothing lit in the view's middle row"
    t send-keys -t m '>' '>' '>'
    wait_for "step 2\\^3 generations"
    t send-keys -t m n
    wait_for "gen 8 │"
    # Two quarters of a 160-pixel view at 2^10 cells a pixel: 81,920 cells right.
    t send-keys -t m Right Right
    wait_for "at 80896,-1023"
    t send-keys -t m F
    wait_for "at -1024,-1023 .*whole pattern in view"
    t send-keys -t m 0
    wait_for "gen 0 │ $pop0 .*back to generation 0"
    press 80 10; release 80 10
    wait_for "zoom in to edit"
    quit_restored
    pass "metapixel-galaxy.mc.gz plays on the plane: fitted at 1:2^10, > steps 2^3, arrows pan, F fits, 0 resets, a click zoomed out asks to zoom in"
else
    echo "skipped: the giant check needs golly's patterns ($galaxy)"
fi

# ---------------------------------------------------------------- blitters
# auto in a detached tmux: tmux drops octants (the probe's octant is 0 columns
# wide) and there is no outer terminal to draw sextants, so quadrants; t steps
# through what the terminal shows, and a click at the smallest cell (--cell 1
# becomes 2 in quadrants: a square cell two 1:2 quadrant pixels across and one
# down) lights the upper half of the character under it.
BLITTER=auto start blitters 220 30 --source none --paused --cell 1
wait_for "paused.*pop 0 .*quadrant"
case "$(t display -p -t m '#{pane_title}')" in *Gi=*) fail "the kitty question reached tmux's pane title" ;; esac
t send-keys -t m t
wait_for "blitter half"
t send-keys -t m t
wait_for "blitter quadrant"
press 41 11; wait_for "pop 1 "; release 41 11
wait_until '[ "$(glyph_at 40 10)" = "▀" ]'
pass "auto picks quadrants in tmux, t steps half/quadrant, a click lights one square cell, the upper half of a character (▀)"
quit_restored
screen | grep -q '[▘🬀]' && fail "the probe's test glyphs are left on the screen"
pass "the probe's test glyphs never reach the main screen"
BLITTER=octant respawn --source none --paused
wait_for "quadrant .*blitter octant: this terminal drops octants: quadrant glyphs instead"
quit_restored
pass "--blitter octant in tmux, which drops octants, plays quadrants and says so"
BLITTER=sixel respawn --source none --paused
wait_for "quadrant .*blitter sixel: tmux passes no pictures on: quadrant glyphs instead"
quit_restored
pass "--blitter sixel in tmux plays quadrants and says so"

echo "tui.sh: all passed"
