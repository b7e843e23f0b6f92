/* /usr/bin/lifecam in the Debian package: the program is liblifecam.so, which
   this links against through its RUNPATH (/usr/lib/<triplet>/lifecam). That
   folder holds one build for any x86-64 and, in glibc-hwcaps/x86-64-v3/, one
   for CPUs with AVX2; glibc's loader picks the second where the CPU has that
   level, as it does for any library (docs/INSTALL.md). */
int lifecam_main(int argc, char **argv);

int main(int argc, char **argv) { return lifecam_main(argc, argv); }
