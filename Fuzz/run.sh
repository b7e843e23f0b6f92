#!/usr/bin/env bash
# make fuzz: builds Fuzz/LifeFuzz with libFuzzer and AddressSanitizer and runs
# each target (all of them, or those named) for FUZZ_SECONDS (default 60).
# Seeds: Fuzz/corpus/TARGET, plus Golly's pattern collection when it is
# installed; what the fuzzer finds new goes to .build-fuzz/corpus/TARGET and
# is reused by the next run. A crash, a broken property, a leak, a timeout or
# running out of memory is a finding: it is kept in fuzz-findings/ and the run
# fails. Prints one line per target and a total.
set -uo pipefail
cd "$(dirname "$0")/.."

SECONDS_EACH=${FUZZ_SECONDS:-60}
SCRATCH=${FUZZ_SCRATCH:-.build-fuzz}
FINDINGS=fuzz-findings
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(rle plaintext lifepc pattern macrocell mcell gzip rule grid y4mheader y4m replies mouse sanitizer cast replayfilter rulefile ltlrule archive archivepath)

mkdir -p "$SCRATCH"
echo "fuzz: building LifeFuzz (release, -sanitize=fuzzer,address) in $SCRATCH"
swift build -c release --product LifeFuzz --scratch-path "$SCRATCH" \
  --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address >"$SCRATCH/build.log" 2>&1 \
  || { tail -20 "$SCRATCH/build.log"; echo "fuzz: build failed"; exit 1; }
BIN="$SCRATCH/release/LifeFuzz"
GOLLY=/usr/share/golly/Patterns

mkdir -p "$FINDINGS"
failed=0 total=0
printf '%-10s %12s %10s %6s %8s %s\n' target executions exec/s cov corpus result
for target in "${TARGETS[@]}"; do
  seeds="Fuzz/corpus/$target"
  [ -d "$seeds" ] || { echo "fuzz: no target '$target' (Fuzz/corpus/$target is missing)"; failed=1; continue; }
  work="$SCRATCH/corpus/$target"
  mkdir -p "$work"
  extra=()
  case $target in
    rulefile)
      if [ -d /usr/share/golly/Rules ]; then
        golly="$SCRATCH/corpus/golly-$target"
        mkdir -p "$golly"
        find /usr/share/golly/Rules -name '*.rule' -size -16k -exec cp --backup=numbered -t "$golly" {} +
        extra=("$golly")
      fi ;;
    archive)
      if [ -d "$GOLLY" ]; then
        golly="$SCRATCH/corpus/golly-$target"
        mkdir -p "$golly"
        find "$GOLLY" -name '*.zip' -size -16k -exec cp --backup=numbered -t "$golly" {} +
        extra=("$golly")
      fi ;;
    rle|pattern|plaintext|lifepc|macrocell|mcell|gzip)
      if [ -d "$GOLLY" ]; then
        golly="$SCRATCH/corpus/golly-$target"
        mkdir -p "$golly"
        case $target in
          rle) find "$GOLLY" -name '*.rle' -size -8k -exec cp --backup=numbered -t "$golly" {} + ;;
          plaintext) find "$GOLLY" -name '*.cells' -size -8k -exec cp --backup=numbered -t "$golly" {} + ;;
          lifepc) find "$GOLLY" -name '*.lif' -size -8k -exec cp --backup=numbered -t "$golly" {} + ;;
          macrocell) find "$GOLLY" -name '*.mc' -size -8k -exec cp --backup=numbered -t "$golly" {} + ;;
          mcell) find "$GOLLY" -name '*.mcl' -size -8k -exec cp --backup=numbered -t "$golly" {} + ;;
          gzip) find "$GOLLY" -name '*.gz' -size -8k -exec cp --backup=numbered -t "$golly" {} + ;;
          pattern) find "$GOLLY" \( -name '*.rle' -o -name '*.cells' -o -name '*.lif' -o -name '*.mcl' \) -size -8k -exec cp --backup=numbered -t "$golly" {} + ;;
        esac
        extra=("$golly")
      fi ;;
  esac
  log="$SCRATCH/$target.log"
  LIFEFUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no "$BIN" \
    -max_total_time="$SECONDS_EACH" -max_len=16384 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$FINDINGS/$target-" "$work" "$seeds" "${extra[@]}" >"$log" 2>&1
  status=$?
  stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1; }
  execs=$(stat number_of_executed_units); rate=$(stat average_exec_per_sec)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  corpus=$(find "$work" -type f | wc -l)
  if [ $status -eq 0 ] && [ -n "$execs" ]; then
    result="no findings"
    total=$((total + execs))
  else
    result="FINDING (exit $status; log $log; input in $FINDINGS/)"
    failed=1
    grep -E 'ERROR|Fatal error|Precondition failed|deadly signal|SUMMARY' "$log" | head -5 | sed 's/^/    /'
  fi
  printf '%-10s %12s %10s %6s %8s %s\n' "$target" "${execs:-?}" "${rate:-?}" "${cov:-?}" "$corpus" "$result"
done
echo "fuzz: $total executions in all, ${SECONDS_EACH}s per target"
[ $failed -eq 0 ]
