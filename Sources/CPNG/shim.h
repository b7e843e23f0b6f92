// libpng as a Swift system-library module. Swift never calls libpng directly:
// libpng reports errors with longjmp, which Swift cannot survive, so every call
// goes through the C target CPNGShim. This header exists so that CPNGShim (and
// only it) gets libpng's include and link flags from pkg-config.
#include <png.h>
