import LifeTUI

/// The entry of the Debian package's shared library (`liblifecam.so`): the
/// package's `/usr/bin/lifecam` is a few lines of C (packaging/launcher.c)
/// that call this, so that glibc's loader, not lifecam, picks the library
/// built for the CPU's level. The arguments come, as in the program, from
/// `CommandLine`; the C `main` passes them only to state the contract.
@_cdecl("lifecam_main")
public func lifecamMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    LifecamCommand.main()
    return 0
}
