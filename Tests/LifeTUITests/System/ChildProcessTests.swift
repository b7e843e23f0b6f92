import Foundation
import Glibc
import Testing
@testable import LifeApp
@testable import LifeTUI

@Suite struct ChildProcessTests {
    @Test func standardInputAndOutputArePipesAndTheStatusComesBack() throws {
        let cat = try #require(ExecutableSearch.find("cat"))
        let child = try ChildProcess.spawn(cat, arguments: [], input: .pipe, output: .pipe)
        try Array("through the pipe".utf8).withUnsafeBytes { try child.write($0) }
        child.closeInput()
        var bytes = [UInt8](repeating: 0, count: 64)
        let n = try SystemCall.read(try #require(child.output), into: &bytes)
        #expect(String(decoding: bytes[0..<n], as: UTF8.self) == "through the pipe")
        #expect(child.wait() == .exited(0))
    }

    @Test func theLastLinesOnStandardErrorExplainAFailure() throws {
        let sh = try #require(ExecutableSearch.find("sh"))
        let child = try ChildProcess.spawn(sh, arguments: ["-c", "for i in 1 2 3 4 5 6 7; do echo line $i >&2; done; exit 3"],
                                           input: .null, output: .null)
        #expect(child.wait() == .exited(3))
        #expect(child.errorTail.text == ["line 3", "line 4", "line 5", "line 6", "line 7"])
    }

    /// Writing to a child that is gone fails with EPIPE; SIGPIPE does not end
    /// the test process (it would, at its default action, were it delivered).
    @Test func aChildThatStoppedReadingIsAnErrorNotASignal() throws {
        let sh = try #require(ExecutableSearch.find("sh"))
        let child = try ChildProcess.spawn(sh, arguments: ["-c", "exit 1"], input: .pipe, output: .null)
        #expect(child.wait() == .exited(1))
        let previous = signal(SIGPIPE, SIG_DFL)
        defer { signal(SIGPIPE, previous) }
        let big = [UInt8](repeating: 7, count: 1 << 20)
        #expect(throws: SystemCallError(call: "write", code: EPIPE)) { try big.withUnsafeBytes { try child.write($0) } }
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
    }

    @Test func aSignalledChildSaysWhichSignal() throws {
        let sh = try #require(ExecutableSearch.find("sh"))
        let child = try ChildProcess.spawn(sh, arguments: ["-c", "kill -TERM $$"], input: .null, output: .null)
        #expect(child.wait() == .signalled(SIGTERM))
        #expect(child.wait().description == "killed by SIGTERM")
    }

    /// The child has a process group of its own, so Ctrl-C in the terminal reaches lifecam alone.
    @Test func theChildHasItsOwnProcessGroup() throws {
        let sh = try #require(ExecutableSearch.find("sh"))
        let child = try ChildProcess.spawn(sh, arguments: ["-c", "ps -o pgid= -p $$"], input: .null, output: .pipe)
        var bytes = [UInt8](repeating: 0, count: 64)
        let n = try SystemCall.read(try #require(child.output), into: &bytes)
        #expect(child.wait() == .exited(0))
        let group = Int32(String(decoding: bytes[0..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(group == child.pid && group != getpgrp())
    }

    @Test func aMissingProgramIsAnError() {
        #expect(throws: SystemCallError(call: "posix_spawn", code: ENOENT)) {
            try ChildProcess.spawn("/nonexistent/ffmpeg", arguments: [], input: .null, output: .null)
        }
    }

    @Test func programsAreFoundOnPATHAsAShellFindsThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let fake = try fakeProgram("ffmpeg", in: folder, script: "exit 0")
        try "not executable".write(toFile: folder.file("plain"), atomically: false, encoding: .utf8)
        #expect(ExecutableSearch.find("ffmpeg", path: "/nonexistent:" + folder.path) == fake)
        #expect(ExecutableSearch.find("plain", path: folder.path) == nil)
        #expect(ExecutableSearch.find("ffmpeg", path: "/nonexistent") == nil)
        #expect(ExecutableSearch.find("a/b", path: folder.path) == nil)
        #expect(throws: CommandFailure.self) { try FFmpeg.locate(for: "--out a.mp4", search: "/nonexistent") }
        do { _ = try FFmpeg.locate(for: "--out a.mp4", search: "/nonexistent") } catch {
            #expect(error.status == .unavailable && error.message.hasPrefix("--out a.mp4 needs ffmpeg, which is not installed"))
        }
    }
}
