// zlib as a Swift system-library module, for the kitty graphics protocol's
// compressed payloads (o=z). Wrapped once, in LifeTUI's Zlib.swift.
#include <zlib.h>
