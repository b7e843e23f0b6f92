#!/usr/bin/env bash
# Every file of Golly's Patterns/HashLife (macrocell .mc and .mc.gz, and its
# one .rle.gz) runs with `lifecam run` and default options, and after N
# generations has bgolly's population and bounding box (bgolly's result is
# written as macrocell, so its position survives, and read back by lifecam).
# wolfram22.mc, Wolfram's rule 22, among them (wolfram.sh compares its every
# cell, and RLE files of other such rules). Gzipped files are read as they are (lifecam inflates
# them). Skipped when bgolly or the patterns are missing; about a minute with
# a debug build.
# shellcheck source=collection-preamble.bash
source "$(dirname "$0")/collection-preamble.bash"
DIR=$ROOT/HashLife
need_golly "$DIR"
ran=0
# Generations run: a power of two, so both take one HashLife step; small enough
# for a debug build, large enough for every file to change.
N=${HASHLIFE_GENERATIONS:-256}
# ours FILE ARGS...: lifecam run on FILE.
ours() {
  local file=$1; shift
  "$BIN" run --pattern "$file" "$@"
}
field() { sed -n "s/.*\"$1\":\([0-9-]*\).*/\1/p"; }
for file in "$DIR"/*; do
  name=$(basename "$file")
  start=$(ours "$file" --json 2>"$TMP/err") || { fail "$name: $(cat "$TMP/err")"; continue; }
  gen0=$(field generation <<<"$start")
  mine=$(ours "$file" --generations "$N" --json 2>"$TMP/err") || { fail "$name at $N: $(cat "$TMP/err")"; continue; }
  rm -f "$TMP/golly.mc"
  if ! timeout 60 "$BGOLLY" -q -q -a HashLife -m $((gen0 + N)) -o "$TMP/golly.mc" "$file" >/dev/null 2>&1; then
    fail "$name: bgolly failed"; continue
  fi
  theirs=$("$BIN" run --pattern "$TMP/golly.mc" --json 2>"$TMP/err") || { fail "$name: bgolly's result: $(cat "$TMP/err")"; continue; }
  # Rule, generation, population and box (bgolly writes #R B3/S23 where the file had none).
  [ "${mine#*\"generation\"}" = "${theirs#*\"generation\"}" ] || fail "$name at +$N: ours $mine, bgolly's $theirs"
  ran=$((ran + 1))
done
echo "hashlife-collection: $ran files run $N generations on and compared with bgolly"
[ $ran -ge 20 ] || fail "only $ran files compared"
verdict
