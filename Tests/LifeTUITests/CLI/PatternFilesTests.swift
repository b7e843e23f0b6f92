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
        let pattern = try files.read(path)
        #expect(pattern?.width == 3 && pattern?.height == 1 && pattern?.population == 3)
    }

    /// /proc/self/mem opens but every read of it fails: the message says so in the system's words.
    @Test func readFailureNamesTheFileAndTheSystemsReason() {
        #expect(throws: CommandFailure(.noInput, "cannot read /proc/self/mem: Input/output error")) {
            _ = try PatternFiles().read("/proc/self/mem")
        }
    }

    @Test func missingFileIsNoPatternSoBuiltInsCanBeTried() throws {
        #expect(try PatternFiles().read("/nonexistent-dir/glider") == nil)
        #expect(try PatternFiles().read("no-such-file.rle") == nil)
    }

    /// A file read in many chunks: RLE up to its limit, the other formats up to theirs.
    @Test(arguments: [
        ("x = 3, y = 1\n" + String(repeating: "#C filler\n", count: 20) + "3o!\n", 300, 100, nil),
        ("x = 3, y = 1\n" + String(repeating: "#C filler\n", count: 40) + "3o!\n", 300, 100,
         "big.rle is larger than 0 MiB, more than the largest RLE lifecam writes (a 16384x16384 board); refused"),
        ("!Name: row\n" + String(repeating: "!filler\n", count: 20) + "OOO\n", 300, 100,
         "big.rle is larger than 0 MiB; plaintext, Life 1.05/1.06 and MCell files are read whole and refused past that (RLE may be up to 0 MiB)"),
        ("x = 3, y = 1\n3o!" + String(repeating: "junk after the end ", count: 100), 30, 30, nil),
        ("#C " + String(repeating: "long first line ", count: 10) + "\n3o!", 300, 30, nil),
    ] as [(String, Int, Int, String?)])
    func limitsDependOnTheFormat(text: String, rleLimit: Int, otherLimit: Int, message: String?) throws {
        var files = PatternFiles()
        files.maxRLEBytes = rleLimit
        files.maxOtherBytes = otherLimit
        var chunks = stride(from: 0, to: text.utf8.count, by: 7).map { Array(Array(text.utf8)[$0..<min($0 + 7, text.utf8.count)]) }
        chunks.reverse()
        do {
            let p = try files.decode(shown: "big.rle") { chunks.popLast() ?? [] }.pattern
            #expect(message == nil && p.population == 3)
        } catch {
            #expect(error == CommandFailure(.data, message ?? "no error"))
        }
    }

    @Test func fileOverTheRLELimitIsRefusedBeforeItIsRead() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/big.rle"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x20, count: 2 << 20)))
        var files = PatternFiles()
        files.maxRLEBytes = 1 << 20
        #expect(throws: CommandFailure(.data, "\(path) is 2097152 bytes; pattern files over 1 MiB are refused (the largest RLE lifecam writes, a 16384x16384 board, is under that)")) {
            _ = try files.read(path)
        }
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

    @Test func directoriesAreRefused() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: CommandFailure(.noInput, "\(dir) is a directory, not a pattern file")) { _ = try PatternFiles().read(dir) }
    }
}
