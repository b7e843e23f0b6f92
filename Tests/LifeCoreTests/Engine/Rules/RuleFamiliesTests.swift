import Testing
@testable import LifeCore

/// Golly's notations beyond two-state life-like rules: isotropic non-totalistic
/// (Hensel letters) and Generations, read and written back as Golly writes them
/// (`RuleConformanceTests` checks the same forms against bgolly itself).
@Suite struct RuleFamiliesTests {
    static func parse(_ text: String) throws(RuleError) -> Rule {
        let spec = try RuleSpec(parsingAny: text)
        guard let rule = spec.rule else { throw RuleError(text: text, reason: "names the rule file \(spec)") }
        return rule
    }

    @Test(arguments: [
        ("B2-a/S12", "B2-a/S12"), ("b2-a/s12", "B2-a/S12"), ("S12/B2-a", "B2-a/S12"), ("12/2-a", "B2-a/S12"),
        ("B2aceik/S12", "B2-n/S12"), ("B2ac/S", "B2ac/S"), ("B2ca/S", "B2ac/S"), ("B2-ca/S", "B2-ac/S"),
        ("B3-cnqy/S23-a", "B3-cnqy/S23-a"), ("B3_S23-a4ei6", "B3/S23-a4ei6"), ("B2cek3i_S12cei", "B2cek3i/S12cei"),
        ("B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai", "B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai"),
        ("B4jqrtwyz/S", "B4jqrtwyz/S"), ("B4-aceikn/S", "B4jqrtwyz/S"), ("B4-aceiknj/S", "B4qrtwyz/S"),
        ("B4aceiknj/S", "B4aceijkn/S"), ("B4aceijknq/S", "B4-rtwyz/S"), ("B3-aceik/S", "B3jnqry/S"), ("B3aceik/S", "B3aceik/S"), ("B3acei/S", "B3acei/S"),
        ("B2-aceikn/S3", "B/S3"), ("B2aceikn/S", "B2/S"), ("B1ce/S", "B1/S"), ("B7e/S", "B7e/S"), ("B7-e/S", "B7c/S"),
        ("B22a/S", "B2/S"), ("B2a2/S", "B2a/S"), ("B2-3/S", "B23/S"), ("B3/S23-", "B3/S23"), ("3B2S23", "B2/S23"),
        ("B2/S/3", "/2/3"), ("b2/s/3", "/2/3"), ("S/B2/3", "/2/3"), ("/2/3", "/2/3"), ("345/2/4", "345/2/4"),
        ("B3/S23/3", "23/3/3"), ("B2/S/C3", "/2/3"), ("12/2-a/3", "12/2-a/3"), ("B2-a/S12/3", "12/2-a/3"),
        ("B2-a_S12_3", "12/2-a/3"), ("/2/256", "/2/256"), ("23/3/2", "B3/S23"), ("/2/3b", "/2/3"), (" /2/ 3", "/2/3"),
    ])
    func readsAndWritesAsGolly(text: String, canonical: String) throws {
        let rule = try Self.parse(text)
        #expect(rule.description == canonical)
        #expect(try Self.parse(canonical) == rule)
    }

    @Test(arguments: [
        ("/2/3", 3, false), ("345/2/4", 4, false), ("B2-a/S12", 2, true), ("12/2-a/3", 3, true), ("23/3/2", 2, false),
    ])
    func family(text: String, states: Int, lettered: Bool) throws {
        let rule = try Self.parse(text)
        #expect(rule.states == states)
        #expect(rule.isTotalistic == !lettered)
    }

    @Test(arguments: [
        ("/0/3", "B0"), ("B0/S/3", "B0"), ("/2/1", "2...256 states, not 1"), ("/2/257", "not 257"), ("/2/", "number of states"),
        ("/2/3/4", "two slashes"), ("/2/3x", "unexpected 'x' in the number of states"), ("B2/S/C", "not 0"),
        ("B2z/S", "'z' is not a letter of 2 neighbours"), ("B0c/S", "0 neighbours have no letters"), ("B8a/S", "8 neighbours"),
        ("B3_S23", "underscore separates only rules with letters"), ("2/a1", "must follow a neighbour count"),
        ("B-2/S", "minus must follow"), ("B2/S1-", ""), ("MAPARYXfhZofugWaH7oaIDogBZofuhogOiAaIDogIAAgAAWaH7oaIDogGiA", "MAP"),
        ("W111", "Wolfram rule must be an even number"), ("W110", "names the rule file W110"), ("B2/S/3H", "hexagonal"), ("WireWorld", "names the rule file WireWorld"), ("B2/S3/S4", "S is given twice"),
        ("B3/S23:T10,10", ""),
    ])
    func refusesWhatGollyRefuses(text: String, reasonPart: String) {
        do {
            let rule = try Self.parse(text)
            // The two cases that parse are checked for what they mean instead.
            #expect(reasonPart.isEmpty, "\(text) was accepted as \(rule)")
        } catch {
            #expect(!reasonPart.isEmpty && error.description.contains(reasonPart), "\(error.description)")
        }
    }

    /// `B{n}{letter}/S` gives birth exactly on the arrangements of that letter.
    @Test func eachLetterIsItsOrbit() throws {
        for count in 1...7 {
            var seen = Set<Int>()
            for letter in 0..<Hensel.letterCount[count] {
                let name = Character(Unicode.Scalar(Hensel.letters[letter]))
                let rule = try Self.parse("B\(count)\(name)/S")
                let born = (0..<512).filter { $0 & 16 == 0 && rule.next(alive: false, neighbourhood: $0) }
                #expect(!born.isEmpty && born.allSatisfy { Hensel.count($0) == count }, "\(count)\(name)")
                #expect(Set(born).isDisjoint(with: seen))
                // Closed under the square's symmetries.
                #expect(born.allSatisfy { Hensel.orbit($0).isSubset(of: Set(born)) })
                seen.formUnion(born)
            }
            #expect(seen.count == (0..<256).filter { ($0 & 0xFF).nonzeroBitCount == count }.count)
        }
    }

    /// Random isotropic rules with random state counts: what lifecam writes, it reads back as the same rule.
    @Test func randomRulesRoundTrip() throws {
        var random = Xoshiro256(seed: 24)
        for _ in 0..<500 {
            let states = random.next() % 3 == 0 ? 3 + Int(random.next() % 254) : 2
            let rule = BoardFamiliesStepTests.randomIsotropic(&random, states: states)
            let back = try Self.parse(rule.description)
            #expect(back == rule, "\(rule)")
            #expect(back.states == states)
        }
    }
}
