/// Finds a rule by name as Golly does (its help, "How Golly finds .rule
/// files"; gollybase/ruleloaderalgo.cpp and the GUI's colour search), in
/// places searched in order (the zip archive a pattern came from and folders,
/// as the caller chooses, then lifecam's own rules, `BuiltInRules`), through
/// a reading closure, so that it runs as well over real files as over files
/// held in memory.
///
/// 1. The rule: the first `NAME.rule` with a `@TABLE` or `@TREE` section, place
///    by place (a `NAME.rule` without one, such as a user's file that only
///    recolours a rule, lets the search go on to later places, as Golly goes
///    on from the user's folder to its own). Only when there is no
///    `NAME.rule` anywhere, the first `NAME.table`, then the first `NAME.tree`.
/// 2. The looks: `@COLORS` and `@ICONS` of the first `NAME.rule` found
///    (with a table or not); what it lacks comes from the first
///    `PREFIX-shared.rule`, PREFIX being the name before its last hyphen
///    (none for a name without one, or one ending in `-shared`).
///
/// Names are matched exactly, case included (Golly: "rule names are
/// important, especially on case-sensitive file systems"); `/` and `\` in a
/// name become `_` in the file name, as Golly makes them.
public struct RuleFinder: Sendable {
    /// Where rules are looked for.
    public enum Place: Sendable, Hashable, CustomStringConvertible {
        /// A folder of rule files.
        case folder(String)
        /// The zip archive at this path, whose rule files Golly installs when it
        /// opens the archive: read as `ARCHIVE:NAME.rule` (`ArchivePath`'s form),
        /// the reader finding the file by its name in any folder of the archive.
        case archive(String)
        /// lifecam's own rule files (`BuiltInRules`).
        case builtIn

        public var description: String {
            switch self {
            case .folder(let path): TextSanitizer.clean(path, maxLength: 200)
            case .archive(let path): "the zip archive " + TextSanitizer.clean(path, maxLength: 200)
            case .builtIn: "lifecam's own rules (\(BuiltInRules.files.keys.sorted().joined(separator: ", ")))"
            }
        }
    }

    /// Reads the file at a path: its bytes, or nil when there is no such file.
    public typealias Read = @Sendable (String) throws(RuleFindError) -> [UInt8]?

    /// The places, in the order they are searched: the folders, then `.builtIn`.
    public let places: [Place]
    private let read: Read

    /// A finder searching the zip archive at `archive` (when given), then
    /// `folders` in order (each once), then lifecam's own rules.
    public init(archive: String? = nil, folders: [String], read: @escaping Read) {
        var seen = Set<String>(), places: [Place] = archive.map { [.archive($0)] } ?? []
        for folder in folders where seen.insert(folder).inserted { places.append(.folder(folder)) }
        self.places = places + [.builtIn]
        self.read = read
    }

    /// The file Golly looks for to find rule `name`: `/` and `\` made `_`.
    public static func fileName(_ name: String, _ kind: RuleFile.Kind) -> String {
        String(name.map { $0 == "/" || $0 == "\\" ? "_" : $0 }) + "." + kind.rawValue
    }

    /// The rule called `name`, with its looks.
    public func rule(named name: String) throws(RuleFindError) -> LoadedRule {
        var looks: RuleFile?, body: RuleFile?, withoutRule: String?
        for place in places {
            guard let (bytes, path) = try contents(of: name, .rule, in: place) else { continue }
            let file = try Self.parse(bytes, .rule, path)
            if looks == nil { looks = file }
            if file.hasRule {
                body = file
                break
            }
            withoutRule = withoutRule ?? path
        }
        if body == nil, let withoutRule { throw .noRule(path: withoutRule) }
        for kind in [RuleFile.Kind.table, .tree] where body == nil {
            for place in places {
                guard let (bytes, path) = try contents(of: name, kind, in: place) else { continue }
                body = try Self.parse(bytes, kind, path)
                break
            }
        }
        guard let body else { throw .notFound(name: name, places: places) }
        var shared: RuleFile?
        if let looks, looks.colours == nil || looks.icons == nil, let prefix = Self.sharedPrefix(name) {
            shared = try sharedLooks(prefix + "-shared")
        }
        do { return try LoadedRule(name: name, rule: body, looks: looks, shared: shared) } catch { throw .file(error) }
    }

    /// The prefix whose `PREFIX-shared.rule` lends its looks: the name before its last hyphen.
    static func sharedPrefix(_ name: String) -> String? {
        guard !name.hasSuffix("-shared"), let hyphen = name.lastIndex(of: "-"), hyphen > name.startIndex else { return nil }
        return String(name[..<hyphen])
    }

    /// The looks of the first `name.rule` (its table, if any, not compiled: Golly reads only the looks here).
    private func sharedLooks(_ name: String) throws(RuleFindError) -> RuleFile? {
        for place in places {
            guard let (bytes, path) = try contents(of: name, .rule, in: place) else { continue }
            return try? RuleFile(looksOf: bytes, file: path)
        }
        return nil
    }

    /// The bytes of rule `name`'s file of `kind` in `place`, and its path for messages; nil when there is none.
    private func contents(of name: String, _ kind: RuleFile.Kind, in place: Place) throws(RuleFindError) -> ([UInt8], String)? {
        let file = Self.fileName(name, kind)
        switch place {
        case .builtIn:
            guard kind == .rule, let text = BuiltInRules.files[name] else { return nil }
            return (Array(text.utf8), "lifecam's own \(file)")
        case .folder(let folder):
            let path = folder.hasSuffix("/") ? folder + file : folder + "/" + file
            return try read(path).map { ($0, path) }
        case .archive(let archive):
            let path = ArchivePath(archive: archive, member: file).text
            return try read(path).map { ($0, path) }
        }
    }

    private static func parse(_ bytes: [UInt8], _ kind: RuleFile.Kind, _ path: String) throws(RuleFindError) -> RuleFile {
        do { return try RuleFile(bytes, kind: kind, file: path) } catch { throw .file(error) }
    }
}

/// Why a rule could not be found or loaded; `description` is one line.
public enum RuleFindError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `NAME.rule`, `.table` or `.tree` in any place.
    case notFound(name: String, places: [RuleFinder.Place])
    /// `NAME.rule` files exist, none with a table or tree; the first is at `path`.
    case noRule(path: String)
    /// A file found is not a good rule file.
    case file(RuleFileError)
    /// A file exists and cannot be read.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .notFound(name, places):
            let shown = TextSanitizer.clean(name, maxLength: 80)
            let file = RuleFinder.fileName(shown, .rule).dropLast(5)
            return "unknown rule '\(shown)': no \(file).rule, \(file).table or \(file).tree in "
                + places.map(\.description).joined(separator: ", ")
        case let .noRule(path):
            return "\(TextSanitizer.clean(path, maxLength: 200)) has no @TABLE or @TREE section, and no other file gives the rule"
        case let .file(error):
            return error.description
        case let .unreadable(path, reason):
            return "cannot read \(TextSanitizer.clean(path, maxLength: 200)): \(reason)"
        }
    }
}
