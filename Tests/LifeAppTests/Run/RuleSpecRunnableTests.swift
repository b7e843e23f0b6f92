import Testing
@testable import LifeApp
@testable import LifeCore

/// What play and render run: B…/S… rules; a rule file's name and a Larger
/// than Life rule are refused with one line (exit 64 from the command line,
/// 65 from a file), until the game runs every engine.
@Suite struct RuleSpecRunnableTests {
    @Test(arguments: [(true, CommandFailure.Status.usage), (false, .data)])
    func largerThanLifeIsRefusedInOneLine(fromCommandLine: Bool, status: CommandFailure.Status) throws {
        let spec = try RuleSpec(parsing: "R5,C0,M1,S34..58,B34..45,NM:T100,100")
        #expect {
            _ = try RuleSpec.runnable(cli: fromCommandLine ? spec : nil, file: fromCommandLine ? nil : spec)
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.status == status && !failure.message.contains("\n")
                && failure.message == "rule 'R5,C0,M1,S34..58,B34..45,NM' is a Larger than Life rule, which play and render do not run yet; `lifecam run` does"
        }
        #expect(try RuleSpec.runnable(cli: nil, file: RuleSpec(parsing: "B36/S23")) == Rule(parsing: "B36/S23"))
    }

    @Test func runResolvesLargerThanLifeToItsEngine() throws {
        let spec = try RuleSpec(parsing: "5,34,45,34,58")
        let resolved = try RuleSpec.resolved(cli: nil, file: spec, find: RunJob.noRuleFiles)
        #expect(resolved == .largerThanLife(spec.largerThanLife!))
        #expect(try EngineChoice.engine(rule: resolved, grid: nil, contents: .cells, algorithm: nil) == .largerThanLife)
    }
}
