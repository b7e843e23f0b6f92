/// How Golly steps a rule with B0 (an empty cell with no live neighbour is
/// born), whose empty background would come alive at once: not the rule
/// itself, but rules without B0 that keep the background empty, on every
/// grid and on the plane (gollybase/liferules.cpp, `saveRule`; QuickLife
/// picks one by the generation's parity in qlifealgo.cpp, `step`). What
/// Golly stores, shows, counts and writes is then:
///
/// - B0 with S8 (the background stays alive once born): the complement of
///   the cells, at every generation. The rule stepped is NOT(f(NOT cells)),
///   the rule's 3×3 table reversed and inverted.
/// - B0 without S8 (the background strobes): the cells at even generations
///   and their complement at odd ones. From an even generation the rule
///   stepped is NOT(f(cells)) (the table inverted), from an odd one
///   f(NOT cells) (the table reversed).
///
/// Neither stepped rule has B0, so nothing spreads faster than a cell a
/// generation, and the plane's tiles (`TiledPlane`) and a board growing
/// along an unbounded side (`Board.step(_:open:)`) stay exact.
extension Rule {
    /// The two rules Golly steps in place of a B0 rule, by the parity of the generation stepped from.
    public struct Emulation: Sendable, Hashable {
        /// The rule stepped from an even generation.
        public let even: Rule
        /// The rule stepped from an odd generation.
        public let odd: Rule

        /// The rule stepped from `generation`.
        @inlinable
        public func rule(from generation: Int) -> Rule { generation & 1 == 0 ? even : odd }
    }

    /// Golly's emulation of this rule, nil for rules without B0 (stepped as
    /// they are) and for Generations rules (Golly refuses B0 in them, and so
    /// does lifecam's parser).
    public var emulation: Emulation? {
        guard bornFromNothing, !isGenerations else { return nil }
        /// The rule whose next state for 9-bit neighbourhood i is `next(i)` (511 − i is i with every cell flipped).
        func table(_ next: (Int) -> Bool) -> Rule { Rule(table: (0..<512).map(next), states: 2) }
        let f = { (i: Int) in self.next(alive: i & 16 != 0, neighbourhood: i) }
        if !strobes {
            let conjugate = table { !f(511 - $0) }
            return Emulation(even: conjugate, odd: conjugate)
        }
        return Emulation(even: table { !f($0) }, odd: table { f(511 - $0) })
    }
}
