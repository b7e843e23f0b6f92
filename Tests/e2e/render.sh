#!/usr/bin/env bash
# `lifecam render` from the outside: same options → same bytes for every
# output kind; ffmpeg (when installed) reads the Y4M and the PNGs; a y4m FIFO
# works as a source; pattern files are read; progress appears only on a terminal.
source "$(dirname "$0")/preamble.bash"
have_ffmpeg() { command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null; }
# Frames in a Y4M file of WxH 4:2:0 pictures, from its size.
y4m_frames() {
    local size header
    size=$(stat -c %s "$1"); header=$(head -n 1 "$1" | wc -c)
    echo $(( (size - header) / (6 + $2 * $3 + 2 * (($2 + 1) / 2) * (($3 + 1) / 2)) ))
}
render() { "$bin" render --frames 12 --seed 5 --pattern acorn "$@"; }

render --size 160x90 --cell 5 --out "$work/a.y4m" 2>"$work/err"
render --size 160x90 --cell 5 --out "$work/b.y4m"
cmp -s "$work/a.y4m" "$work/b.y4m" || fail "two renders of the same Y4M differ"
[ ! -s "$work/err" ] || fail "stderr not empty without a terminal: $(cat "$work/err")"
[ "$(y4m_frames "$work/a.y4m" 160 90)" -eq 12 ] || fail "the Y4M does not hold 12 frames"
if have_ffmpeg; then
    frames=$(ffprobe -v error -count_frames -show_entries stream=nb_read_frames -of csv=p=0 "$work/a.y4m" </dev/null)
    [ "$frames" -eq 12 ] || fail "ffprobe read $frames frames, not 12"
    echo "y4m: 12 frames, identical twice, ffprobe agrees"
else
    echo "y4m: 12 frames, identical twice"
    echo "skipped: render: ffprobe is not installed, so the y4m frames were not cross-checked with it"
fi

render --size 64x48 --cell 4 --palette hsv --out "$work/p1/"
render --size 64x48 --cell 4 --palette hsv --out "$work/p2/"
diff -r "$work/p1" "$work/p2" >/dev/null || fail "two PNG renders differ"
[ "$(ls "$work/p1" | wc -l)" -eq 12 ] || fail "not 12 PNG frames"
if have_ffmpeg; then
    ffmpeg -nostdin -v error -xerror -i "$work/p1/frame-%06d.png" -f null - || fail "ffmpeg cannot read the PNG frames"
fi
echo "png: 12 frames, identical twice"

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

# A pattern that names no grid runs on Golly's unbounded plane: Gosper's gun at generation
# 1000 (the SVG of the last of 11 frames at 100 generations a second, 1 a second) has bgolly's
# cells (213: the gun and its gliders, which fly off instead of coming round and wrecking it).
"$bin" run --pattern gosper-glider-gun --generations 0 --output "$work/gun.rle" --json >/dev/null
"$bin" render --pattern "$work/gun.rle" --frames 11 --fps 1 --speed 100 --size 1200x1200 --cell 2 --out "$work/gun.svg"
shown=$(grep -c '<use ' "$work/gun.svg")
want=213
if command -v bgolly >/dev/null; then
    (cd "$work" && bgolly -a QuickLife -m 1000 -o gun-1000.rle gun.rle >/dev/null 2>&1)
    want=$("$bin" run --pattern "$work/gun-1000.rle" --generations 0 --json | sed 's/.*"population":\([0-9]*\).*/\1/')
else
    echo "skipped: render: bgolly is not installed, so the gun was compared with its known figure (213 cells)"
fi
[ "$shown" -eq "$want" ] || fail "the gun on the plane at generation 1000 shows $shown cells, bgolly has $want"
echo "plane: Gosper's gun at generation 1000 has bgolly's $want cells"

# Unreasonable Y4M headers are refused at once (exit 65), and no output is made:
# an absurd frame rate once made the render decode frames for ever (timeout guards a hang).
y4m_refused() {
    local name=$1 header=$2 want=$3 rc=0
    { printf '%b' "$header"; printf 'FRAME\n'; head -c 24 /dev/zero; } >"$work/$name.y4m"
    timeout 20 "$bin" render --frames 3 --size 32x18 --source "y4m:$work/$name.y4m" --out "$work/$name-out.y4m" 2>"$work/err" || rc=$?
    [ "$rc" -eq 65 ] || fail "$name: exit $rc, wanted 65: $(cat "$work/err")"
    [ "$(cat "$work/err")" = "lifecam render: y4m:$work/$name.y4m: $want" ] || fail "$name: $(cat "$work/err")"
    [ ! -e "$work/$name-out.y4m" ] || fail "$name: a refused render left its output"
}
range="is out of range: it must be from F1:3600 (one frame an hour) to F1000:1 (1000 fps)"
y4m_refused fps 'YUV4MPEG2 W4 H4 F2147483648:1 C420jpeg\n' "bad YUV4MPEG2 header: frame rate F2147483648:1 (2147483648 fps) $range"
y4m_refused fps2 'YUV4MPEG2 W4 H4 F100000000:1\n' "bad YUV4MPEG2 header: frame rate F100000000:1 (100000000 fps) $range"
y4m_refused crlf 'YUV4MPEG2 W4 H4 F30:1 C420jpeg\r\n' \
    'bad YUV4MPEG2 header: the header line ends in a Windows CR LF; YUV4MPEG2 lines end in a single LF (\n)'
y4m_refused aspect 'YUV4MPEG2 W4 H4 F30:1 A1:100000\n' \
    'bad YUV4MPEG2 header: pixel aspect A1:100000 is out of range: it must be A0:0 (unknown) or N:D from 1:16 to 16:1, N and D at most 65535'
echo "y4m headers: absurd frame rate, aspect and CR LF refused at once with exit 65, no output"

# A FIFO fed by a slow writer (a clip of 30 frames at 30 fps), as ffmpeg would feed it.
"$bin" render --frames 30 --size 64x48 --source synthetic:bars --out "$work/clip.y4m"
mkfifo "$work/fifo"
(head -c 30000 "$work/clip.y4m"; cat "$work/clip.y4m" | tail -c +30001) >"$work/fifo" &
feeder=$!
"$bin" render --frames 30 --size 160x120 --source "y4m:$work/fifo" --out "$work/fifo.y4m"
# The render stops reading once it has the frame for its last time; the writer may see the pipe close.
wait "$feeder" || true
[ "$(y4m_frames "$work/fifo.y4m" 160 120)" -eq 30 ] || fail "the FIFO render does not hold 30 frames"
echo "y4m FIFO: rendered 30 frames"

# SIGHUP in the middle of a long render: it stops at a frame boundary, closes
# the file, says how many frames it holds, and ends killed by the signal.
"$bin" render --size 1920x1080 --frames 100000 --out "$work/big.y4m" 2>"$work/err" &
renderer=$!
frame=$((6 + 1920 * 1080 * 3 / 2))
deadline=$((SECONDS + 60))
until [ -f "$work/big.y4m" ] && [ "$(stat -c %s "$work/big.y4m")" -gt $((2 * frame)) ]; do
    [ $SECONDS -lt $deadline ] || { kill "$renderer"; fail "the large render wrote no 2 frames in 60 s"; }
    sleep 0.05   # poll interval, not a timing assumption
done
kill -HUP "$renderer"
status=0; wait "$renderer" || status=$?
[ "$status" -eq 129 ] || fail "render after SIGHUP exited $status, not 129"
size=$(stat -c %s "$work/big.y4m"); header=$(head -n 1 "$work/big.y4m" | wc -c)
k=$(( (size - header) / frame ))
[ $(( (size - header) % frame )) -eq 0 ] || fail "a partial frame: $size bytes = $header + $k x $frame + $(( (size - header) % frame ))"
[ "$k" -gt 0 ] || fail "no frame kept"
[ "$(cat "$work/err")" = "lifecam render: interrupted by SIGHUP: $k of 100000 frames written to $work/big.y4m" ] \
    || fail "stderr after SIGHUP: $(cat "$work/err")"
if have_ffmpeg; then
    frames=$(ffprobe -v error -count_frames -show_entries stream=nb_read_frames -of csv=p=0 "$work/big.y4m" </dev/null)
    [ "$frames" -eq "$k" ] || fail "ffprobe read $frames frames, not $k"
    echo "SIGHUP: exit 129, $k whole frames ($size bytes), one line saying so, ffprobe agrees"
else
    echo "SIGHUP: exit 129, $k whole frames ($size bytes), one line saying so"
    echo "skipped: render: ffprobe is not installed, so the interrupted y4m was not cross-checked with it"
fi
rm -f "$work/big.y4m"

script -qec "$bin render --frames 20 --size 64x36 --out $work/tty.y4m" /dev/null >"$work/tty.out"
grep -q "20/20 frames" "$work/tty.out" || fail "no progress line on a terminal: $(cat -v "$work/tty.out")"
echo "progress: shown on a terminal"
echo "render: ok"
