# Sourced first by the collection scripts that compare lifecam with bgolly
# (history-, rule-, jvn-, ltl-, zip-, hashlife-collection.sh, wolfram.sh; not
# a test itself: run-all takes *.sh). Sets SCRIPT (the script's name without
# .sh, the first word of its lines), BIN (the debug binary, LIFECAM names
# another; run from the repository's root), ROOT and RULES (Golly's patterns
# and rules folders), BGOLLY (bgolly's path, empty when it is not
# installed), TMP (a scratch folder removed on exit), fails (0), fail() and
# HERE (this folder); sources bgolly-cells.bash and collection-files.bash. A
# script then calls need_golly for the folders it reads, and ends with
# verdict.
set -u
SCRIPT=${0##*/}
SCRIPT=${SCRIPT%.sh}
BIN=${LIFECAM:-.build/debug/lifecam}
[ -x "$BIN" ] || { echo "$SCRIPT: $BIN is not built (swift build first)"; exit 1; }
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=bgolly-cells.bash
source "$HERE/bgolly-cells.bash"
# shellcheck source=collection-files.bash
source "$HERE/collection-files.bash"
ROOT=$GOLLY_PATTERNS
RULES=/usr/share/golly/Rules
BGOLLY=$(command -v bgolly || true)

# need_golly [FOLDER...]: exits 77 after a line "skipped: SCRIPT: why" when a
# folder of Golly's (patterns, or RULES) is missing or bgolly is not installed.
need_golly() {
  local folder what
  for folder in "$@"; do
    what=patterns
    [ "$folder" = "$RULES" ] && what=rules
    [ -d "$folder" ] || { echo "skipped: $SCRIPT: Golly's $what are not installed ($folder)"; exit 77; }
  done
  [ -n "$BGOLLY" ] || { echo "skipped: $SCRIPT: bgolly is not installed"; exit 77; }
}

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
# fail WHY: prints the failed check and counts it; the script goes on.
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# verdict: the script's last line, all passed, or how many failed and exit 1.
verdict() {
  [ "$fails" -eq 0 ] && echo "$SCRIPT: all checks passed" || { echo "$SCRIPT: $fails failed"; exit 1; }
}
