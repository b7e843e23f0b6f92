#!/usr/bin/env bash
# Every command against a hostile environment: standard error full or closed
# (a message never crashes, the status still says what failed), standard
# output full or closed (74 with a message), an absurd argument count, a
# negative size, `play` without a terminal or with a terminal that cannot
# address the cursor (69, nothing created), and the one exit-status table
# (an existing output is 73 for play --record and render alike).
set -u
BIN=${LIFECAM:-.build/debug/lifecam}
[ -x "$BIN" ] || { echo "streams: $BIN is not built (swift build first)"; exit 1; }
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
TMP=$(mktemp -d)
SOCK="lifecam-streams-$$"
trap 'tmux -L "$SOCK" kill-server 2>/dev/null; rm -rf "$TMP"' EXIT
cd "$TMP"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ok() { echo "ok - $*"; }

# status CMD...: runs CMD, prints its exit status (never a signal's crash number unnoticed).
status() { "$@"; echo $?; }

# 1. A message to a standard error that cannot take it: no crash (SIGILL is 132), the status says what failed.
s=$(status "$BIN" run --pattern no-such-pattern 2>/dev/full)
[ "$s" = 66 ] && ok "stderr full: exit 66, no crash" || fail "stderr full: exit $s, wanted 66"
s=$(status "$BIN" run --pattern no-such-pattern 2>&-)
[ "$s" = 66 ] && ok "stderr closed: exit 66, no crash" || fail "stderr closed: exit $s, wanted 66"
s=$(status "$BIN" render --out x.y4m --fps 0 2>&-)
[ "$s" = 64 ] && ok "render usage error with stderr closed: exit 64" || fail "render with stderr closed: exit $s, wanted 64"

# 2. Standard output that fails: 74 and one line saying so.
"$BIN" run --pattern glider --json >/dev/full 2>err; s=$?
[ "$s" = 74 ] && grep -qx "lifecam run: cannot write to standard output: No space left on device" err \
  && ok "stdout full: exit 74, one line" || fail "stdout full: exit $s: $(cat err)"
"$BIN" run --pattern glider --json >&- 2>err; s=$?
[ "$s" = 74 ] && grep -qx "lifecam run: cannot write to standard output: it is closed" err \
  && ok "stdout closed: exit 74, one line" || fail "stdout closed: exit $s: $(cat err)"
"$BIN" --help >/dev/full 2>err; s=$?
[ "$s" = 74 ] && [ "$(wc -l <err)" -eq 1 ] && ok "help to a full stdout: exit 74" || fail "help to a full stdout: exit $s: $(cat err)"
"$BIN" devices >/dev/full 2>err; s=$?
[ "$s" = 74 ] && ok "devices to a full stdout: exit 74" || fail "devices to a full stdout: exit $s: $(cat err)"

# 13. Absurd argument counts are refused at once (parsing is quadratic in repeated options).
args=(); for _ in $(seq 20000); do args+=(--json); done
start=$SECONDS
"$BIN" run "${args[@]}" >out 2>err; s=$?
[ "$s" = 64 ] && grep -qx "lifecam: 20001 arguments are too many; lifecam takes at most 1000" err && [ $((SECONDS - start)) -le 5 ] \
  && ok "20001 arguments: refused at once, exit 64" || fail "20001 arguments: exit $s after $((SECONDS - start)) s: $(cat err)"

# 12. A negative size reaches the size check instead of reading as an option.
"$BIN" run --pattern glider --size -5x5 >out 2>err; s=$?
[ "$s" = 64 ] && grep -qx "lifecam run: the value '-5x5' is invalid for '--size <WxH>': not a size: give WIDTHxHEIGHT in whole numbers, e.g. 256x256 (lifecam run --help lists the options)" err \
  && ok "--size -5x5: says what is wrong and what is right" || fail "--size -5x5: exit $s: $(cat err)"

# 12. A file that cannot be read is named, with the system's reason, not Foundation's error codes.
"$BIN" run --pattern /proc/self/mem >out 2>err; s=$?
[ "$s" = 66 ] && grep -qx "lifecam run: cannot read /proc/self/mem: Input/output error" err \
  && ok "an unreadable pattern: 66 in the system's words" || fail "unreadable pattern: exit $s: $(cat err)"
"$BIN" render --source y4m:/proc/self/mem --out mem.y4m --frames 2 >out 2>err; s=$?
[ "$s" = 66 ] && grep -qx "lifecam render: y4m:/proc/self/mem: cannot read it: Input/output error" err && [ ! -e mem.y4m ] \
  && ok "an unreadable video: 66 in the system's words, no output" || fail "unreadable video: exit $s: $(cat err)"

# 8. play without a terminal: 69, and --record creates nothing.
setsid "$BIN" --source none --record new.y4m </dev/null >out 2>err; s=$?
[ "$s" = 69 ] && [ ! -e new.y4m ] && grep -q "no controlling terminal" err \
  && ok "play with no terminal: exit 69, no file created" || fail "play with no terminal: exit $s, $(ls) $(cat err)"

# 16. An existing output is the same failure, and the same status, for play --record and render.
echo keep >taken.y4m
"$BIN" render --out taken.y4m --frames 1 >out 2>err; render_status=$?
tmux -L "$SOCK" -f /dev/null new-session -d -s play -x 80 -y 24 -c "$TMP" \
  "env TERM=xterm-256color $BIN --source none --record taken.y4m 2>play.err; echo \$? >play.status"
for _ in $(seq 100); do [ -s play.status ] && break; sleep 0.1; done
play_status=$(cat play.status 2>/dev/null)
[ "$render_status" = 73 ] && [ "$play_status" = 73 ] && [ "$(cat taken.y4m)" = keep ] \
  && ok "an existing output: 73 from render and from play --record, untouched" \
  || fail "existing output: render $render_status, play $play_status, content $(cat taken.y4m)"
grep -q "taken.y4m already exists; lifecam never overwrites" play.err || fail "play --record message: $(cat play.err)"

# 9. A terminal that cannot move the cursor: refused at once with 69, the terminal left as it was.
tmux -L "$SOCK" -f /dev/null new-session -d -s dumb -x 80 -y 24 -c "$TMP" \
  "env TERM=dumb $BIN --source none 2>dumb.err; echo \$? >dumb.status"
for _ in $(seq 100); do [ -s dumb.status ] && break; sleep 0.1; done
[ "$(cat dumb.status 2>/dev/null)" = 69 ] && grep -q "the terminal type dumb cannot move the cursor" dumb.err \
  && ok "TERM=dumb: refused with 69 and a message" || fail "TERM=dumb: status $(cat dumb.status 2>/dev/null): $(cat dumb.err)"

[ $fails -eq 0 ] && echo "streams: all passed" || { echo "streams: $fails failed"; exit 1; }
