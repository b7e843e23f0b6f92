// libsixel as a Swift system-library module (pkg-config: libsixel), wrapped
// once in LifeTUI's LibSixel.swift. The macros Swift cannot import are
// re-exported here as constants and functions, never re-typed by hand.
#include <sixel.h>

static const int lc_sixel_rgb888 = SIXEL_PIXELFORMAT_RGB888;
static const int lc_sixel_largest_auto = SIXEL_LARGE_AUTO;
static const int lc_sixel_rep_auto = SIXEL_REP_AUTO;
static const int lc_sixel_quality_low = SIXEL_QUALITY_LOW;
static const int lc_sixel_diffuse_none = SIXEL_DIFFUSE_NONE;
static const int lc_sixel_encode_fast = SIXEL_ENCODEPOLICY_FAST;

static inline int lc_sixel_failed(SIXELSTATUS status) { return SIXEL_FAILED(status); }
