import Foundation
import Glibc
import Testing
@testable import LifeApp
@testable import LifeTUI

/// `--pattern -`: standard input read as a pattern file is (here a pipe, a
/// terminal or a file on a descriptor of the test's own, not the process's).
@Suite struct PatternFilesStandardInputTests {
    /// A pipe holding `bytes` and closed after them (small enough for the pipe's buffer).
    static func pipe(holding bytes: [UInt8], close: Bool = true) throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        #expect(Glibc.pipe(&ends) == 0)
        #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
        if close { Glibc.close(ends[1]) }
        return (ends[0], ends[1])
    }

    @Test func aPipeIsReadAsAFileIsGzipIncluded() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let text = Array("#N Glider\nx = 3, y = 3\nbob$2bo$3o!\n".utf8)
        for bytes in [text, try PatternFilesGzipTests.gzip(text, in: folder)] {
            let (fd, _) = try Self.pipe(holding: bytes)
            defer { close(fd) }
            let read = try PatternFiles().readStandardInput(spills: true, fd: fd)
            #expect(read.pattern.population == 5 && read.pattern.name == "Glider")
        }
    }

    @Test func aTerminalIsRefused() throws {
        // A pseudo-terminal: /dev/ptmx, unlocked, its other end /dev/pts/N.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        defer { close(master) }
        // TIOCSPTLCK and TIOCGPTN (<asm-generic/ioctls.h>: _IOW/_IOR('T', 0x31/0x30, int)), macros Swift cannot import.
        var unlock: Int32 = 0, number: UInt32 = 0
        #expect(ioctl(master, 0x4004_5431, &unlock) == 0 && ioctl(master, 0x8004_5430, &number) == 0)
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(terminal >= 0)
        defer { close(terminal) }
        #expect(throws: CommandFailure(.usage, "--pattern -: standard input is a terminal; pipe or redirect a pattern file into it (--pattern - < glider.rle)")) {
            _ = try PatternFiles().readStandardInput(spills: false, fd: terminal)
        }
    }

    @Test func aSilentPipeIsGivenUp() throws {
        let (fd, writer) = try Self.pipe(holding: [], close: false)
        defer { close(fd); close(writer) }
        var files = PatternFiles()
        files.writerWait = .milliseconds(200)
        #expect(throws: CommandFailure(.noInput, "nothing was written to standard input within 0.2 s")) {
            _ = try files.readStandardInput(spills: false, fd: fd)
        }
    }

    @Test func aRedirectedFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = folder.file("big.rle")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x20, count: 2 << 20)))
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        var files = PatternFiles()
        files.maxRLEBytes = 1 << 20
        #expect(throws: CommandFailure(.data, "standard input is 2097152 bytes; pattern files over 1 MiB are refused (the largest RLE lifecam writes, a 16384x16384 board, is under that)")) {
            _ = try files.readStandardInput(spills: false, fd: fd)
        }
    }
}
