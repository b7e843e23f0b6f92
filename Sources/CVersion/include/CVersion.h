#ifndef CVERSION_H
#define CVERSION_H

/// lifecam's version as `git describe` gave it when it was built (without the
/// tag's "v"), e.g. "0.1.0" or "0.1.0-611-g991139f"; "unknown" without git.
/// Package.swift passes it as LIFECAM_VERSION; a C function, since Swift cannot
/// take a string from the command line.
const char *lifecam_version(void);

#endif
