/// Compiling a `permute` table by counting instead of by arrangements.
///
/// Under `permute` a transition matches when its neighbour cells can be
/// paired one to one with the neighbours so that each accepts its partner's
/// state; Golly finds that by listing every distinct arrangement of the
/// cells (up to 8! = 40,320 of them a transition). But then only how many
/// neighbours there are of each kind matters, where two states are of one
/// kind when every cell of the table accepts both or neither. So the next
/// state is worked out once per centre state and count of each kind, by
/// pairing, and the diagram's node after some neighbours is the one for the
/// kinds counted so far: no arrangement is ever listed.
extension RuleDiagram {
    /// Centre states times multisets of kinds beyond which counting is given up for arrangements.
    static let maxCountings = 1 << 21

    /// The diagram of a `permute` table by counting, or nil when its kinds are
    /// too many for that (then `init(compiling:)` lists arrangements as Golly does).
    init?(countingPermutations table: TransitionTable) {
        let states = table.states, neighbours = table.neighbourhood.inputs.count - 1
        // Kinds: the states by which neighbour cells accept them.
        let cells = Array(Set(table.transitions.flatMap { $0.inputs.dropFirst() }))
        var kindOf = [Int](repeating: 0, count: states), kinds: [[Bool]: Int] = [:]
        for s in 0..<states {
            let signature = cells.map { $0.contains(UInt8(s)) }
            kindOf[s] = kinds[signature] ?? kinds.count
            kinds[signature] = kindOf[s]
        }
        let kindCount = kinds.count
        guard Self.multisets(of: neighbours, from: kindCount) * states <= Self.maxCountings else { return nil }
        var counting = PermuteCounting(table: table, kindOf: kindOf, kinds: kindCount, neighbours: neighbours)
        let order = table.neighbourhood.inputs.map { UInt8($0.rawValue) }
        // The centre's states are their own kinds; every neighbour level has the table's kinds.
        var levelKinds = Self.eachStateItsOwnKind(levels: 1)
        for _ in 0..<neighbours { levelKinds += (0..<256).map { UInt8($0 < states ? kindOf[$0] : 0) } }
        var builder = RuleDiagramBuilder(states: states, order: order, kinds: levelKinds, budget: Self.maxEntries)
        var entries = [UInt32](repeating: 0, count: states)
        for c in 0..<states {
            guard let node = counting.node(centre: c, counts: Array(repeating: 0, count: kindCount), level: 1, into: &builder) else {
                return nil
            }
            entries[c] = node
        }
        guard let root = builder.node(level: 0, entries) else { return nil }
        self = builder.diagram(root: root)
    }

    /// Multisets of `size` drawn from `kinds` kinds, capped past `maxCountings`.
    static func multisets(of size: Int, from kinds: Int) -> Int {
        var total = 1
        for k in 0..<size {
            total = total * (kinds + k) / (k + 1)
            if total > maxCountings { return maxCountings + 1 }
        }
        return total
    }
}

/// The work of counting a `permute` table: next states by centre and kind counts, memoised.
struct PermuteCounting {
    let table: TransitionTable
    let kindOf: [Int]
    let kinds: Int
    let neighbours: Int
    /// Per transition, per neighbour cell, which kinds it accepts.
    private let accepts: [[[Bool]]]
    private var nodes: [[Int]: UInt32] = [:]

    init(table: TransitionTable, kindOf: [Int], kinds: Int, neighbours: Int) {
        self.table = table
        self.kindOf = kindOf
        self.kinds = kinds
        self.neighbours = neighbours
        var representative = [Int](repeating: 0, count: kinds)
        for s in kindOf.indices.reversed() { representative[kindOf[s]] = s }
        accepts = table.transitions.map { t in
            t.inputs.dropFirst().map { set in (0..<kinds).map { set.contains(UInt8(representative[$0])) } }
        }
    }

    /// The node reading neighbour `level` (1-based) after `counts` of each kind, under centre `c`.
    mutating func node(centre c: Int, counts: [Int], level: Int, into builder: inout RuleDiagramBuilder) -> UInt32? {
        let key = [c, level] + counts
        if let known = nodes[key] { return known }
        var entries: [UInt32] = []
        for kind in 0..<kinds {
            var next = counts
            next[kind] += 1
            if level == neighbours {
                entries.append(UInt32(outcome(centre: c, counts: next)))
            } else {
                guard let child = node(centre: c, counts: next, level: level + 1, into: &builder) else { return nil }
                entries.append(child)
            }
        }
        guard let made = builder.node(level: level, entries) else { return nil }
        nodes[key] = made
        return made
    }

    /// The next state: the first transition whose centre accepts `c` and whose
    /// neighbour cells pair off with the counted neighbours; else `c`.
    private func outcome(centre c: Int, counts: [Int]) -> UInt8 {
        let present = counts.indices.flatMap { Array(repeating: $0, count: counts[$0]) }
        for (t, transition) in table.transitions.enumerated() where transition.inputs[0].contains(UInt8(c)) {
            if pairs(present, accepts[t]) { return transition.output }
        }
        return UInt8(c)
    }

    /// Whether each neighbour's kind can be given its own cell that accepts it (augmenting paths).
    private func pairs(_ present: [Int], _ cells: [[Bool]]) -> Bool {
        var owner = [Int](repeating: -1, count: cells.count)
        func place(_ i: Int, _ seen: inout [Bool]) -> Bool {
            for j in cells.indices where !seen[j] && cells[j][present[i]] {
                seen[j] = true
                if owner[j] < 0 || place(owner[j], &seen) {
                    owner[j] = i
                    return true
                }
            }
            return false
        }
        for i in present.indices {
            var seen = [Bool](repeating: false, count: cells.count)
            if !place(i, &seen) { return false }
        }
        return true
    }
}
