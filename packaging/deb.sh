#!/usr/bin/env bash
# make deb: builds lifecam_VERSION_ARCH.deb into the folder given (docs/PACKAGING.md).
#
# The program is one shared library, liblifecam.so (the product LifecamEntry:
# every module, the Swift runtime and Foundation linked in, only
# lifecam_main exported), in /usr/lib/TRIPLET/lifecam/; on amd64 a second
# build for x86-64-v3 goes in glibc-hwcaps/x86-64-v3/ below it, which glibc's
# loader picks on a CPU with that level. /usr/bin/lifecam is a few lines of C
# (packaging/launcher.c) linked to it through its RUNPATH. Depends is what
# dpkg-shlibdeps finds the binaries need; the control file is dpkg-gencontrol's
# from packaging/control and a one-entry changelog; then dpkg-deb builds it,
# and lintian must report no error and no warning.
#
# CONFIG (the second argument) is release (the default: both levels, each a
# release build in its own scratch folder, .build-deb/LEVEL) or debug: one
# build for any CPU, linked from the debug build `make test` has already
# compiled in .build (a relink, seconds), which the package's end-to-end test
# installs, so that CI does not compile the release build twice.
#
# The version is LIFECAM_VERSION (the Makefile's, from packaging/version.sh),
# `git describe` without the "v": 0.1.0 on a tag, 0.1.0-586-g991139f after it.
# Debian's spelling keeps its order: the first "-" becomes "+", the others ".",
# so 0.1.0-586-g991139f is 0.1.0+586.g991139f (after 0.1.0, before 0.1.1).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: packaging/deb.sh OUT-FOLDER [release|debug]}
config=${2:-release}
die() { echo "make deb: $*" >&2; exit 1; }
for tool in dpkg-shlibdeps dpkg-gencontrol dpkg-architecture gcc strip; do
    command -v "$tool" >/dev/null || die "$tool is missing (make deb installs dpkg-dev and gcc)"
done

version=${LIFECAM_VERSION:-$(sh packaging/version.sh)}
[ "$version" != unknown ] || die "no version: build from a git checkout with its tags, or a release tarball"
debversion=$(sh packaging/version.sh --debian "$version")
arch=$(dpkg --print-architecture)
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
libdir=usr/lib/$multiarch/lifecam
# Each build: LIFECAM_CPU (Package.swift) and where its library goes below $libdir.
case $config:$arch in
    release:amd64) levels=("portable:." "x86-64-v3:glibc-hwcaps/x86-64-v3") ;;
    release:* | debug:*) levels=("portable:.") ;;
    *) die "CONFIG is release or debug, not '$config'" ;;
esac

work=.build-deb/package
rm -rf "$work"
root=$work/debian/lifecam
mkdir -p "$root"

for entry in "${levels[@]}"; do
    level=${entry%%:*} folder=${entry#*:}
    scratch=.build-deb/$level
    [ "$config" = release ] || scratch=.build
    echo "make deb: building liblifecam.so for $level ($config, Swift runtime linked in, in $scratch)"
    mkdir -p .build-deb
    LIFECAM_SHARED_LIBRARY=1 LIFECAM_CPU=$level LIFECAM_VERSION=$version \
        swift build -c "$config" --static-swift-stdlib --disable-local-rpath \
        --product LifecamEntry --scratch-path "$scratch" >".build-deb/$config-$level.log" 2>&1 ||
        { tail -30 ".build-deb/$config-$level.log"; die "swift build for $level failed (log: .build-deb/$config-$level.log)"; }
    install -d "$root/$libdir/$folder"
    # As dh_strip strips a shared library: symbols not needed to link, comments, notes.
    strip --strip-unneeded --remove-section=.comment --remove-section=.note \
        -o "$root/$libdir/$folder/liblifecam.so" "$scratch/$config/libLifecamEntry.so"
    chmod 644 "$root/$libdir/$folder/liblifecam.so"
done

# The launcher, with Debian's hardening flags, found by the loader through RUNPATH.
install -d "$root/usr/bin"
# shellcheck disable=SC2046
gcc $(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CFLAGS) -o "$root/usr/bin/lifecam" packaging/launcher.c \
    $(dpkg-buildflags --get LDFLAGS) -Wl,-z,now -Wl,--enable-new-dtags -L"$root/$libdir" -llifecam -Wl,-rpath,"/$libdir"
strip --remove-section=.comment --remove-section=.note "$root/usr/bin/lifecam"
lifecam() { LD_LIBRARY_PATH="$root/$libdir" "$root/usr/bin/lifecam" "$@"; }
got=$(lifecam --version) || die "the built program does not run"
[ "$got" = "$version" ] || die "the built program says version '$got', not '$version'"

# The manual page and completions where Debian's packages put theirs.
install -d "$root/usr/share/man/man1" "$root/usr/share/bash-completion/completions" \
    "$root/usr/share/zsh/vendor-completions" "$root/usr/share/fish/vendor_completions.d" "$root/usr/share/doc/lifecam"
gzip -9n <man/lifecam.1 >"$root/usr/share/man/man1/lifecam.1.gz"
# bash sources its completion: argument-parser's "#!/bin/bash" line goes.
lifecam --generate-completion-script bash | sed '1{/^#!/d}' >"$root/usr/share/bash-completion/completions/lifecam"
lifecam --generate-completion-script zsh >"$root/usr/share/zsh/vendor-completions/_lifecam"
lifecam --generate-completion-script fish >"$root/usr/share/fish/vendor_completions.d/lifecam.fish"
install -m 644 packaging/copyright "$root/usr/share/doc/lifecam/copyright"

# A native package's changelog: one entry, this build, dated by its commit.
mkdir -p "$work/debian"
cp packaging/control "$work/debian/control"
maintainer=$(sed -n 's/^Maintainer: //p' packaging/control)
commit=$(git rev-parse --short HEAD 2>/dev/null || echo "a source tarball")
when=$(date -R -u -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")
cat >"$work/debian/changelog" <<EOF
lifecam ($debversion) unstable; urgency=medium

  * lifecam $version, built from commit $commit ($config build).

 -- $maintainer  $when
EOF
gzip -9n <"$work/debian/changelog" >"$root/usr/share/doc/lifecam/changelog.gz"

# DEBIAN/ first: dpkg-shlibdeps knows the package's folder by it.
mkdir -p "$root/DEBIAN"
find "$root" -type d -exec chmod 755 {} +
find "$root" -type f ! -path "$root/usr/bin/*" -exec chmod 644 {} +
(
    cd "$work"
    dpkg-shlibdeps -Tdebian/lifecam.substvars "debian/lifecam/usr/bin/lifecam" \
        $(find "debian/lifecam/$libdir" -name liblifecam.so)
    dpkg-gencontrol -plifecam -Tdebian/lifecam.substvars -Pdebian/lifecam
)
(cd "$root" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | LC_ALL=C sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/md5sums"

mkdir -p "$out"
deb="$out/lifecam_${debversion}_$arch.deb"
rm -f "$deb"
# xz at its largest window: the two libraries share most of their bytes (the
# runtime, ICU's data), and -z9 finds the second copy (17 MB against 31 MB at -z6).
dpkg-deb --root-owner-group -Zxz -z9 --build "$root" "$deb" >/dev/null
echo "make deb: $deb ($(du -k "$deb" | cut -f1) KiB; $(dpkg-deb -f "$deb" Installed-Size) KiB installed)"
echo "make deb: Depends: $(dpkg-deb -f "$deb" Depends)"

# lintian must report no error and no warning; its notes (I:) are shown.
if ! lintian --fail-on error,warning --display-info "$deb" >"$work/lintian.txt" 2>&1; then
    grep -v '^running with root privileges' "$work/lintian.txt"
    die "lintian reports errors or warnings"
fi
notes=$(grep -c '^I: ' "$work/lintian.txt" || true)
echo "make deb: lintian: no error, no warning, $notes notes:"
grep '^I: ' "$work/lintian.txt" | sed 's/^I: lifecam: \([^ ]*\).*/\1/' | sort | uniq -c | sed 's/^ */    /'
