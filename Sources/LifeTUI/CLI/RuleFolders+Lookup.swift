import LifeApp
import LifeCore
import Synchronization

extension RuleFolders {
    /// The rule lookup a command gives the engine (`RuleLookup`): the finder
    /// over the pattern's folder, `--rules` and Golly's (`finder`), each name
    /// loaded once however often it is asked for (play resolves the rule
    /// before it takes the terminal, and again as the game starts), a rule
    /// not found or not good said as a command says it (`failure`);
    /// `environment` says where the user's rule folder is.
    package static func lookup(rules: String?, pattern: String?, environment: [String: String]) -> RuleLookup {
        let finder = finder(rules: rules, pattern: pattern, environment: environment)
        let memo = Memo()
        return { name throws(CommandFailure) in
            if let rule = memo.rules.withLock({ $0[name] }) { return rule }
            let rule: LoadedRule
            do throws(RuleFindError) { rule = try finder.rule(named: name) } catch { throw failure(error) }
            memo.rules.withLock { $0[name] = rule }
            return rule
        }
    }

    /// The rules loaded so far, by name.
    private final class Memo: Sendable {
        let rules = Mutex<[String: LoadedRule]>([:])
    }
}
