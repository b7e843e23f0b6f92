import Glibc
import Testing
@testable import LifeTUI

/// The shell's system-call layer: failures come back typed, naming the call
/// and the errno in the system's words; readiness and end of file read right.
@Suite struct SystemCallTests {
    /// A pipe's two ends, closed at the end of the test.
    /// (Each end closed once: a second close could close another test's descriptor.)
    private final class Pipe {
        private(set) var read: Int32, write: Int32
        init() throws {
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            (read, write) = (ends[0], ends[1])
        }
        func closeRead() {
            if read >= 0 { SystemCall.closeQuietly(read) }
            read = -1
        }
        func closeWrite() {
            if write >= 0 { SystemCall.closeQuietly(write) }
            write = -1
        }
        deinit {
            closeRead()
            closeWrite()
        }
    }

    @Test func aFailedCallNamesItselfAndTheErrnoInWords() {
        var buffer = [UInt8](repeating: 0, count: 4)
        #expect(throws: SystemCallError(call: "read", code: EBADF)) { try SystemCall.read(-1, into: &buffer) }
        #expect(SystemCallError(call: "read", code: EBADF).description == "read: Bad file descriptor")
        #expect(SystemCall.describe(ENOENT) == "No such file or directory")
        #expect(SystemCall.describe(123_456) == "error 123456")
    }

    @Test func openRefusesANameHoldingANULAndSaysWhatIsMissing() {
        #expect(throws: SystemCallError(call: "open", code: EINVAL)) { try SystemCall.open("a\0b", .reading) }
        #expect(throws: SystemCallError(call: "open", code: ENOENT)) { try SystemCall.open("/nonexistent/lifecam", .reading) }
        #expect(SystemCall.status(ofPath: "/nonexistent/lifecam") == nil)
        #expect(SystemCall.status(ofPath: "/")?.kind == .directory)
    }

    @Test func pollSeesDataThenTheEndAndTimesOutOnNothing() throws {
        let ends = try Pipe()
        #expect(try SystemCall.poll(input: ends.read, output: nil, milliseconds: 0) == nil)
        #expect(try SystemCall.poll(input: nil, output: ends.write, milliseconds: 0)?.output == true)
        try SystemCall.writeAll(ends.write, Array("hi".utf8))
        #expect(try SystemCall.poll(input: ends.read, output: nil, milliseconds: 0)?.input == true)
        #expect(try SystemCall.read(ends.read, upTo: 16) == Array("hi".utf8))
        let reader = ends.read
        ends.closeWrite()
        #expect(try SystemCall.waitForInput(reader, until: .now))
        #expect(try SystemCall.read(reader, upTo: 16) == [])
    }

    @Test func aWriteToAPipeWithNoReaderIsABrokenPipe() throws {
        let ends = try Pipe()
        ends.closeRead()
        let writer = ends.write
        #expect(throws: SystemCallError(call: "write", code: EPIPE)) {
            try withBrokenPipesAsErrors { () throws(SystemCallError) in try SystemCall.writeAll(writer, [1, 2, 3]) }
        }
        #expect(SystemCallError(call: "write", code: EPIPE).isBrokenPipe)
    }

    @Test func aChildsEndIsItsExitStatusOrSignal() throws {
        let sh = try #require(ExecutableSearch.find("sh"))
        let exits = try ChildProcess.spawn(sh, arguments: ["-c", "exit 3"], input: .null, output: .null)
        #expect(exits.wait() == .exited(3))
        let killed = try ChildProcess.spawn(sh, arguments: ["-c", "kill -TERM $$"], input: .null, output: .null)
        #expect(killed.wait() == .signalled(SIGTERM))
    }
}
