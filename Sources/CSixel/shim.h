// libsixel as a Swift system-library module (pkg-config: libsixel), wrapped
// once in the tests' LibSixel.swift, the reference lifecam's SixelWriter is
// checked against. The macros Swift cannot import are
// re-exported here as constants and functions, never re-typed by hand.
#include <sixel.h>

static const int lc_sixel_pal8 = SIXEL_PIXELFORMAT_PAL8;
static const int lc_sixel_encode_fast = SIXEL_ENCODEPOLICY_FAST;

static inline int lc_sixel_failed(SIXELSTATUS status) { return SIXEL_FAILED(status); }
