#!/usr/bin/env bash
# Glyph blitters: fidelity, bytes and speed (docs/BENCHMARKS.md, "Blitters").
#
# 1. Fidelity. Three 640x384 frames (the 160x48 terminal's 5:3 shape, so no
#    blitter crops): ffmpeg's testsrc2 turned by 0.13 rad, the mandelbrot
#    source, and testsrc2 as it is. For each, `lifecam render --mask none
#    --frames 1 --terminal 160x48 --blitter B` (the frame as a 4:4:4 Y4M) and
#    `chafa --symbols sextant` on the same frame (PNG) at the same size are
#    replayed by ansgrid.py onto one grid of 2x12 pixels per character and
#    compared with the frame scaled to that grid (ffmpeg, area): PSNR in dB
#    and the bytes of the frame.
# 2. Bytes and encoding time on the moving clip (testsrc2, 640x480, 10 s):
#    RenderBench per mosaic at 160x48, threshold as in play.
# 3. Frames per second in tmux: `lifecam --source synthetic --blitter B` in a
#    detached 160x48 pane, the status line's fps sampled ten times over 5 s.
# Needs ffmpeg, chafa, python3 and tmux; takes about two minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in ffmpeg chafa python3 tmux; do
    command -v "$tool" >/dev/null || { echo "blitters.sh: $tool is missing (make bench-deps)" >&2; exit 1; }
done
swift build -c release --product lifecam >/dev/null
swift build -c release --product RenderBench >/dev/null
BIN=$(swift build -c release --show-bin-path)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/blitters-bench.XXXXXX")
SOCK=""
trap '[ -n "$SOCK" ] && tmux -L "$SOCK" kill-server 2>/dev/null; rm -rf "$TMP"' EXIT
COLS=160 ROWS=48

echo "== fidelity: PSNR on a 2x12-per-character grid, ${COLS}x${ROWS} terminal, --mask none ($(chafa --version | head -1))"
printf "%-18s %-24s %9s %8s\n" frame output "PSNR dB" bytes
frame() {  # name lavfi-graph
    local dir="$TMP/$1"
    mkdir -p "$dir"
    ffmpeg -loglevel error -f lavfi -i "$2" -vf "select=eq(n\,45)" -frames:v 1 "$dir/f.png"
    ffmpeg -loglevel error -i "$dir/f.png" -pix_fmt yuv444p -f yuv4mpegpipe "$dir/f.y4m"
    ffmpeg -loglevel error -i "$dir/f.png" -vf "scale=$((COLS * 2)):$((ROWS * 12)):flags=area" \
        -f rawvideo -pix_fmt rgb24 "$dir/ref.rgb"
    for b in half quadrant sextant octant; do
        "$BIN/lifecam" render --mask none --source "y4m:$dir/f.y4m" --frames 1 --terminal "${COLS}x${ROWS}" \
            --blitter "$b" --out "$dir/$b.ans"
        report "$1" "lifecam $b" "$dir/$b.ans" "$dir/ref.rgb"
    done
    chafa -f symbols -c full --symbols sextant -s "${COLS}x${ROWS}" --stretch --animate off "$dir/f.png" > "$dir/chafa.ans"
    report "$1" "chafa sextant" "$dir/chafa.ans" "$dir/ref.rgb"
    chafa -f symbols -c full --symbols sextant -w 9 -s "${COLS}x${ROWS}" --stretch --animate off "$dir/f.png" > "$dir/chafa9.ans"
    report "$1" "chafa sextant -w 9" "$dir/chafa9.ans" "$dir/ref.rgb"
}
report() {  # frame label file reference
    local r
    r=$(python3 Benchmarks/ansgrid.py "$3" "$COLS" "$ROWS" "$4")
    printf "%-18s %-24s %9s %8s\n" "$1" "$2" "$(sed 's/.*psnr=\([0-9.]*\).*/\1/' <<<"$r")" \
        "$(sed 's/.*bytes=\([0-9]*\).*/\1/' <<<"$r")"
}
frame testsrc2-turned "testsrc2=size=640x480:rate=30,rotate=0.13:ow=640:oh=384"
frame mandelbrot "mandelbrot=size=640x384:rate=30"
frame testsrc2 "testsrc2=size=640x480:rate=30,crop=640:384"

echo "== bytes and encoding time on the moving clip (testsrc2 640x480, 10 s), ${COLS}x${ROWS}"
ffmpeg -loglevel error -f lavfi -i "testsrc2=size=640x480:rate=30" -t 10 -f rawvideo -pix_fmt rgb24 "$TMP/motion.rgb"
printf "%-10s %10s %12s %10s %10s\n" mosaic "B/cell/f" "vs half" "ms/frame" "p95 ms"
half_bpc=""
for m in half quadrant sextant octant; do
    r=$("$BIN/RenderBench" --input "$TMP/motion.rgb" --video 640x480 --terminal "${COLS}x${ROWS}" --mosaic "$m")
    bpc=$(sed 's/.*bpc=\([0-9.]*\).*/\1/' <<<"$r")
    [ -n "$half_bpc" ] || half_bpc=$bpc
    printf "%-10s %10s %12s %10s %10s\n" "$m" "$bpc" "$(awk -v a="$bpc" -v b="$half_bpc" 'BEGIN { printf "%.2fx", a / b }')" \
        "$(sed 's/.* ms=\([0-9.]*\).*/\1/' <<<"$r")" "$(sed 's/.*p95=\([0-9.]*\).*/\1/' <<<"$r")"
done

echo "== frames per second in tmux, ${COLS}x${ROWS}, lifecam --source synthetic"
for b in half sextant octant; do
    SOCK="lifecam-blitbench-$$-$b"
    tmux -L "$SOCK" -f /dev/null new-session -d -s m -c "$TMP" -x "$COLS" -y "$ROWS" \
        "env HOME=$TMP TERM=xterm-256color COLORTERM=truecolor $BIN/lifecam --source synthetic --blitter $b; exec cat"
    deadline=$((SECONDS + 20))
    until tmux -L "$SOCK" capture-pane -t m -p | grep -q " fps "; do
        [ $SECONDS -lt $deadline ] || { echo "$b: the app did not start"; exit 1; }
        sleep 0.1
    done
    sleep 2
    samples=()
    for _ in $(seq 10); do
        samples+=("$(tmux -L "$SOCK" capture-pane -t m -p | tail -1 | { grep -Eo '[0-9]+ fps' || echo 0; } | awk '{print $1}')")
        sleep 0.5
    done
    dropped=$(tmux -L "$SOCK" capture-pane -t m -p | tail -1 | { grep -Eo 'dropped [0-9]+' || true; } | awk '{print $2}')
    printf '%s\n' "${samples[@]}" | awk -v b="$b" -v dropped="${dropped:-0}" \
        '{ s += $1; if (min == "" || $1 < min) min = $1 } END { printf "%-8s mean %.1f fps, lowest %d fps, %d frames dropped in ~7 s\n", b, s / NR, min, dropped }'
    tmux -L "$SOCK" send-keys -t m q
    tmux -L "$SOCK" kill-server 2>/dev/null || true
    SOCK=""
done
