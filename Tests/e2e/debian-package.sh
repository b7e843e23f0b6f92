#!/usr/bin/env bash
# The Debian package where there is no Swift (issue 37, docs/INSTALL.md):
# `make deb` (lintian reports no error or warning), then a clean root of this
# machine's Debian release made by `debootstrap --variant=minbase` from the
# Debian archive apt is configured with here; apt-get installs the package
# into it and lifecam runs there, and under qemu on a CPU without AVX2
# (Tests/e2e/debian-root.bash, inside a private mount and PID namespace so
# that nothing it mounts outlives it). The base root is cached as a tarball in
# .build-deb/root-cache (LIFECAM_ROOT_CACHE moves it), with the packages apt
# downloads for it; a fresh machine makes both once. Needs root (debootstrap,
# chroot, mounts) and the archive over the network: without them it says
# skipped. Prints what each step cost. LIFECAM_DEB=FILE tests that package
# (a downloaded release, say) instead of making one.
source "$(dirname "$0")/preamble.bash"
started=$SECONDS

[ "$(id -u)" = 0 ] || { echo "skipped: debian-package: needs root for debootstrap, chroot and mounts"; exit 77; }
for tool in debootstrap unshare chroot dpkg-deb apt-get; do
    command -v "$tool" >/dev/null || { echo "skipped: debian-package: $tool is missing (make test-deps installs it)"; exit 77; }
done
# Root in a container may still lack what a root of Debian needs: a mount
# and process namespace of its own, and chroot (CAP_SYS_ADMIN, CAP_SYS_CHROOT).
unshare --mount --propagation private --pid --fork true 2>/dev/null ||
    { echo "skipped: debian-package: no mount namespace can be made here (unshare --mount --pid is refused, as in a container without CAP_SYS_ADMIN)"; exit 77; }
chroot / true 2>/dev/null ||
    { echo "skipped: debian-package: chroot is refused here (no CAP_SYS_CHROOT)"; exit 77; }
arch=$(dpkg --print-architecture)
codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
[ -n "$codename" ] || { echo "skipped: debian-package: /etc/os-release names no Debian release"; exit 77; }
qemu=qemu-$(uname -m)
[ "$arch" != amd64 ] || command -v "$qemu" >/dev/null ||
    { echo "skipped: debian-package: $qemu is missing (Debian's qemu-user)"; exit 77; }

# Debian's archive as apt is configured here: every suite of origin Debian
# (the release, -updates, -security) goes into the root's sources; the
# release's own is debootstrap's mirror.
sources=$(apt-get indextargets --format '$(ORIGIN) $(REPO_URI) $(RELEASE) $(COMPONENT)' \
    'Identifier: Packages' "Architecture: $arch" | awk '$1 == "Debian"' | sort -u)
mirror=$(awk -v c="$codename" '$3 == c { print $2; exit }' <<<"$sources")
[ -n "$mirror" ] || { echo "skipped: debian-package: apt has no Debian archive for $codename configured"; exit 77; }
host=$(sed -E 's|^[a-z]+://([^/:]+).*|\1|' <<<"$mirror")
port=$(case $mirror in https:*) echo 443 ;; *) echo 80 ;; esac)
timeout 10 bash -c "exec 3<>/dev/tcp/$host/$port" 2>/dev/null ||
    { echo "skipped: debian-package: the archive $mirror cannot be reached"; exit 77; }
echo "archive: $mirror $codename ($(awk '{print $3}' <<<"$sources" | sort -u | tr '\n' ' ')), $arch"

# ---------------------------------------------------------------- make deb
step=$SECONDS
if [ -n "${LIFECAM_DEB:-}" ]; then
    deb=$(realpath "$LIFECAM_DEB")
    # The version lifecam must say, as the package's changelog gives it.
    version=$(dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/doc/lifecam/changelog.gz | gzip -d |
        sed -n 's/^  \* lifecam \(.*\), built from .*/\1/p')
    echo "testing $deb (LIFECAM_DEB), version $version"
else
    make -s deb DIST="$work/dist" DEB_CONFIG=debug >"$work/deb.log" 2>&1 || { cat "$work/deb.log"; fail "make deb failed"; }
    cat "$work/deb.log"
    version=$(sh packaging/version.sh)
    deb=$(ls "$work"/dist/lifecam_*.deb)
    [ "$(basename "$deb")" = "lifecam_$(sh packaging/version.sh --debian "$version")_$arch.deb" ] || fail "the package is named $(basename "$deb") for version $version"
    grep -q "lintian: no error, no warning" "$work/deb.log" || fail "make deb did not report lintian clean"
    echo "ok - make deb: $(basename "$deb"), lintian clean ($((SECONDS - step)) s)"
fi
deb_seconds=$((SECONDS - step))

# ---------------------------------------------------------------- the base root
step=$SECONDS
cache=${LIFECAM_ROOT_CACHE:-.build-deb/root-cache}
base="$cache/$codename-$arch-minbase.tar"
mkdir -p "$cache/archives/partial"
if [ -f "$base" ] && [ "$(cat "$base.mirror" 2>/dev/null)" = "$mirror" ]; then
    how="cached"
else
    how="made by debootstrap"
    unshare --mount --propagation private \
        debootstrap --variant=minbase --arch "$arch" "$codename" "$work/base" "$mirror" >"$work/debootstrap.log" 2>&1 ||
        { tail -20 "$work/debootstrap.log"; fail "debootstrap failed (log above)"; }
    rm -f "$work"/base/var/cache/apt/archives/*.deb
    tar --numeric-owner -C "$work/base" -cpf "$base.part" . && mv "$base.part" "$base"
    echo "$mirror" >"$base.mirror"
    rm -rf "$work/base"
fi
root="$work/root"
mkdir "$root"
tar --numeric-owner -C "$root" -xpf "$base"
awk '{ printf "deb %s %s %s\n", $2, $3, $4 }' <<<"$sources" >"$root/etc/apt/sources.list"
rm -f "$root"/etc/apt/sources.list.d/*
cp "$deb" "$root/tmp/"
# A small RLE copied in (Golly is not there): the R-pentomino.
printf 'x = 3, y = 3, rule = B3/S23\nb2o$2ob$bo!\n' >"$root/tmp/r-pentomino.rle"
echo "ok - a clean $codename minbase root ($how, $(du -sm "$root" | cut -f1) MB, $((SECONDS - step)) s)"
root_seconds=$((SECONDS - step))

# ---------------------------------------------------------------- inside it
step=$SECONDS
unshare --mount --propagation private --pid --fork --kill-child --mount-proc="$root/proc" \
    env ROOT="$root" DEB="$(basename "$deb")" VERSION="$version" ARCHIVES="$(realpath "$cache/archives")" \
        MIRRORS="$(awk '{print $2}' <<<"$sources" | sort -u | tr '\n' ' ')" QEMU="$qemu" \
    bash Tests/e2e/debian-root.bash || fail "the checks inside the root failed"
echo "time: make deb $deb_seconds s, base root $root_seconds s ($how), inside the root $((SECONDS - step)) s, all $((SECONDS - started)) s"
