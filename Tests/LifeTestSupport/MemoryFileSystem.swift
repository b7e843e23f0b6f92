import LifeApp
import Synchronization

/// Files kept in memory, for tests of writers that go through the
/// `FileSystem` seam: names, bytes, and nothing else (no folders but the
/// root, no links but `link`'s copy).
package final class MemoryFileSystem: FileSystem, Sendable {
    private struct State {
        var files: [String: [UInt8]] = [:]
        var open: [Int32: String] = [:]
        var nextDescriptor: Int32 = 3
        var capacity = Int.max
    }

    private let state = Mutex(State())

    /// `capacity`: the bytes all files together may hold; a write past it is
    /// short, the next one fails as a full disk does.
    package init(capacity: Int = .max) { state.withLock { $0.capacity = capacity } }

    /// The bytes of `path`, or nil when there is no such file.
    package func contents(_ path: String) -> [UInt8]? { state.withLock { $0.files[path] } }

    /// Puts a file there, as another program would have.
    package func place(_ path: String, _ bytes: [UInt8]) { state.withLock { $0.files[path] = bytes } }

    package func createNew(_ path: String) throws(FileError) -> OpenFile {
        let fd: Int32? = state.withLock { s in
            guard s.files[path] == nil else { return nil }
            s.files[path] = []
            defer { s.nextDescriptor += 1 }
            s.open[s.nextDescriptor] = path
            return s.nextDescriptor
        }
        guard let fd else { throw FileError(kind: .exists, operation: .create, path: path, reason: "File exists") }
        return OpenFile(descriptor: fd, path: path)
    }

    package func write(_ file: OpenFile, _ bytes: UnsafeRawBufferPointer) throws(FileError) -> Int {
        let written = state.withLock { s in
            let room = s.capacity - s.files.values.reduce(0) { $0 + $1.count }
            let count = min(bytes.count, max(0, room))
            s.files[file.path, default: []] += bytes.prefix(count)
            return count
        }
        guard written > 0 || bytes.isEmpty else {
            throw FileError(kind: .diskFull, operation: .write, path: file.path, reason: "No space left on device")
        }
        return written
    }

    package func truncate(_ file: OpenFile, to length: Int) throws(FileError) {
        state.withLock { s in s.files[file.path] = Array((s.files[file.path] ?? []).prefix(length)) }
    }

    package func sync(_ file: OpenFile) throws(FileError) {}
    package func close(_ file: OpenFile) throws(FileError) { _ = state.withLock { $0.open.removeValue(forKey: file.descriptor) } }

    package func link(_ path: String, to newPath: String) throws(FileError) {
        let linked: Bool = state.withLock { s in
            guard s.files[newPath] == nil else { return false }
            s.files[newPath] = s.files[path]
            return true
        }
        if !linked { throw FileError(kind: .exists, operation: .link, path: newPath, reason: "File exists") }
    }

    package func rename(_ path: String, to newPath: String) throws(FileError) {
        state.withLock { s in s.files[newPath] = s.files.removeValue(forKey: path) }
    }

    package func remove(_ path: String) throws(FileError) { _ = state.withLock { $0.files.removeValue(forKey: path) } }
    package func makeDirectory(_ path: String) throws(FileError) {}
    package func removeDirectory(_ path: String) throws(FileError) {}
    package func contentsOfDirectory(_ path: String) throws(FileError) -> [String] { state.withLock { Array($0.files.keys).sorted() } }
    package func isStillNamed(_ file: OpenFile) -> Bool { state.withLock { $0.files[file.path] != nil } }
    package func exists(_ path: String) -> Bool { state.withLock { $0.files[path] != nil } }
    package func isDirectory(_ path: String) -> Bool { false }
    package var processID: Int32 { 4242 }
}
