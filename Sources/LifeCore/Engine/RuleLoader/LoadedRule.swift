import Synchronization

/// A rule loaded from Golly's rule files, as its RuleLoader algorithm runs it:
/// a table or tree compiled to a decision diagram (`RuleDiagram`), its name,
/// states, neighbourhood, the colour of each state and its icons.
///
/// A value: equal when loaded from equal files, cheap to copy (the compiled
/// rule is shared, never changed), and usable from any thread. It is the
/// `NeighbourhoodRule` the multi-state engines step.
public struct LoadedRule: NeighbourhoodRule, Hashable, CustomStringConvertible {
    /// The compiled rule and its looks, shared between copies.
    private final class Storage: Sendable, Hashable {
        /// The packed table, made the first time a board asks for it: `.some(nil)` when none fits.
        let packed = Mutex<PackedNeighbourhoodTable??>(nil)
        let diagram: RuleDiagram
        let neighbourhood: RuleNeighbourhood
        let colours: [RGB]
        let icons: RuleIcons?
        let hash: Int

        init(diagram: RuleDiagram, neighbourhood: RuleNeighbourhood, colours: [RGB], icons: RuleIcons?) {
            self.diagram = diagram
            self.neighbourhood = neighbourhood
            self.colours = colours
            self.icons = icons
            var hasher = Hasher()
            hasher.combine(diagram)
            hasher.combine(neighbourhood)
            hasher.combine(colours)
            hasher.combine(icons)
            hash = hasher.finalize()
        }

        static func == (a: Storage, b: Storage) -> Bool {
            a === b || (a.hash == b.hash && a.diagram == b.diagram && a.neighbourhood == b.neighbourhood
                && a.colours == b.colours && a.icons == b.icons)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// The rule's name, as a pattern names it (`WireWorld`): the name it was
    /// asked for, which Golly uses even when the file's `@RULE` line differs.
    public var name: String
    private let storage: Storage

    /// The rule in `rule` (which must have a table or tree), called `name`,
    /// coloured and iconed by `looks` (the first `NAME.rule` found, which may
    /// be another file than `rule`'s) and, for what `looks` lacks, by
    /// `shared` (`PREFIX-shared.rule`), as Golly's `UpdateCurrentColors` does.
    public init(name: String, rule: RuleFile, looks: RuleFile? = nil, shared: RuleFile? = nil) throws(RuleFileError) {
        guard let body = rule.body else {
            throw RuleFileError(.section, file: "\(name).rule", "no @TABLE or @TREE section: nothing to run")
        }
        let colours = (looks?.colours ?? shared?.colours ?? RuleColours(steps: [])).colours(states: body.diagram.states)
        self.name = name
        storage = Storage(diagram: body.diagram, neighbourhood: body.neighbourhood, colours: colours,
                          icons: looks?.icons ?? shared?.icons)
    }

    /// Cell states, 2...256.
    public var states: Int { storage.diagram.states }
    /// The neighbourhood its table reads (a tree of 4 neighbours reads von Neumann's, of 8 Moore's).
    public var neighbourhood: RuleNeighbourhood { storage.neighbourhood }
    /// Each state's colour: `@COLORS` over Golly's defaults (state 0 dark grey, the rest red to yellow).
    public var colours: [RGB] { storage.colours }
    /// The icons of `@ICONS`; nil when the rule has none (Golly then draws its own).
    public var icons: RuleIcons? { storage.icons }

    /// The compiled rule, for the engines in this module.
    var diagram: RuleDiagram { storage.diagram }

    /// The rule as one table of every neighbourhood, where it fits
    /// (`PackedNeighbourhoodTable`): made once per loaded rule, shared by its copies.
    var packedTable: PackedNeighbourhoodTable? {
        storage.packed.withLock { table in
            if let table { return table }
            let made = PackedNeighbourhoodTable(self)
            table = .some(made)
            return made
        }
    }

    public func next(nw: UInt8, n: UInt8, ne: UInt8, w: UInt8, c: UInt8, e: UInt8, sw: UInt8, s: UInt8, se: UInt8) -> UInt8 {
        var cells = (nw, n, ne, w, c, e, sw, s, se)
        return withUnsafeBytes(of: &cells) { storage.diagram.next($0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
    }

    /// The name.
    public var description: String { name }

    public static func == (a: LoadedRule, b: LoadedRule) -> Bool { a.name == b.name && a.storage == b.storage }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(storage)
    }
}
