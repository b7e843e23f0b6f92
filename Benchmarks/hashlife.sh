#!/usr/bin/env bash
# HashLife, lifecam's against bgolly's, side by side (docs/BENCHMARKS.md,
# "HashLife (Benchmarks/hashlife.sh)"): for each file, generation and memory
# limit, `lifecam run --pattern F --generations N --max-memory M` (release
# build) and `bgolly -a HashLife -m N -M M F`, one after the other, each under
# /usr/bin/time -v: wall time and peak resident memory. Gzipped files are
# unpacked first so both read the same bytes; the generation is counted from
# the file's own (#G), as lifecam's --generations does. Prints a Markdown
# table, plus both populations (which must agree). Needs golly's patterns and
# bgolly; about ten minutes. LIMIT (300) caps each run in seconds. FILES="path N M;..." overrides the list.
set -euo pipefail
cd "$(dirname "$0")/.."
BGOLLY=$(command -v bgolly || true)
[ -n "$BGOLLY" ] || { echo "hashlife.sh: bgolly is missing (apt-get install golly)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "hashlife.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
L=/usr/share/golly/Patterns/Life H=/usr/share/golly/Patterns/HashLife
[ -d "$H" ] || { echo "hashlife.sh: Golly's patterns are missing ($H)" >&2; exit 1; }
swift build -c release --product lifecam >/dev/null
BIN=$(swift build -c release --show-bin-path)/lifecam
TMP=$(mktemp -d "${TMPDIR:-/tmp}/hashlife-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
LIMIT=${LIMIT:-300}
FILES=${FILES:-"$L/Breeders/switch-engine-ping-pong.rle 1073741824 256;\
$L/Signal-Circuitry/constructor-memory-loop.rle 16777216 256;\
$H/broken-lines.mc 1048576 256;\
$H/catacryst.mc 16777216 256;\
$H/demonoid-c512-hashlife-friendly.mc.gz 65536 256;\
$H/gotts-dots.mc 16777216 256;\
$H/hashlife-oddity1.mc 65536 256;\
$H/hashlife-oddity2.mc 65536 256;\
$H/hexadecimal.mc.gz 65536 256;\
$H/jagged.mc 1048576 256;\
$H/jagged2.mc 65536 256;\
$H/linear-propagator-p237228340.mc.gz 1048576 256;\
$H/loafer-gun-p8388608-linear.mc.gz 65536 256;\
$H/logarithmic-width.mc 16777216 256;\
$H/metacatacryst.mc 268435456 256;\
$H/metapixel-galaxy.mc.gz 1099511627776 256;\
$H/metapixel-p216-gun.mc.gz 65536 256;\
$H/metapixel-parity64.mc.gz 1048576 256;\
$H/mosquito5.mc 65536 256;\
$H/nick-gotts-1.mc 1048576 256;\
$H/nick-gotts-2.mc 16777216 256;\
$H/puzzle.mc 65536 256;\
$H/ruler.mc 1099511627776 256;\
$H/totalperiodic.mc 1048576 256;\
$H/triple-Snark-wick-extruder.rle.gz 4096 256;\
$H/unlimited-novelty.mc 4096 256;\
$H/wedge-grow.mc 1048576 256"}
# measure OUT CMD...: runs CMD under time -v, stdout to OUT.out; prints "seconds megabytes".
measure() {
  local out=$1; shift
  # A run that fails (out of memory, or past $LIMIT seconds) still shows its time; its population is then missing.
  /usr/bin/time -v timeout "$LIMIT" "$@" >"$out.out" 2>"$out.time" || true
  local wall rss
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$out.time" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$out.time")
  printf '%.2f %d' "$wall" $((rss / 1024))
}
echo "| file | generations | -M / --max-memory | lifecam s | lifecam peak MB | bgolly s | bgolly peak MB | time ratio | population (both) |"
echo "|---|---|---|---|---|---|---|---|---|"
IFS=';' read -ra rows <<<"$FILES"
for row in "${rows[@]}"; do
  read -r file gens mem <<<"$row"
  name=$(basename "$file")
  src=$file
  case $file in *.gz) src=$TMP/${name%.gz}; gunzip -c "$file" >"$src" ;; esac
  gen0=$("$BIN" run --pattern "$src" --json | sed -n 's/.*"generation":\([0-9]*\).*/\1/p')
  read -r ls lm < <(measure "$TMP/ours" "$BIN" run --pattern "$src" --generations "$gens" --max-memory "$mem" --json; echo)
  rm -f "$TMP/golly.mc"
  read -r gs gm < <(measure "$TMP/golly" "$BGOLLY" -a HashLife -m $((gen0 + gens)) -M "$mem" -o "$TMP/golly.mc" "$src"; echo)
  ours=$(sed -n 's/.*"population":\([0-9]*\).*/\1/p' "$TMP/ours.out")
  theirs=$([ -s "$TMP/golly.mc" ] && "$BIN" run --pattern "$TMP/golly.mc" --json | sed -n 's/.*"population":\([0-9]*\).*/\1/p' || true)
  [ -n "$ours" ] || ours="none ($(grep -v '^\s' "$TMP/ours.time" | head -1))"
  pop=$([ "$ours" = "$theirs" ] && echo "$ours" || echo "DIFFER: $ours vs $theirs")
  ratio=$(awk -v a="$ls" -v b="$gs" 'BEGIN { if (b < 0.01) b = 0.01; printf "%.1f", a / b }')
  echo "| $name | $gens | $mem | $ls | $lm | $gs | $gm | $ratio | $pop |"
done
