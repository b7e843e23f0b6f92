import LifeCore

/// `--pattern NAME` in run, play and render: a file, else a built-in pattern,
/// and the checks a pattern's cells get against the rule they run under.
extension LoadedPattern {
    /// A file if one exists at `name` (as `read` gives it), else a built-in
    /// pattern of that name (as `builtIn` makes it); else a failure that names
    /// the file, or lists the built-ins.
    package static func named<Loaded>(_ name: String, read: (String) throws(CommandFailure) -> Loaded?,
                                      builtIn: (Pattern) -> Loaded) throws(CommandFailure) -> Loaded {
        if let pattern = try read(name) { return pattern }
        if let named = PatternLibrary.named(name) { return builtIn(named) }
        let shown = TextSanitizer.clean(name, maxLength: 200)
        if name.contains("/") || name.contains(".") {
            throw CommandFailure(.noInput, "cannot open \(shown): no such file")
        }
        throw CommandFailure(.noInput, "no file or built-in pattern named '\(shown)' (built-ins: \(PatternLibrary.names.joined(separator: ", ")))")
    }

    /// `named` for readers of whole pattern files (a giant on Golly's plane too).
    package static func named(_ name: String, read: (String) throws(CommandFailure) -> LoadedPattern?) throws(CommandFailure) -> LoadedPattern {
        try named(name, read: read, builtIn: { LoadedPattern($0) })
    }

    /// Refuses cells in states `rule` does not have, in every form the file's
    /// cells come in (on a board, on the plane beyond it, a macrocell file's
    /// quadtree), as Golly refuses such a cell; `status` when it fails (the
    /// file's fault when its own rule lacks the state).
    func checkStates(under rule: AnyRule, status: ExitStatus) throws(CommandFailure) {
        if let largest = stateBeyond(rule) { try Self.checkStates(largest: largest, under: rule, status: status) }
    }

    /// The highest state of the first form of the cells (on a board, on the
    /// plane, a quadtree) that has one `rule` lacks; nil when the rule has them all.
    package func stateBeyond(_ rule: AnyRule) -> Int? {
        [pattern.largestState, states?.largestState, macrocell?.largestState].lazy.compactMap { $0 }.first { $0 >= rule.states }
    }

    /// `checkStates` for a pattern's cells alone.
    static func checkStates(of pattern: Pattern, under rule: AnyRule, status: ExitStatus) throws(CommandFailure) {
        try checkStates(largest: pattern.largestState, under: rule, status: status)
    }

    /// `checkStates` for cells whose highest state is `largest`.
    static func checkStates(largest: Int, under rule: AnyRule, status: ExitStatus) throws(CommandFailure) {
        guard largest >= rule.states else { return }
        throw statesRefusal(largest: largest, rule: rule, status: status)
    }

    /// Why cells in state `largest` cannot run under `rule`, with `status`.
    static func statesRefusal(largest: Int, rule: AnyRule, status: ExitStatus) -> CommandFailure {
        let fix = status == .usage ? "give a rule with more states, or none to run the file's" : "the file does not fit its rule"
        return CommandFailure(status, "the pattern has cells in state \(largest), which \(rule) (\(rule.states) states) does not have: \(fix)")
    }

    /// Cells kept free round a pattern on a board that nothing else sizes
    /// (run's default board, play's growing world): half the pattern's larger
    /// side, at least 64 cells, so patterns up to 128 cells keep a 256x256
    /// board and larger ones get a board twice their size.
    package static func margin(around pattern: Pattern) -> Int {
        max(64, (max(pattern.width, pattern.height) + 1) / 2)
    }
}
