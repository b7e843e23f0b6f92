#!/usr/bin/env bash
# The board as SVG, for the goal: a 640x360 picture of a 320x180 board with
# --decay 1 has exactly one shape per live cell, and rsvg-convert draws it.
# The live cells are counted independently by `lifecam run` on the same
# soup (an RLE of the whole board) for the generation the render ends on.
# Prints shapes, bytes per shape (per palette), and the time to write the SVG
# and to draw it with rsvg-convert. Usage: svg.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lifecam >/dev/null
bin=$(realpath .build/release/lifecam)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
seconds() { python3 -c 'import sys,time,subprocess; t=time.perf_counter(); subprocess.run(sys.argv[1:],check=True); print("%.3f" % (time.perf_counter()-t))' "$@"; }

# A full-board soup as a pattern: it fills the 320x180 board exactly, so render and run place it alike.
"$bin" run --random 0.3 --seed 4 --size 320x180 --generations 0 --output "$work/soup.rle" >/dev/null
frames=30 speed=10 fps=30
generation=$(( (frames - 1) * speed / fps ))   # the generation shown at the last frame
population=$("$bin" run --pattern "$work/soup.rle" --size 320x180 --generations "$generation" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["population"])')

echo "svg: 640x360 picture of a 320x180 board, --decay 1, generation $generation (frame $frames), $population live cells"
for look in "geometric mix" "perlin disc" "hsv hex" "mono disc"; do
    set -- $look
    out="$work/$1-$2.svg"
    t=$(seconds "$bin" render --out "$out" --pattern "$work/soup.rle" --size 640x360 --cell 2 --decay 1 \
        --frames $frames --speed $speed --fps $fps --palette "$1" --shape "$2" --seed 4)
    shapes=$(grep -c '<use ' "$out"); bytes=$(stat -c %s "$out")
    [ "$shapes" -eq "$population" ] || fail "$1 $2: $shapes shapes for $population live cells"
    xmllint --noout "$out" || fail "xmllint refuses $out"
    r=$(seconds rsvg-convert -o "$work/$1.png" "$out")
    size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$work/$1.png")
    printf '  %-15s %6d shapes = live cells, %8d bytes, %5.1f bytes/shape; render %s s; rsvg-convert %s s -> %s\n' \
        "$1 $2" "$shapes" "$bytes" "$(python3 -c "print($bytes/$shapes)")" "$t" "$r" "$size"
done

# With the default decay, fading cells are shapes too, with their opacity written out.
for look in "geometric mix" "perlin disc"; do
    set -- $look
    out="$work/$1-$2-fading.svg"
    "$bin" render --out "$out" --pattern "$work/soup.rle" --size 640x360 --cell 2 --frames $frames --palette "$1" --shape "$2" --seed 4
    shapes=$(grep -c '<use ' "$out"); bytes=$(stat -c %s "$out")
    [ "$shapes" -gt "$population" ] || fail "$1 $2 with fading cells: only $shapes shapes"
    printf '  %-15s %6d shapes (live and fading, decay 0.4), %8d bytes, %5.1f bytes/shape\n' \
        "$1 $2" "$shapes" "$bytes" "$(python3 -c "print($bytes/$shapes)")"
done
