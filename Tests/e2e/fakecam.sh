#!/usr/bin/env bash
# End-to-end webcam tests without a webcam: the real libv4l2 drives the fakecam
# plugin (Sources/FakeCamPlugin), which makes regular files act as cameras.
# libv4l2 loads plugins only from its compiled-in directory, so the tests run in
# a private mount namespace (unshare -Urm, no root needed) where a temporary
# directory holding the plugin is bind-mounted over it (docs/TESTING.md).
# Runs: the FakeCamTests suite, then `lifecam devices` against a fake camera.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build --build-tests >/dev/null
bin=$(swift build --show-bin-path)
plugin="$bin/libv4l-fakecam.so"
[ -f "$plugin" ] || { echo "FAIL: $plugin was not built" >&2; exit 1; }
plugdir="$(pkg-config --variable=libdir libv4l2)/libv4l/plugins"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/plugins" "$work/cams"
cp "$plugin" "$work/plugins/"

# Runs "$@" with the plugins in folder $1 in place of the system's plugins.
with_plugins() {
  local dir=$1; shift
  FAKECAM_PATH="$work/cams" unshare -Urm sh -c 'mount --bind "$1" "$2" && shift 2 && exec "$@"' \
    sh "$dir" "$plugdir" "$@"
}
# Runs "$@" with the fake plugin in place of the system's plugins.
in_namespace() { with_plugins "$work/plugins" "$@"; }

echo "-- FakeCamTests (real libv4l2 through the fake camera)"
log="$work/suite.log"
if ! in_namespace swift test --skip-build --filter FakeCamTests 2>&1 | tee "$log"; then
  echo "FAIL: FakeCamTests failed" >&2; exit 1
fi
# A suite that was skipped or matched nothing must not pass for one that ran.
if grep -q "Suite FakeCamTests skipped" "$log" || ! grep -Eq "Suite FakeCamTests passed" "$log"; then
  echo "FAIL: FakeCamTests did not run (plugin not loaded or filter matched nothing)" >&2; exit 1
fi

echo "-- lifecam devices against a fake camera"
lifecam="$bin/lifecam"
: > "$work/cams/video0"
out=$(in_namespace "$lifecam" devices --device "$work/cams/video0")
echo "$out"
grep -q "Fake YUYV camera" <<<"$out" || { echo "FAIL: devices table lacks the camera" >&2; exit 1; }
grep -q "YUYV" <<<"$out" && grep -q "640x480" <<<"$out" || { echo "FAIL: devices table lacks formats" >&2; exit 1; }
json=$(in_namespace "$lifecam" devices --json --device "$work/cams/video0")
for want in '"card" : "Fake YUYV camera"' '"fourcc" : "YUYV"' '"emulated" : true' '"framesPerSecond" : ['; do
  grep -qF "$want" <<<"$json" || { echo "FAIL: devices --json lacks $want: $json" >&2; exit 1; }
done

echo "-- lifecam devices --frames: real frames through the whole capture path"
printf 'FAKECAM_FPS=30\n' > "$work/cams/video0.knobs"
out=$(in_namespace "$lifecam" devices --device "$work/cams/video0" --frames 20)
echo "$out"
grep -Eq "20 frames 640x480" <<<"$out" || { echo "FAIL: no frames captured" >&2; exit 1; }

echo "-- lifecam devices with no camera"
out=$("$lifecam" devices --device "$work/cams/missing" 2>&1) && { echo "FAIL: a missing device should fail" >&2; exit 1; }
grep -q "does not exist" <<<"$out" || { echo "FAIL: missing-device message: $out" >&2; exit 1; }
echo "-- lifecam devices on a node the user may not open"
: > "$work/locked"; chmod 000 "$work/locked"; chmod 755 "$work"
as_user=()   # root opens anything: check as nobody instead
[ "$(id -u)" = 0 ] && as_user=(runuser -u nobody --)
# nobody may not reach the build folder (a clone inside a private directory):
# run a copy from the work folder, which is open to all.
cp "$lifecam" "$work/lifecam" && chmod 755 "$work/lifecam"
out=$("${as_user[@]}" "$work/lifecam" devices --device "$work/locked" 2>&1) && { echo "FAIL: a locked node should fail" >&2; exit 1; }
grep -q "permission denied opening $work/locked: the user may need to be in the 'video' group" <<<"$out" \
  || { echo "FAIL: permission message: $out" >&2; exit 1; }
echo "$out"
if compgen -G "/dev/video*" >/dev/null; then
  echo "   (this machine has /dev/video nodes: the empty listing is not checked)"
else
  out=$("$lifecam" devices) || { echo "FAIL: devices with no camera must exit 0" >&2; exit 1; }
  grep -q "No camera found" <<<"$out" || { echo "FAIL: no-camera message: $out" >&2; exit 1; }
fi

echo "-- a regular file that is no camera: lifecam's one line on stderr, nothing from libv4l2's plugins"
# The stock plugins (the mplane one perrors "Failed to query video
# capabilities" for any fd that is no V4L2 device) beside the fake one.
mkdir "$work/stock"
cp "$plugin" "$work/stock/"
stock=$(find "$plugdir" -maxdepth 1 -name '*.so' 2>/dev/null | wc -l)
[ "$stock" -gt 0 ] && cp "$plugdir"/*.so "$work/stock/"
printf 'not a camera\n' > "$work/notes.txt"
notcam="$work/notes.txt is not a video capture device (not a video4linux device)"
for command in devices render; do
  if [ "$command" = devices ]; then
    args=(devices --device "$work/notes.txt"); want="lifecam devices: $notcam"
  else
    args=(render --frames 2 --source "v4l2:$work/notes.txt" --out "$work/notcam.y4m")
    want="lifecam render: cannot open source 'v4l2:$work/notes.txt': $notcam"
  fi
  status=0; with_plugins "$work/stock" "$lifecam" "${args[@]}" 2>"$work/err" >/dev/null || status=$?
  [ "$status" -eq 66 ] || { echo "FAIL: $command on a regular file exited $status, not 66" >&2; exit 1; }
  [ "$(cat "$work/err")" = "$want" ] || { echo "FAIL: $command stderr is not lifecam's one line:" >&2; cat "$work/err" >&2; exit 1; }
done
[ ! -e "$work/notcam.y4m" ] || { echo "FAIL: render left an output behind" >&2; exit 1; }
if [ "$stock" -gt 0 ]; then
  echo "   devices and render: exactly lifecam's line, with $stock stock plugin(s) loaded"
else
  echo "   devices and render: exactly lifecam's line"
  echo "skipped: fakecam: no stock libv4l2 plugin is installed, so silencing its output was not exercised"
fi

if "$lifecam" --help | grep -Eq '^ +render( |$)'; then
  echo "-- lifecam render --source v4l2:FAKE"
  in_namespace "$lifecam" render --frames 3 --source "v4l2:$work/cams/video0" --out "$work/out.y4m"
  head -c 10 "$work/out.y4m" | grep -q YUV4MPEG2 || { echo "FAIL: render wrote no Y4M" >&2; exit 1; }
else
  echo "skipped: fakecam: lifecam render is not in this build"
fi
echo "fakecam e2e: ok"
