/// A diagram made from a rule written as a function (`NeighbourhoodRule`),
/// for rules of few states on a small neighbourhood (Wolfram's two states on
/// Moore's: 512 neighbourhoods), so they run on every engine a rule file's
/// rule runs on, with its packed table.
extension RuleDiagram {
    /// The diagram of `rule` on `neighbourhood`'s cells, each neighbourhood
    /// asked once: `states^cells` calls, so only for small rules.
    init(tabulating rule: some NeighbourhoodRule, neighbourhood: RuleNeighbourhood) {
        let order = neighbourhood.inputs.map { UInt8($0.rawValue) }
        precondition(Double(rule.states) * power(rule.states, order.count) <= Double(Self.maxEntries), "too many neighbourhoods to tabulate")
        var builder = RuleDiagramBuilder(states: rule.states, order: order, kinds: Self.eachStateItsOwnKind(levels: order.count),
                                         budget: Self.maxEntries)
        var cells = [UInt8](repeating: 0, count: 9)
        func build(_ level: Int) -> UInt32 {
            let entries = (0..<rule.states).map { state -> UInt32 in
                cells[Int(order[level])] = UInt8(state)
                guard level == order.count - 1 else { return build(level + 1) }
                return UInt32(rule.next(nw: cells[0], n: cells[1], ne: cells[2], w: cells[3], c: cells[4],
                                        e: cells[5], sw: cells[6], s: cells[7], se: cells[8]))
            }
            return builder.node(level: level, entries)!
        }
        // Built before the builder is read: `builder.diagram(root: build(0))` would read it empty.
        let root = build(0)
        self = builder.diagram(root: root)
    }
}

/// `states^cells`, as a Double (no overflow).
private func power(_ states: Int, _ cells: Int) -> Double {
    (0..<cells).reduce(1.0) { value, _ in value * Double(states) }
}
