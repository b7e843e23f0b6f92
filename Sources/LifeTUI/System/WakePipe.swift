import Glibc

/// A pipe one thread writes a byte into to wake another asleep in `poll` on
/// its read end (`SystemCall.poll(wake:)`): the canvas writer and the play
/// loop's wait wake each other so. Both ends non-blocking and close-on-exec:
/// `signal` on a full pipe (the other side is awake already) and `drain` on
/// an empty one do nothing.
struct WakePipe: @unchecked Sendable {
    /// The read end, to poll.
    let fd: Int32
    private let writeEnd: Int32

    /// A new, empty pipe.
    init() throws(SystemCallError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SystemCallError(call: "pipe", code: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        fd = ends[0]
        writeEnd = ends[1]
    }

    /// Wakes a `poll` on `fd`.
    func signal() {
        let one: [UInt8] = [1]
        _ = one.withUnsafeBytes { try? SystemCall.write(writeEnd, $0) }
    }

    /// Takes every wake-up written so far (so `poll` sleeps again); whether there was one.
    @discardableResult
    func drain() -> Bool {
        var any = false
        var buffer = [UInt8](repeating: 0, count: 64)
        while let n = buffer.withUnsafeMutableBytes({ try? SystemCall.read(fd, into: $0) }), n > 0 { any = true }
        return any
    }

    /// Closes both ends.
    func close() {
        SystemCall.closeQuietly(fd)
        SystemCall.closeQuietly(writeEnd)
    }
}
