# Sourced by the e2e scripts (not a test itself: run-all takes *.sh):
# strict mode, the repository's root as the working directory, the debug
# binary in $bin (built when missing; LIFECAM names another), a scratch
# folder $work removed on exit with the tmux server named in $sock if the
# script started one, and fail().
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[1]}")/../.."
bin=${LIFECAM:-.build/debug/lifecam}
[ -x "$bin" ] || swift build >/dev/null
bin=$(realpath "$bin")
work=$(mktemp -d)
sock=""
trap '[ -z "$sock" ] || tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
