/// How the cell states in a pattern file map onto the states lifecam runs.
///
/// A two-state rule knows state 0 (`b`, `.`) and state 1 (`o`, `A`). A
/// Generations rule of C states knows 0 … C−1, each kept as it is (Golly
/// refuses a higher one: "Cell state out of range for this algorithm").
/// `LifeHistory`, spelt so, is the name of Golly 3.3's rule file
/// (`Rules/LifeHistory.rule`, which lifecam also carries: `BuiltInRules`), run
/// as a rule file's rule with all its 7 states, as bgolly 3.3 runs it.
/// Golly's other `[R]History` rules (7 states) and its `[R]Super` rules
/// (26 states, `LifeSuper`), which Golly 3.3 has no rule for (Golly 4's Super
/// algorithm added them), add states for annotation on top of the two-state
/// rule R: every odd state is ON and counts as a neighbour, every even state is
/// OFF background, and the ON cells evolve exactly as in R (Golly's
/// `superalgo.cpp` looks up the next generation from `state & 1` alone). They
/// are read as R's two-state cells. The one exception is state 6, a boundary
/// that turns neighbouring ON cells OFF, so a file with state-6 cells has no
/// two-state equivalent and is refused.
///
/// RLE writes state s as `.` (0), `A`…`X` (1…24), then `pA`…`pX` (25…48) and so on.
enum CellStates: Sendable, Equatable {
    case twoState
    /// A Generations rule with this many states (3…256).
    case generations(Int)
    /// `[R]History`: states 0…6.
    case history
    /// `[R]Super`: states 0…25.
    case superStates
    /// A rule file's rule (`RuleSpec.named`): any state 0…255, kept as it is;
    /// the rule's own count is checked once the app has found the file.
    case named
    /// A Larger than Life rule with this many states (2…256), each kept as it is.
    case largerThanLife(Int)

    /// Golly's boundary state in both families.
    static let boundary = 6

    /// The rule family's name for messages.
    private var family: String {
        switch self {
        case .twoState: "two-state"
        case .generations: "Generations"
        case .history: "History"
        case .superStates: "Super"
        case .named: "rule file's"
        case .largerThanLife: "Larger than Life"
        }
    }

    private var stateCount: Int {
        switch self {
        case .twoState: 2
        case .generations(let count): count
        case .history: 7
        case .superStates: 26
        case .named: 256
        case .largerThanLife(let count): count
        }
    }

    /// The state lifecam keeps for `state` (written `letter` in the file): the
    /// state itself under a Generations rule, alive (1) or dead (0) otherwise.
    func kept(_ state: Int, letter: String) throws(PatternError) -> Int {
        if self == .twoState || self == .largerThanLife(2), state > 1 {
            throw PatternError(.multiState, "cell state '\(letter)' is multi-state, and a two-state rule has only b and o; a Generations file names its rule (e.g. /2/3)")
        }
        guard state < stateCount else {
            throw PatternError(.multiState, "cell state '\(letter)' (\(state)) is not a state of a \(family) rule (0 to \(stateCount - 1))")
        }
        if case .generations = self { return state }
        if self == .named { return state }
        if case .largerThanLife = self { return state }
        if state == Self.boundary {
            throw PatternError(.multiState, "cell state '\(letter)' (6, a \(family) boundary) changes how live cells evolve; only its ON (odd) and OFF (even) states map to two-state Life")
        }
        return state & 1
    }

    /// `kept`, for a cell of an MCell file: a state the rule does not have
    /// becomes 1, as Golly's `readmcell` (and MCell) make it.
    func keptInMCell(_ state: Int) throws(PatternError) -> Int {
        guard state < stateCount else { return 1 }
        return try kept(state, letter: "state \(state)")
    }

    /// Splits Golly's rule text into the rule and the state family:
    /// `LifeHistory:T30,20` is the rule file's rule of that name on a 30×20
    /// torus, every state kept; `lifehistory` is B3/S23 with History states,
    /// `B36/S23Super:T64,64` is B36/S23 on a 64×64 torus with Super states. The
    /// suffix is matched without regard to case, before any bounded-grid
    /// suffix, as Golly matches it; the rule file's name exactly, as Golly
    /// finds rule files.
    static func parse(_ text: String) throws(RuleError) -> (RuleSpec, CellStates) {
        let colon = text.firstIndex(of: ":")
        var body = Substring(text[..<(colon ?? text.endIndex)])
        let suffix = colon.map { text[$0...] } ?? ""
        while body.last == " " || body.last == "\t" { body = body.dropLast() }
        if body.trimmingPrefixSpaces == BuiltInRules.lifeHistory {
            return (try RuleSpec(parsingAny: text), .named)
        }
        var states = CellStates.twoState
        for (name, family) in [("history", CellStates.history), ("super", .superStates)]
        where body.count > name.count && body.lowercased().hasSuffix(name) {
            states = family
            body = body.dropLast(name.count)
        }
        if body.lowercased().hasSuffix("investigator") {
            throw RuleError(text: text, reason: "Investigator rules have states that change how cells evolve; only two-state rules and their History and Super forms are supported")
        }
        guard states != .twoState else {
            let spec = try RuleSpec(parsingAny: text)
            if let ltl = spec.largerThanLife { return (spec, .largerThanLife(ltl.states)) }
            guard let rule = spec.rule else { return (spec, .named) }
            return (spec, rule.isGenerations ? .generations(rule.states) : .twoState)
        }
        let base = body.trimmingPrefixSpaces.lowercased() == "life" ? "B3/S23" : String(body)
        let spec: RuleSpec
        do {
            spec = try RuleSpec(parsingAny: base + suffix)
        } catch {
            throw RuleError(text: text, reason: error.reason)
        }
        guard let rule = spec.rule, !rule.isGenerations else {
            throw RuleError(text: text, reason: "History and Super states go on two-state rules, not on Generations rules")
        }
        return (spec, states)
    }
}

private extension Substring {
    var trimmingPrefixSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}
