#!/usr/bin/env bash
# Checks `lifecam run` from the outside, as DESIGN.md's contract states it:
# exit codes, exactly one line on stderr for bad input, the JSON object, the
# --output RLE, no control characters from files on stdout, and (when Debian's
# golly package is installed) the same final board as bgolly for several runs.
set -u
BIN=${LIFECAM:-.build/debug/lifecam}
[ -x "$BIN" ] || { echo "run-contract: $BIN is not built (swift build first)"; exit 1; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
pass() { :; }
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# expect_ok NAME EXPECTED_STDOUT ARGS...
expect_ok() {
  local name=$1 want=$2; shift 2
  local out rc
  out=$("$BIN" run "$@" 2>"$TMP/err"); rc=$?
  [ $rc -eq 0 ] || { fail "$name: exit $rc: $(cat "$TMP/err")"; return; }
  [ -z "$want" ] || [ "$out" = "$want" ] || fail "$name: got $out"
  [ ! -s "$TMP/err" ] || fail "$name: stderr not empty"
}

# expect_error NAME STATUS ARGS...: that status, nothing on stdout, one line on stderr.
expect_error() {
  local name=$1 want=$2; shift 2
  local rc
  "$BIN" run "$@" >"$TMP/out" 2>"$TMP/err"; rc=$?
  [ $rc -eq "$want" ] || fail "$name: exit $rc, wanted $want"
  [ ! -s "$TMP/out" ] || fail "$name: stdout not empty"
  [ "$(wc -l <"$TMP/err")" -eq 1 ] || fail "$name: stderr is not one line: $(cat "$TMP/err")"
  ! grep -q $'\e' "$TMP/err" || fail "$name: ESC on stderr"
}

expect_ok "glider json" \
  '{"rule":"B3/S23","width":16,"height":16,"topology":"torus","grid":":T16,16","generation":4,"population":5,"bbox":{"x":0,"y":0,"width":3,"height":3}}' \
  --pattern glider --size 16x16 --generations 4 --json
expect_ok "diehard dies" \
  '{"rule":"B3/S23","width":64,"height":64,"topology":"bounded","grid":":P64,64","generation":130,"population":0,"bbox":{"x":0,"y":0,"width":0,"height":0}}' \
  --pattern diehard --rule B3/S23:P64,64 --generations 130 --json
expect_ok "summary" "" --pattern gosper-glider-gun --generations 30
# Without a grid, Golly's unbounded plane with HashLife: the gun and its 333 gliders, as in Golly.
expect_ok "gun on the plane" \
  '{"rule":"B3/S23","width":0,"height":0,"topology":"plane","grid":"","generation":10000,"population":1713,"bbox":{"x":-18,"y":-4,"width":2518,"height":2505}}' \
  --pattern gosper-glider-gun --generations 10000 --json
expect_ok "glider at 2^62" \
  '{"rule":"B3/S23","width":0,"height":0,"topology":"plane","grid":"","generation":4611686018427387904,"population":5,"bbox":{"x":1152921504606846975,"y":1152921504606846975,"width":3,"height":3}}' \
  --pattern glider --generations 4611686018427387904 --step 2^62 --json
# Golly's two giants (200,000 and 31,000 cells across) run with default options.
GIANTS=/usr/share/golly/Patterns/Life
if [ -f "$GIANTS/Breeders/switch-engine-ping-pong.rle" ]; then
  expect_ok "switch-engine-ping-pong" \
    '{"rule":"B3/S23","width":0,"height":0,"topology":"plane","grid":"","generation":0,"population":23,"bbox":{"x":0,"y":0,"width":210515,"height":183739}}' \
    --pattern "$GIANTS/Breeders/switch-engine-ping-pong.rle" --json
  expect_ok "constructor-memory-loop" "" --pattern "$GIANTS/Signal-Circuitry/constructor-memory-loop.rle" --generations 1024
else
  echo "skipped: run-contract: Golly's patterns are not installed, so the giants were not run"
fi

if command -v python3 >/dev/null; then
  "$BIN" run --random 0.4 --seed 9 --size 100x60 --generations 5 --json >"$TMP/j.json" || fail "random json: exit $?"
  python3 -c 'import json,sys; o=json.load(open(sys.argv[1])); assert list(o)==["rule","width","height","topology","grid","generation","population","bbox"], list(o); assert list(o["bbox"])==["x","y","width","height"]' "$TMP/j.json" \
    || fail "json keys"
fi

printf '#N \e]0;owned\a\e[2JEvil\e[31m\n#C \e[5mblink\nx = 3, y = 1\n3o!\n' >"$TMP/evil.rle"
"$BIN" run --pattern "$TMP/evil.rle" --output "$TMP/evil-out.rle" >"$TMP/out" 2>&1 || fail "evil: exit $?"
! grep -q $'\e' "$TMP/out" "$TMP/evil-out.rle" || fail "evil: ESC reached stdout or --output"
grep -q '^#N Evil$' "$TMP/evil-out.rle" || fail "evil: name not kept as plain text"
grep -q '^x = 3, y = 1, rule = B3/S23$' "$TMP/evil-out.rle" || fail "evil: output header"

printf 'x = 2, y = 1\nbC!\n' >"$TMP/multi.rle"
printf 'x = 3, y = 3\n1000000000000000000o!\n' >"$TMP/absurd.rle"
printf 'x = 3, y = 3, rule = B02/S/3\n3o!\n' >"$TMP/gen.rle"
for i in 1 2 3 4 5 6 7 8; do printf '\x01\xff{garbage}\x1b[31m\xfe%s\n' "$i"; done >"$TMP/noise.rle"
printf 'x = 99999, y = 3\n99990bo!\n' >"$TMP/huge.rle"
expect_error "unknown rule" 64 --pattern glider --rule Life/S23
expect_error "absurd size" 64 --pattern glider --size 100000x100000
expect_error "bad topology" 64 --pattern glider --topology klein
expect_error "no pattern" 64
expect_error "multi-state" 65 --pattern "$TMP/multi.rle"
expect_error "absurd run" 65 --pattern "$TMP/absurd.rle"
expect_error "generations rule with B0" 65 --pattern "$TMP/gen.rle"
expect_error "random bytes" 65 --pattern "$TMP/noise.rle"
expect_error "too big for a board" 65 --pattern "$TMP/huge.rle" --size 64x64
expect_error "hashlife on a grid" 64 --pattern glider --size 64x64 --algorithm hashlife
expect_error "B0 with hashlife" 64 --pattern glider --rule B013568/S01 --algorithm hashlife
grep -q -- '--algorithm auto' "$TMP/err" || fail "B0 with hashlife: no hint: $(cat "$TMP/err")"
expect_error "bad step" 64 --pattern glider --step 3
expect_error "absurd generations" 64 --pattern glider --generations 9223372036854775807
expect_error "missing file" 66 --pattern "$TMP/none.rle"
expect_error "unwritable output" 73 --pattern glider --output "$TMP/no/such/dir/out.rle"
# --output creates new files only: whatever has the name stays as it was (73),
# and no temporary file is left behind.
printf 'keep me\n' >"$TMP/exists.rle"
ln -s "$TMP/exists.rle" "$TMP/link.rle"
ln -s "$TMP/nowhere" "$TMP/dangling.rle"
mkfifo "$TMP/fifo.rle"
for out in "$TMP/exists.rle" "$TMP/link.rle" "$TMP/dangling.rle" "$TMP/fifo.rle" /dev/null /dev/full; do
  expect_error "output over $out" 73 --pattern glider --output "$out"
  [ "$(cat "$TMP/err")" = "lifecam run: $out already exists; lifecam never overwrites a file" ] || fail "output over $out: $(cat "$TMP/err")"
done
[ "$(cat "$TMP/exists.rle")" = "keep me" ] || fail "an existing output file was changed"
[ "$(readlink "$TMP/link.rle")" = "$TMP/exists.rle" ] || fail "a symlink output was replaced"
[ -L "$TMP/dangling.rle" ] && [ ! -e "$TMP/nowhere" ] || fail "a dangling symlink output was replaced or followed"
[ -p "$TMP/fifo.rle" ] || fail "a FIFO output was replaced"
[ -c /dev/null ] && [ -c /dev/full ] || fail "a device output was replaced"
"$BIN" run --pattern glider --output "$TMP/new.rle" >/dev/null || fail "new output: exit $?"
grep -q '^x = 3, y = 3, rule = B3/S23$' "$TMP/new.rle" || fail "new output: $(cat "$TMP/new.rle")"
[ -z "$(find "$TMP" -name '.*.tmp')" ] || fail "temporary file left: $(find "$TMP" -name '.*.tmp')"

# What lifecam writes, lifecam reads: a 4096x4096 soup (12 MB of RLE, quick in a
# debug build; docs/BENCHMARKS.md has the 16384x16384 round trip) comes back as the
# same board, at generation 0 and 3 generations on.
"$BIN" run --random 0.5 --seed 3 --size 4096x4096 --json --output "$TMP/soup4k.rle" >"$TMP/w0.json" || fail "big soup: exit $?"
"$BIN" run --random 0.5 --seed 3 --size 4096x4096 --generations 3 --json >"$TMP/w3.json" || fail "big soup run: exit $?"
"$BIN" run --pattern "$TMP/soup4k.rle" --json --output "$TMP/again4k.rle" >"$TMP/r0.json" || fail "big soup read: exit $?"
"$BIN" run --pattern "$TMP/soup4k.rle" --generations 3 --json >"$TMP/r3.json" || fail "big soup read and run: exit $?"
cmp -s "$TMP/w0.json" "$TMP/r0.json" || fail "big soup: read back as $(cat "$TMP/r0.json"), written as $(cat "$TMP/w0.json")"
cmp -s "$TMP/w3.json" "$TMP/r3.json" || fail "big soup: 3 generations on differ: $(cat "$TMP/w3.json") vs $(cat "$TMP/r3.json")"
cmp -s <(grep -v '^#' "$TMP/soup4k.rle") <(grep -v '^#' "$TMP/again4k.rle") || fail "big soup: written again, the RLE differs"
grep -q '"population":83[0-9]\{5\},"bbox":{"x":-2048,"y":-2048,"width":4096,"height":4096}' "$TMP/w0.json" || fail "big soup: not a half-full 4096x4096 soup: $(cat "$TMP/w0.json")"
rm -f "$TMP/soup4k.rle" "$TMP/again4k.rle"

# A full disk, for real: a 64 KiB tmpfs in a private user+mount namespace.
if unshare -Urm true 2>/dev/null; then
  cat >"$TMP/disk.sh" <<'INNER'
bin=$1 tmp=$2
mkdir -p "$tmp/disk"
mount -t tmpfs -o size=64k tmpfs "$tmp/disk" || exit 1
"$bin" run --random 0.5 --size 1024x1024 --output "$tmp/disk/soup.rle" >"$tmp/disk.out" 2>"$tmp/disk.err"
echo $? >"$tmp/disk.rc"
ls -A "$tmp/disk" >"$tmp/disk.ls"
umount "$tmp/disk"
INNER
  unshare -Urm bash "$TMP/disk.sh" "$(realpath "$BIN")" "$TMP" || fail "full disk: could not mount a tmpfs"
  [ "$(cat "$TMP/disk.rc")" = 74 ] || fail "full disk: exit $(cat "$TMP/disk.rc"), wanted 74"
  [ "$(cat "$TMP/disk.err")" = "lifecam run: disk full: cannot write to $TMP/disk/soup.rle" ] || fail "full disk: $(cat "$TMP/disk.err")"
  [ ! -s "$TMP/disk.out" ] || fail "full disk: printed a result"
  [ ! -s "$TMP/disk.ls" ] || fail "full disk: left $(cat "$TMP/disk.ls")"
else
  echo "run-contract: user namespaces unavailable; the full-disk --output check is SKIPPED"
fi
expect_error "negative generations" 64 --pattern glider --generations -1
expect_error "parser: not a number" 64 --pattern glider --generations many
expect_error "parser: unknown option" 64 --pattern glider --bogus
! grep -q 'Error:\|Usage:' "$TMP/err" || fail "parser error keeps ArgumentParser's noise: $(cat "$TMP/err")"
"$BIN" run --help >/dev/null || fail "run --help"

# A pipe works as a pattern file (process substitution).
printf 'x = 3, y = 1\n3o!\n' >"$TMP/blinker.rle"
out=$("$BIN" run --pattern <(cat "$TMP/blinker.rle") --size 8x8 --json) || fail "pipe pattern: exit $?"
case $out in *'"population":3'*) ;; *) fail "pipe pattern: got $out" ;; esac
# Gzip-compressed files (Golly ships .rle.gz and .mc.gz) read as the plain file, from a pipe too.
gzip -c "$TMP/blinker.rle" >"$TMP/blinker.rle.gz"
printf '!Name: blinker\nOOO\n' | gzip -c >"$TMP/blinker.cells.gz"
printf '[M2] (golly 3.3)\n#R B3/S23\n***$\n4 1 0 0 0\n' | gzip -c >"$TMP/blinker.mc.gz"
for f in blinker.rle.gz blinker.cells.gz blinker.mc.gz; do
  out=$("$BIN" run --pattern "$TMP/$f" --generations 1 --json 2>"$TMP/err") || fail "$f: exit $?: $(cat "$TMP/err")"
  case $out in *'"generation":1,"population":3'*) ;; *) fail "$f: got $out" ;; esac
done
out=$("$BIN" run --pattern <(cat "$TMP/blinker.rle.gz") --size 8x8 --json) || fail "gzipped pipe: exit $?"
case $out in *'"population":3'*) ;; *) fail "gzipped pipe: got $out" ;; esac
head -c 20 "$TMP/blinker.cells.gz" >"$TMP/cut.cells.gz"
expect_error "gzip cut short" 65 --pattern "$TMP/cut.cells.gz"
grep -q 'cut short' "$TMP/err" || fail "gzip cut short: $(cat "$TMP/err")"
# A decompression bomb (65 MiB of plaintext in about 64 KiB) is refused as it expands past the plain file's 64 MiB.
{ echo '!Name: bomb'; head -c $((65 << 20)) /dev/zero | tr '\0' '.'; } | gzip -1 -c >"$TMP/bomb.cells.gz"
expect_error "gzip bomb" 65 --pattern "$TMP/bomb.cells.gz"
grep -q 'expands to more than 64 MiB' "$TMP/err" || fail "gzip bomb: $(cat "$TMP/err")"

# --pattern - reads standard input as a file is: a pipe, a redirect, gzip or not; a terminal is refused.
out=$(printf 'x = 3, y = 1\n3o!\n' | "$BIN" run --pattern - --generations 1 2>"$TMP/err") || fail "stdin pipe: exit $?: $(cat "$TMP/err")"
case $out in 'standard input: 1 generations'*'population 3'*) ;; *) fail "stdin pipe: got $out" ;; esac
out=$("$BIN" run --pattern - --size 8x8 --json <"$TMP/blinker.rle.gz" 2>"$TMP/err") || fail "stdin gzip redirect: exit $?: $(cat "$TMP/err")"
case $out in *'"population":3'*) ;; *) fail "stdin gzip redirect: got $out" ;; esac
expect_error "stdin empty" 65 --pattern - </dev/null
if command -v script >/dev/null; then
  script -qec "$BIN run --pattern -" /dev/null </dev/null >"$TMP/tty" 2>&1; rc=$?
  [ $rc -eq 64 ] || fail "stdin terminal: exit $rc"
  grep -q 'standard input is a terminal' "$TMP/tty" || fail "stdin terminal: $(cat "$TMP/tty")"
else
  echo "run-contract: script(1) is missing; --pattern - on a terminal is SKIPPED"
fi

# --generations N,N,...: one JSON object (or one text line) per generation, in order, as bgolly prints a line per step.
out=$("$BIN" run --pattern acorn --generations 0,1,10,100 --json 2>"$TMP/err") || fail "generation list: exit $?: $(cat "$TMP/err")"
[ "$(sed -n 's/.*"generation":\([0-9]*\),"population":\([0-9]*\).*/\1:\2/p' <<<"$out" | tr '\n' ' ')" = "0:7 1:8 10:30 100:76 " ] \
  || fail "generation list: got $out"
[ "$("$BIN" run --pattern glider --size 16x16 --generations 0,4 | wc -l)" -eq 2 ] || fail "generation list: not one text line each"
expect_error "generation list out of order" 64 --pattern glider --generations 10,1

# The same final board as Golly's own engine, when bgolly is installed.
if command -v bgolly >/dev/null; then
  while read -r pat gens rule; do
    rm -f "$TMP/ours.rle" "$TMP/start.rle"  # lifecam never overwrites an output
    "$BIN" run --pattern "$pat" --generations "$gens" --rule "$rule" --output "$TMP/ours.rle" >/dev/null || fail "$pat: exit $?"
    "$BIN" run --pattern "$pat" --rule "$rule" --output "$TMP/start.rle" >/dev/null
    bgolly -q -q -m "$gens" -o "$TMP/golly.rle" "$TMP/start.rle" >/dev/null 2>&1
    diff <(grep -v '^#' "$TMP/ours.rle") <(grep -v '^#' "$TMP/golly.rle") >/dev/null || fail "$pat $rule: differs from bgolly"
  done <<'RUNS'
gosper-glider-gun 240 B3/S23:T128,96
acorn 400 B3/S23:P80,80
simkin-glider-gun 300 B3/S23:P90,70
r-pentomino 150 B36/S23:T61,47
pi-heptomino 120 23/3:P40,40
RUNS
  # A seeded soup, written with its #CXRLE Pos= so Golly starts it where lifecam had it.
  rm -f "$TMP/ours.rle"
  "$BIN" run --random 0.35 --seed 7 --size 90x70 --output "$TMP/soup.rle" >/dev/null
  "$BIN" run --pattern "$TMP/soup.rle" --generations 60 --output "$TMP/ours.rle" >/dev/null
  bgolly -q -q -m 60 -o "$TMP/golly.rle" "$TMP/soup.rle" >/dev/null 2>&1
  diff <(grep -v '^#' "$TMP/ours.rle") <(grep -v '^#' "$TMP/golly.rle") >/dev/null || fail "soup: differs from bgolly"
  # A Generations rule (Star Wars) with dying states in the file, against bgolly's Generations algorithm.
  rm -f "$TMP/ours.rle"
  printf 'x = 4, y = 3, rule = 345/2/4:K40*,30\nA.BC$.CAA$2A.B!\n' >"$TMP/star.rle"
  "$BIN" run --pattern "$TMP/star.rle" --generations 80 --output "$TMP/ours.rle" >/dev/null || fail "star wars: exit $?"
  bgolly -q -q -a Generations -m 80 -o "$TMP/golly.rle" "$TMP/star.rle" >/dev/null 2>&1
  diff <(grep -v '^#' "$TMP/ours.rle") <(grep -v '^#' "$TMP/golly.rle") >/dev/null || fail "star wars: differs from bgolly"
else
  echo "skipped: run-contract: bgolly is not installed, so the boards were not compared with Golly's"
fi

[ $fails -eq 0 ] && echo "run-contract: all checks passed" || { echo "run-contract: $fails failed"; exit 1; }
