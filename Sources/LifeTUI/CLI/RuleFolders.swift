import Foundation
import LifeApp
import LifeCore

/// Where `lifecam` looks for rule files, in order (docs/RULES.md, "Where a
/// rule is found"): the zip archive the pattern is read from (`archive(of:)`,
/// `RuleFolders+Archive`), the folder of the pattern file (or archive) being opened, the user's
/// rules folder (`--rules DIR`, else `$XDG_DATA_HOME/lifecam/rules`, else
/// `~/.local/share/lifecam/rules`), Golly's supplied `Rules` folder when
/// Golly is installed, and last lifecam's own rules (`RuleFinder`).
package enum RuleFolders {
    /// Golly's supplied rules, where Debian's `golly` package puts them.
    static let golly = "/usr/share/golly/Rules"
    /// Rule files larger than this are refused: Golly's largest is 100 KiB.
    static let largestFile = 16 << 20

    /// The user's rules folder: `$XDG_DATA_HOME/lifecam/rules` when that is
    /// an absolute path (the XDG rule), else `$HOME/.local/share/lifecam/rules`;
    /// nil without either.
    package static func user(environment: [String: String]) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/lifecam/rules" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/share/lifecam/rules"
    }

    /// The folders searched for a pattern at `pattern` (nil: not a file),
    /// with `rules` from `--rules` (nil: the default), in order.
    package static func folders(rules: String?, pattern: String?, environment: [String: String],
                                exists: (String) -> Bool = { SystemCall.status(ofPath: $0)?.kind == .directory }) -> [String] {
        var folders: [String] = []
        if let pattern, pattern != PatternFiles.standardInput {
            // A member of a zip archive: the folder the archive is in.
            let file = SystemCall.status(ofPath: pattern) != nil ? pattern : ArchivePath(parsing: pattern)?.archive ?? pattern
            let directory = PatternFiles.split(file).directory
            folders.append(directory.isEmpty ? "." : directory)
        }
        if let user = rules ?? user(environment: environment) { folders.append(user) }
        if exists(golly) { folders.append(golly) }
        return folders
    }

    /// A finder over the real files, for a pattern at `pattern`: inside the
    /// zip archive it is read from first, when it is.
    package static func finder(rules: String?, pattern: String?,
                               environment: [String: String]) -> RuleFinder {
        let archive = archive(of: pattern)
        let prefix = archive.map { ArchivePath(archive: $0, member: "").text }
        return RuleFinder(archive: archive, folders: folders(rules: rules, pattern: pattern, environment: environment)) {
            path throws(RuleFindError) in
            if let archive, let prefix, path.hasPrefix(prefix) { return try read(String(path.dropFirst(prefix.count)), inArchive: archive) }
            return try read(path)
        }
    }

    /// A rule that could not be found or loaded, as a command reports it:
    /// none found is missing input, a file found and not good is bad data.
    package static func failure(_ error: RuleFindError) -> CommandFailure {
        switch error {
        case .notFound: CommandFailure(.noInput, error.description)
        case .noRule, .file: CommandFailure(.data, error.description)
        case .unreadable: CommandFailure(.noInput, error.description)
        }
    }

    /// Refuses a `--rules` folder that is not a folder (exit status `.noInput`).
    package static func check(rules: String) throws(CommandFailure) {
        guard SystemCall.status(ofPath: rules)?.kind == .directory else {
            throw CommandFailure(.noInput, "--rules \(TextSanitizer.clean(rules, maxLength: 200)) is not a folder")
        }
    }

    /// The bytes of the rule file at `path`; nil when nothing has that name.
    /// Only a regular file is read (a FIFO could keep the search waiting).
    static func read(_ path: String) throws(RuleFindError) -> [UInt8]? {
        guard let status = SystemCall.status(ofPath: path) else { return nil }
        guard status.kind == .regular else { throw .unreadable(path: path, reason: "it is not a regular file") }
        guard status.size <= largestFile else {
            throw .unreadable(path: path, reason: "it is \(status.size) bytes; rule files over \(largestFile >> 20) MiB are refused")
        }
        let bytes: [UInt8]
        do throws(SystemCallError) {
            let fd = try SystemCall.open(path, .reading)
            defer { SystemCall.closeQuietly(fd) }
            var read: [UInt8] = []
            while read.count <= largestFile, case let chunk = try SystemCall.read(fd, upTo: 1 << 16), !chunk.isEmpty {
                read += chunk
            }
            bytes = read
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        guard bytes.count <= largestFile else { throw .unreadable(path: path, reason: "it grew past \(largestFile >> 20) MiB") }
        return bytes
    }
}
