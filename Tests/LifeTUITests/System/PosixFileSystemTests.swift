import Foundation
import Testing
@testable import LifeApp
@testable import LifeTUI

@Suite struct PosixFileSystemTests {
    private let files = PosixFileSystem()

    /// Each failing call, in a folder holding the file `f` and the folder `d`, and the kind of error it gives.
    @Test(arguments: [
        ("create over a file", FileError.Kind.exists, "never overwrites"),
        ("create in a missing folder", .notFound, "no such file or folder"),
        ("create under a file", .notADirectory, "not a folder"),
        ("folder over a file", .exists, "already exists"),
        ("link over a file", .exists, "already exists"),
        ("remove a missing file", .notFound, "cannot remove"),
        ("remove a full folder", .other, "cannot remove folder"),
        ("list a file", .notADirectory, "cannot read folder"),
    ])
    func failuresAreClassifiedAndSaid(action: String, kind: FileError.Kind, words: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file("f")))
        try FileManager.default.createDirectory(atPath: folder.file("d/e"), withIntermediateDirectories: true)
        do {
            switch action {
            case "create over a file": _ = try files.createNew(folder.file("f"))
            case "create in a missing folder": _ = try files.createNew(folder.file("missing/f"))
            case "create under a file": _ = try files.createNew(folder.file("f/g"))
            case "folder over a file": try files.makeDirectory(folder.file("f"))
            case "link over a file": try files.link(folder.file("f"), to: folder.file("f"))
            case "remove a missing file": try files.remove(folder.file("missing"))
            case "remove a full folder": try files.removeDirectory(folder.file("d"))
            default: _ = try files.contentsOfDirectory(folder.file("f"))
            }
            Issue.record("\(action) succeeded")
        } catch {
            #expect(error.kind == kind, "\(action)")
            let message = error.kind == .exists ? RecordingError.file(error).description : error.description
            #expect(message.contains(words), "\(message)")
        }
    }

    @Test func writeSyncTruncateAndListWork() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let file = try OutputFile.createNew(folder.file("a"), fileSystem: files)
        try file.writeAll(Array("hello world".utf8))
        try file.truncate(to: 5)
        try file.sync()
        try file.close()
        try file.close()
        #expect(try folder.bytes("a") == Array("hello".utf8))
        #expect(file.length == 5)
        try files.link(folder.file("a"), to: folder.file("b"))
        try files.rename(folder.file("b"), to: folder.file("c"))
        #expect(try files.contentsOfDirectory(folder.path).sorted() == ["a", "c"])
        #expect(files.exists(folder.file("c")) && !files.exists(folder.file("b")))
        #expect(files.isDirectory(folder.path) && !files.isDirectory(folder.file("a")))
    }
}

/// A name with a NUL in it is refused by name, never cut short at the NUL
/// (which would open another file than the one asked for).
@Suite struct NULPathTests {
    @Test func writingRefusesTheName() {
        #expect(throws: FileError(kind: .other, operation: .create, path: "/tmp/a\\0b",
                                  reason: "the name holds a NUL character, which no file name can")) {
            _ = try PosixFileSystem().createNew("/tmp/a\u{0}b")
        }
    }

    @Test func readingRefusesTheName() {
        #expect(throws: OpenForReadingError(kind: .other, path: "/etc/passwd\\0x",
                                            reason: "the name holds a NUL character, which no file name can")) {
            _ = try openForReading("/etc/passwd\u{0}x", writerWait: .seconds(1))
        }
    }
}
