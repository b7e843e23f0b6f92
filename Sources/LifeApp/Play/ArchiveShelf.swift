import LifeCore

/// How the play loop reads another pattern of the zip archive it plays
/// from: the shell reads files (LifeTUI's `PatternFiles`), tests hold them.
package protocol ArchiveReading {
    /// The pattern at `index` of `listing`'s patterns, read as `--pattern
    /// archive.zip:member` reads it, its `archive` listing at `index`.
    func read(_ index: Int, of listing: ArchiveListing) throws(CommandFailure) -> LoadedPattern
}

/// The zip archive `play` plays from, for `N` (the next of its patterns) and
/// the help's list of them: where it stands, how to read the others, and the
/// options play started with, which each pattern starts from as the first did.
package struct ArchiveShelf {
    package internal(set) var listing: ArchiveListing
    let reader: any ArchiveReading
    let options: LookOptions
    /// Where a rule file a pattern names is found (the archive's own first, as play found the first's).
    let findRule: RuleLookup

    package init(listing: ArchiveListing, reader: any ArchiveReading, options: LookOptions,
                 findRule: @escaping RuleLookup = RuleSpec.noRuleFiles) {
        self.listing = listing
        self.reader = reader
        self.options = options
        self.findRule = findRule
    }

    /// The most patterns the help lists (those around the one played).
    static let listed = 12

    /// The pattern played, for the status line: `2/10 Flow6/Demo/Features.mc`, cleaned of controls.
    package var playing: String {
        "\(listing.current + 1)/\(listing.patterns.count) " + TextSanitizer.clean(listing.patterns[listing.current], maxLength: 120)
    }

    /// The archive's name without its folders, cleaned of controls.
    var archiveName: String {
        TextSanitizer.clean(String(listing.archive.split(separator: "/").last ?? ""), maxLength: 80)
    }

    /// What the status line says when play starts from the archive.
    package var startNotice: String {
        let count = listing.patterns.count
        return count > 1 ? "\(archiveName): \(playing) (N: the next of its \(count) patterns, ? lists them)"
            : "\(archiveName): \(playing)"
    }

    /// The help's lines: the archive and its patterns, the one played marked
    /// (at most `listed`, those around it).
    package var helpLines: [String] {
        let patterns = listing.patterns, current = listing.current
        let first = max(0, min(current - Self.listed / 2, patterns.count - Self.listed))
        let shown = first..<min(patterns.count, first + Self.listed)
        var lines = ["zip \(archiveName): \(patterns.count) pattern\(patterns.count == 1 ? "" : "s")"
            + (patterns.count > 1 ? ", N plays the next" : "")]
        if first > 0 { lines.append("  … \(first) before") }
        for index in shown {
            lines.append((index == current ? "> " : "  ") + TextSanitizer.clean(patterns[index], maxLength: 120))
        }
        if shown.upperBound < patterns.count { lines.append("  … \(patterns.count - shown.upperBound) more") }
        return lines
    }
}
