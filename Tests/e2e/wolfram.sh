#!/usr/bin/env bash
# Wolfram's one-dimensional rules (Wn, n even 0-254) run as Golly's QuickLife
# and HashLife run them, each generation the next row down: Golly's
# HashLife/wolfram22.mc, and RLE files of W30, W110 and W90 (a random row;
# a random soup of rows, where live cells stay and dead ones read the row
# above), with `lifecam run` and default options, against bgolly -a QuickLife
# and -a HashLife (the macrocell file HashLife only: Golly's QuickLife reads
# none) at generations 0, 1, 10, 100 and 1000: the population, the
# box's size and every cell (same_cells, bgolly-cells.bash). An odd rule is
# refused in one line with exit status 65 (data) from a file and 64 (usage)
# from --rule. Skipped when bgolly is missing.
# shellcheck source=collection-preamble.bash
source "$(dirname "$0")/collection-preamble.bash"
need_golly
checks=0

# A random row and a random soup, as RLE, under rule $1 (python's random, seeded).
python3 - "$TMP" <<'PY'
import random, sys
random.seed(22)
def rle(rows, rule):
    body = '$'.join(''.join('o' if c else 'b' for c in row) for row in rows)
    return f'x = {len(rows[0])}, y = {len(rows)}, rule = {rule}\n{body}!\n'
for rule in ('W30', 'W110', 'W90'):
    open(f'{sys.argv[1]}/{rule}-row.rle', 'w').write(rle([[random.random() < 0.4 for _ in range(80)]], rule))
    open(f'{sys.argv[1]}/{rule}-soup.rle', 'w').write(rle([[random.random() < 0.15 for _ in range(60)] for _ in range(40)], rule))
PY

mapfile -t golly < <(wolfram_files)
files=("${golly[@]}" "$TMP"/W*.rle)
[ -f "${files[0]}" ] || { echo "skipped: wolfram: Golly's wolfram22.mc is not installed"; files=("${files[@]:1}"); }
for file in "${files[@]}"; do
  name=${file##*/}
  for g in 0 1 10 100 1000; do
    rm -f "$TMP/ours.rle"
    if ! "$BIN" run --pattern "$file" --generations "$g" --json --output "$TMP/ours.rle" >"$TMP/json" 2>"$TMP/err"; then
      fail "$name at $g: $(cat "$TMP/err")"
      break
    fi
    grep -q '"rule":"W[0-9]*"' "$TMP/json" || { fail "$name: not run as a Wolfram rule: $(cat "$TMP/json")"; break; }
    algorithms=(QuickLife HashLife)
    # Golly's QuickLife reads no macrocell file (bgolly: "Cannot read macrocell format"), nor does lifecam's.
    [[ $name == *.mc ]] && algorithms=(HashLife)
    for algorithm in "${algorithms[@]}"; do
      rm -f "$TMP/theirs.rle"
      "$BGOLLY" -a "$algorithm" -m "$g" -o "$TMP/theirs.rle" "$file" >"$TMP/golly" 2>&1 || { fail "$name: bgolly -a $algorithm failed at $g"; continue; }
      why=$(same_cells "$TMP") || { fail "$name at $g against $algorithm: $why"; continue; }
      checks=$((checks + 1))
    done
  done
done

# Odd numbers and numbers past 254 are refused in one line, as Golly refuses them.
printf 'x = 1, y = 1, rule = W23\no!\n' >"$TMP/odd.rle"
"$BIN" run --pattern "$TMP/odd.rle" >/dev/null 2>"$TMP/err"
status=$?
[ $status = 65 ] && [ "$(wc -l <"$TMP/err")" = 1 ] && grep -q "Wolfram rule must be an even number from 0 to 254" "$TMP/err" \
  || fail "W23 in a file: exit $status: $(cat "$TMP/err")"
"$BIN" run --pattern glider --rule W256 >/dev/null 2>"$TMP/err"
status=$?
[ $status = 64 ] && grep -q "even number from 0 to 254" "$TMP/err" || fail "--rule W256: exit $status: $(cat "$TMP/err")"

echo "wolfram: ${#files[@]} files, $checks generations equal to bgolly's (QuickLife and HashLife: population, box size, every cell)"
expected=$(( ${#files[@]} * 10 ))
[[ ${files[0]} == *.mc ]] && expected=$((expected - 5))
[ $checks -eq $expected ] || fail "expected $expected comparisons"
verdict
