import Foundation
import Glibc
import Testing
@testable import LifeApp
@testable import LifeTUI

/// `lifecam run --output` creates new files only: never over a file, a link,
/// a FIFO or a device; every failure is one line with 73 (nothing created) or
/// 74 (writing failed), and no temporary file is left behind.
@Suite struct RunOutputTests {
    /// Writes `text` through `PatternFiles.create` in chunks of 3 bytes.
    static func create(_ path: String, _ text: String, fileSystem: FileSystem = PosixFileSystem()) throws(CommandFailure) {
        let bytes = Array(text.utf8)
        try PatternFiles().create(path, fileSystem: fileSystem) { file throws(FileError) in
            for start in stride(from: 0, to: bytes.count, by: 3) {
                try file.writeAll(Array(bytes[start..<min(start + 3, bytes.count)]))
            }
        }
    }

    @Test func createsTheFileAndNothingElse() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Self.create(folder.file("out.rle"), "x = 1, y = 1\no!\n")
        #expect(try folder.names() == ["out.rle"])
        #expect(try folder.bytes("out.rle") == Array("x = 1, y = 1\no!\n".utf8))
    }

    @Test func aBareNameIsCreatedInTheCurrentFolder() {
        #expect(PatternFiles.split("out.rle") == ("", "out.rle"))
        #expect(PatternFiles.split("/out.rle") == ("/", "out.rle"))
        #expect(PatternFiles.split("a/b/out.rle") == ("a/b", "out.rle"))
        #expect(PatternFiles.split("a/") == ("a", ""))
    }

    enum Occupant: String, CaseIterable { case file, symlink, danglingSymlink, fifo, directory }

    @Test(arguments: Occupant.allCases)
    func whatExistsIsLeftAlone(occupant: Occupant) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = folder.file("out.rle"), target = folder.file("target")
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: target))
        switch occupant {
        case .file: try Data("theirs".utf8).write(to: URL(fileURLWithPath: path))
        case .symlink: #expect(symlink(target, path) == 0)
        case .danglingSymlink: #expect(symlink(folder.file("nowhere"), path) == 0)
        case .fifo: #expect(mkfifo(path, 0o600) == 0)
        case .directory: #expect(mkdir(path, 0o700) == 0)
        }
        var before = stat(), after = stat()
        lstat(path, &before)
        let message = occupant == .directory ? "cannot write \(path): it is a directory"
            : "\(path) already exists; lifecam never overwrites a file"
        #expect(throws: CommandFailure(.cantCreate, message)) { try Self.create(path, "o!\n") }
        lstat(path, &after)
        #expect(before.st_ino == after.st_ino && before.st_mode == after.st_mode && before.st_size == after.st_size)
        #expect(try folder.bytes("target") == Array("theirs".utf8))
        #expect(try folder.names() == ["out.rle", "target"])
    }

    @Test(arguments: ["/dev/null", "/dev/full"])
    func devicesAreRefused(path: String) {
        #expect(throws: CommandFailure(.cantCreate, "\(path) already exists; lifecam never overwrites a file")) {
            try Self.create(path, "o!\n")
        }
    }

    /// Another process takes the name while the file is written: link(2) refuses, theirs stays.
    @Test func aNameTakenDuringTheWriteIsNotReplaced() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = folder.file("out.rle")
        let racer = FillingFileSystem { _ in _ = FileManager.default.createFile(atPath: path, contents: Data("theirs".utf8)) }
        #expect(throws: CommandFailure(.cantCreate, "\(path) already exists; lifecam never overwrites a file")) {
            try Self.create(path, "o!\n", fileSystem: racer)
        }
        #expect(try folder.names() == ["out.rle"])
        #expect(try folder.bytes("out.rle") == Array("theirs".utf8))
    }

    @Test(arguments: [
        (FillingFileSystem(budget: 10), CommandFailure.Status.ioError, "disk full: cannot write to OUT"),
        (FillingFileSystem(syncFailure: FileError(errno: EIO, operation: .sync, path: "tmp")), .ioError, "cannot flush OUT: Input/output error"),
    ])
    func writeFailuresLeaveNothingBehind(fileSystem: FillingFileSystem, status: CommandFailure.Status, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = folder.file("out.rle")
        let expected = message.replacingOccurrences(of: "OUT", with: path)
        #expect(throws: CommandFailure(status, expected)) {
            try Self.create(path, String(repeating: "2bo$", count: 50), fileSystem: fileSystem)
        }
        #expect(try folder.names() == [])
    }

    @Test(arguments: [
        ("/nonexistent-dir/out.rle", "cannot create /nonexistent-dir/out.rle: no such file or folder"),
        ("/proc/out.rle", "cannot create /proc/out.rle: no such file or folder"),
        ("dir/", "cannot write dir/: give a file name, not a folder"),
    ])
    func uncreatableOutputsSayWhy(path: String, message: String) {
        #expect(throws: CommandFailure(.cantCreate, message)) { try Self.create(path, "o!\n") }
    }
}
