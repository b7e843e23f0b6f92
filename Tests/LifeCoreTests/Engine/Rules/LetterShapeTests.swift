import Testing
@testable import LifeCore

/// The letter trees (`LetterShape`) on every arrangement of every count, and the tree loops
/// (`IsotropicPass+Trees`) against `ReferenceLife` for rules with letters in
/// every set of counts, on each kind of base.
@Suite struct LetterShapeTests {
    /// Each arrangement of each count 1...7 alone (every neighbour word all-ones
    /// or zero; 5...7 complemented, as the loops complement them): the tree of
    /// its shape gives exactly the leaf of its letter, for a dead and a live cell.
    @Test func everyArrangementReachesItsLettersLeaf() {
        for index in 0..<512 where index & 16 == 0 {
            let count = Hensel.count(index)
            guard (1...7).contains(count) else { continue }
            let flip: UInt64 = count > 4 ? ~0 : 0
            func word(_ bit: Int) -> UInt64 { (index >> bit & 1 == 1 ? ~0 : 0) ^ flip }
            let x = Neighbourhood(nw: word(0), n: word(1), ne: word(2), w: word(3), c: 0, e: word(5),
                                  sw: word(6), s: word(7), se: word(8))
            let f = HenselFeatures(x)
            for letter in 0..<Hensel.letterCount[count] {
                let dead = LetterLeaves(birth: 1 << UInt16(letter), survival: 0)
                let live = LetterLeaves(birth: 0, survival: 1 << UInt16(letter))
                let want: UInt64 = Int(Hensel.letterOf[index]) == letter ? ~0 : 0
                #expect(Self.tree(count, f, dead, alive: 0) == want, "count \(count) arrangement \(index) letter \(letter)")
                #expect(Self.tree(count, f, live, alive: ~0) == want, "count \(count) arrangement \(index) letter \(letter)")
            }
        }
    }

    static func tree(_ count: Int, _ f: HenselFeatures, _ leaves: LetterLeaves, alive: UInt64) -> UInt64 {
        switch min(count, 8 - count) {
        case 1: OneShape.tree(f, leaves, alive: alive)
        case 2: TwoShape.tree(f, leaves, alive: alive)
        case 3: ThreeShape.tree(f, leaves, alive: alive)
        default: FourShape.tree(f, leaves, alive: alive)
        }
    }

    /// A rule with letters in exactly `counts` (random letters on birth,
    /// survival or both, never all or none of a count on both sides) and the
    /// other counts 1...8 from `base`'s masks; no B0.
    static func lettered(_ counts: [Int], base: (birth: UInt16, survival: UInt16),
                         _ rng: inout some RandomNumberGenerator, states: Int) -> Rule {
        var letters = [Int: (UInt16, UInt16)]()
        for count in counts {
            let all = Hensel.allLetters(count)
            var b: UInt16 = 0, s: UInt16 = 0
            while (b == 0 || b == all) && (s == 0 || s == all) {
                b = UInt16(truncatingIfNeeded: rng.next()) & all
                s = UInt16(truncatingIfNeeded: rng.next()) & all
            }
            letters[count] = (b, s)
        }
        var table = [Bool](repeating: false, count: 512)
        for index in 0..<512 {
            let side = index >> 4 & 1, n = Hensel.count(index), letter = UInt16(Hensel.letterOf[index])
            if let (b, s) = letters[n] {
                table[index] = (side == 0 ? b : s) >> letter & 1 == 1
            } else {
                table[index] = (side == 0 ? base.birth & ~1 : base.survival) >> UInt16(n) & 1 == 1
            }
        }
        return Rule(table: table, states: states)
    }

    /// Every set of counts 1...7 with letters (127), each on three bases: B3/S23,
    /// alive on one or two other counts, and a random one.
    static let countSets: [[Int]] = (1..<128).map { set in (1...7).filter { set >> ($0 - 1) & 1 == 1 } }

    /// Four generations of 45 % soups on a torus and a bounded grid, a width off
    /// the word boundary, 2, 3 and 25 states: the tree loops and the reference
    /// agree cell for cell after every generation.
    @Test(arguments: countSets)
    func treeLoopsEqualTheReference(counts: [Int]) throws {
        var rng = SplitMix64(seed: UInt64(counts.reduce(0) { $0 * 8 + $1 }))
        let sparse = (birth: UInt16(1) << UInt16(Int.random(in: 1...7, using: &rng)),
                      survival: UInt16(1) << UInt16(Int.random(in: 1...7, using: &rng)))
        let random = (birth: UInt16(truncatingIfNeeded: rng.next()) & 0x1FE, survival: UInt16(truncatingIfNeeded: rng.next()) & 0x1FF)
        let conway = (birth: Rule.conway.birth, survival: Rule.conway.survival)
        for (i, base) in [conway, sparse, random].enumerated() {
            let states = [2, 2, 3, 25][(counts.count + i) % 4]
            let rule = Self.lettered(counts, base: base, &rng, states: states)
            try IsotropicGeneralTests.treeLoopsStepAsTheReference(rule, 71, 13, generations: 4, densities: (0.45, 0.45))
        }
    }

    /// The sets above take every kind of base and of loop: B3/S23 by
    /// `ConwayKernel`, `SparseKernel` and `MaskKernel`, and rules with letters
    /// in four counts or more take a second loop.
    @Test func theRulesTakeEveryBase() {
        var rng = SplitMix64(seed: 1)
        var kinds = [TreeBaseKind: Int](), loops = [Int: Int]()
        for counts in Self.countSets {
            for base in [(Rule.conway.birth, Rule.conway.survival), (UInt16(1 << 3), UInt16(1 << 1)), (UInt16(0x1A8), UInt16(0x0EC))] {
                let pass = IsotropicPass(Self.lettered(counts, base: base, &rng, states: 2), specialised: false)
                kinds[pass.treeBase!, default: 0] += 1
                loops[pass.trees.count, default: 0] += 1
            }
        }
        #expect(kinds[.conway, default: 0] >= 20 && kinds[.sparse, default: 0] >= 100 && kinds[.mask, default: 0] >= 100, "\(kinds)")
        #expect(loops[1, default: 0] >= 50 && loops[2, default: 0] >= 50 && loops[3, default: 0] >= 10, "\(loops)")
    }
}
