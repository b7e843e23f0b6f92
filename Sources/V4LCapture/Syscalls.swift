import CV4L2
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one place V4LCapture calls C: libv4l2, poll, the clock and `/dev`.
/// Every failing call becomes an `Errno`; EINTR is retried.
enum Syscalls {
    static let EINTR = Glibc.EINTR
    static let EAGAIN = Glibc.EAGAIN
    static let ENOENT = Glibc.ENOENT
    static let EACCES = Glibc.EACCES
    static let EPERM = Glibc.EPERM
    static let EBUSY = Glibc.EBUSY
    static let ENODEV = Glibc.ENODEV
    static let ENXIO = Glibc.ENXIO
    static let EIO = Glibc.EIO
    static let EINVAL = Glibc.EINVAL
    static let ENOTTY = Glibc.ENOTTY
    static let EPIPE = Glibc.EPIPE
    static let EISDIR = Glibc.EISDIR

    /// The major number of video4linux character devices (Documentation/admin-guide/devices.txt).
    static let videoMajor: UInt64 = 81

    /// Whether `path` can be no camera: a directory (EISDIR) or a character
    /// device of another driver, such as /dev/null (ENOTTY). Checked before
    /// libv4l2 opens it, because libv4l2's plugins print their own complaints
    /// about such nodes straight to stderr. Regular files pass (the test
    /// harness's fake camera is one; `silencingStandardError` keeps their open
    /// quiet), and so does anything stat cannot see.
    static func refuseNonCamera(_ path: String) throws(Errno) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw Errno(EISDIR) }
        // glibc's major(): bits 8-19 and 32-43 of the device number.
        let major = ((info.st_rdev >> 8) & 0xfff) | ((info.st_rdev >> 32) & ~0xfff)
        if type == S_IFCHR && major != videoMajor { throw Errno(ENOTTY) }
    }

    /// `strerror`, copied out at once.
    static func describe(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard strerror_r(code, &buffer, buffer.count) == 0 else { return "error \(code)" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs `call` until it stops failing with EINTR; -1 becomes the `errno`.
    static func retrying<T: BinaryInteger>(_ call: () -> T) throws(Errno) -> T {
        while true {
            let result = call()
            if result != -1 { return result }
            let code = errno
            if code != EINTR { throw Errno(code) }
        }
    }

    /// Serialises `silencingStandardError`: two at once would each save the
    /// other's /dev/null as "the" stderr.
    private static let standardErrorLock = Mutex(())

    /// Runs `call` with fd 2 pointed at /dev/null, putting it back afterwards
    /// (errno kept). libv4l2's plugins print to stderr themselves, past
    /// `v4l2_log_file`: the stock mplane plugin `perror`s "Failed to query
    /// video capabilities" for every fd that is no V4L2 device (v4l-utils
    /// 1.22.1 libv4l-mplane.c `plugin_init`), and a regular file cannot be
    /// refused beforehand (the test harness's fake camera is one). Only
    /// lifecam's own message may reach the user. Another thread's write to
    /// stderr during `call` is lost too; opens are rare and brief.
    static func silencingStandardError<T>(_ call: () -> T) -> T {
        standardErrorLock.withLock { _ in
            let saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
            // No stderr (closed): nothing to protect.
            guard saved >= 0 else { return call() }
            defer { Glibc.close(saved) }
            let null = Glibc.open("/dev/null", O_WRONLY | O_CLOEXEC)
            guard null >= 0 else { return call() }
            let redirected = duplicate(null, onto: STDERR_FILENO)
            Glibc.close(null)
            guard redirected else { return call() }
            let result = call()
            let code = errno
            _ = duplicate(saved, onto: STDERR_FILENO)
            errno = code
            return result
        }
    }

    /// `dup2`, retried while the kernel says EINTR or EBUSY (a racing open).
    private static func duplicate(_ fd: Int32, onto target: Int32) -> Bool {
        while dup2(fd, target) == -1 {
            if errno != EINTR && errno != EBUSY { return false }
        }
        return true
    }

    /// Sends libv4l2's own error log to `LIBV4L2_LOG_FILENAME` if set, else to
    /// /dev/null, so it never writes over a curses screen. Done once.
    static let routeLibraryLog: Void = {
        if getenv("LIBV4L2_LOG_FILENAME") == nil, let sink = fopen("/dev/null", "a") {
            cv4l2_set_log_file(sink)
        }
    }()
}

/// The real kernel, through libv4l2 (so every format is offered as RGB24).
final class LibV4L2System: V4L2System {
    static let shared = LibV4L2System()

    private init() { Syscalls.routeLibraryLog }

    func open(_ path: String) throws(Errno) -> Int32 {
        try Syscalls.refuseNonCamera(path)
        return try Syscalls.retrying {
            Syscalls.silencingStandardError { cv4l2_open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC) }
        }
    }

    func close(_ fd: Int32) { _ = v4l2_close(fd) }

    func ioctl(_ fd: Int32, _ request: UInt, _ arg: UnsafeMutableRawPointer) throws(Errno) {
        _ = try Syscalls.retrying { cv4l2_ioctl(fd, request, arg) }
    }

    func mmap(_ fd: Int32, length: Int, offset: Int64) throws(Errno) -> UnsafeMutableRawPointer {
        guard let address = v4l2_mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, offset),
              address != MAP_FAILED else { throw Errno(errno) }
        return address
    }

    func munmap(_ address: UnsafeMutableRawPointer, length: Int) throws(Errno) {
        _ = try Syscalls.retrying { v4l2_munmap(address, length) }
    }

    func poll(_ fd: Int32, timeout: Int32) throws(Errno) -> PollEvents {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = try Syscalls.retrying { Glibc.poll(&entry, 1, timeout) }
        if ready == 0 { return .timedOut }
        let bad = Int16(POLLERR | POLLHUP | POLLNVAL)
        return PollEvents(readable: entry.revents & Int16(POLLIN) != 0, failed: entry.revents & bad != 0)
    }

    func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try Syscalls.retrying { v4l2_read(fd, buffer.baseAddress, buffer.count) }
    }

    func deviceNodes() -> [String] {
        guard let dir = opendir("/dev") else { return [] }
        defer { closedir(dir) }
        var numbers: [Int] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("video"), let n = Int(name.dropFirst(5)) { numbers.append(n) }
        }
        return numbers.sorted().map { "/dev/video\($0)" }
    }

    func now() -> Double { clock(CLOCK_MONOTONIC) }

    func threadCPUTime() -> Double { clock(CLOCK_THREAD_CPUTIME_ID) }

    func sleep(seconds: Double) {
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == Syscalls.EINTR { request = remaining }
    }

    private func clock(_ id: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(id, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
