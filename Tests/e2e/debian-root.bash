# Run by Tests/e2e/debian-package.sh inside a private mount and PID namespace
# (not a test itself: run-all takes *.sh): the checks in the clean Debian root
# ROOT, into which the package DEB (in ROOT/tmp) is installed with apt-get from
# the Debian archives MIRRORS, apt's downloads kept in ARCHIVES. Everything
# mounted here (proc, a private devpts, ARCHIVES) and every process started in
# the root (tmux, lifecam) ends with this script.
set -euo pipefail
fail() { echo "FAIL: $*"; exit 1; }
ok() { echo "ok - $*"; }

# This namespace's own /proc outside the root too: make and swift build, which run
# here, read /proc/PID for their own PIDs, which the host's /proc numbers otherwise.
mount -t proc proc /proc
mount -t devpts -o newinstance,ptmxmode=0666,mode=0620 devpts "$ROOT/dev/pts"
mount --bind "$ROOT/dev/pts/ptmx" "$ROOT/dev/ptmx"
mount --bind "$ARCHIVES" "$ROOT/var/cache/apt/archives"

# in_root COMMAND...: COMMAND in the root, with a plain environment.
in_root() {
    chroot "$ROOT" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=xterm-256color DEBIAN_FRONTEND=noninteractive \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"
}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
apt() { in_root apt-get -y -q -o Dpkg::Use-Pty=0 "$@" >>"$log" 2>&1 || { tail -30 "$log"; fail "apt-get $* failed"; }; }
# The root's files, but for what the kernel, apt and dpkg keep there.
files() {
    in_root find / -xdev \( -path /proc -o -path /dev -o -path /tmp -o -path /run -o -path /var/cache -o -path /var/log \
        -o -path /var/lib/apt -o -path /var/lib/dpkg -o -path /root \) -prune -o -print | LC_ALL=C sort
}
packages() { in_root dpkg-query -W -f '${Package}\n' | LC_ALL=C sort; }
json_field() { grep -o "\"$1\":[0-9]*" | cut -d: -f2; }
triplet=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
libdir=/usr/lib/$triplet/lifecam

# ---------------------------------------------------------------- no Swift here
in_root sh -c 'command -v swift swiftc' && fail "the root has a Swift toolchain"
[ -z "$(in_root find / -xdev \( -name 'libswift*' -o -name 'libFoundation*' -o -name 'libdispatch*' \) -print)" ] ||
    fail "the root has Swift's libraries"
[ ! -e "$ROOT$(pwd -P)" ] || fail "the build tree $(pwd -P) is visible in the root"
ok "the root has no Swift toolchain, no Swift library and not the build tree"

# ---------------------------------------------------------------- Depends alone
apt update
before_files=$(files)
before_packages=$(packages)
apt install --no-install-recommends "/tmp/$DEB"
pulled=$(comm -13 <(echo "$before_packages") <(packages) | grep -vx lifecam || true)
for p in $pulled; do
    # apt-cache policy: the installed version's (***) lines name where it came from.
    origins=$(in_root apt-cache policy "$p" | awk '/^ \*\*\* /{on=1; next} /^ [^ ]/{on=0} on && /:\/\//{print $2}')
    [ -n "$origins" ] || fail "apt knows no archive that has $p's installed version"
    for origin in $origins; do
        [[ " $MIRRORS " == *" $origin/ "* ]] || fail "$p's installed version comes from $origin, not Debian's archive ($MIRRORS)"
    done
done
ok "apt-get install --no-install-recommends pulled $(wc -w <<<"$pulled") packages, all from Debian's archive: $(echo $pulled)"

ldd=$(in_root ldd /usr/bin/lifecam)
! grep -q "not found" <<<"$ldd" || { echo "$ldd"; fail "a library is not found"; }
! grep -Eiq "swift|/work|/opt" <<<"$ldd" || { echo "$ldd"; fail "ldd names a library outside Debian's folders"; }
# The loader's own word on whether this CPU has x86-64-v3 decides which build it must pick
# (make deb's release package has both; the debug package make test builds has one).
v3=$libdir/glibc-hwcaps/x86-64-v3/liblifecam.so
levels=$(in_root /lib64/ld-linux-x86-64.so.2 --help)
if [ -e "$ROOT$v3" ] && grep -q "x86-64-v3 (supported, searched)" <<<"$levels"; then
    want=$v3
else
    want="$libdir/liblifecam.so"
fi
grep -q "liblifecam.so => $want " <<<"$ldd" || { echo "$ldd"; fail "liblifecam.so is not $want"; }
ok "ldd: every library from Debian's folders, liblifecam.so from $want"

got=$(in_root lifecam --version)
[ "$got" = "$VERSION" ] || fail "lifecam --version says '$got', not '$VERSION'"
ok "lifecam --version: $got"
pop=$(in_root lifecam run --pattern acorn --generations 5206 --json | json_field population)
[ "$pop" = 633 ] || fail "the acorn at 5206 has $pop cells, not 633"
pop=$(in_root lifecam run --pattern /tmp/r-pentomino.rle --generations 1103 --json | json_field population)
[ "$pop" = 116 ] || fail "the R-pentomino at 1103 has $pop cells, not 116"
ok "run: the built-in acorn at generation 5206 has 633 cells, an RLE's R-pentomino at 1103 has 116"
in_root lifecam render --out /tmp/frames/ --size 320x180 --frames 3 --seed 3 >/dev/null 2>&1 || fail "render to PNG frames failed"
png=$ROOT/tmp/frames/frame-000003.png
[ "$(od -An -tx1 -N8 "$png" | tr -d ' ')" = 89504e470d0a1a0a ] || fail "frame-000003.png is not a PNG"
[ "$(od -An -tu1 -j16 -N8 "$png" | tr -s ' ')" = " 0 0 1 64 0 0 0 180" ] || fail "frame-000003.png is not 320x180"
ok "render: three 320x180 PNG frames"

apt purge --autoremove lifecam
[ "$(packages)" = "$before_packages" ] || fail "apt-get purge --autoremove left packages: $(comm -3 <(echo "$before_packages") <(packages) | tr '\n' ' ')"
[ "$(files)" = "$before_files" ] || { diff <(echo "$before_files") <(files) | head; fail "purging left the root changed"; }
ok "apt-get purge --autoremove lifecam leaves the root's files and packages as they were"

# ---------------------------------------------------------------- a second install, with Recommends
apt install "/tmp/$DEB" tmux man-db
in_root dpkg-query -W -f '${db:Status-Status}' ffmpeg | grep -qx installed || fail "Recommends: ffmpeg was not installed"
in_root lifecam render --out /tmp/clip.mp4 --size 320x180 --frames 30 --seed 3 >/dev/null 2>&1 || fail "render to mp4 failed"
probe=$(in_root ffprobe -v error -select_streams v:0 -count_frames -show_entries stream=codec_name,width,height,nb_read_frames -of csv=p=0 /tmp/clip.mp4)
[ "$probe" = "h264,320,180,30" ] || fail "clip.mp4 is '$probe', not h264,320,180,30"
ok "a second install (ffmpeg from Recommends): render to mp4, ffprobe: $probe"

page=$(in_root sh -c 'MANWIDTH=80 man lifecam 2>&1')
grep -q "lifecam render" <<<"$page" || fail "man lifecam shows no render command"
[ "$(in_root man -w lifecam)" = /usr/share/man/man1/lifecam.1.gz ] || fail "man finds the page at $(in_root man -w lifecam)"
in_root bash -n /usr/share/bash-completion/completions/lifecam || fail "bash cannot read the completion"
ok "man lifecam renders ($(wc -l <<<"$page") lines); the bash completion parses"

# ---------------------------------------------------------------- play in tmux
t() { in_root tmux -L debian -f /dev/null "$@"; }
screen() { t capture-pane -t m -p; }
wait_for() {   # wait_for REGEX: until the plain screen matches (20 s at most)
    local deadline=$((SECONDS + 20))
    until screen | grep -Eq -- "$1"; do
        [ $SECONDS -lt $deadline ] || { screen | tail -3; fail "timed out waiting for /$1/"; }
        sleep 0.05   # poll interval, not a timing assumption
    done
}
status() { screen | grep -Eo "$1 [0-9]+" | tail -1 | awk '{print $2}'; }
start=$SECONDS
t new-session -d -s m -x 100 -y 30 -c /tmp "COLORTERM=truecolor lifecam --source synthetic --seed 1 --paused; echo EXIT=\$?; exec cat"
wait_for "paused.*gen 0.*pop 0 "
t send-keys -t m -l $'\e[<0;41;11M'
wait_for "pop 1 "
t send-keys -t m -l $'\e[<0;41;11m'
t send-keys -t m s
deadline=$((SECONDS + 20))
until ls "$ROOT"/tmp/lifecam-*.png >/dev/null 2>&1; do [ $SECONDS -lt $deadline ] || fail "s wrote no snapshot"; sleep 0.05; done
t send-keys -t m ' '
gen=$(status gen)
deadline=$((SECONDS + 20))
until [ "$(status gen)" -gt "$gen" ]; do [ $SECONDS -lt $deadline ] || fail "space did not start play again"; sleep 0.05; done
# Three seconds of play in all: the scenario's length, not a wait for something.
[ $((SECONDS - start)) -ge 3 ] || sleep $((3 - (SECONDS - start)))
t send-keys -t m q
wait_for "EXIT=0"
ok "play in tmux for $((SECONDS - start)) s over the synthetic video: a click while paused lit a cell (pop 0 -> 1), s wrote $(cd "$ROOT/tmp" && ls lifecam-*.png), space played on, q exited with 0"
t kill-server

# ---------------------------------------------------------------- a CPU without AVX2
if [ "$(dpkg --print-architecture)" = amd64 ]; then
    # qemu-user runs the root's program, loader and libraries (-L) on a baseline x86-64 model.
    emulate() { local cpu=$1; shift; env -i "$QEMU" -L "$ROOT" -cpu "$cpu" "$@"; }
    loaded() { emulate "$1" -E LD_DEBUG=libs "$ROOT/usr/bin/lifecam" --version 2>&1 | sed -n 's/.*calling init: \(.*liblifecam.so\)$/\1/p'; }
    [ "$(emulate qemu64 "$ROOT/usr/bin/lifecam" --version)" = "$VERSION" ] || fail "lifecam does not start on qemu64"
    [ "$(loaded qemu64)" = "$libdir/liblifecam.so" ] || fail "on qemu64 the loader took $(loaded qemu64)"
    pop=$(emulate qemu64 "$ROOT/usr/bin/lifecam" run --pattern "$ROOT/tmp/r-pentomino.rle" --generations 1103 --json | json_field population)
    [ "$pop" = 116 ] || fail "on qemu64 the R-pentomino at 1103 has $pop cells"
    emulate qemu64 "$ROOT/usr/bin/lifecam" render --out "$ROOT/tmp/qemu/" --size 320x180 --frames 2 --seed 3 >/dev/null 2>&1 &&
        [ -s "$ROOT/tmp/qemu/frame-000002.png" ] || fail "on qemu64 render failed"
    ok "on qemu64 (no SSE4, no AVX): the loader takes $libdir/liblifecam.so; --version, run and render work"
    if [ -e "$ROOT$v3" ]; then
        # The x86-64-v3 build really needs its level: forced on qemu64 it dies at once.
        code=0
        emulate qemu64 -E LD_LIBRARY_PATH="$libdir/glibc-hwcaps/x86-64-v3" "$ROOT/usr/bin/lifecam" --version >/dev/null 2>&1 || code=$?
        [ $code = 132 ] || fail "the x86-64-v3 build forced on qemu64 exited with $code, not 132 (SIGILL)"
        [ "$(loaded max)" = "$v3" ] || fail "on qemu's max CPU the loader took $(loaded max)"
        ok "the x86-64-v3 build forced on qemu64 dies of SIGILL; on qemu's max CPU (AVX2) the loader takes it"
    else
        echo "skipped: debian-package: the package has one build for any CPU (make test's, from the debug build), so the loader's choice of the x86-64-v3 build was not checked: LIFECAM_DEB=the release package checks it"
    fi
else
    echo "skipped: debian-package: the CPU-level checks are for amd64's two builds"
fi

# ---------------------------------------------------------------- make install beside the package, then uninstall
pkgfiles=$(in_root dpkg -L lifecam | LC_ALL=C sort)
make -s install DESTDIR="$ROOT" CONFIG=debug >/tmp/debian-root-make.log 2>&1 || { cat /tmp/debian-root-make.log; fail "make install DESTDIR=root failed"; }
[ "$(in_root sh -c 'command -v lifecam')" = /usr/local/bin/lifecam ] || fail "make install's lifecam is not first on PATH"
make -s uninstall DESTDIR="$ROOT" >/tmp/debian-root-make.log 2>&1 || { cat /tmp/debian-root-make.log; fail "make uninstall failed"; }
[ -z "$(in_root find /usr/local -type f)" ] || fail "make uninstall left $(in_root find /usr/local -type f)"
in_root dpkg --verify lifecam || fail "make install or uninstall changed the package's files"
[ "$(in_root lifecam --version)" = "$VERSION" ] || fail "after make uninstall, lifecam is not the package's"
ok "make install beside the package, then make uninstall: /usr/local empty again, the package's files unchanged, lifecam is the package's"

# ---------------------------------------------------------------- apt remove, then install again
apt remove lifecam
for f in $pkgfiles; do
    case $f in /usr/lib/$triplet/lifecam*|/usr/bin/lifecam|/usr/share/doc/lifecam*|*/lifecam.1.gz|*/_lifecam|*/lifecam.fish|*/completions/lifecam)
        [ ! -e "$ROOT$f" ] || fail "apt-get remove left $f" ;;
    esac
done
[ ! -e "$ROOT$libdir" ] || fail "apt-get remove left $libdir"
in_root sh -c 'command -v lifecam' && fail "lifecam is still on PATH after apt-get remove"
in_root dpkg-query -W -f '${db:Status-Status}' ffmpeg | grep -qx installed || fail "removing lifecam removed ffmpeg"
ok "apt-get remove lifecam: its $(wc -l <<<"$pkgfiles") paths gone, ffmpeg and the libraries stay"
apt install "/tmp/$DEB"
apt install --reinstall "/tmp/$DEB"
in_root dpkg --verify lifecam || fail "the reinstalled package's files differ"
[ "$(in_root lifecam --version)" = "$VERSION" ] || fail "lifecam --version after installing again"
pop=$(in_root lifecam run --pattern acorn --generations 5206 --json | json_field population)
[ "$pop" = 633 ] || fail "after installing again the acorn has $pop cells"
ok "installed again, and once more with --reinstall: dpkg --verify clean, lifecam runs"
