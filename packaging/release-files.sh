#!/usr/bin/env bash
# make release-files: beside the .deb `make deb` left in the folder given, the
# source tarball lifecam-VERSION.tar.gz (git archive of HEAD, whose
# packaging/VERSION git fills in with `git describe`, so that a build from the
# tarball knows its version without git) and SHA256SUMS over both
# (docs/INSTALL.md). Refuses a tree with uncommitted changes: the tarball
# would not hold them.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: packaging/release-files.sh OUT-FOLDER}
die() { echo "make release-files: $*" >&2; exit 1; }

version=${LIFECAM_VERSION:-$(sh packaging/version.sh)}
case $version in
    unknown) die "no version: run it in a git checkout with its tags" ;;
    *-dirty) die "the tree has uncommitted changes: commit them, or make a release from a clean checkout" ;;
esac
debversion=$(sh packaging/version.sh --debian "$version")
deb="lifecam_${debversion}_$(dpkg --print-architecture).deb"
[ -f "$out/$deb" ] || die "$out/$deb is missing: run make deb first"
dpkg-deb --fsys-tarfile "$out/$deb" | tar -xO ./usr/share/doc/lifecam/changelog.gz | gzip -d | grep -q "(release build)" ||
    die "$out/$deb is not a release build (DEB_CONFIG=debug?): run make deb"
tarball="lifecam-$version.tar.gz"

git archive --format=tar.gz --prefix="lifecam-$version/" -o "$out/$tarball" HEAD
# The tarball must know its version without git: its packaging/VERSION, read by version.sh.
check=$(mktemp -d)
trap 'rm -rf "$check"' EXIT
tar -xzf "$out/$tarball" -C "$check"
got=$(sh "$check/lifecam-$version/packaging/version.sh")
[ "$got" = "$version" ] || die "the tarball says version '$got', not '$version'"

(cd "$out" && sha256sum "$deb" "$tarball" >SHA256SUMS)
echo "make release-files: in $out:"
(cd "$out" && ls -l "$deb" "$tarball" SHA256SUMS | awk '{printf "    %-48s %10d bytes\n", $9, $5}')
cat "$out/SHA256SUMS"
