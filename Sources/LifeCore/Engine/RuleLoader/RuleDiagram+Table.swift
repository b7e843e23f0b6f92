/// Compiling a rule table into a diagram.
///
/// Golly packs the table into bit masks (`PackTransitions`): every transition,
/// under each rearrangement its symmetry stands for, becomes one numbered
/// rule, and `lut[cell][state]` is the set of rules that accept `state` in
/// that cell; a neighbourhood's next state is the output of the lowest rule
/// in the intersection of its cells' sets. Here the same masks are walked
/// once for every neighbourhood the diagram can tell apart, so stepping is
/// a chain of loads instead of Golly's loop over the masks.
///
/// The diagram reads the cells in the table's order, the centre first. A
/// node stands for the set of rules that still match after the cells above
/// it; that set is cut after its first rule that accepts every state in every
/// cell still to come, since that rule matches whatever follows. One extra
/// rule per state, after the table's, keeps the centre's state when nothing
/// else matches (Golly's `return c`), so a set is never empty.
extension RuleDiagram {
    /// Entries a compiled diagram may hold (4 bytes each): far above any table Golly ships.
    static let maxEntries = 1 << 24
    /// Words of bit masks compiling may use (8 bytes each).
    static let maxMaskWords = 1 << 22

    /// Why a table could not be compiled: it stands for more than lifecam holds.
    struct TooLarge: Error, Sendable, Equatable {
        let reason: String
    }

    /// The diagram of `table` (a `permute` table by counting where it can,
    /// `RuleDiagram+Permute`, unless `counting` is false, for the tests).
    init(compiling table: TransitionTable, counting: Bool = true) throws(TooLarge) {
        if counting, table.symmetry == .permute, let counted = RuleDiagram(countingPermutations: table) {
            self = counted
            return
        }
        let masks = try RuleMasks(table)
        let order = table.neighbourhood.inputs.map { UInt8($0.rawValue) }
        var builder = RuleDiagramBuilder(states: table.states, order: order, kinds: masks.kinds(), budget: Self.maxEntries)
        var memo = Array(repeating: [RuleMasks.Window: UInt32](), count: order.count)
        guard let root = masks.build(level: 0, masks.everyRule, into: &builder, memo: &memo) else {
            throw TooLarge(reason: "its compiled form would pass \(Self.maxEntries) entries")
        }
        self = builder.diagram(root: root)
    }
}

/// Golly's packed masks of a table, with the default rules appended.
struct RuleMasks {
    /// A set of rules, as the words from `first` on (words before it are zero).
    struct Window: Hashable {
        var first: Int
        var words: [UInt64]
    }

    let states: Int
    let levels: Int
    /// Words per mask.
    let width: Int
    /// `lut[(level · states + state) · width + word]`.
    private var lut: [UInt64]
    /// Per level, the rules that accept every state in every cell from that level on.
    private var freeFrom: [[UInt64]]
    private var outputs: [UInt8] = []

    init(_ table: TransitionTable) throws(RuleDiagram.TooLarge) {
        states = table.states
        levels = table.neighbourhood.inputs.count
        var count = 0
        for t in table.transitions {
            count += RuleMasks.images(of: t, table).count
            if count > RuleTableReader.maxTransitions {
                throw RuleDiagram.TooLarge(reason: "with its symmetries it stands for more than \(RuleTableReader.maxTransitions) transitions")
            }
        }
        let rules = count + states
        width = (rules + 63) >> 6
        guard levels * states * width <= RuleDiagram.maxMaskWords else {
            throw RuleDiagram.TooLarge(reason: "its \(count) transitions (with their symmetries) in \(states) states need more than \(RuleDiagram.maxMaskWords) words of masks")
        }
        lut = Array(repeating: 0, count: levels * states * width)
        freeFrom = Array(repeating: Array(repeating: 0, count: width), count: levels + 1)
        let all = StateSet.all(below: states)
        for t in table.transitions {
            for image in RuleMasks.images(of: t, table) { add(image, output: t.output, all: all) }
        }
        for c in 0..<states {
            add([StateSet(UInt8(c))] + Array(repeating: all, count: levels - 1), output: UInt8(c), all: all)
        }
    }

    /// The kinds of states at each level (`RuleDiagram.kinds`): states whose
    /// masks at that level are equal are accepted by the same rules there.
    func kinds() -> [UInt8] {
        var kinds = [UInt8](repeating: 0, count: levels << 8)
        for level in 0..<levels {
            var seen: [ArraySlice<UInt64>: Int] = [:]
            for s in 0..<states {
                let base = (level * states + s) * width
                let mask = lut[base..<(base + width)]
                let kind = seen[mask] ?? seen.count
                seen[mask] = kind
                kinds[level << 8 + s] = UInt8(kind)
            }
        }
        return kinds
    }

    /// Every rule, for the root.
    var everyRule: Window {
        var words = Array(repeating: UInt64.max, count: width)
        let spare = width * 64 - outputs.count
        if spare > 0 { words[width - 1] >>= UInt64(spare) }
        return Window(first: 0, words: words)
    }

    private mutating func add(_ inputs: [StateSet], output: UInt8, all: StateSet) {
        let rule = outputs.count, word = rule >> 6, bit = UInt64(1) << UInt64(rule & 63)
        outputs.append(output)
        var lastFixed = -1
        for (level, set) in inputs.enumerated() {
            if set != all { lastFixed = level }
            for s in set.states { lut[(level * states + Int(s)) * width + word] |= bit }
        }
        for level in (lastFixed + 1)...levels { freeFrom[level][word] |= bit }
    }

    /// The arrangements of `t`'s cells its table's symmetry stands for, each once,
    /// in Golly's order (the order matters only between transitions).
    static func images(of t: TransitionTable.Transition, _ table: TransitionTable) -> [[StateSet]] {
        guard let rearrangements = table.symmetry.rearrangements(on: table.neighbourhood) else {
            return permutations(of: t.inputs)
        }
        var seen = Set<[StateSet]>(), out: [[StateSet]] = []
        for p in rearrangements {
            let image = p.map { t.inputs[$0] }
            if seen.insert(image).inserted { out.append(image) }
        }
        return out
    }

    /// Every distinct order of the neighbours (the centre stays first), as
    /// `std::next_permutation` lists them from the sorted order.
    private static func permutations(of inputs: [StateSet]) -> [[StateSet]] {
        var a = [inputs[0]] + inputs.dropFirst().sorted()
        var out = [a]
        while nextPermutation(&a, from: 1) { out.append(a) }
        return out
    }

    private static func nextPermutation(_ a: inout [StateSet], from start: Int) -> Bool {
        var i = a.count - 2
        while i >= start, !(a[i] < a[i + 1]) { i -= 1 }
        guard i >= start else { return false }
        var j = a.count - 1
        while !(a[i] < a[j]) { j -= 1 }
        a.swapAt(i, j)
        a[(i + 1)...].reverse()
        return true
    }
}

extension RuleMasks {
    /// The node for the rules in `rules` at `level`, built below and stored;
    /// nil when the diagram passes its budget.
    func build(
        level: Int, _ rules: Window, into builder: inout RuleDiagramBuilder, memo: inout [[Window: UInt32]]
    ) -> UInt32? {
        if let known = memo[level][rules] { return known }
        // One entry per kind, worked out for the first state of that kind.
        var entries: [UInt32] = []
        let last = level == levels - 1
        for s in 0..<states where Int(builder.kinds[level << 8 + s]) == entries.count {
            let child = narrowed(rules, level: level, state: s)
            if last {
                entries.append(UInt32(outputs[child.first * 64 + child.words[0].trailingZeroBitCount]))
            } else {
                guard let node = build(level: level + 1, child, into: &builder, memo: &memo) else { return nil }
                entries.append(node)
            }
        }
        guard let node = builder.node(level: level, entries) else { return nil }
        memo[level][rules] = node
        return node
    }

    /// The rules of `rules` that accept `state` at `level`, cut after the first
    /// that accepts everything below, without zero words at either end.
    private func narrowed(_ rules: Window, level: Int, state: Int) -> Window {
        let base = (level * states + state) * width
        var words = rules.words
        var cut = words.count
        for k in words.indices {
            words[k] &= lut[base + rules.first + k]
            let free = words[k] & freeFrom[level + 1][rules.first + k]
            if free != 0 {
                let bit = free.trailingZeroBitCount
                words[k] &= bit == 63 ? UInt64.max : (UInt64(2) << UInt64(bit)) &- 1
                cut = k + 1
                break
            }
        }
        words.removeLast(words.count - cut)
        let leading = words.prefix { $0 == 0 }.count
        words.removeFirst(leading)
        while let w = words.last, w == 0 { words.removeLast() }
        return Window(first: rules.first + leading, words: words)
    }
}
