#include "CVersion.h"

const char *lifecam_version(void) { return LIFECAM_VERSION; }
