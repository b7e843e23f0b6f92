import Testing
@testable import LifeCore

/// Von Neumann's rules (`JvNRule`) cell by cell: each case is a neighbourhood
/// bgolly 3.3 (`-a JvN -m 1`) stepped once, the centre's next state read back
/// from its output; the cases cover the sensitised states building each
/// state, ordinary and special transmission, confluent states (and their
/// crossings in Nobili32), destruction by the other kind of transmission,
/// and Hutton32's write-and-retract arm with the quirks C's byte arithmetic
/// gives it. `JvNGollyTests` compares whole soups with bgolly.
@Suite struct JvNRuleTests {
    struct JvNCase: Sendable, CustomTestStringConvertible {
        let variant: JvNRule.Variant
        let c, n, e, s, w, next: UInt8
        let what: String

        init(_ variant: JvNRule.Variant, c: UInt8, n: UInt8, e: UInt8, s: UInt8, w: UInt8, next: UInt8, _ what: String) {
            (self.variant, self.c, self.n, self.e, self.s, self.w, self.next, self.what) = (variant, c, n, e, s, w, next, what)
        }

        var testDescription: String { "\(variant.rawValue) \(what)" }
    }

    /// (rule, centre, north, east, south, west) and the centre's next state, from bgolly.
    static let cases: [JvNCase] = [
        JvNCase(.jvn29, c: 0, n: 0, e: 0, s: 0, w: 13, next: 1, "ground, an excited ordinary arrow in: sensitised"),
        JvNCase(.jvn29, c: 0, n: 0, e: 0, s: 0, w: 21, next: 1, "ground, an excited special arrow in: sensitised"),
        JvNCase(.jvn29, c: 0, n: 0, e: 0, s: 0, w: 9, next: 0, "ground, a quiescent arrow in: stays"),
        JvNCase(.jvn29, c: 0, n: 0, e: 0, s: 0, w: 15, next: 0, "ground, an excited arrow pointing away: stays"),
        JvNCase(.jvn29, c: 0, n: 16, e: 0, s: 0, w: 0, next: 1, "ground, an excited arrow from above"),
        JvNCase(.jvn29, c: 1, n: 0, e: 0, s: 0, w: 0, next: 2, "S, no input: S0"),
        JvNCase(.jvn29, c: 1, n: 0, e: 0, s: 0, w: 13, next: 3, "S, input: S1"),
        JvNCase(.jvn29, c: 2, n: 0, e: 0, s: 0, w: 0, next: 4, "S0, no input: S00"),
        JvNCase(.jvn29, c: 2, n: 0, e: 0, s: 0, w: 13, next: 5, "S0, input: S01"),
        JvNCase(.jvn29, c: 3, n: 0, e: 0, s: 0, w: 0, next: 6, "S1, no input: S10"),
        JvNCase(.jvn29, c: 3, n: 0, e: 0, s: 0, w: 13, next: 7, "S1, input: S11"),
        JvNCase(.jvn29, c: 4, n: 0, e: 0, s: 0, w: 0, next: 8, "S00, no input: S000"),
        JvNCase(.jvn29, c: 4, n: 0, e: 0, s: 0, w: 13, next: 11, "S00, input: ordinary west"),
        JvNCase(.jvn29, c: 5, n: 0, e: 0, s: 0, w: 0, next: 12, "S01, no input: ordinary south"),
        JvNCase(.jvn29, c: 5, n: 0, e: 0, s: 0, w: 13, next: 17, "S01, input: special east"),
        JvNCase(.jvn29, c: 6, n: 0, e: 0, s: 0, w: 0, next: 18, "S10, no input: special north"),
        JvNCase(.jvn29, c: 6, n: 0, e: 0, s: 0, w: 13, next: 19, "S10, input: special west"),
        JvNCase(.jvn29, c: 7, n: 0, e: 0, s: 0, w: 0, next: 20, "S11, no input: special south"),
        JvNCase(.jvn29, c: 7, n: 0, e: 0, s: 0, w: 13, next: 25, "S11, input: confluent"),
        JvNCase(.jvn29, c: 8, n: 0, e: 0, s: 0, w: 0, next: 9, "S000, no input: ordinary east"),
        JvNCase(.jvn29, c: 8, n: 0, e: 0, s: 0, w: 13, next: 10, "S000, input: ordinary north"),
        JvNCase(.jvn29, c: 9, n: 0, e: 0, s: 0, w: 13, next: 13, "ordinary east, excited from behind: excited"),
        JvNCase(.jvn29, c: 9, n: 16, e: 0, s: 0, w: 0, next: 13, "ordinary east, excited from the side: excited"),
        JvNCase(.jvn29, c: 9, n: 0, e: 15, s: 0, w: 0, next: 9, "ordinary east, head to head with an excited arrow"),
        JvNCase(.jvn29, c: 13, n: 0, e: 0, s: 0, w: 0, next: 9, "excited ordinary, no input: quiescent"),
        JvNCase(.jvn29, c: 9, n: 0, e: 0, s: 0, w: 21, next: 0, "ordinary, an excited special arrow in: destroyed"),
        JvNCase(.jvn29, c: 17, n: 0, e: 0, s: 0, w: 21, next: 21, "special east, excited from behind: excited"),
        JvNCase(.jvn29, c: 17, n: 0, e: 0, s: 0, w: 13, next: 0, "special, an excited ordinary arrow in: destroyed"),
        JvNCase(.jvn29, c: 21, n: 0, e: 0, s: 0, w: 0, next: 17, "excited special, no input: quiescent"),
        JvNCase(.jvn29, c: 17, n: 0, e: 0, s: 0, w: 26, next: 17, "special beside an excited confluent"),
        JvNCase(.jvn29, c: 9, n: 0, e: 0, s: 0, w: 26, next: 9, "ordinary beside an excited confluent"),
        JvNCase(.jvn29, c: 25, n: 0, e: 0, s: 0, w: 13, next: 26, "confluent, one excited input: excited next"),
        JvNCase(.jvn29, c: 25, n: 16, e: 0, s: 0, w: 13, next: 26, "confluent, both inputs excited"),
        JvNCase(.jvn29, c: 25, n: 12, e: 0, s: 0, w: 13, next: 25, "confluent, one of two inputs excited: quiescent (and)"),
        JvNCase(.jvn29, c: 25, n: 0, e: 9, s: 0, w: 13, next: 26, "confluent with an output, one excited input"),
        JvNCase(.jvn29, c: 26, n: 0, e: 0, s: 0, w: 0, next: 27, "excited confluent, no input"),
        JvNCase(.jvn29, c: 27, n: 0, e: 0, s: 0, w: 0, next: 25, "confluent excited next, no input"),
        JvNCase(.jvn29, c: 28, n: 0, e: 0, s: 0, w: 0, next: 27, "confluent excited now and next, no input"),
        JvNCase(.jvn29, c: 27, n: 0, e: 0, s: 0, w: 13, next: 26, "confluent excited next, input again"),
        JvNCase(.jvn29, c: 25, n: 0, e: 0, s: 0, w: 21, next: 0, "confluent, an excited special arrow in: destroyed"),
        JvNCase(.jvn29, c: 25, n: 16, e: 9, s: 12, w: 13, next: 26, "four-way confluent, both inputs excited"),
        JvNCase(.jvn29, c: 25, n: 12, e: 9, s: 12, w: 13, next: 25, "four-way confluent, one input excited"),
        JvNCase(.nobili32, c: 25, n: 16, e: 9, s: 12, w: 13, next: 31, "crossing, both excited: state 31"),
        JvNCase(.nobili32, c: 25, n: 12, e: 9, s: 12, w: 13, next: 29, "crossing, horizontal excited: state 29"),
        JvNCase(.nobili32, c: 25, n: 16, e: 9, s: 12, w: 9, next: 30, "crossing, vertical excited: state 30"),
        JvNCase(.nobili32, c: 29, n: 12, e: 9, s: 12, w: 9, next: 25, "crossing, no input: quiescent"),
        JvNCase(.nobili32, c: 31, n: 12, e: 9, s: 12, w: 9, next: 25, "crossing both, no input"),
        JvNCase(.nobili32, c: 25, n: 0, e: 0, s: 0, w: 13, next: 26, "Nobili32 confluent without an output, an excited input: excited next"),
        JvNCase(.nobili32, c: 26, n: 0, e: 0, s: 0, w: 0, next: 26, "Nobili32 excited confluent without an output or input: unchanged"),
        JvNCase(.nobili32, c: 25, n: 0, e: 9, s: 0, w: 13, next: 26, "Nobili32 confluent with an output, an excited input: excited next"),
        JvNCase(.nobili32, c: 9, n: 0, e: 0, s: 0, w: 29, next: 13, "ordinary beside a horizontal crossing"),
        JvNCase(.hutton32, c: 0, n: 0, e: 0, s: 0, w: 13, next: 1, "Hutton32 ground, excited ordinary in: sensitised"),
        JvNCase(.hutton32, c: 0, n: 0, e: 0, s: 0, w: 21, next: 9, "Hutton32 ground, excited special in: ordinary forward"),
        JvNCase(.hutton32, c: 8, n: 0, e: 0, s: 0, w: 0, next: 8, "Hutton32 S000 without input: stays (C's wrap)"),
        JvNCase(.hutton32, c: 8, n: 0, e: 0, s: 0, w: 13, next: 10, "Hutton32 S000, input: turn left"),
        JvNCase(.hutton32, c: 5, n: 0, e: 0, s: 0, w: 0, next: 7, "Hutton32 S01 without input (C's wrap)"),
        JvNCase(.hutton32, c: 5, n: 0, e: 0, s: 0, w: 13, next: 17, "Hutton32 S01, input: special forward"),
        JvNCase(.hutton32, c: 4, n: 0, e: 0, s: 0, w: 13, next: 11, "Hutton32 S00, input: reverse"),
        JvNCase(.hutton32, c: 6, n: 0, e: 0, s: 0, w: 13, next: 19, "Hutton32 S10 input: special reverse"),
        JvNCase(.hutton32, c: 6, n: 0, e: 0, s: 0, w: 0, next: 17, "Hutton32 S10 without input (C's wrap): special east"),
        JvNCase(.hutton32, c: 7, n: 0, e: 0, s: 0, w: 0, next: 15, "Hutton32 S11 without input (C's wrap): ordinary south, excited"),
        JvNCase(.hutton32, c: 7, n: 0, e: 0, s: 0, w: 13, next: 25, "Hutton32 S11 input: confluent"),
        JvNCase(.hutton32, c: 13, n: 0, e: 0, s: 0, w: 0, next: 21, "Hutton32 excited ordinary at the end of a wire: excited special mark"),
        JvNCase(.hutton32, c: 9, n: 0, e: 8, s: 0, w: 13, next: 0, "Hutton32 ordinary, output about to become ordinary: retract"),
        JvNCase(.hutton32, c: 9, n: 0, e: 7, s: 0, w: 13, next: 13, "Hutton32 quiescent ordinary, S11 ahead, excited in: excited"),
        JvNCase(.hutton32, c: 21, n: 0, e: 1, s: 0, w: 9, next: 21, "Hutton32 mark at a wire's end, sensitised output, no input"),
        JvNCase(.hutton32, c: 21, n: 0, e: 1, s: 0, w: 13, next: 13, "Hutton32 mark, sensitised output, input"),
        JvNCase(.hutton32, c: 21, n: 0, e: 8, s: 0, w: 13, next: 0, "Hutton32 mark, output finishing, input: retract"),
        JvNCase(.hutton32, c: 21, n: 0, e: 8, s: 0, w: 9, next: 9, "Hutton32 mark, output finishing, no input"),
        JvNCase(.hutton32, c: 17, n: 0, e: 0, s: 0, w: 13, next: 0, "Hutton32 special, excited ordinary arrow in: destroyed"),
        JvNCase(.hutton32, c: 9, n: 0, e: 0, s: 0, w: 21, next: 0, "Hutton32 ordinary, excited special in: destroyed"),
        JvNCase(.hutton32, c: 25, n: 16, e: 9, s: 12, w: 13, next: 31, "Hutton32 crossing, both excited: 31"),
        JvNCase(.hutton32, c: 25, n: 0, e: 0, s: 0, w: 13, next: 26, "Hutton32 confluent, every input excited: excited next"),
        JvNCase(.hutton32, c: 26, n: 0, e: 0, s: 0, w: 13, next: 28, "Hutton32 excited confluent, input again: 28"),
        JvNCase(.hutton32, c: 29, n: 0, e: 0, s: 0, w: 0, next: 25, "Hutton32 crossing, no input: quiescent"),
    ]

    @Test(arguments: cases)
    func theCentreBecomesWhatBgollyGives(_ example: JvNCase) {
        let rule = JvNRule(example.variant)
        #expect(rule.next(c: example.c, n: example.n, e: example.e, s: example.s, w: example.w) == example.next)
        // The same through the 3 × 3 form the engines call, corners ignored.
        #expect(rule.next(nw: 5, n: example.n, ne: 9, w: example.w, c: example.c, e: example.e, sw: 25, s: example.s, se: 1)
            == example.next)
    }

    /// The tables JvN29 and Nobili32 are looked up in give what Golly's
    /// function gives, for every centre state and random neighbours.
    @Test(arguments: [JvNRule.Variant.jvn29, .nobili32])
    func tablesAreGollysFunction(_ variant: JvNRule.Variant) {
        let rule = JvNRule(variant)
        var random = SplitMix64(seed: 29)
        var wrong = 0
        for c in 0..<rule.states {
            for _ in 0..<4000 {
                let (n, e, s, w) = (Int(random.next() % 32) % rule.states, Int(random.next() % 32) % rule.states,
                                    Int(random.next() % 32) % rule.states, Int(random.next() % 32) % rule.states)
                let tabled = rule.next(c: UInt8(c), n: UInt8(n), e: UInt8(e), s: UInt8(s), w: UInt8(w))
                if tabled != JvNRule.gollyNext(c: c, n: n, e: e, s: s, w: w, nobili: variant == .nobili32) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    /// Every next state is one of the rule's, and empty space stays empty.
    @Test(arguments: JvNRule.Variant.allCases)
    func nextStatesAreTheRulesOwn(_ variant: JvNRule.Variant) {
        let rule = JvNRule(variant)
        #expect(rule.next(c: 0, n: 0, e: 0, s: 0, w: 0) == 0)
        var random = SplitMix64(seed: 32)
        for _ in 0..<100_000 {
            let cells = (0..<5).map { _ in UInt8(random.next() % UInt64(rule.states)) }
            #expect(Int(rule.next(c: cells[0], n: cells[1], e: cells[2], s: cells[3], w: cells[4])) < rule.states)
        }
    }

    @Test(arguments: [
        ("JvN29", JvNRule.Variant.jvn29), ("jvn29", .jvn29), ("JvN-29", .jvn29), ("NOBILI32", .nobili32), ("JvN-32", .nobili32),
        ("Hutton32", .hutton32), ("modJvN-32", .hutton32),
    ] as [(String, JvNRule.Variant)])
    func namesAreGollys(name: String, variant: JvNRule.Variant) throws {
        let rule = try #require(JvNRule(named: name))
        #expect(rule.variant == variant && rule.name == variant.rawValue)
    }

    @Test(arguments: ["JvN", "JvN30", "Hutton", "WireWorld", "JvN29:T10,10", ""])
    func otherNamesAreNotJvNs(name: String) {
        #expect(JvNRule(named: name) == nil)
    }

    @Test func statesAndGollysColours() {
        #expect(JvNRule(.jvn29).states == 29 && JvNRule(.nobili32).states == 32 && JvNRule(.hutton32).states == 32)
        let colours = JvNRule(.jvn29).colours
        #expect(colours.count == 29)
        #expect(colours[0] == RGB(48, 48, 48) && colours[9] == RGB(89, 89, 255) && colours[25] == RGB(0, 255, 128))
        #expect(JvNRule(.hutton32).colours.last == RGB(21, 137, 137))
    }

    /// As a `LoadedRule`, the form every multi-state engine runs: its name, states, Golly's
    /// algorithm, von Neumann's neighbourhood, the colours, and the same next states.
    @Test(arguments: JvNRule.Variant.allCases)
    func asALoadedRule(_ variant: JvNRule.Variant) {
        let jvn = JvNRule(variant), loaded = LoadedRule(jvn: jvn)
        #expect(loaded.name == variant.rawValue && loaded.states == jvn.states && loaded.algorithm == .jvn)
        #expect(loaded.neighbourhood == .vonNeumann && loaded.colours == jvn.colours && loaded.icons?.sheets.map(\.side) == [7, 15, 31])
        #expect(loaded.diagram == nil && loaded.packedTable == nil)
        #expect(loaded == LoadedRule(jvn: jvn) && loaded != LoadedRule(jvn: JvNRule(variant == .jvn29 ? .nobili32 : .jvn29)))
        for example in Self.cases where example.variant == variant {
            #expect(loaded.next(nw: 0, n: example.n, ne: 0, w: example.w, c: example.c, e: example.e, sw: 0, s: example.s, se: 0)
                == example.next, "\(example.what)")
        }
    }
}
