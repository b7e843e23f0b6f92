#!/usr/bin/env bash
# Milliseconds per frame for the whole picture pipeline (tick, mask, scene,
# scale, composite) at 320x180 and 1280x720 from a 640x480 source, on one core.
# Goals: under 1 ms at 320x180, under 8 ms at 1280x720. Usage: pipeline.sh [FRAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product PipelineBench >/dev/null
pin=()
if command -v taskset >/dev/null; then pin=(taskset -c 0); fi
"${pin[@]}" .build/release/PipelineBench "${1:-300}"
