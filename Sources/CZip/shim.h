// libzip (Debian's libzip-dev) as a Swift system-library module, for the zip
// archives Golly opens as folders of patterns. Wrapped once, in LifeTUI's
// ZipArchive.swift.
#include <zip.h>
