/// Reads the text of a rule table (a `@TABLE` section or a `.table` file) as
/// Golly's `ruletable_algo::LoadRuleTable` reads it:
///
/// - `#` starts a comment; lines are trimmed; blank lines are skipped.
/// - `n_states:`, `neighborhood:` and `symmetries:` (keywords in either case,
///   values as Golly spells them) come before every variable and transition.
/// - `var name={states or earlier variables}` defines a variable.
/// - Any other line is a transition: the cells of the neighbourhood in its
///   order, then the new state, separated by commas, spaces or tabs (more
///   entries than that are ignored). A variable named more than once in a
///   transition is bound: it takes the same state each time, and the line
///   stands for one transition per state (Golly's order: the bound variables
///   sorted by name, the first changing fastest). A variable named once
///   stands for any of its states. With at most 10 states and no variables
///   yet, a line without commas may list single digits (`01234` is 0,1,2,3 → 4).
struct RuleTableReader {
    /// The file's name, for messages.
    let file: String

    /// Transitions a table may stand for once its bound variables are expanded,
    /// before symmetries: far above any table Golly ships (Tempesti's has 1,030 lines).
    static let maxTransitions = 1 << 20

    private var states: Int?
    private var neighbourhood: RuleNeighbourhood?
    private var symmetry: RuleSymmetry?
    private var variables: [[UInt8]: [UInt8]] = [:]
    private var transitions: [TransitionTable.Transition] = []
    /// Whether a variable or transition has been read: the descriptors must come first.
    private var begun = false

    init(file: String) { self.file = file }

    /// The table in `lines` (a section's lines, without its `@` line).
    static func read(_ lines: ArraySlice<RuleFileLines.Line>, file: String) throws(RuleFileError) -> TransitionTable {
        var reader = RuleTableReader(file: file)
        for line in lines { try reader.read(line) }
        return try reader.finish(lastLine: lines.last?.number)
    }

    private func error(_ kind: RuleFileError.Kind, _ line: Int?, _ reason: String) -> RuleFileError {
        RuleFileError(kind, file: file, line: line, reason)
    }

    private mutating func read(_ line: RuleFileLines.Line) throws(RuleFileError) {
        var text = line.bytes
        if let hash = text.firstIndex(of: UInt8(ascii: "#")) { text = text[..<hash] }
        text = text.gollyTrimmed
        guard !text.isEmpty else { return }
        let n = line.number
        if text.startsCaseless(with: "n_states:") {
            try notBegun("n_states", n)
            guard let count = text.dropFirst(9).scannedInt else {
                throw error(.syntax, n, "n_states needs a number: \(text.shown)")
            }
            guard (2...256).contains(count) else {
                throw error(.descriptor, n, "n_states is \(count); it must be 2 to 256")
            }
            states = count
        } else if text.startsCaseless(with: "neighborhood:") {
            try notBegun("neighborhood", n)
            let name = text.dropFirst(13).gollyTrimmed
            guard let found = RuleNeighbourhood.allCases.first(where: { name.equals($0.keyword) }) else {
                let known = RuleNeighbourhood.allCases.map(\.keyword).joined(separator: ", ")
                throw error(.descriptor, n, "unknown neighborhood '\(name.shown)'; Golly knows \(known)")
            }
            neighbourhood = found
        } else if text.startsCaseless(with: "symmetries:") {
            try notBegun("symmetries", n)
            guard let neighbourhood else { throw error(.descriptor, n, "neighborhood must be declared before symmetries") }
            let name = text.dropFirst(11).gollyTrimmed
            guard let found = neighbourhood.symmetries.first(where: { name.equals($0.keyword) }) else {
                let known = neighbourhood.symmetries.map(\.keyword).joined(separator: ", ")
                throw error(.descriptor, n, "symmetries '\(name.shown)' is not one of the \(neighbourhood.keyword) neighbourhood's: \(known)")
            }
            symmetry = found
        } else if text.startsCaseless(with: "var ") {
            try begin("variable", n)
            try readVariable(text, n)
        } else {
            try begin("transition", n)
            try readTransition(text, n)
        }
    }

    /// A descriptor after the first variable or transition would change what they meant.
    private func notBegun(_ name: String, _ n: Int) throws(RuleFileError) {
        if begun { throw error(.descriptor, n, "\(name) must come before the variables and transitions") }
    }

    private mutating func begin(_ what: String, _ n: Int) throws(RuleFileError) {
        let missing = [("n_states", states == nil), ("neighborhood", neighbourhood == nil), ("symmetries", symmetry == nil)]
            .filter(\.1).map(\.0)
        if !missing.isEmpty {
            throw error(.descriptor, n, "\(missing.joined(separator: ", ")) missing before the first \(what)")
        }
        begun = true
    }

    private func finish(lastLine: Int?) throws(RuleFileError) -> TransitionTable {
        guard let states, let neighbourhood, let symmetry else {
            let missing = [("n_states", states == nil), ("neighborhood", neighbourhood == nil), ("symmetries", symmetry == nil)]
                .filter(\.1).map(\.0)
            throw error(.descriptor, nil, "the table has no \(missing.joined(separator: ", "))")
        }
        return TransitionTable(states: states, neighbourhood: neighbourhood, symmetry: symmetry, transitions: transitions)
    }
}

extension RuleTableReader {
    /// `var name={1,2,other}`, tokenized once by `= {,}` as Golly 3.3 (Debian's,
    /// the bgolly lifecam is checked against) reads it: the name is the second
    /// token, so `var a{0,1,2}` is `a` = {0, 1, 2}, as Golly's own Flow6.rule
    /// (in Patterns/Self-Rep/Flow6/Flow6.zip) writes it. Golly 5 tokenizes the
    /// name by `= ` alone and refuses that line as a bad variable name.
    private mutating func readVariable(_ text: ArraySlice<UInt8>, _ n: Int) throws(RuleFileError) {
        let parts = text.tokens(separatedBy: "= {,}")
        guard parts.count >= 2 else { throw error(.syntax, n, "bad variable name: \(text.shown)") }
        guard parts.count >= 3 else { throw error(.syntax, n, "variable '\(parts[1].shown)' lists no states") }
        var values: [UInt8] = []
        for token in parts[2...] {
            if let known = variables[Array(token)] {
                values += known
            } else {
                values.append(try state(token, n, role: "a state or a variable defined above"))
            }
        }
        variables[Array(parts[1])] = values
    }

    /// A state written in a table: a number below `n_states`, read as `%u` reads it.
    private func state(_ token: ArraySlice<UInt8>, _ n: Int, role: String) throws(RuleFileError) -> UInt8 {
        guard let value = token.scannedUnsigned else {
            throw error(.unknownVariable, n, "'\(token.shown)' is not \(role)")
        }
        let count = states ?? 256
        guard value < count else {
            throw error(.stateOutOfRange, n, "state \(value == UInt32.max ? token.shown : String(value)) is out of range: n_states is \(count)")
        }
        return UInt8(value)
    }
}

extension RuleTableReader {
    private mutating func readTransition(_ text: ArraySlice<UInt8>, _ n: Int) throws(RuleFileError) {
        let inputCount = neighbourhood!.inputs.count
        if states! <= 10, variables.isEmpty, !text.contains(UInt8(ascii: ",")) {
            return try readDigits(text, n, inputCount: inputCount)
        }
        let tokens = Array(text.tokens(separatedBy: ", #\t"))
        guard tokens.count >= inputCount + 1 else {
            throw error(.syntax, n, "transition has \(tokens.count) states, the \(neighbourhood!.keyword) neighbourhood needs \(inputCount + 1)")
        }
        let used = tokens[...inputCount].map { Array($0) }
        // Bound variables: named more than once; Golly takes them in its map's (byte) order.
        let bound = Set(used.filter { variables[$0] != nil }).filter { name in used.count(where: { $0 == name }) > 1 }
            .sorted { $0.lexicographicallyPrecedes($1) }
        let sizes = bound.map { variables[$0]!.count }
        let expansions = sizes.reduce(1) { min($0 * $1, Self.maxTransitions + 1) }
        guard transitions.count + expansions <= Self.maxTransitions else {
            throw error(.tooLarge, n, "the table stands for more than \(Self.maxTransitions) transitions once its variables are bound")
        }
        var choice = [Int](repeating: 0, count: bound.count)
        let template = try transitionTemplate(used, tokens: tokens[...inputCount], n)
        repeat {
            var value: [[UInt8]: UInt8] = [:]
            for (k, name) in bound.enumerated() { value[name] = variables[name]![choice[k]] }
            let inputs = (0..<inputCount).map { i in value[used[i]].map { StateSet($0) } ?? template.inputs[i] }
            let output = value[used[inputCount]] ?? template.output!
            transitions.append(TransitionTable.Transition(inputs: inputs, output: output))
        } while Self.advance(&choice, sizes: sizes)
    }

    /// The parts of a transition that do not depend on the bound variables:
    /// every other cell's states, and the new state unless it is bound.
    private func transitionTemplate(
        _ used: [[UInt8]], tokens: ArraySlice<ArraySlice<UInt8>>, _ n: Int
    ) throws(RuleFileError) -> (inputs: [StateSet], output: UInt8?) {
        let inputCount = used.count - 1
        func isBound(_ name: [UInt8]) -> Bool { variables[name] != nil && used.count(where: { $0 == name }) > 1 }
        var inputs: [StateSet] = []
        for i in 0..<inputCount {
            if isBound(used[i]) {
                inputs.append(StateSet())
            } else if let values = variables[used[i]] {
                inputs.append(StateSet(values))
            } else {
                inputs.append(StateSet(try state(tokens[tokens.startIndex + i], n, role: "a state or a variable")))
            }
        }
        let last = used[inputCount]
        if isBound(last) { return (inputs, nil) }
        if let values = variables[last], values.count == 1 { return (inputs, values[0]) }
        guard tokens.last!.scannedUnsigned != nil else {
            throw error(.unknownVariable, n, "the new state '\(tokens.last!.shown)' must be a state, a variable of one state, or a variable named among the cells")
        }
        return (inputs, try state(tokens.last!, n, role: "a state"))
    }

    /// The next choice of bound values, the first changing fastest; false after the last.
    private static func advance(_ choice: inout [Int], sizes: [Int]) -> Bool {
        for k in choice.indices {
            if choice[k] + 1 < sizes[k] {
                choice[k] += 1
                return true
            }
            choice[k] = 0
        }
        return false
    }

    /// `01234`: one digit per cell, then the new state; anything after is ignored.
    private mutating func readDigits(_ text: ArraySlice<UInt8>, _ n: Int, inputCount: Int) throws(RuleFileError) {
        guard text.count >= inputCount + 1 else {
            throw error(.syntax, n, "transition has \(text.count) states, the \(neighbourhood!.keyword) neighbourhood needs \(inputCount + 1)")
        }
        var digits: [UInt8] = []
        for c in text.prefix(inputCount + 1) {
            guard c >= 0x30, c <= 0x39 else {
                throw error(.syntax, n, "'\(text.shown)' is neither digits nor states separated by commas")
            }
            guard Int(c - 0x30) < states! else {
                throw error(.stateOutOfRange, n, "state \(c - 0x30) is out of range: n_states is \(states!)")
            }
            digits.append(c - 0x30)
        }
        transitions.append(TransitionTable.Transition(inputs: digits.dropLast().map { StateSet($0) }, output: digits.last!))
    }
}
