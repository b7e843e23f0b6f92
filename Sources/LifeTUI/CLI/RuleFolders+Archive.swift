import LifeApp
import LifeCore

/// The rule files inside the zip archive a pattern comes from: Golly
/// installs them into the user's rules folder when it opens the archive, so
/// they are found before any other; lifecam reads them from the archive and
/// installs nothing (`RuleFinder.Place.archive`).
extension RuleFolders {
    /// The zip archive the pattern argument `pattern` reads from: the archive
    /// of `archive.zip:path/inside.rle` when no file has the whole name, or
    /// the file itself when it is a regular file that starts as a zip
    /// archive does; nil otherwise (standard input and FIFOs too).
    package static func archive(of pattern: String?) -> String? {
        guard let pattern, pattern != PatternFiles.standardInput else { return nil }
        guard let status = SystemCall.status(ofPath: pattern) else { return ArchivePath(parsing: pattern)?.archive }
        guard status.kind == .regular else { return nil }
        do throws(SystemCallError) {
            let fd = try SystemCall.open(pattern, .reading)
            defer { SystemCall.closeQuietly(fd) }
            return ZipArchive.startsAsArchive(try SystemCall.read(fd, upTo: 4)) ? pattern : nil
        } catch {
            return nil
        }
    }

    /// The rule file `fileName` inside the archive at `archive`, found by its
    /// name in any folder of it (`PatternArchive.ruleFile(named:)`); nil when
    /// there is none. Held to the size of a rule file on disk.
    static func read(_ fileName: String, inArchive archive: String) throws(RuleFindError) -> [UInt8]? {
        let path = ArchivePath(archive: archive, member: fileName).text
        do throws(ZipError) {
            let zip = try ZipArchive(path: archive)
            guard let member = PatternArchive(paths: zip.entries.map(\.path)).ruleFile(named: fileName) else { return nil }
            return try zip.contents(of: zip.entries[member.index], limit: largestFile)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }
}
