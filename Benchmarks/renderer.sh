#!/usr/bin/env bash
# Renderer benchmark: bytes per painted cell per frame and milliseconds per
# frame for lifecam's frame encoder and for `timg -ph`, on the same two clips
# (ffmpeg testsrc2 for motion; smptebars with temporal noise for a noisy
# static scene; 640x480, 10 s, 30 fps), at 160x48 and 320x90 terminals.
# On the moving clip it also decodes what each program wrote back into pixels
# (Benchmarks/moving-psnr.py) and prints each frame's PSNR against the source
# area-averaged onto the program's own grid: what the bytes saved cost.
# Needs ffmpeg, timg, python3 and numpy; runs in a few minutes (timg plays in real time).
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in ffmpeg timg python3; do
  command -v "$tool" >/dev/null || { echo "renderer.sh: $tool is missing (make bench-deps)" >&2; exit 1; }
done
python3 -c 'import numpy' 2>/dev/null || { echo "renderer.sh: python3's numpy is missing (make bench-deps)" >&2; exit 1; }
BENCH=.build/release/RenderBench
swift build -c release --product RenderBench >/dev/null   # every time: an old one would measure old code

TMP=$(mktemp -d "${TMPDIR:-/tmp}/renderer-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

# The clips, as raw RGB24 in NUT (cheap for timg to decode) and as bare frames for RenderBench.
ffmpeg -loglevel error -f lavfi -i "testsrc2=size=640x480:rate=30" -t 10 \
  -c:v rawvideo -pix_fmt rgb24 "$TMP/motion.nut"
ffmpeg -loglevel error -f lavfi -i "smptebars=size=640x480:rate=30" -vf "noise=alls=3:allf=t" -t 10 \
  -c:v rawvideo -pix_fmt rgb24 "$TMP/noisy.nut"
for clip in motion noisy; do
  ffmpeg -loglevel error -i "$TMP/$clip.nut" -f rawvideo -pix_fmt rgb24 "$TMP/$clip.rgb"
done

# timg plays at the clip's frame rate, so run its four cases two at a time.
# Each records its output bytes and its CPU time (user + system, decoding included).
run_timg() {  # clip size
  local TIMEFORMAT="%U %S"
  { time timg -ph -g"$2" "$TMP/$1.nut" > "$TMP/timg-$1-$2.ans"; } 2> "$TMP/timg-$1-$2.time"
}
run_timg motion 160x48 & run_timg noisy 160x48 & wait
run_timg motion 320x90 & run_timg noisy 320x90 & wait

# timg's stream: frames are separated by a cursor-up to the top; the first
# frame paints every cell it uses, so its glyph count is the painted area.
timg_figures() {  # clip size
  python3 - "$TMP/timg-$1-$2.ans" "$TMP/timg-$1-$2.time" <<'PY'
import re, sys
data = open(sys.argv[1], "rb").read()
user, system = map(float, open(sys.argv[2]).read().split()[-2:])
ups = [m.start() for m in re.finditer(rb"\x1b\[[0-9]+A", data)]
frames = len(ups) + 1
first = re.sub(rb"\x1b\[[0-9;?]*[A-Za-z]", b"", data[: ups[0] if ups else len(data)])
cells = len(first.decode("utf-8").replace("\n", ""))
print(f"frames={frames} cells={cells} bytes={len(data)} bpc={len(data) / cells / frames:.3f} "
      f"ms={(user + system) * 1000 / frames:.3f}")
PY
}

field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p" <<<"$2"; }

# PSNR of a moving-clip stream: mean over frames (lowest frame).
psnr() {  # file kind cols rows
  local r
  r=$(python3 Benchmarks/moving-psnr.py "$1" "$2" "$TMP/motion.rgb" 640x480 "$3" "$4")
  echo "$(field mean "$r") ($(field min "$r"))"
}

printf "%-8s %-7s %-22s %7s %7s %10s %9s %8s  %s\n" terminal clip encoder cells frames "B/cell/f" "ms/frame" "vs timg" "PSNR dB (lowest)"
for size in 160x48 320x90; do
  for clip in motion noisy; do
    t=$(timg_figures "$clip" "$size")
    timg_bpc=$(field bpc "$t")
    rows=${size#*x}
    quality=""
    [ "$clip" = motion ] && quality=$(psnr "$TMP/timg-$clip-$size.ans" timg "$(( $(field cells "$t") / rows ))" "$rows")
    printf "%-8s %-7s %-22s %7s %7s %10s %9s %8s  %s\n" "$size" "$clip" "timg -ph (exact)" \
      "$(field cells "$t")" "$(field frames "$t")" "$timg_bpc" "$(field ms "$t")" 1 "$quality"
    for threshold in 0 default; do
      args=(--input "$TMP/$clip.rgb" --video 640x480 --terminal "$size" --out "$TMP/lifecam.ans")
      [ "$threshold" = default ] || args+=(--threshold "$threshold")
      r=$("$BENCH" "${args[@]}")
      label="lifecam thr=$threshold"
      [ "$threshold" = default ] && label="lifecam (default thr)"
      ratio=$(awk -v a="$(field bpc "$r")" -v b="$timg_bpc" 'BEGIN { printf "%.4f", a / b }')
      quality=""
      [ "$clip" = motion ] && quality=$(psnr "$TMP/lifecam.ans" lifecam "${size%x*}" "$((rows - 1))")
      printf "%-8s %-7s %-22s %7s %7s %10s %9s %8s  %s\n" "$size" "$clip" "$label" \
        "$(field cells "$r")" "$(field frames "$r")" "$(field bpc "$r")" "$(field ms "$r")" "$ratio" "$quality"
    done
  done
done
echo "lifecam ms/frame = CPU time of building the cell frame + diffing + encoding (no scaling, no decoding);"
echo "timg ms/frame = its whole CPU time (decoding, scaling, encoding) / frames."
echo "vs timg = bytes per painted cell per frame relative to timg's (goals: <= 0.5 motion, <= 0.05 noisy)."
echo "PSNR = the decoded screen against the source area-averaged onto each program's grid (lifecam: its canvas,"
echo "all columns x all rows but the status line; timg: the 4:3 picture it paints), mean over frames (lowest)."
