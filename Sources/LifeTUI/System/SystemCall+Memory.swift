import Glibc

extension SystemCall {
    /// Bytes the process holds in memory now: its resident set, the second
    /// number of `/proc/self/statm` (in pages) times the page size, what
    /// `/usr/bin/time` reports as resident (shared libraries' pages
    /// included). Nil where `/proc` cannot be read.
    static func residentBytes() -> Int? {
        guard let fd = try? open("/proc/self/statm", .reading) else { return nil }
        defer { closeQuietly(fd) }
        guard let text = try? read(fd, upTo: 256) else { return nil }
        let fields = text.split(separator: UInt8(ascii: " "))
        guard fields.count >= 2, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        let pageSize = sysconf(Int32(_SC_PAGESIZE))
        return pageSize > 0 ? pages * pageSize : nil
    }
}
