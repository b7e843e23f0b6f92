import Testing
@testable import LifeCore

/// `IsotropicPass`'s one-letter loops (a rule one letter away from a totalistic
/// one decodes that letter alone) against its tree loops, which decide
/// every letter, on random soups; `BoardFamiliesStepTests` checks both against
/// the rule on every neighbourhood.
@Suite struct IsotropicLoopsTests {
    /// A random rule one letter away from a random totalistic one: one letter of
    /// one count 1...7 flipped on birth, survival or both; no B0.
    static func oneLetterAway(_ rng: inout some RandomNumberGenerator, states: Int) -> Rule {
        let birth = UInt16(truncatingIfNeeded: rng.next()) & 0x1FE, survival = UInt16(truncatingIfNeeded: rng.next()) & 0x1FF
        let count = Int.random(in: 1...7, using: &rng), letter = Int.random(in: 0..<Hensel.letterCount[count], using: &rng)
        let sides = [[0], [1], [0, 1]][Int.random(in: 0..<3, using: &rng)]
        var table = [Bool](repeating: false, count: 512)
        for index in 0..<512 {
            let side = index >> 4 & 1, n = Hensel.count(index)
            let flipped = n == count && Int(Hensel.letterOf[index]) == letter && sides.contains(side)
            table[index] = ((side == 0 ? birth : survival) >> UInt16(n) & 1 == 1) != flipped
        }
        return Rule(table: table, states: states)
    }

    static let rules: [Rule] = {
        var rng = SplitMix64(seed: 2026)
        let named = ["B2-a/S12", "B2a/S12", "B3/S23-a", "B36/S23-y", "B3/S234-w", "B35-r/S236", "B2-a/S12/3",
                     "B3-q/S23/5", "B2n/S12/4", "B3/S237c", "B3/S2-k38"]
        return named.map { try! Rule(parsing: $0) }
            + (0..<60).map { i in oneLetterAway(&rng, states: i % 4 == 3 ? [3, 5, 25][i / 4 % 3] : 2) }
    }()

    /// Most of them: a letter of a count with two (1c, 7e …) flipped on both
    /// sides of a count in `base` on one side only is two letters for the pass.
    @Test func theRulesTakeTheOneLetterLoops() {
        let taking = Self.rules.filter { IsotropicPass($0).oneLetter != nil }
        #expect(Self.rules.prefix(11).allSatisfy { IsotropicPass($0).oneLetter != nil })
        #expect(taking.count * 10 >= Self.rules.count * 9, "\(taking.count) of \(Self.rules.count)")
        #expect(Self.rules.allSatisfy { IsotropicPass($0, specialised: false).oneLetter == nil })
        #expect(IsotropicPass(try! Rule(parsing: "B3-cnqy/S23-a")).oneLetter == nil)
    }

    /// Ten generations of 50 % and 30 % soups on a torus and a bounded grid, a
    /// width off the word boundary: the one-letter loop and the tree loops
    /// give the same cells after every generation (the tree loops being checked
    /// against the reference by `IsotropicGeneralTests` and `LetterShapeTests`).
    @Test(arguments: rules)
    func oneLetterLoopEqualsTheGeneralPasses(rule: Rule) throws {
        for (topology, seed, density) in [(Topology.torus, UInt64(1), 0.5), (.bounded, 2, 0.3)] {
            var fast = try BoardStepTests.randomBoard(131, 37, topology, rule, seed: seed, density: density)
            var general = fast
            for generation in 1...10 {
                fast.step(oneLetterLoops: true)
                general.step(oneLetterLoops: false)
                #expect(ReferenceLife(fast) == ReferenceLife(general), "\(rule) \(topology) generation \(generation)")
            }
        }
    }
}
