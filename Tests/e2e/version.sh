#!/usr/bin/env bash
# lifecam's version, as packaging/version.sh says it: the script in a scratch
# git repository holding it, through a history of its own (no tag, a tag,
# commits after it, uncommitted changes, a tarball made by git archive, a
# folder with neither git nor a version), the Debian spelling of each, and
# `lifecam --version` of the build against the version make gave it.
source "$(dirname "$0")/preamble.bash"
command -v git >/dev/null || { echo "skipped: version: git is missing"; exit 77; }

repo=$work/repo
mkdir -p "$repo/packaging"
cp packaging/version.sh packaging/VERSION "$repo/packaging/"
cp .gitattributes "$repo/"
git() { command git -C "$repo" -c user.name=test -c user.email=test@example.invalid -c commit.gpgsign=false -c tag.gpgsign=false "$@"; }
git init -q
git add -A
git commit -q -m one
version() { sh "$repo/packaging/version.sh" "$@"; }
head() { git rev-parse --short HEAD; }

# expect WHAT GOT WANT
expect() { [ "$2" = "$3" ] || fail "$1: '$2', not '$3'"; echo "ok - $1: $2"; }
expect "no tag" "$(version)" "0.0.0-1-g$(head)"
git tag -a v0.1.0 -m "lifecam 0.1.0"
expect "on the tag v0.1.0" "$(version)" "0.1.0"
expect "its Debian version" "$(version --debian)" "0.1.0"
echo change >"$repo/file"
git add file
git commit -q -m two
expect "a commit after it" "$(version)" "0.1.0-1-g$(head)"
expect "its Debian version" "$(version --debian)" "0.1.0+1.g$(head)"
echo more >>"$repo/file"
expect "with uncommitted changes" "$(version)" "0.1.0-1-g$(head)-dirty"
expect "their Debian version" "$(version --debian)" "0.1.0+1.g$(head).dirty"
# Debian orders them as the releases: the tag, the commits after it, the next tag.
dpkg --compare-versions 0.1.0 lt "0.1.0+1.g$(head)" && dpkg --compare-versions "0.1.0+1.g$(head)" lt 0.1.1 &&
    dpkg --compare-versions "0.1.0+2.gaaaaaaa" gt "0.1.0+1.gfffffff" || fail "Debian does not order the versions as the commits"
echo "ok - dpkg orders 0.1.0 < 0.1.0+1.g$(head) < 0.1.1, and 0.1.0+1.g… < 0.1.0+2.g…"
git checkout -q -- file

mkdir "$work/tarball"
git archive --prefix=lifecam-x/ HEAD | tar -x -C "$work/tarball"
expect "in git archive's tarball, without git" "$(sh "$work/tarball/lifecam-x/packaging/version.sh")" "0.1.0-1-g$(head)"
mkdir -p "$work/bare/packaging"
cp packaging/version.sh packaging/VERSION "$work/bare/packaging/"
expect "in a copy with neither git nor a filled VERSION" "$(sh "$work/bare/packaging/version.sh")" "unknown"

# The build says what make gave it (make test builds with LIFECAM_VERSION; a plain
# `swift build` keeps the version SwiftPM first read, so it is not compared).
if [ -n "${LIFECAM_VERSION:-}" ]; then
    expect "lifecam --version of the build make made" "$("$bin" --version)" "$LIFECAM_VERSION"
    expect "which is packaging/version.sh's" "$LIFECAM_VERSION" "$(sh packaging/version.sh)"
else
    echo "skipped: version: not run through make, so the build's version was not compared (LIFECAM_VERSION unset)"
fi
