#!/usr/bin/env bash
# man/lifecam.1 is generated from the command-line definitions (`make man`)
# and checked in: regenerate it, with the date the checked-in page carries,
# and fail when the two differ (an option or help text changed without
# `make man`). The page must also render without a groff or mdoc warning.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

[ -f man/lifecam.1 ] || fail "man/lifecam.1 is missing: run make man"
stamp=$(sed -n 's/^\.Dd //p' man/lifecam.1)
day=$(date -u -d "$stamp" +%Y-%m-%d) || fail "cannot read the page's date '.Dd $stamp'"
make -s man MAN_OUT="$work" MAN_DATE="$day" >"$work/log" 2>&1 || { cat "$work/log"; fail "make man failed"; }
if ! diff -u man/lifecam.1 "$work/lifecam.1" >"$work/diff"; then
    head -40 "$work/diff"
    fail "man/lifecam.1 is stale: the command line changed; run make man and commit it"
fi
echo "man/lifecam.1 is what the command-line definitions generate ($(wc -l < man/lifecam.1) lines, dated $day)"

if command -v man >/dev/null; then
    MANWIDTH=80 man -l man/lifecam.1 >"$work/page" 2>"$work/warnings" || fail "man cannot render the page"
    [ ! -s "$work/warnings" ] || { cat "$work/warnings"; fail "man warns about the page"; }
    grep -q "render" "$work/page" || fail "the rendered page has no render command"
    echo "man renders it without a warning ($(wc -l < "$work/page") lines at 80 columns)"
else
    echo "skipped: manpage: man is not installed, so the page was not rendered"
fi
