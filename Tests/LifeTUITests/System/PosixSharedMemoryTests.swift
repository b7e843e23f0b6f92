import Glibc
import Testing
import TerminalRenderer
@testable import LifeTUI

/// The shared memory object kitty pictures travel through, on this machine's
/// `/dev/shm`: made once with exactly the bytes given, not made again while
/// it is there (the terminal has not taken it), gone after `remove`.
@Suite struct PosixSharedMemoryTests {
    /// A name of this test's own, so parallel tests and a running lifecam never meet.
    private static func memory(_ tag: String) -> PosixSharedMemory {
        PosixSharedMemory(name: "/lifecam-test-\(getpid())-\(tag)")
    }

    /// The file at `path`'s bytes, nil when it is not there.
    private static func contents(_ path: String) -> [UInt8]? {
        guard let fd = try? SystemCall.open(path, .reading) else { return nil }
        defer { SystemCall.closeQuietly(fd) }
        return try? SystemCall.read(fd, upTo: 4096)
    }

    @Test func anObjectIsMadeOnceHoldsTheBytesAndIsRemoved() throws {
        let memory = Self.memory("once")
        defer { memory.remove() }
        let first: [UInt8] = [1, 2, 3, 250, 251, 252]
        #expect(try first.withUnsafeBytes { try memory.store($0) })
        #expect(Self.contents(memory.path) == first)
        // Still there (not taken): nothing made, the first bytes kept.
        #expect(try ([9, 9, 9] as [UInt8]).withUnsafeBytes { try memory.store($0) } == false)
        #expect(Self.contents(memory.path) == first)
        memory.remove()
        #expect(Self.contents(memory.path) == nil)
        memory.remove()
        #expect(try ([7, 7, 7] as [UInt8]).withUnsafeBytes { try memory.store($0) })
        #expect(Self.contents(memory.path) == [7, 7, 7])
    }

    @Test func aBadNameIsATypedErrorInTheSystemsWords() {
        #expect(throws: SystemCallError(call: "shm_open", code: EINVAL)) { try SystemCall.createSharedMemory("/a\0b") }
        let memory = PosixSharedMemory(name: "/no/such/directory")
        #expect(throws: SharedMemoryError.self) { try ([0] as [UInt8]).withUnsafeBytes { try memory.store($0) } }
    }
}
