import Synchronization

/// A rule run a byte a cell by the multi-state engines: one loaded from
/// Golly's rule files, as its RuleLoader algorithm runs it (a table or tree
/// compiled to a decision diagram, `RuleDiagram`), one of the JvN
/// algorithm's von Neumann rules, built in (`JvNRule`), or one of Wolfram's
/// elementary rules QuickLife and HashLife run (`WolframRule`, tabulated
/// into a diagram); its name,
/// states, neighbourhood, the colour of each state and its icons, and the
/// algorithm of Golly's that runs it (`algorithm`).
///
/// A value: equal when loaded from equal files, cheap to copy (the compiled
/// rule is shared, never changed), and usable from any thread. It is the
/// `NeighbourhoodRule` the multi-state engines step.
public struct LoadedRule: NeighbourhoodRule, Hashable, CustomStringConvertible {
    /// How a cell's next state is found.
    enum Compiled: Sendable, Hashable {
        /// A rule file's table or tree.
        case diagram(RuleDiagram)
        /// Von Neumann's rules, Golly's functions (`JvNRule`).
        case jvn(JvNRule)
    }

    /// The compiled rule and its looks, shared between copies.
    private final class Storage: Sendable, Hashable {
        /// The packed table, made the first time a board asks for it: `.some(nil)` when none fits.
        let packed = Mutex<PackedNeighbourhoodTable??>(nil)
        let compiled: Compiled
        let neighbourhood: RuleNeighbourhood
        let colours: [RGB]
        let icons: RuleIcons?
        let algorithm: Algorithm
        let hash: Int

        init(compiled: Compiled, neighbourhood: RuleNeighbourhood, colours: [RGB], icons: RuleIcons?, algorithm: Algorithm) {
            self.compiled = compiled
            self.algorithm = algorithm
            self.neighbourhood = neighbourhood
            self.colours = colours
            self.icons = icons
            var hasher = Hasher()
            hasher.combine(compiled)
            hasher.combine(neighbourhood)
            hasher.combine(colours)
            hasher.combine(icons)
            hasher.combine(algorithm)
            hash = hasher.finalize()
        }

        static func == (a: Storage, b: Storage) -> Bool {
            a === b || (a.hash == b.hash && a.compiled == b.compiled && a.neighbourhood == b.neighbourhood
                && a.colours == b.colours && a.icons == b.icons && a.algorithm == b.algorithm)
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
        storage = Storage(compiled: .diagram(body.diagram), neighbourhood: body.neighbourhood, colours: colours,
                          icons: looks?.icons ?? shared?.icons, algorithm: .ruleLoader)
    }

    /// One of von Neumann's rules, as Golly's JvN algorithm runs it: named
    /// as Golly names it (`JvN29`), in Golly's JvN colours, with its icons.
    public init(jvn rule: JvNRule) {
        name = rule.name
        storage = Storage(compiled: .jvn(rule), neighbourhood: .vonNeumann, colours: rule.colours, icons: JvNIcons.golly,
                          algorithm: .jvn)
    }

    /// One of Wolfram's elementary rules, as Golly's QuickLife and HashLife
    /// run it: named as Golly names it (`W22`), its 512 neighbourhoods
    /// tabulated, dead cells black and live ones white.
    public init(wolfram rule: WolframRule) {
        name = rule.name
        storage = Storage(compiled: .diagram(RuleDiagram(tabulating: rule, neighbourhood: .moore)), neighbourhood: .moore,
                          colours: [.black, .white], icons: nil, algorithm: .quickLife)
    }

    /// The algorithm of Golly's that runs the rule: RuleLoader for a rule
    /// file's, JvN for von Neumann's, QuickLife (and HashLife) for Wolfram's.
    public var algorithm: Algorithm { storage.algorithm }

    /// Cell states, 2...256.
    public var states: Int {
        switch storage.compiled {
        case let .diagram(diagram): diagram.states
        case let .jvn(rule): rule.states
        }
    }
    /// The neighbourhood its table reads (a tree of 4 neighbours reads von Neumann's, of 8 Moore's).
    public var neighbourhood: RuleNeighbourhood { storage.neighbourhood }
    /// Each state's colour: `@COLORS` over Golly's defaults (state 0 dark grey, the rest red to yellow).
    public var colours: [RGB] { storage.colours }
    /// The icons of `@ICONS` (von Neumann's rules: Golly's JvN icons); nil
    /// when the rule has none (Golly then draws its algorithm's default circles).
    public var icons: RuleIcons? { storage.icons }

    /// The compiled rule, for the engines in this module.
    var compiled: Compiled { storage.compiled }

    /// The decision diagram of a rule file's rule; nil for von Neumann's rules.
    var diagram: RuleDiagram? {
        if case let .diagram(diagram) = storage.compiled { return diagram }
        return nil
    }

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
        switch storage.compiled {
        case let .diagram(diagram):
            var cells = (nw, n, ne, w, c, e, sw, s, se)
            return withUnsafeBytes(of: &cells) { diagram.next($0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
        case let .jvn(rule):
            return rule.next(c: c, n: n, e: e, s: s, w: w)
        }
    }

    /// The name.
    public var description: String { name }

    public static func == (a: LoadedRule, b: LoadedRule) -> Bool { a.name == b.name && a.storage == b.storage }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(storage)
    }
}
