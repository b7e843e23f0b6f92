import LifeApp
import Glibc

/// One `read(2)` of up to `count` bytes from `fd`: what has arrived, not a
/// full buffer (so a FIFO's frames are decoded as they come), empty at end
/// of file. EINTR is retried; any other failure becomes an error naming errno.
func readOnce(_ fd: Int32, upTo count: Int, path: String) throws(SourceError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    while true {
        let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, count) }
        if n >= 0 {
            bytes.removeLast(count - n)
            return bytes
        }
        let code = errno
        if code == EINTR { continue }
        throw SourceError(source: "y4m:\(path)", reason: "cannot read \(path): \(String(cString: strerror(code)))")
    }
}
