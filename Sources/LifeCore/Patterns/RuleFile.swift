/// A Golly rule file as read: a `.rule` file's sections (Golly's help,
/// "Rule format"), or an older `.table` or `.tree` file, which is one table
/// or tree alone.
///
/// A `.rule` file starts with `@RULE name`. Each line starting with `@` starts
/// a section named by the whole line; only the first section of each name
/// counts, and unknown sections (`@NAMES`, and whatever a later Golly adds) are
/// ignored. The rule to run is the first `@TABLE` or `@TREE`; `@COLORS` and
/// `@ICONS` give its looks. A file may have no table or tree (one that only
/// recolours a rule found elsewhere, or a `PREFIX-shared.rule`).
public struct RuleFile: Sendable, Hashable {
    /// The kinds of rule file, by their extension.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case rule, table, tree

        /// The kind of a file called `name`, by its extension.
        public init?(fileName name: String) {
            guard let dot = name.lastIndex(of: "."), let kind = Kind(rawValue: String(name[name.index(after: dot)...])) else {
                return nil
            }
            self = kind
        }
    }

    /// What a table or tree compiles to: what `LoadedRule` runs.
    struct Body: Sendable, Hashable {
        let diagram: RuleDiagram
        let neighbourhood: RuleNeighbourhood
    }

    /// The name on the `@RULE` line (nil for a `.table` or `.tree` file).
    public let name: String?
    /// The table or tree, compiled; nil when the file has neither.
    let body: Body?
    /// The `@COLORS` section, if there is one.
    public let colours: RuleColours?
    /// The `@ICONS` section, if there is one.
    public let icons: RuleIcons?
    /// What was dropped while reading (icon sheets Golly would refuse), one line each.
    public let warnings: [RuleFileError]

    /// Whether the file has a table or tree to run.
    public var hasRule: Bool { body != nil }

    /// Cell states of its table or tree; nil when it has neither.
    public var states: Int? { body?.diagram.states }

    /// Reads a rule file of `kind`; `file` names it in messages.
    public init(_ bytes: [UInt8], kind: Kind, file: String) throws(RuleFileError) {
        let lines = RuleFileLines(bytes).lines
        switch kind {
        case .table:
            self.init(name: nil, body: try Self.table(lines[...], file: file), colours: nil, icons: nil, warnings: [])
        case .tree:
            self.init(name: nil, body: try Self.tree(lines[...], file: file), colours: nil, icons: nil, warnings: [])
        case .rule:
            try self.init(ruleLines: lines, file: file)
        }
    }

    private init(name: String?, body: Body?, colours: RuleColours?, icons: RuleIcons?, warnings: [RuleFileError]) {
        self.name = name
        self.body = body
        self.colours = colours
        self.icons = icons
        self.warnings = warnings
    }

    /// A `.rule` file's name and looks alone: its table or tree, if any, is
    /// neither read nor compiled (as Golly's colour search reads only `@COLORS` and `@ICONS`).
    init(looksOf bytes: [UInt8], file: String) throws(RuleFileError) {
        try self.init(ruleLines: RuleFileLines(bytes).lines, file: file, compiling: false)
    }

    private init(ruleLines lines: [RuleFileLines.Line], file: String, compiling: Bool = true) throws(RuleFileError) {
        guard let first = lines.first, first.bytes.starts(with: "@RULE ".utf8) else {
            throw RuleFileError(.section, file: file, line: 1, "a .rule file must start with @RULE and the rule's name")
        }
        let name = String(decoding: first.bytes.dropFirst(6).gollyTrimmed, as: UTF8.self)
        var sections: [String: ArraySlice<RuleFileLines.Line>] = [:]
        var bodyKind: String?
        var start = 1
        while start < lines.count {
            var end = start + 1
            while end < lines.count, lines[end].bytes.first != UInt8(ascii: "@") { end += 1 }
            let title = String(decoding: lines[start].bytes, as: UTF8.self)
            if lines[start].bytes.first == UInt8(ascii: "@"), sections[title] == nil {
                sections[title] = lines[(start + 1)..<end]
                if bodyKind == nil, title == "@TABLE" || title == "@TREE" { bodyKind = title }
            }
            start = end
        }
        var body: Body?
        if compiling, let bodyKind, let section = sections[bodyKind] {
            body = bodyKind == "@TABLE" ? try Self.table(section, file: file) : try Self.tree(section, file: file)
        }
        var icons: RuleIcons?, warnings: [RuleFileError] = []
        if let section = sections["@ICONS"] { (icons, warnings) = RuleIcons.read(section, file: file) }
        self.init(name: name, body: body, colours: sections["@COLORS"].map { RuleColours(lines: $0) }, icons: icons, warnings: warnings)
    }

    private static func table(_ lines: ArraySlice<RuleFileLines.Line>, file: String) throws(RuleFileError) -> Body {
        let table = try RuleTableReader.read(lines, file: file)
        let diagram: RuleDiagram
        do { diagram = try RuleDiagram(compiling: table) } catch {
            throw RuleFileError(.tooLarge, file: file, "the table is too large: \(error.reason)")
        }
        return try checked(Body(diagram: diagram, neighbourhood: table.neighbourhood), file: file)
    }

    private static func tree(_ lines: ArraySlice<RuleFileLines.Line>, file: String) throws(RuleFileError) -> Body {
        let diagram = try RuleTreeReader.read(lines, file: file)
        return try checked(Body(diagram: diagram, neighbourhood: diagram.order.count == 9 ? .moore : .vonNeumann), file: file)
    }

    /// Refuses a rule under which empty space comes to life: Golly's hashing
    /// assumes the empty background stays empty, and gives meaningless
    /// answers for such a rule (bgolly 3.3 grows one cell into a ring of
    /// them); no engine here runs it either.
    private static func checked(_ body: Body, file: String) throws(RuleFileError) -> Body {
        let next = body.diagram.next([UInt8](repeating: 0, count: 9))
        guard next == 0 else {
            throw RuleFileError(.emptyBirth, file: file, "the rule turns a cell of state 0 with all neighbours 0 into state \(next); Golly's algorithms (and lifecam's) need empty space to stay empty")
        }
        return body
    }
}
