import LifeApp
import Glibc

/// One `read(2)` of up to `count` bytes from `fd`: what has arrived, not a
/// full buffer (so a FIFO's frames are decoded as they come), empty at end
/// of file. EINTR is retried; any other failure becomes an error naming errno.
func readOnce(_ fd: Int32, upTo count: Int, path: String) throws(SourceError) -> [UInt8] {
    do { return try readSome(fd, upTo: count) } catch {
        throw SourceError(source: "y4m:\(path)", reason: "cannot read \(path): \(error.reason)")
    }
}

/// read(2) once, as `readOnce`, failing with the errno.
func readSome(_ fd: Int32, upTo count: Int) throws(SystemCallError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    while true {
        let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, count) }
        if n >= 0 {
            bytes.removeLast(count - n)
            return bytes
        }
        let code = errno
        if code != EINTR { throw SystemCallError(call: "read", code: code) }
    }
}

/// read(2) once into `buffer` (what has arrived, up to its size): the byte
/// count, 0 at end of file. EINTR is retried.
func readInto(_ buffer: inout [UInt8], from fd: Int32) throws(SystemCallError) -> Int {
    while true {
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if n >= 0 { return n }
        let code = errno
        if code != EINTR { throw SystemCallError(call: "read", code: code) }
    }
}

/// lseek(2) to the start of `fd`, to read a file again from its beginning.
func rewind(_ fd: Int32) throws(SystemCallError) {
    guard lseek(fd, 0, SEEK_SET) == 0 else { throw SystemCallError(call: "lseek", code: errno) }
}

/// close(2), once.
func closeDescriptor(_ fd: Int32) {
    _ = Glibc.close(fd)
}

/// stat(2): whether `path` names anything, and whether that is a folder or a regular file.
func pathKind(_ path: String) -> (exists: Bool, isDirectory: Bool, isRegularFile: Bool) {
    var info = stat()
    guard !path.utf8.contains(0), stat(path, &info) == 0 else { return (false, false, false) }
    return (true, info.st_mode & S_IFMT == S_IFDIR, info.st_mode & S_IFMT == S_IFREG)
}

/// mmap(2) of the whole regular file open on `fd`, read-only and private,
/// read ahead sequentially; nil for an empty file (nothing to map).
func mapWholeFile(_ fd: Int32) throws(SystemCallError) -> UnsafeBufferPointer<UInt8>? {
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw SystemCallError(call: "fstat", code: errno) }
    let size = Int(info.st_size)
    guard size > 0 else { return nil }
    guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
        throw SystemCallError(call: "mmap", code: errno)
    }
    _ = madvise(base, size, MADV_SEQUENTIAL)
    return UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size)
}

/// munmap(2) of what `mapWholeFile` mapped.
func unmap(_ mapping: UnsafeBufferPointer<UInt8>) {
    _ = munmap(UnsafeMutableRawPointer(mutating: mapping.baseAddress), mapping.count)
}

/// open(2), read(2), close(2): whether the regular file `path` begins with
/// `YUV4MPEG2 ` (a FIFO or device is never read here).
func startsWithY4MMagic(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { _ = Glibc.close(fd) }
    var head = [UInt8](repeating: 0, count: 10)
    guard (try? readInto(&head, from: fd)) == 10 else { return false }
    return head == Array("YUV4MPEG2 ".utf8)
}
