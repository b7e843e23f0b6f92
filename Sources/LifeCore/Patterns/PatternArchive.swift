/// A zip archive's members sorted as Golly sorts them when it opens one (its
/// help, formats.html "Zip files"; Golly 3.3's `MainFrame::OpenZipFile`):
/// Mac metadata (`__MACOSX…`, `….DS_Store`) is left out, and every other
/// member is a folder, a rule file, a text or HTML file, a script, or else a
/// pattern (any other name, no extension too). Golly loads a pattern itself
/// only from a "simple" archive (`loaded`); for a "complex" one it shows an
/// index of the files and installs the rule files, which lifecam reads from
/// the archive instead (`ruleFile(named:)`), installing nothing.
public struct PatternArchive: Sendable, Equatable {
    /// What a member is, by its name, as Golly tells them apart.
    public enum Kind: Sendable, Equatable {
        /// A folder (its name ends in `/`).
        case folder
        /// `.rule`, and the older `.table`, `.tree`, `.colors` and `.icons`.
        case rule
        /// `.txt`, `.doc`, `.htm`, `.html`, or a name holding "readme".
        case text
        /// A script Golly runs: `.lua`, `.py`, `.pl`.
        case script
        /// Anything else.
        case pattern
    }

    /// One member: its path in the archive (folders end in `/`), its kind,
    /// and its place in the archive's own list (`index`), for reading it.
    public struct Member: Sendable, Equatable {
        public let path: String
        public let kind: Kind
        public let index: Int

        /// The name after the last `/` (a folder's without its own `/`).
        public var fileName: String {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            return trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? trimmed
        }

        /// Whether it lies in a folder of the archive, not at its top.
        public var isInFolder: Bool {
            (path.hasSuffix("/") ? path.dropLast() : Substring(path)).contains("/")
        }
    }

    /// The members, in the archive's order, Mac metadata left out.
    public let members: [Member]

    /// Sorts the archive's member paths (in its order; a folder's ends in `/`).
    public init(paths: [String]) {
        members = paths.enumerated().compactMap { index, path in
            Self.kind(of: path).map { Member(path: path, kind: $0, index: index) }
        }
    }

    /// What the member at `path` is; nil for the Mac metadata Golly skips.
    public static func kind(of path: String) -> Kind? {
        if path.hasPrefix("__MACOSX") || path.hasSuffix(".DS_Store") { return nil }
        if path.hasSuffix("/") { return .folder }
        let member = Member(path: path, kind: .pattern, index: 0)
        let name = member.fileName.lowercased()
        let dot = name.lastIndex(of: ".")
        let ext = dot.map { String(name[name.index(after: $0)...]) } ?? ""
        switch ext {
        case "rule", "table", "tree", "colors", "icons": return .rule
        case "htm", "html", "txt", "doc": return .text
        case "lua", "py", "pl": return .script
        default: return name.contains("readme") ? .text : .pattern
        }
    }

    /// The patterns, in the archive's order.
    public var patterns: [Member] { members.filter { $0.kind == .pattern } }

    /// The scripts, in the archive's order.
    public var scripts: [Member] { members.filter { $0.kind == .script } }

    /// Whether Golly calls the archive complex and shows its index: it holds a
    /// folder, a rule file, a text file, or more than one pattern or script.
    public var isComplex: Bool {
        members.contains { [.folder, .rule, .text].contains($0.kind) } || patterns.count > 1 || scripts.count > 1
    }

    /// The pattern Golly loads when it opens the archive: the only pattern,
    /// at the top of the archive, with at most one script, also at the top
    /// (Golly runs that script after loading; lifecam runs none). Nil when
    /// Golly loads nothing (several patterns, or one in a folder).
    public var loaded: Member? {
        let patterns = self.patterns, scripts = self.scripts
        guard patterns.count == 1, scripts.count <= 1, !patterns[0].isInFolder,
              !scripts.contains(where: \.isInFolder) else { return nil }
        return patterns[0]
    }

    /// The member called `path` exactly (a folder's path ends in `/`).
    public func member(_ path: String) -> Member? {
        members.first { $0.path == path }
    }

    /// The rule file called `fileName` (`Primer.rule`, `Flow6.table`) as
    /// Golly installs them, by file name from any folder of the archive, a
    /// later one replacing an earlier one of the same name.
    public func ruleFile(named fileName: String) -> Member? {
        members.last { $0.kind == .rule && $0.fileName == fileName }
    }
}
