#!/usr/bin/env bash
# Video files out through an ffmpeg child, from the outside: `render --out
# clip.mp4|webm|mkv|gif` and `play --record clip.mp4` (also at
# `--record-size`, snapshots too) checked with ffprobe (size, frame count, rate); a missing ffmpeg is one line and status 69
# before anything is made; SIGTERM finishes the file with the frames rendered;
# a full disk (a private 200 KiB tmpfs) leaves nothing that looks complete.
source "$(dirname "$0")/preamble.bash"
sock="lifecam-video-$$"

# Without ffmpeg on PATH: status 69, one line, nothing created, nothing rendered.
rc=0
PATH=/nonexistent "$bin" render --frames 100000 --size 1920x1080 --out "$work/none.mp4" 2>"$work/err" || rc=$?
[ "$rc" -eq 69 ] || fail "render without ffmpeg exited $rc, not 69"
[ "$(cat "$work/err")" = "lifecam render: --out $work/none.mp4 needs ffmpeg, which is not installed (no ffmpeg on PATH); install it (Debian: apt-get install ffmpeg)" ] \
    || fail "unclear message: $(cat "$work/err")"
rc=0
PATH=/nonexistent "$bin" play --record "$work/none.webm" 2>"$work/err" </dev/null || rc=$?
[ "$rc" -eq 69 ] || fail "play --record x.webm without ffmpeg exited $rc, not 69: $(cat "$work/err")"
grep -q "needs ffmpeg" "$work/err" || fail "unclear message: $(cat "$work/err")"
rm "$work/err"
[ -z "$(ls -A "$work")" ] || fail "something was created: $(ls -A "$work")"
echo "no ffmpeg: exit 69 with one line, before anything is created"
# A Y4M file as a bare path needs no ffmpeg; a video file does (69), in play too.
"$bin" render --frames 5 --size 64x36 --out "$work/src.y4m"
mv "$work/src.y4m" "$work/take"
PATH=/nonexistent "$bin" render --frames 3 --size 32x18 --source "$work/take" --out "$work/from-take.y4m" \
    || fail "a Y4M file named without .y4m did not render without ffmpeg"
rc=0
PATH=/nonexistent "$bin" play --source "$work/take.mp4" 2>"$work/err" </dev/null || rc=$?
[ "$rc" -eq 69 ] && grep -q "needs ffmpeg" "$work/err" || fail "play --source x.mp4 without ffmpeg: exit $rc: $(cat "$work/err")"
rm -f "$work/take" "$work/from-take.y4m" "$work/err"
echo "sources without ffmpeg: a Y4M file by any name plays, a video file is exit 69"

if ! command -v ffmpeg >/dev/null || ! command -v ffprobe >/dev/null; then
    echo "skipped: video: ffmpeg or ffprobe is not installed, so no video file can be written or checked"
    exit 77
fi
probe() {
    ffprobe -v error -count_frames -select_streams v:0 \
        -show_entries stream=codec_name,width,height,r_frame_rate,nb_read_frames -of csv=p=0 "$1" </dev/null
}

# Video files as sources: a render from one repeats byte for byte; a missing
# file is 66, one ffmpeg cannot decode is 65, both in one line.
ffmpeg -nostdin -v error -f lavfi -i testsrc2=s=320x180:r=25 -t 2 -pix_fmt yuv420p "$work/clip.mov"
for n in 1 2; do "$bin" render --frames 40 --size 96x54 --source "$work/clip.mov" --out "$work/from-$n.y4m"; done
cmp -s "$work/from-1.y4m" "$work/from-2.y4m" || fail "two renders from the same mov differ"
rc=0; "$bin" render --frames 2 --source "$work/none.webm" --out "$work/x.y4m" 2>"$work/err" || rc=$?
[ "$rc" -eq 66 ] || fail "a missing video file: exit $rc: $(cat "$work/err")"
head -c 4000 /dev/urandom >"$work/bad.mp4"
rc=0; "$bin" render --frames 2 --source "$work/bad.mp4" --out "$work/x.y4m" 2>"$work/err" || rc=$?
[ "$rc" -eq 65 ] && [ "$(wc -l <"$work/err")" -eq 1 ] || fail "an undecodable file: exit $rc: $(cat "$work/err")"
[ ! -e "$work/x.y4m" ] || fail "a failed source left an output"
echo "video source: renders repeat; missing 66, undecodable 65: $(cat "$work/err")"
rm -f "$work"/from-*.y4m "$work/bad.mp4" "$work/err"
# A truncated mp4 (its index first, its frames cut half-way) decodes as far
# as it goes and ffmpeg exits 0: the render finishes and warns in one line.
ffmpeg -nostdin -v error -f lavfi -i testsrc2=s=320x180:r=25 -t 4 -pix_fmt yuv420p -movflags +faststart "$work/whole.mp4"
head -c $(($(stat -c %s "$work/whole.mp4") / 2)) "$work/whole.mp4" >"$work/cut.mp4"
rc=0; "$bin" render --frames 90 --size 96x54 --no-loop --source "$work/cut.mp4" --out "$work/cut.y4m" 2>"$work/err.cut" || rc=$?
[ "$rc" -eq 0 ] && [ -s "$work/cut.y4m" ] || fail "a truncated mp4: exit $rc: $(cat "$work/err.cut")"
[ "$(wc -l <"$work/err.cut")" -eq 1 ] \
    && grep -q "^lifecam render: warning: file:$work/cut.mp4: truncated or damaged: ffmpeg reported errors decoding it: " "$work/err.cut" \
    || fail "a truncated mp4 rendered without its one warning: $(cat "$work/err.cut")"
"$bin" render --frames 90 --size 96x54 --no-loop --source "$work/whole.mp4" --out "$work/whole.y4m" 2>"$work/err"
[ ! -s "$work/err" ] || fail "a whole mp4 warned: $(cat "$work/err")"
echo "a truncated mp4 renders with one warning: $(cut -c1-160 "$work/err.cut")"
rm -f "$work"/whole.* "$work"/cut.* "$work"/err*

for kind in mp4:h264 webm:vp9 mkv:h264 gif:gif; do
    ext=${kind%%:*} codec=${kind##*:}
    "$bin" render --frames 45 --size 320x180 --fps 15 --seed 2 --out "$work/a.$ext"
    got=$(probe "$work/a.$ext")
    [ "$got" = "$codec,320,180,15/1,45" ] || fail "$ext: ffprobe says $got"
    echo "$ext: $got ($(stat -c %s "$work/a.$ext") bytes)"
done
[ -z "$(find "$work" -name '.*' -type f)" ] || fail "temporary files left: $(ls -la "$work")"
rc=0
"$bin" render --frames 2 --out "$work/a.mp4" 2>"$work/err" || rc=$?
[ "$rc" -eq 73 ] || fail "an existing mp4 was not refused (exit $rc)"
echo "never overwrites: $(cat "$work/err")"

# SIGTERM mid-way (a background job ignores SIGINT): the render stops at a frame boundary and ffmpeg finishes the
# file with the frames so far; it gets its name, and says how many.
"$bin" render --frames 100000 --size 320x180 --out "$work/long.mp4" 2>"$work/err" &
renderer=$!
deadline=$((SECONDS + 60))
until [ -n "$(find "$work" -name '.long.mp4.*.tmp' -size +20k)" ]; do
    [ $SECONDS -lt $deadline ] || { kill "$renderer"; fail "the long render wrote nothing in 60 s"; }
    sleep 0.05   # poll interval, not a timing assumption
done
kill -TERM "$renderer"
status=0; wait "$renderer" || status=$?
[ "$status" -eq 143 ] || fail "render after SIGTERM exited $status, not 143: $(cat "$work/err")"
k=$(sed -n 's/.*SIGTERM: \([0-9]*\) of 100000 frames written to .*long.mp4$/\1/p' "$work/err")
[ -n "$k" ] && [ "$k" -gt 0 ] || fail "stderr after SIGTERM: $(cat "$work/err")"
got=$(probe "$work/long.mp4")
[ "$got" = "h264,320,180,30/1,$k" ] || fail "after SIGTERM ffprobe says $got, wanted $k frames"
[ -z "$(find "$work" -name '.*' -type f)" ] || fail "temporary files left after SIGTERM"
echo "SIGTERM: exit 143, $k frames finished and named, ffprobe agrees"

# A full disk: ffmpeg fails, its words are the message, and nothing is left.
if unshare -Urm true 2>/dev/null; then
    cat >"$work/inner.sh" <<'INNER'
set -euo pipefail
bin=$1 work=$2
mkdir -p "$work/disk"
mount -t tmpfs -o size=200k tmpfs "$work/disk"
rc=0
"$bin" render --frames 300 --size 640x360 --source synthetic:noise --out "$work/disk/full.mkv" 2>"$work/full.err" || rc=$?
[ "$rc" -eq 74 ] || [ "$rc" -eq 73 ] || { echo "FAIL: render to a full disk exited $rc: $(cat "$work/full.err")"; exit 1; }
grep -q "No space left on device" "$work/full.err" || { echo "FAIL: no disk-full reason: $(cat "$work/full.err")"; exit 1; }
[ -z "$(ls -A "$work/disk")" ] || { echo "FAIL: left on the full disk: $(ls -la "$work/disk")"; exit 1; }
echo "full disk: exit $rc, nothing left: $(cat "$work/full.err")"
umount "$work/disk"
INNER
    unshare -Urm bash "$work/inner.sh" "$bin" "$work"
else
    echo "skipped: video: user namespaces are unavailable (unshare -Urm), so the full-disk case was not run"
fi

# play_record FILE EXPECTED ARGS...: lifecam in a terminal (tmux, 100x30, half blocks: a
# 100x56 canvas above the control strip, recorded by default ×10, 1000x560) recording FILE from
# the start with ARGS (a later --source wins over synthetic); s takes a snapshot
# once 10 frames are recorded, then q; ffprobe must describe FILE as EXPECTED
# (a case pattern), and the snapshot must have the recording's size.
play_record() {
    local file=$1 expected=$2; shift 2
    rm -f "$work"/lifecam-*.png
    tmux -L "$sock" -f /dev/null new-session -d -s m -c "$work" -x 100 -y 30 \
        "env TERM=xterm-256color COLORTERM=truecolor $bin play --source synthetic --blitter half --record $file $*; echo EXIT=\$?; exec cat"
    local deadline=$((SECONDS + 60))
    until tmux -L "$sock" capture-pane -t m -p | grep -Eq 'REC [0-9:]+ · [1-9][0-9]+ frames'; do
        [ $SECONDS -lt $deadline ] || fail "play never showed 10 recorded frames: $(tmux -L "$sock" capture-pane -t m -p | tail -1)"
        sleep 0.05   # poll interval, not a timing assumption
    done
    tmux -L "$sock" send-keys -t m s
    until tmux -L "$sock" capture-pane -t m -p | grep -q 'snapshot saved'; do
        [ $SECONDS -lt $deadline ] || fail "no snapshot: $(tmux -L "$sock" capture-pane -t m -p | tail -1)"
        sleep 0.05
    done
    tmux -L "$sock" send-keys -t m q
    until tmux -L "$sock" capture-pane -t m -p | grep -q 'EXIT='; do
        [ $SECONDS -lt $deadline ] || fail "play did not quit"
        sleep 0.05
    done
    tmux -L "$sock" capture-pane -t m -p | grep -q 'EXIT=0' || fail "play exited: $(tmux -L "$sock" capture-pane -t m -p | grep EXIT)"
    tmux -L "$sock" kill-server
    local got snapshot
    got=$(probe "$work/$file")
    # shellcheck disable=SC2254
    case $got in $expected) ;; *) fail "play's recording $file: ffprobe says $got" ;; esac
    snapshot=$(ffprobe -v error -show_entries stream=width,height -of csv=p=0 "$work"/lifecam-*.png </dev/null)
    [ "$snapshot" = "$(echo "$got" | cut -d, -f2,3)" ] || fail "the snapshot is $snapshot, the recording $got"
    [ -z "$(find "$work" -name '.*' -type f)" ] || fail "temporary files left after play"
    echo "play --record $file $*: $got, snapshot $snapshot"
}
play_record rec.mp4 'h264,1000,560,30/1,*'
play_record fromclip.mp4 'h264,1000,560,30/1,*' --source "$work/clip.mov"
play_record big.webm 'vp9,320,180,30/1,*' --record-size 320x180
echo "video: ok"
