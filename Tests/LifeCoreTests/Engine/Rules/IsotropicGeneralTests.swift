import Testing
@testable import LifeCore

/// `IsotropicPass`'s tree loops (every letter of a count decided, the rule's
/// letters as words chosen at run time) against `ReferenceLife`, which applies
/// the rule's table to each cell's neighbourhood, on random soups for random
/// rules with letters in one count or several. Half the rules lie a few
/// letters away from B3/S23, whose loops decide the count by `ConwayKernel`
/// rather than `SparseKernel` or `MaskKernel`.
@Suite struct IsotropicGeneralTests {
    /// A random isotropic rule: `base` (a 9-bit birth and survival mask each)
    /// with `letters` random letters of random counts 1...7 flipped on birth,
    /// survival or both. No B0.
    static func lettersAway(from base: (birth: UInt16, survival: UInt16), letters: Int,
                            _ rng: inout some RandomNumberGenerator, states: Int) -> Rule {
        var flips = Set<Int>()  // 16·count + letter, with 256 for birth and 512 for survival
        for _ in 0..<letters {
            let count = Int.random(in: 1...7, using: &rng), letter = Int.random(in: 0..<Hensel.letterCount[count], using: &rng)
            flips.insert(16 * count + letter + [256, 512, 768][Int.random(in: 0..<3, using: &rng)])
        }
        var table = [Bool](repeating: false, count: 512)
        for index in 0..<512 {
            let side = index >> 4 & 1, n = Hensel.count(index), letter = Int(Hensel.letterOf[index])
            let flipped = flips.contains { $0 & 255 == 16 * n + letter && $0 >> (8 + side) & 1 == 1 }
            table[index] = ((side == 0 ? base.birth : base.survival) >> UInt16(n) & 1 == 1) != flipped
        }
        return Rule(table: table, states: states)
    }

    static let rules: [Rule] = {
        var rng = SplitMix64(seed: 24)
        let named = ["B3-cnqy/S23-a", "B3/S23-a4ei6", "B3-ej6e/S234i", "B2ce3ai/S12-k", "B2-a5/S1e2-a35678",
                     "B2ak3nr4iy/S3-nr4ent5er", "B2-ac3ai/S1c2-n3-aky4a", "B3-cnqy/S23-a/3", "B3/S23-a4ei6/25"]
        let conway = (birth: Rule.conway.birth, survival: Rule.conway.survival)
        return named.map { try! Rule(parsing: $0) }
            + (0..<40).map { i in
                let base = i % 2 == 0 ? conway
                    : (UInt16(truncatingIfNeeded: rng.next()) & 0x1FE, UInt16(truncatingIfNeeded: rng.next()) & 0x1FF)
                return lettersAway(from: base, letters: 2 + i % 5, &rng, states: i % 8 == 7 ? [3, 25][i / 8 % 2] : 2)
            }
    }()

    /// The named rules near Life take the Conway base, rules alive on one or two
    /// counts without letters the sparse one, others the mask kernel; and so do
    /// many of the random ones.
    @Test func theRulesTakeTheirBases() {
        let expected: [(String, TreeBaseKind)] = [
            ("B3-cnqy/S23-a", .conway), ("B3-cnqy/S23-a/3", .conway), ("B2-ac3ai/S1c2-n3-aky4a", .conway),
            ("B3/S23-a4ei", .conway), ("B3-ej6e/S234i", .sparse), ("B2ce3ai/S12-k", .sparse), ("B37/S2-i34q", .sparse),
            ("B3/S23-a4ei6", .sparse), ("B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai", .sparse), ("B2-a5/S1e2-a35678", .mask),
        ]
        for (name, kind) in expected {
            #expect(IsotropicPass(try! Rule(parsing: name)).treeBase == kind, "\(name)")
        }
        #expect(IsotropicPass(try! Rule(parsing: "B2-a/S12")).treeBase == nil)
        // Letters in four and five counts in one loop (shapes 4321, 43322), in six in two.
        for (name, loops) in [("B2-ac3ai/S1c2-n3-aky4a", 1), ("B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai", 1),
                              ("B1c2a3i4n5j6e/S1e2c3a4i5r6k", 2)] {
            #expect(IsotropicPass(try! Rule(parsing: name)).trees.count == loops, "\(name)")
        }
        let onConway = Self.rules.filter { IsotropicPass($0).treeBase == .conway }.count
        #expect(onConway >= 5, "\(onConway) of \(Self.rules.count)")
    }

    /// Eight generations of 50 % and 30 % soups on a torus and a bounded grid, a
    /// width off the word boundary: the engine and the reference agree cell for
    /// cell after every generation.
    @Test(arguments: rules)
    func treeLoopsEqualTheReference(rule: Rule) throws {
        try Self.treeLoopsStepAsTheReference(rule, 97, 29, generations: 8, densities: (0.5, 0.3))
    }

    /// `rule` stepped by the tree loops and by the reference from a soup of the
    /// first density on a torus and of the second on a bounded grid, both
    /// `width` × `height`: they agree cell for cell after every generation.
    static func treeLoopsStepAsTheReference(_ rule: Rule, _ width: Int, _ height: Int, generations: Int,
                                            densities: (Double, Double)) throws {
        for (topology, seed, density) in [(Topology.torus, UInt64(5), densities.0), (.bounded, 6, densities.1)] {
            var board = try BoardStepTests.randomBoard(width, height, topology, rule, seed: seed, density: density)
            var reference = ReferenceLife(board)
            for generation in 1...generations {
                board.step(oneLetterLoops: false)
                reference.step()
                #expect(ReferenceLife(board) == reference, "\(rule) \(topology) generation \(generation)")
            }
        }
    }
}
