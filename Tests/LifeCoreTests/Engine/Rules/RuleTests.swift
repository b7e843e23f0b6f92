import Testing
@testable import LifeCore

@Suite struct RuleTests {
    @Test(arguments: [
        (Rule.conway, "B3/S23"),
        (Rule(birth: [3, 6], survival: [2, 3]), "B36/S23"),
        (Rule(birth: [2], survival: []), "B2/S"),
        (Rule(birth: [0, 8], survival: [0, 8]), "B08/S08"),
    ])
    func canonicalDescription(rule: Rule, text: String) {
        #expect(rule.description == text)
    }

    @Test func nextFollowsTheMasks() {
        let r = Rule.conway
        #expect(r.next(alive: false, neighbours: 3))
        #expect(!r.next(alive: false, neighbours: 2))
        #expect(r.next(alive: true, neighbours: 2))
        #expect(!r.next(alive: true, neighbours: 4))
    }
}

@Suite struct RandomTests {
    @Test func sameSeedSameSequence() {
        var a = Xoshiro256(seed: 42), b = Xoshiro256(seed: 42), c = Xoshiro256(seed: 43)
        let sa = (0..<8).map { _ in a.next() }
        #expect(sa == (0..<8).map { _ in b.next() })
        #expect(sa != (0..<8).map { _ in c.next() })
    }

    @Test func splitMixReferenceValue() {
        // First output of SplitMix64 seeded with 0 (Vigna's reference splitmix64.c).
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
    }
}
