import Testing
@testable import LifeApp
@testable import LifeCore

/// What play and render run: B…/S… rules, rule files' rules found as `run`
/// finds them, and Larger than Life rules, as `run` runs them.
@Suite struct RuleSpecPlayableTests {
    @Test(arguments: [true, false])
    func largerThanLifeIsPlayed(fromCommandLine: Bool) throws {
        let spec = try RuleSpec(parsing: "R5,C0,M1,S34..58,B34..45,NM:T100,100")
        let played = try RuleSpec.playable(cli: fromCommandLine ? spec : nil, file: fromCommandLine ? nil : spec,
                                           find: RuleSpec.noRuleFiles)
        #expect(played == .largerThanLife(spec.largerThanLife!))
        #expect(try RuleSpec.playable(cli: nil, file: RuleSpec(parsing: "B36/S23"), find: RuleSpec.noRuleFiles)
            == .moore(Rule(parsing: "B36/S23")))
    }

    /// A rule file's name is found as `run` finds it; one not found says so, from the lookup.
    @Test func aRuleFilesNameIsFound() throws {
        let wireWorld = try LoadedRule(name: "WireWorld", rule: RuleFile(Array(BuiltInRules.files["WireWorld"]!.utf8), kind: .rule,
                                                                         file: "WireWorld.rule"))
        let find: RuleLookup = { name throws(CommandFailure) in
            guard name == "WireWorld" else { throw CommandFailure(.noInput, "no rule file \(name)") }
            return wireWorld
        }
        #expect(try RuleSpec.playable(cli: nil, file: RuleSpec(parsing: "WireWorld"), find: find) == .loaded(wireWorld))
        #expect(throws: CommandFailure.self) { try RuleSpec.playable(cli: RuleSpec(parsing: "Nowhere"), file: nil, find: find) }
        #expect(throws: CommandFailure.self) { try RuleSpec.playable(cli: nil, file: RuleSpec(parsing: "WireWorld"), find: RuleSpec.noRuleFiles) }
    }

    @Test func runResolvesLargerThanLifeToItsEngine() throws {
        let spec = try RuleSpec(parsing: "5,34,45,34,58")
        let resolved = try RuleSpec.resolved(cli: nil, file: spec, find: RuleSpec.noRuleFiles)
        #expect(resolved == .largerThanLife(spec.largerThanLife!))
        #expect(try EngineChoice.engine(rule: resolved, grid: nil, contents: .cells, algorithm: nil) == .largerThanLife)
    }
}
