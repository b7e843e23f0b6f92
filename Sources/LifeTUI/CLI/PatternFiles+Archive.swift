import LifeApp
import LifeCore

/// Zip archives, as Golly opens them (docs/RUN.md, "Zip archives"): a
/// pattern inside one is read as it unpacks, through the same decoding and
/// limits as a file (`decode`), named `archive.zip:path/inside.rle`
/// (`ArchivePath`); an archive given alone gives the pattern Golly loads from
/// it (`PatternArchive.loaded`), else, as `archiveChoice` says, its first
/// pattern or a refusal that lists them. Golly's scripts are refused by name.
extension PatternFiles {
    /// What a command takes from an archive named without a member when
    /// Golly would load none of its patterns itself.
    package enum ArchiveChoice: Sendable {
        /// A refusal (exit status 64) listing the patterns (`run`, `render`).
        case list
        /// The first pattern (`play`, which steps through the others).
        case first
    }

    /// The pattern inside the zip archive at `path`: `member`, else the one
    /// the archive gives (`choose`), with the archive's patterns listed
    /// (`LoadedPattern.archive`).
    package func readArchive(_ path: String, member: String?, spills: Bool) throws(CommandFailure) -> LoadedPattern {
        let shown = TextSanitizer.clean(path, maxLength: 200)
        let archive = try openArchive(path, shown: shown)
        let index = PatternArchive(paths: archive.entries.map(\.path))
        let chosen: PatternArchive.Member
        if let member { chosen = try pick(member, in: index, shown: shown) } else { chosen = try choose(in: index, archive: path) }
        let named = TextSanitizer.clean(ArchivePath(archive: path, member: chosen.path).text, maxLength: 240)
        var loaded = try readMember(archive.entries[chosen.index], of: archive, shown: named, spills: spills)
        let patterns = index.patterns
        loaded.archive = ArchiveListing(archive: path, patterns: patterns.map(\.path),
                                        current: patterns.firstIndex(of: chosen) ?? 0)
        return loaded
    }

    /// The archive at `path`: a regular file within the pattern files' size limit that libzip reads.
    func openArchive(_ path: String, shown: String) throws(CommandFailure) -> ZipArchive {
        guard let status = SystemCall.status(ofPath: path) else { throw CommandFailure(.noInput, "cannot open \(shown): no such file") }
        guard status.kind == .regular else {
            throw CommandFailure(.noInput, "\(shown) is not a regular file; lifecam reads zip archives from files")
        }
        try checkSize(status.size, shown: shown)
        do { return try ZipArchive(path: path) } catch {
            throw CommandFailure(.data, "\(shown): not a zip archive lifecam can read (libzip: \(error.reason))")
        }
    }

    /// The member `path` names, which must be a pattern.
    private func pick(_ path: String, in index: PatternArchive, shown: String) throws(CommandFailure) -> PatternArchive.Member {
        let named = TextSanitizer.clean(path, maxLength: 200)
        guard let member = index.member(path) ?? index.member(path + "/") else {
            throw CommandFailure(.noInput, "\(shown) holds no member '\(named)' (lifecam run --pattern \(shown) lists its patterns)")
        }
        switch member.kind {
        case .pattern, .text: return member
        case .script: throw Self.scriptRefusal(shown + ":" + named, fileName: member.fileName)
        case .folder: throw CommandFailure(.usage, "\(shown):\(named) is a folder; give a pattern inside it")
        case .rule:
            throw CommandFailure(.usage, "\(shown):\(named) is a rule file, which the archive's patterns run under; give a pattern")
        }
    }

    /// The pattern an archive named alone gives: the one Golly loads, else
    /// (several patterns, or one in a folder) the first or a refusal listing
    /// them, as `archiveChoice` says.
    private func choose(in index: PatternArchive, archive path: String) throws(CommandFailure) -> PatternArchive.Member {
        let shown = TextSanitizer.clean(path, maxLength: 200)
        if let loaded = index.loaded { return loaded }
        let patterns = index.patterns
        guard let first = patterns.first else {
            let scripts = index.scripts.map { TextSanitizer.clean($0.path, maxLength: 80) }
            throw CommandFailure(.data, "\(shown) holds no pattern" + (scripts.isEmpty ? ""
                : ", only Golly scripts (\(scripts.joined(separator: ", "))), which lifecam does not run"))
        }
        if archiveChoice == .first { return first }
        let lines = patterns.map { "  " + TextSanitizer.clean(ArchivePath(archive: path, member: $0.path).text, maxLength: 400) }
        throw CommandFailure(.usage, "\(shown) holds \(patterns.count) patterns and Golly opens none of them by itself: "
                             + "give one as --pattern 'ARCHIVE:MEMBER', from these:", lines: lines)
    }

    /// The pattern in `entry`, read as it unpacks, within the plain file's limits.
    private func readMember(_ entry: ZipArchive.Entry, of archive: ZipArchive, shown: String,
                            spills: Bool) throws(CommandFailure) -> LoadedPattern {
        guard entry.size <= UInt64(maxRLEBytes) else {
            throw CommandFailure(.data, "\(shown): \(ZipArchive.tooLarge(entry.size, limit: maxRLEBytes)), "
                                 + "more than the largest RLE lifecam writes (a 16384x16384 board); refused")
        }
        let member: ZipArchive.Member
        do { member = try archive.open(entry) } catch { throw CommandFailure(.data, "\(shown): \(error.reason)") }
        return try decode(shown: shown, spills: spills, packedIn: "zip") { () throws(CommandFailure) in
            do throws(ZipError) { return try member.read(upTo: Self.chunkSize) } catch {
                throw CommandFailure(.data, "\(shown): \(error.reason)")
            }
        }
    }

    /// The pattern in the chunks `read` returns (`decode`), or, when they
    /// begin as a zip archive does, what the archive at `path` gives
    /// (`readArchive`): archives are read from regular files only (nil `path`:
    /// standard input, a FIFO), where their rule files can be read too.
    func decodeOrUnpack(shown: String, path: String?, spills: Bool,
                        read: () throws(CommandFailure) -> [UInt8]) throws(CommandFailure) -> LoadedPattern {
        var first = try read()
        while first.count < 4, case let more = try read(), !more.isEmpty { first += more }
        if ZipArchive.startsAsArchive(first) {
            guard let path else {
                throw CommandFailure(.usage, "\(shown) is a zip archive, which lifecam reads from a file only: "
                                     + "give its path (--pattern archive.zip), where its rule files can be read too")
            }
            return try readArchive(path, member: nil, spills: spills)
        }
        var pending: [UInt8]? = first
        return try decode(shown: shown, spills: spills) { () throws(CommandFailure) in
            if let chunk = pending {
                pending = nil
                return chunk
            }
            return try read()
        }
    }

    /// Refuses a Golly script (`.lua`, `.py`, `.pl`, as Golly tells them by name).
    static func refuseScript(_ path: String, shown: String) throws(CommandFailure) {
        let name = split(path).name
        if PatternArchive.kind(of: name) == .script { throw scriptRefusal(shown, fileName: name) }
    }

    /// Why a Golly script is not read: Golly runs it, lifecam does not
    /// (the words `ForeignFile` gives a script known by its lines).
    static func scriptRefusal(_ shown: String, fileName: String) -> CommandFailure {
        let language = switch fileName.lowercased().split(separator: ".").last {
        case "lua": "Lua"
        case "py": "Python"
        default: "Perl"
        }
        return CommandFailure(.data, "\(shown) is \(ForeignFile.script(language).error.reason)")
    }
}

/// `N` in play: another pattern of the archive played from, read as
/// `--pattern archive.zip:member` reads it.
extension PatternFiles: ArchiveReading {
    package func read(_ index: Int, of listing: ArchiveListing) throws(CommandFailure) -> LoadedPattern {
        try readArchive(listing.archive, member: listing.patterns[index], spills: true)
    }
}
