import Foundation
import LifeApp
import LifeCore
import LifeTUI

extension FuzzTarget {
    /// Where `zip` writes each input, so libzip reads it from a file as
    /// `--pattern archive.zip` does (one file a process, rewritten each time).
    private static let zipFile = FileManager.default.temporaryDirectory.path + "/lifefuzz-zip-\(getpid()).zip"

    /// Any bytes as a zip archive `--pattern` opens (the seeds are archives):
    /// read through libzip from memory and from a file, the same members;
    /// Golly's sorting of them keeps its own rules (the pattern it loads is
    /// its only pattern, a rule file is found by its name); every member reads
    /// within the limit asked, and the archive's pattern, and each pattern
    /// named by its path, reads as `--pattern` reads it or is refused in one line.
    static func zipArchive(_ bytes: [UInt8]) {
        let fromMemory = try? ZipArchive(bytes: bytes)
        guard FileManager.default.createFile(atPath: zipFile, contents: Data(bytes)) else { preconditionFailure("cannot write \(zipFile)") }
        let fromFile = try? ZipArchive(path: zipFile)
        precondition(fromMemory?.entries == fromFile?.entries, "the archive lists differently from memory and from a file")
        guard let archive = fromFile else { return }
        let index = PatternArchive(paths: archive.entries.map(\.path))
        if let loaded = index.loaded {
            precondition(index.patterns == [loaded] && !loaded.isInFolder, "Golly loads a pattern that is not the archive's only one")
        }
        for member in index.members {
            precondition(archive.entries[member.index].path == member.path, "a member's index names another member")
            if member.kind == .rule {
                precondition(index.ruleFile(named: member.fileName)?.fileName == member.fileName, "a rule file is not found by its name")
            }
        }
        for entry in archive.entries.prefix(16) {
            if let contents = try? archive.contents(of: entry, limit: 4096) { precondition(contents.count <= 4096, "a member read past its limit") }
        }
        var files = PatternFiles()
        files.maxRLEBytes = 1 << 20
        files.maxOtherBytes = 1 << 20
        files.archiveChoice = .first
        for member in [nil] + index.patterns.prefix(8).map(\.path) {
            do throws(CommandFailure) {
                _ = try files.readArchive(zipFile, member: member, spills: false)
            } catch {
                precondition(!error.message.contains("\n"), "a refusal of more than one line")
            }
        }
    }

    /// Any text as `--pattern archive.zip:path/inside.rle`: a split joins back to
    /// the text, after the first `.zip:` or `.gar:` in any case.
    static func archivePath(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let path = ArchivePath(parsing: text) else { return }
        precondition(path.text == text, "'\(text)' splits into parts that do not join back")
        precondition(!path.member.isEmpty && path.archive.utf8.count > 4, "'\(text)' splits with an empty side")
        let suffix = String(path.archive.suffix(4)).lowercased()
        precondition(suffix == ".zip" || suffix == ".gar", "'\(text)' splits after no .zip or .gar")
        // ASCII letters folded as ArchivePath folds them: no earlier .zip: or .gar: before the split.
        let head = String(decoding: path.archive.utf8.dropLast(4).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        precondition(!head.contains(".zip:") && !head.contains(".gar:"), "'\(text)' splits after a later .zip: or .gar:")
    }
}
