/// What `poll` said about a descriptor.
struct PollEvents: Sendable, Equatable {
    /// A frame (or data) is ready.
    var readable: Bool
    /// POLLERR, POLLHUP or POLLNVAL: the device is in trouble (unplugged, not streaming).
    var failed: Bool

    static let timedOut = PollEvents(readable: false, failed: false)
    static let ready = PollEvents(readable: true, failed: false)
    static let error = PollEvents(readable: false, failed: true)
}

/// Every call capture makes to the kernel (through libv4l2), so tests can
/// script what a camera does: faults, timeouts, odd sizes. `LibV4L2System` is
/// the real one; each method throws the call's `errno` and retries EINTR.
protocol V4L2System: AnyObject, Sendable {
    /// `v4l2_open(path, O_RDWR | O_NONBLOCK)`.
    func open(_ path: String) throws(Errno) -> Int32
    /// `v4l2_close`; errors are of no use at that point.
    func close(_ fd: Int32)
    /// `v4l2_ioctl(fd, request, arg)`.
    func ioctl(_ fd: Int32, _ request: UInt, _ arg: UnsafeMutableRawPointer) throws(Errno)
    /// `v4l2_mmap(NULL, length, PROT_READ|PROT_WRITE, MAP_SHARED, fd, offset)`.
    func mmap(_ fd: Int32, length: Int, offset: Int64) throws(Errno) -> UnsafeMutableRawPointer
    /// `v4l2_munmap(address, length)`.
    func munmap(_ address: UnsafeMutableRawPointer, length: Int) throws(Errno)
    /// `poll` for POLLIN on one descriptor; `timeout` in milliseconds.
    func poll(_ fd: Int32, timeout: Int32) throws(Errno) -> PollEvents
    /// `v4l2_read` into `buffer`; returns the byte count.
    func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int
    /// The `/dev/video*` nodes, in numeric order.
    func deviceNodes() -> [String]
    /// Monotonic time in seconds.
    func now() -> Double
    /// CPU time used so far by the calling thread, in seconds.
    func threadCPUTime() -> Double
    /// Sleeps the calling thread.
    func sleep(seconds: Double)
}

extension V4L2System {
    /// `ioctl` on a typed argument struct.
    func ioctl<T>(_ fd: Int32, _ request: UInt, _ arg: inout T) throws(Errno) {
        let result: Result<Void, Errno> = withUnsafeMutableBytes(of: &arg) { raw in
            do throws(Errno) {
                try ioctl(fd, request, raw.baseAddress!)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }
}
