import LifeApp

/// One `read(2)` of up to `count` bytes from `fd`: what has arrived, not a
/// full buffer (so a FIFO's frames are decoded as they come), empty at end
/// of file; a failure becomes the source's error naming the file.
func readOnce(_ fd: Int32, upTo count: Int, path: String) throws(SourceError) -> [UInt8] {
    do { return try SystemCall.read(fd, upTo: count) } catch {
        throw SourceError(source: "y4m:\(path)", reason: "cannot read \(path): \(error.reason)")
    }
}

/// Whether the regular file `path` begins with `YUV4MPEG2 ` (a FIFO or
/// device is never read here).
func startsWithY4MMagic(_ path: String) -> Bool {
    guard SystemCall.status(ofPath: path)?.kind == .regular,
          let fd = try? SystemCall.open(path, .reading) else { return false }
    defer { SystemCall.closeQuietly(fd) }
    var head = [UInt8](repeating: 0, count: 10)
    guard (try? SystemCall.read(fd, into: &head)) == 10 else { return false }
    return head == Array("YUV4MPEG2 ".utf8)
}
