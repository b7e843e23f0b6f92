import Testing
@testable import LifeCore

/// Rule files' names told from rules in Golly's notation, as Golly tells them
/// apart: the names Golly's own collection uses are names, B/S rules are not,
/// and `Life` is Conway's Life.
@Suite struct RuleNameTests {
    @Test(arguments: ["WireWorld", "Langtons-Loops", "Byl-Loop", "BriansBrain", "Bosco", "Seeds", "SDSR-Loop",
                      "Turmite_1202822111121111812a0281282", "TripATronMargolus_emulated", "JvN29", "Evoloop-finite", "BBM-Margolus-emulated", "SDSR-Loop"])
    func golliesNamesAreNames(name: String) throws {
        let spec = try RuleSpec(parsingAny: name + ":T40,30")
        #expect(spec.name == name && spec.rule == nil)
        #expect(spec.grid == Grid(width: 40, height: 30, topology: .torus))
        #expect(spec.description == name + ":T40,30")
        #expect(try RuleSpec(parsingAny: spec.description) == spec)
    }

    @Test(arguments: ["Life", "life", "LIFE", "Life "])
    func lifeIsConwaysLife(text: String) throws {
        #expect(try RuleSpec(parsingAny: text).rule == .conway)
    }

    @Test(arguments: ["B3/S23", "b3s23", "S23/B3", "BS", "B2/S/3", "s/b2/3"])
    func bsRulesAreNotNames(text: String) throws {
        #expect(try RuleSpec(parsingAny: text).rule != nil)
    }

    /// What is neither a rule nor a name keeps the grammar's reason.
    @Test(arguments: [("W111", "Wolfram rule must be an even number from 0 to 254"), ("W256", "even number from 0 to 254"),
                      ("W22x", "bad character in Wolfram rule"), ("MAPARYXfhZofugWaH7oaIDogBZofuhogOiAaIDogIAAgAAWaH7oaIDogGiA", "MAP"),
                      ("Wire World", "rule file's name"), ("Wire/World", "rule file's name")])
    func othersKeepTheirReason(text: String, reason: String) {
        #expect(throws: RuleError.self) { try RuleSpec(parsingAny: text) }
        do { _ = try RuleSpec(parsingAny: text) } catch { #expect(error.description.contains(reason), "\(error)") }
    }

    /// Wolfram's rules are rules of their own (`WolframRule`), named as Golly writes them.
    @Test(arguments: [("W22", "W22"), ("w30", "W30"), ("W0", "W0"), ("W254", "W254"), ("W022", "W22"), ("W110:T100,50", "W110")])
    func wolframsRulesAreNamed(text: String, name: String) throws {
        #expect(try RuleSpec(parsingAny: text).name == name)
    }
}
