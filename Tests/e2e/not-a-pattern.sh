#!/usr/bin/env bash
# A file that is not a pattern, given to `run`, `render` and `play` as
# --pattern, is refused with one line that says what it is ("p59-glider-loop.lua
# is a Golly Lua script, not a pattern: …") and exit status 65 (data,
# docs/COMMANDS.md), nothing on standard output, no crash: Golly's two Lua
# scripts, a Python script (by name, and one named .rle, found by its lines),
# a rule file and a rule table of Golly's Rules, a PNG and a JPEG picture, an
# HTML page, a text file, an empty file and a binary blob. `play` refuses
# before it takes the terminal, so it runs here without one.
source "$(dirname "$0")/preamble.bash"
set +e
fails=0
problem() { echo "FAIL: $*"; fails=$((fails + 1)); }

ROOT=/usr/share/golly
files=()
for lua in "$ROOT/Patterns/Life/Oscillators/p59-glider-loop.lua" "$ROOT/Patterns/Life-Like/alt-wicks.lua"; do
  if [ -f "$lua" ]; then files+=("$lua|a Golly Lua script"); else echo "skipped: not-a-pattern: $lua is not installed"; fi
done
[ -f "$ROOT/Rules/WireWorld.rule" ] && files+=("$ROOT/Rules/WireWorld.rule|a Golly rule file (.rule)")
printf '# A Golly script\nimport golly as g\ng.show("hello")\n' >"$work/hello.py"
cp "$work/hello.py" "$work/hello.rle"
printf '# a rule table\nn_states:3\nneighborhood:Moore\n' >"$work/loops.rle"
python3 - "$work" <<'PY'
import struct, sys, zlib
def chunk(kind, data):
    return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data))
rows = b''.join(b'\0' + b'\xff\0\0' * 4 for _ in range(4))
png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 4, 4, 8, 2, 0, 0, 0)) \
    + chunk(b'IDAT', zlib.compress(rows)) + chunk(b'IEND', b'')
open(sys.argv[1] + '/red.png', 'wb').write(png)
open(sys.argv[1] + '/photo.jpg', 'wb').write(b'\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01' + bytes(64))
import random
random.seed(36)
open(sys.argv[1] + '/blob.rle', 'wb').write(bytes(random.randrange(256) for _ in range(300)) + b'\0')
PY
printf '<!DOCTYPE html>\n<html><head><title>Life</title></head><body>glider</body></html>\n' >"$work/page.html"
printf 'Notes on the collection.\nNothing here is a pattern.\n' >"$work/notes.txt"
: >"$work/empty.rle"
files+=("$work/hello.py|a Golly Python script" "$work/hello.rle|a Golly Python script"
        "$work/loops.rle|a Golly rule file (.table)" "$work/red.png|a PNG picture" "$work/photo.jpg|a JPEG picture"
        "$work/page.html|an HTML page" "$work/notes.txt|a text file in no pattern format"
        "$work/empty.rle|an empty file" "$work/blob.rle|binary data in no format lifecam knows")

n=0
for entry in "${files[@]}"; do
  file=${entry%%|*} what=${entry#*|}
  for command in run render play; do
    args=(--pattern "$file")
    [ $command = render ] && args+=(--out "$work/out-$n.y4m" --frames 1 --source none)
    n=$((n + 1))
    "$bin" $command "${args[@]}" </dev/null >"$work/out" 2>"$work/err"
    status=$?
    line="lifecam $command: $file is $what, not a pattern"
    [ $status = 65 ] || problem "$command ${file##*/}: exit $status, not 65: $(head -2 "$work/err")"
    [ "$(wc -l <"$work/err")" = 1 ] || problem "$command ${file##*/}: not one line: $(cat "$work/err")"
    grep -qF "$line" "$work/err" || problem "$command ${file##*/}: '$(cat "$work/err")' does not start '$line'"
    [ ! -s "$work/out" ] || problem "$command ${file##*/}: wrote to standard output"
  done
  echo "${file##*/}: refused by run, render and play as $what"
done
[ ! -e "$work/out-1.y4m" ] || problem "render left an output behind"
[ $fails -eq 0 ] || { echo "not-a-pattern: $fails failed"; exit 1; }
echo "not-a-pattern: ${#files[@]} files refused by run, render and play in one line each (exit 65)"
