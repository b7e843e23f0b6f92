#!/usr/bin/env bash
# Can you make out the video? (docs/BENCHMARKS.md, "The video you can recognise")
#
# A photograph panned slowly (960x540, 30 fps, 5 s, 4:2:0: scikit-image's
# astronaut and coffee, scaled to 1280 wide and panned across) is rendered
# with the default look, looping, for 1950 frames, at a play-sized canvas
# (320x192, --cell 4: a 160x48 terminal in quadrants, 320x96 pixels of 1:2,
# each drawn as two square ones, and play's default cell, two characters
# wide: 80x48 Life cells) and at render's default size (640x360, its default
# cell), and also with --palette mono. For each,
# Benchmarks/recognise.py prints the correlation between the picture's luma
# and the video's (the clip covered and area-scaled to the same size, as
# lifecam places it) over the whole frame, the mean of the first 150 frames;
# and the lit share (pixels of luma >= 40 of 255, as LitShare counts them)
# over frames 1800-1949, after the first minute.
# Goal (issue 23): correlation >= 0.6 at both sizes with the default look,
# lit share 0.2-0.8. Needs ffmpeg, python3 with numpy and scikit-image
# (pip install scikit-image); about a minute.
set -euo pipefail
cd "$(dirname "$0")/.."

. Benchmarks/picture-tools.sh
needs_picture_tools recognise.sh
DATA=$(python3 -c "import os, skimage.data as d; print(os.path.dirname(d.__file__))" 2>/dev/null || true)
[ -n "$DATA" ] || { echo "skipped: the photographs need scikit-image (pip install scikit-image)"; exit 0; }
release_lifecam
TMP=$(mktemp -d "${TMPDIR:-/tmp}/recognise-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

printf "%-10s %-8s %-14s %12s %10s\n" photo size look correlation "lit share"
for photo in astronaut coffee; do
    ffmpeg -loglevel error -y -loop 1 -i "$DATA/$photo.png" \
        -vf "scale=1280:-2,crop=960:540:x='(iw-960)*t/5':y=(ih-540)/2,format=yuv420p" -t 5 -r 30 "$TMP/pan.y4m"
    for size in 320x192 640x360; do
        w=${size%x*} h=${size#*x}
        cell=()
        [ "$size" = 320x192 ] && cell=(--cell 4)
        ffmpeg -loglevel error -y -i "$TMP/pan.y4m" \
            -vf "scale=$w:$h:force_original_aspect_ratio=increase:flags=area,crop=$w:$h" -pix_fmt gray -f rawvideo "$TMP/video.gray"
        for look in default mono; do
            palette=()
            [ "$look" = mono ] && palette=(--palette mono)
            rm -f "$TMP/out.y4m"
            "$LIFECAM" render --source "y4m:$TMP/pan.y4m" --frames 1950 --size "$size" "${cell[@]}" "${palette[@]}" \
                --out "$TMP/out.y4m"
            r=$(python3 Benchmarks/recognise.py "$TMP/out.y4m" "$TMP/video.gray" "$w" "$h" 0 150 1800)
            printf "%-10s %-8s %-14s %12s %10s\n" "$photo" "$size" "$look" \
                "$(sed 's/.*correlation=\([-0-9.]*\).*/\1/' <<<"$r")" "$(sed 's/.*lit=\([0-9.a-z]*\).*/\1/' <<<"$r")"
        done
    done
    rm -f "$TMP/pan.y4m"
done
