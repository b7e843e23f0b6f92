#!/usr/bin/env bash
# `lifecam render` from the outside: same options → same bytes for every
# output kind; ffmpeg reads the Y4M and the PNGs; a y4m FIFO fed by ffmpeg
# works as a source; pattern files are read; progress appears only on a terminal.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=.build/debug/lifecam
[ -x "$bin" ] || swift build >/dev/null
bin=$(realpath "$bin")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
render() { "$bin" render --frames 12 --seed 5 --pattern acorn "$@"; }

render --size 160x90 --cell 5 --out "$work/a.y4m" 2>"$work/err"
render --size 160x90 --cell 5 --out "$work/b.y4m"
cmp -s "$work/a.y4m" "$work/b.y4m" || fail "two renders of the same Y4M differ"
[ ! -s "$work/err" ] || fail "stderr not empty without a terminal: $(cat "$work/err")"
frames=$(ffprobe -v error -count_frames -show_entries stream=nb_read_frames -of csv=p=0 "$work/a.y4m" </dev/null)
[ "$frames" -eq 12 ] || fail "ffprobe read $frames frames, not 12"
echo "y4m: 12 frames, identical twice, ffprobe agrees"

render --size 64x48 --cell 4 --palette hsv --out "$work/p1/"
render --size 64x48 --cell 4 --palette hsv --out "$work/p2/"
diff -r "$work/p1" "$work/p2" >/dev/null || fail "two PNG renders differ"
ffmpeg -nostdin -v error -xerror -i "$work/p1/frame-%06d.png" -f null - || fail "ffmpeg cannot read the PNG frames"
echo "png: $(ls "$work/p1" | wc -l) frames, identical twice, ffmpeg reads them"

render --terminal 60x20 --out "$work/a.ans"
render --terminal 60x20 --out "$work/b.ans"
cmp -s "$work/a.ans" "$work/b.ans" || fail "two .ans renders differ"
echo "ans: $(stat -c %s "$work/a.ans") bytes, identical twice"

printf '#N blinker\nx = 3, y = 1, rule = B3/S23\n3o!\n' >"$work/blinker.rle"
"$bin" render --frames 3 --size 40x40 --pattern "$work/blinker.rle" --out "$work/blinker.y4m"
if "$bin" render --frames 3 --size 40x40 --pattern "$work/missing.rle" --out "$work/m.y4m" 2>"$work/err"; then
    fail "a missing pattern file rendered"
fi
grep -q "missing.rle" "$work/err" || fail "unclear message: $(cat "$work/err")"
[ ! -e "$work/m.y4m" ] || fail "a failed render left its output behind"
echo "pattern files: read; a missing one is one clear line"

mkfifo "$work/fifo"
ffmpeg -nostdin -v error -f lavfi -i testsrc2=size=320x240:rate=30 -frames:v 30 -f yuv4mpegpipe -pix_fmt yuv420p - >"$work/fifo" 2>/dev/null &
feeder=$!
"$bin" render --frames 30 --size 160x120 --source "y4m:$work/fifo" --out "$work/fifo.y4m"
# The render stops reading once it has frame 30; ffmpeg may see the pipe close.
wait "$feeder" || true
frames=$(ffprobe -v error -count_frames -show_entries stream=nb_read_frames -of csv=p=0 "$work/fifo.y4m" </dev/null)
[ "$frames" -eq 30 ] || fail "FIFO render has $frames frames"
echo "y4m FIFO from ffmpeg: rendered 30 frames"

script -qec "$bin render --frames 20 --size 64x36 --out $work/tty.y4m" /dev/null >"$work/tty.out"
grep -q "20/20 frames" "$work/tty.out" || fail "no progress line on a terminal: $(cat -v "$work/tty.out")"
echo "progress: shown on a terminal"
echo "render: ok"
