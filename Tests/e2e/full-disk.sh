#!/usr/bin/env bash
# A recording onto a disk that fills up, for real: a 200 KiB tmpfs mounted in
# a private user+mount namespace (no root needed). `lifecam render` must stop
# with a "disk full" message and leave only whole frames: the Y4M file is the
# header plus whole frame records (ffmpeg decodes every one), the PNG folder
# holds only complete, numbered PNGs, and no temporary file is left behind.
# (ffmpeg, when installed, also decodes every frame.)
# Then: an existing output is never overwritten.
source "$(dirname "$0")/preamble.bash"

if ! unshare -Urm true 2>/dev/null; then
    echo "skipped: full-disk: user namespaces are unavailable here (unshare -Urm), so no private tmpfs can be mounted"
    exit 77
fi

# 160x90 frames: a Y4M record is 6 + 160*90 + 2*80*45 = 21606 bytes.
cat >"$work/inner.sh" <<'INNER'
set -euo pipefail
bin=$1 work=$2
mkdir -p "$work/disk"
mount -t tmpfs -o size=200k tmpfs "$work/disk"
render() { "$bin" render --frames 40 --size 160x90 --cell 8 --source synthetic:plasma --seed 7 "$@"; }

if render --out "$work/disk/a.y4m" 2>"$work/y4m.err"; then
    echo "FAIL: render to a full disk succeeded"; exit 1
fi
grep -q "disk full" "$work/y4m.err" || { echo "FAIL: no disk-full message:"; cat "$work/y4m.err"; exit 1; }
size=$(stat -c %s "$work/disk/a.y4m")
header=$(head -c 100 "$work/disk/a.y4m" | head -n 1 | wc -c)
body=$((size - header))
[ $((body % 21606)) -eq 0 ] && [ "$body" -gt 0 ] || { echo "FAIL: $size bytes is not header + whole frames"; exit 1; }
frames=$((body / 21606))
if command -v ffprobe >/dev/null; then
    decoded=$(ffprobe -v error -count_frames -show_entries stream=nb_read_frames -of csv=p=0 "$work/disk/a.y4m" </dev/null)
    [ "$decoded" -eq "$frames" ] || { echo "FAIL: ffprobe read $decoded of $frames frames"; exit 1; }
fi
echo "y4m: stopped after $frames whole frames ($size bytes): $(tail -c 200 "$work/y4m.err" | tr '\r' '\n' | tail -n 1)"
rm "$work/disk/a.y4m"

if render --out "$work/disk/frames/" 2>"$work/png.err"; then
    echo "FAIL: PNG render to a full disk succeeded"; exit 1
fi
grep -q "disk full" "$work/png.err" || { echo "FAIL: no disk-full message:"; cat "$work/png.err"; exit 1; }
leftovers=$(find "$work/disk/frames" -name '.*' -type f | wc -l)
[ "$leftovers" -eq 0 ] || { echo "FAIL: temporary files left"; ls -la "$work/disk/frames"; exit 1; }
count=$(ls "$work/disk/frames" | wc -l)
[ "$count" -gt 0 ] || { echo "FAIL: no frame kept"; exit 1; }
for n in $(seq 1 "$count"); do
    f=$(printf '%s/disk/frames/frame-%06d.png' "$work" "$n")
    [ -f "$f" ] || { echo "FAIL: $f missing"; exit 1; }
    # Every complete PNG ends with its IEND chunk (and, with ffmpeg, decodes).
    [ "$(tail -c 12 "$f" | od -An -tx1 | tr -d ' \n')" = 0000000049454e44ae426082 ] || { echo "FAIL: $f is cut short"; exit 1; }
    if command -v ffmpeg >/dev/null; then
        ffmpeg -nostdin -v error -xerror -i "$f" -f null - || { echo "FAIL: $f does not decode"; exit 1; }
    fi
done
echo "png: stopped after $count whole frames, no temporary file"
umount "$work/disk"
INNER
unshare -Urm bash "$work/inner.sh" "$bin" "$work"

# Never overwrite: a second render to the same file or a full folder is refused.
echo "keep me" >"$work/old.y4m"
if "$bin" render --frames 2 --size 32x18 --source synthetic --out "$work/old.y4m" 2>"$work/over.err"; then
    echo "FAIL: render overwrote an existing file"; exit 1
fi
[ "$(cat "$work/old.y4m")" = "keep me" ] || { echo "FAIL: existing file changed"; exit 1; }
grep -q "never overwrites" "$work/over.err" || { echo "FAIL: unclear message:"; cat "$work/over.err"; exit 1; }
mkdir "$work/full" && echo x >"$work/full/frame-000001.png"
if "$bin" render --frames 2 --size 32x18 --source synthetic --out "$work/full/" 2>"$work/over.err"; then
    echo "FAIL: render wrote into a folder that holds files"; exit 1
fi
echo "never overwrites: $(cat "$work/over.err")"
echo "full-disk: ok"
