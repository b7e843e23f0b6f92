#!/usr/bin/env bash
# The plane's tiles against Golly's QuickLife, side by side in one run
# (docs/BENCHMARKS.md, "The plane's tiles against QuickLife"): for each row,
# `lifecam run --algorithm quicklife --pattern F --generations N --json`
# (release build; a Generations rule runs on the same tiles whatever
# --algorithm says, so those rows name Generations) and `bgolly -a QuickLife
# -m N F` (`-a Generations` for a Generations rule), interleaved $REPEAT
# times, each under /usr/bin/time, keeping the least CPU time (user + system:
# on a shared machine the wall clock counts other processes' turns too).
# Prints a Markdown table with both CPU times, their ratio and both
# populations, which must agree (the script fails otherwise). Then, with
# CALLGRIND=1, instructions of both (`valgrind --tool=callgrind`, lifecam's
# binary stripped of its debug information, which valgrind 3.19 cannot
# read), which do not depend on the machine's load.
#
# The rows: Gosper's gun (lifecam's built-in, written as RLE for bgolly) to
# 10^5, Golly's Life/Breeders/breeder.lif to 10^4, a spaceship-rich soup
# (a 1024² soup of density 0.35, seeded, whose ash sends gliders off in
# every direction) to 10^4, and Golly's two Generations files on the plane,
# Generations/Delta.rle and Generations/Sawfish.rle, to 4000 (bgolly's
# Generations is hashing, and takes minutes to 10^4 on these chaotic puffers).
#
#   Benchmarks/quicklife.sh                        every row, 3 rounds
#   REPEAT=5 CALLGRIND=1 Benchmarks/quicklife.sh   more rounds, and instructions
#   ROWS="gun 10000" Benchmarks/quicklife.sh       some rows only, other generations
set -euo pipefail
cd "$(dirname "$0")/.."
BGOLLY=$(command -v bgolly || true)
[ -n "$BGOLLY" ] || { echo "quicklife.sh: bgolly is missing (apt-get install golly)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "quicklife.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "quicklife.sh: python3 is missing (it writes the soup)" >&2; exit 1; }
P=/usr/share/golly/Patterns
[ -d "$P" ] || { echo "quicklife.sh: Golly's patterns are missing ($P)" >&2; exit 1; }
REPEAT=${REPEAT:-3}
CALLGRIND=${CALLGRIND:-0}
ROWS=${ROWS:-"gun 100000;breeder 10000;soup 10000;delta 4000;sawfish 4000"}
echo "building lifecam (release) ..."
swift build -c release --product lifecam >/dev/null
BIN=$(swift build -c release --show-bin-path)/lifecam
TMP=$(mktemp -d "${TMPDIR:-/tmp}/quicklife-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

# The inputs, the same bytes for both programs.
"$BIN" run --pattern gosper-glider-gun --generations 0 --output "$TMP/gun.rle" --json >/dev/null
python3 - "$TMP/soup.rle" <<'EOF'
import random, sys
random.seed(39)
side, density = 1024, 0.35
rows = []
for y in range(side):
    cells = "".join("o" if random.random() < density else "b" for _ in range(side))
    runs, i = [], 0
    while i < side:
        j = i
        while j < side and cells[j] == cells[i]: j += 1
        runs.append((str(j - i) if j - i > 1 else "") + cells[i]); i = j
    rows.append("".join(runs))
with open(sys.argv[1], "w") as f:
    f.write(f"#C a {side}x{side} soup of density {density}, seed 39 (Benchmarks/quicklife.sh)\n")
    f.write(f"x = {side}, y = {side}, rule = B3/S23\n")
    text = "$".join(rows) + "!"
    for k in range(0, len(text), 70): f.write(text[k:k + 70] + "\n")
EOF
# file NAME: the pattern file of a row; algo NAME: bgolly's algorithm for it.
file() {
  case $1 in
    gun) echo "$TMP/gun.rle" ;; breeder) echo "$P/Life/Breeders/breeder.lif" ;; soup) echo "$TMP/soup.rle" ;;
    delta) echo "$P/Generations/Delta.rle" ;; sawfish) echo "$P/Generations/Sawfish.rle" ;;
    *) echo "quicklife.sh: unknown row $1" >&2; exit 64 ;;
  esac
}
algo() { case $1 in delta | sawfish) echo Generations ;; *) echo QuickLife ;; esac; }

# measure OUT CMD...: runs CMD under time, its stdout to OUT.out; prints "cpu-seconds megabytes".
measure() {
  local out=$1; shift
  /usr/bin/time -f '%U %S %e %M' -o "$out.time" "$@" >"$out.out" 2>/dev/null || true
  # A failed run's time file starts with "Command exited ..."; its last line has the figures.
  tail -1 "$out.time" | awk '{ printf "%.3f %d", $1 + $2, $4 / 1024 }'
}
# least A B: the line of the two whose first field is smaller (A when B is empty).
least() { if [ -z "$2" ] || awk -v a="${1%% *}" -v b="${2%% *}" 'BEGIN { exit !(a < b) }'; then echo "$1"; else echo "$2"; fi; }

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "| pattern | generations | lifecam CPU s | lifecam MB | bgolly | bgolly CPU s | bgolly MB | CPU ratio | population (lifecam / bgolly) |"
echo "|---|---|---|---|---|---|---|---|---|"
IFS=';' read -ra RUN <<<"$ROWS"
failed=0
for row in "${RUN[@]}"; do
  read -r name gens <<<"$row"
  f=$(file "$name") a=$(algo "$name")
  best_ours="" best_theirs=""
  for ((round = 1; round <= REPEAT; round++)); do
    best_ours=$(least "$(measure "$TMP/ours" "$BIN" run --algorithm quicklife --pattern "$f" --generations "$gens" --json)" "$best_ours")
    best_theirs=$(least "$(measure "$TMP/theirs" "$BGOLLY" -a "$a" -m "$gens" "$f")" "$best_theirs")
  done
  read -r ocpu omb <<<"$best_ours"
  read -r tcpu tmb <<<"$best_theirs"
  opop=$(sed -n 's/.*"population":\([0-9]*\).*/\1/p' "$TMP/ours.out")
  tpop=$(tail -1 "$TMP/theirs.out" | sed -n 's/.*: //p' | tr -d ,)
  ratio=$(awk -v a="$ocpu" -v b="$tcpu" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
  echo "| $name | $gens | $ocpu | $omb | $a | $tcpu | $tmb | **$ratio** | $opop / $tpop |"
  [ -n "$opop" ] && [ "$opop" = "$tpop" ] || failed=1
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
[ "$failed" = 0 ] || { echo "quicklife.sh: the populations differ (or a run failed)" >&2; exit 1; }

if [ "$CALLGRIND" = 1 ]; then
  command -v valgrind >/dev/null || { echo "quicklife.sh: valgrind is missing" >&2; exit 1; }
  cp "$BIN" "$TMP/lifecam" && strip --strip-debug "$TMP/lifecam"
  count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : *//p'; }
  echo
  echo "| pattern | generations | lifecam instructions | bgolly instructions | ratio |"
  echo "|---|---|---|---|---|"
  for row in "${RUN[@]}"; do
    read -r name gens <<<"$row"
    f=$(file "$name") a=$(algo "$name")
    ours=$(count "$TMP/lifecam" run --algorithm quicklife --pattern "$f" --generations "$gens" --json)
    theirs=$(count "$BGOLLY" -a "$a" -m "$gens" "$f")
    echo "| $name | $gens | $ours | $theirs | $(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }') |"
  done
fi
