#!/usr/bin/env bash
# Capture cost through the real libv4l2, with the fakecam plugin as the camera
# (see Tests/e2e/fakecam.sh for how the plugin is loaded). For 640x480 YUYV
# and MJPEG cameras it prints, from `lifecam devices --frames N`:
#   - capture-thread CPU per frame (libv4l2's conversion to RGB24 + our copy),
#   - the delay from a frame being dequeued to being available to the picture,
#   - the largest age of the newest frame seen by a reader polling every 2 ms.
# The camera runs at 30 fps (paced by the plugin), then unthrottled for the
# largest frame rate the capture thread sustains. FAKECAM_STATIC=1 draws each
# buffer once, so the fake driver's own drawing is not counted.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release >/dev/null
bin=$(swift build -c release --show-bin-path)
plugdir="$(pkg-config --variable=libdir libv4l2)/libv4l/plugins"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/plugins" "$work/cams"
cp "$bin/libv4l-fakecam.so" "$work/plugins/"

# A JPEG with real detail (ffmpeg's testsrc2), like a webcam's, not a flat fixture.
ffmpeg -v error -f lavfi -i testsrc2=size=640x480 -frames:v 1 -pix_fmt yuvj422p -q:v 4 -y "$work/scene.jpg"
echo "MJPEG frame: $(stat -c %s "$work/scene.jpg") bytes (ffmpeg testsrc2, yuvj422p, q 4)"

run() {  # name, frames, knobs...
  local name=$1 frames=$2; shift 2
  : > "$work/cams/video-$name"
  printf '%s\n' FAKECAM_STATIC=1 "$@" > "$work/cams/video-$name.knobs"
  FAKECAM_PATH="$work/cams" unshare -Urm sh -c 'mount --bind "$1" "$2" && shift 2 && exec "$@"' \
    sh "$work/plugins" "$plugdir" "$bin/lifecam" devices --device "$work/cams/video-$name" --frames "$frames" |
    tail -n 1 | sed "s|^$work/cams/video-||"
}

echo "-- 30 fps camera, 150 frames"
run yuyv-30fps 150 FAKECAM_FPS=30
run mjpeg-30fps 150 FAKECAM_FPS=30 "FAKECAM_MJPEG=$work/scene.jpg"
echo "-- unthrottled camera, 300 frames"
run yuyv-max 300 FAKECAM_FPS=0
run mjpeg-max 300 FAKECAM_FPS=0 "FAKECAM_MJPEG=$work/scene.jpg"
