import LifeCore

/// Where a pattern read from a zip archive came from: the archive, its
/// patterns (the members Golly counts as patterns, in the archive's order)
/// and which of them this is. `play` steps through them (`N`); `run` and
/// `render` read one.
package struct ArchiveListing: Sendable, Equatable {
    /// The archive's path on disk.
    package let archive: String
    /// The patterns' paths inside it.
    package let patterns: [String]
    /// Which of `patterns` was read.
    package let current: Int

    package init(archive: String, patterns: [String], current: Int) {
        self.archive = archive
        self.patterns = patterns
        self.current = current
    }

    /// The pattern read, in `--pattern`'s form (`archive.zip:path/inside.rle`), for messages: clean it first.
    package var memberText: String { ArchivePath(archive: archive, member: patterns[current]).text }

    /// The pattern after this one, the first again after the last.
    package var next: Int { (current + 1) % patterns.count }
}
