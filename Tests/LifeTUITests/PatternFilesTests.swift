import Foundation
import Glibc
import Testing
@testable import LifeApp
@testable import LifeTUI

/// The files `lifecam run` and `lifecam render` read: FIFOs never hang for
/// good, and failures read as one plain line.
@Suite struct PatternFilesTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("patternfiles-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func fifo(in folder: String) -> String {
        let path = folder + "/pattern.fifo"
        #expect(mkfifo(path, 0o600) == 0)
        return path
    }

    @Test func fifoWithoutWriterGivesUpAfterTheWait() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = Self.fifo(in: dir)
        var files = PatternFiles()
        files.writerWait = .milliseconds(200)
        #expect(throws: CommandFailure(.noInput, "nothing was written to the FIFO \(path) within 0.2 s (no writer?)")) {
            _ = try files.read(path)
        }
    }

    @Test func fifoWithWriterIsRead() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = Self.fifo(in: dir)
        // The writer's blocking open returns once the reader has opened the FIFO.
        let writer = Thread {
            let fd = open(path, O_WRONLY)
            _ = "x = 3, y = 1\n3o!\n".withCString { write(fd, $0, strlen($0)) }
            close(fd)
        }
        writer.start()
        var files = PatternFiles()
        files.writerWait = .seconds(30)
        let bytes = try files.read(path)
        #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == "x = 3, y = 1\n3o!\n")
    }

    @Test func y4mFifoWithoutWriterGivesUp() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = Self.fifo(in: dir)
        #expect(throws: CommandFailure("cannot open source 'y4m:\(path)': nothing was written to the FIFO \(path) within 0.2 s (no writer?)",
                                    status: .noInput)) {
            _ = try Y4MTimelineSource(path: path, writerWait: .milliseconds(200))
        }
    }

    @Test func directoriesAreRefusedForReadingAndWriting() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: CommandFailure(.noInput, "\(dir) is a directory, not a pattern file")) { _ = try PatternFiles().read(dir) }
        #expect(throws: CommandFailure(.cantCreate, "cannot write \(dir): it is a directory")) { try PatternFiles().write("!", to: dir) }
    }

    @Test func writeFailureSaysWhyInTheSystemsWords() {
        #expect(throws: CommandFailure(.cantCreate, "cannot write /nonexistent-dir/out.rle: no such file or directory")) {
            try PatternFiles().write("!", to: "/nonexistent-dir/out.rle")
        }
    }
}
