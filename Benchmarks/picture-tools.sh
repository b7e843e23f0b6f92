# Sourced by the picture benchmarks (fidelity.sh, recognise.sh): the tools
# they need, and the release lifecam they measure.
# needs_picture_tools NAME: ffmpeg, python3 and numpy, else a line naming
# what is missing and exit 1.
needs_picture_tools() {
    local tool
    for tool in ffmpeg python3; do
        command -v "$tool" >/dev/null || { echo "$1: $tool is missing (make bench-deps)" >&2; exit 1; }
    done
    python3 -c "import numpy" 2>/dev/null || { echo "$1: python3 has no numpy" >&2; exit 1; }
}

# release_lifecam: $LIFECAM, or a release build of lifecam made now.
. Benchmarks/measure.sh
