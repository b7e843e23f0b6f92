/// The `errno` of a failed system call, with the C library's text for it.
public struct Errno: Error, Sendable, Hashable, CustomStringConvertible {
    /// The raw value, e.g. 16 for EBUSY.
    public let code: Int32

    public init(_ code: Int32) { self.code = code }

    /// The C library's description, e.g. "Device or resource busy".
    public var description: String { Syscalls.describe(code) }

    static let interrupted = Errno(Syscalls.EINTR)
    static let wouldBlock = Errno(Syscalls.EAGAIN)
    static let notFound = Errno(Syscalls.ENOENT)
    static let accessDenied = Errno(Syscalls.EACCES)
    static let notPermitted = Errno(Syscalls.EPERM)
    static let busy = Errno(Syscalls.EBUSY)
    static let noDevice = Errno(Syscalls.ENODEV)
    static let noSuchDeviceOrAddress = Errno(Syscalls.ENXIO)
    static let ioError = Errno(Syscalls.EIO)
    static let invalid = Errno(Syscalls.EINVAL)
    static let notATTY = Errno(Syscalls.ENOTTY)
    static let brokenPipe = Errno(Syscalls.EPIPE)
    static let isADirectory = Errno(Syscalls.EISDIR)
}
