/// Gosper's HashLife on Golly's unbounded plane, for two-state Moore rules:
/// canonical quadtree nodes in a hash table (`NodeStore`), each memoising
/// its centre 2^(k−2) generations ahead, so regular patterns run to
/// generations in the billions. A step is 2^exponent generations.
///
/// Coordinates are Golly's: x grows right, y grows down, and a root of level
/// L covers x in −2^(L−1) ... 2^(L−1) − 1 and y in 1 − 2^(L−1) ... 2^(L−1)
/// (Golly's HashLife stores y upwards, hence the 1), so a macrocell file's
/// root lands where Golly puts it.
///
/// B0 rules run as Golly runs them: with S8, as the rule on the complemented
/// plane (Golly's "B0 with Smax"); without S8 they are refused, as in Golly.
/// The tree, stepping and memory are `HashLifeTree`'s, shared with `GenericHashLife`.
public final class HashLife: HashLifeTree {
    /// Golly's default for bgolly's `-M`, in bytes.
    public static let defaultMaxMemory = 256 << 20

    /// The rule as given.
    public let rule: Rule

    /// An empty plane. Throws for B0 rules without S8.
    public init(rule: Rule = .conway, maxMemory: Int = HashLife.defaultMaxMemory) throws(HashLifeError) {
        let kernel = try Self.kernel(for: rule)
        self.rule = rule
        super.init(store: NodeStore(limit: maxMemory, kernel: kernel), level: 4, maxMemory: maxMemory)
    }

    /// The kernel that steps `rule` as Golly's HashLife does.
    static func kernel(for rule: Rule) throws(HashLifeError) -> NodeStore.Kernel {
        if rule.isGenerations { throw .unsupportedRule(rule, "Generations rules run on the bit-packed engine, not HashLife (as in Golly)") }
        if !rule.isTotalistic { throw .unsupportedRule(rule, "HashLife does not run isotropic non-totalistic rules yet") }
        if rule.strobes { throw .b0WithoutS8(rule) }
        // B0 with S8 steps as Golly steps it, NOT(rule(NOT cells)), a rule without B0 (`Rule.Emulation`).
        let stepped = rule.emulation?.even ?? rule
        return stepped == .conway ? .conway : .masks(MaskKernel(stepped))
    }

    /// Why HashLife does not run `rule` (Generations, isotropic non-totalistic,
    /// B0 without S8); nil when it does.
    public static func refusal(for rule: Rule) -> HashLifeError? {
        do {
            _ = try kernel(for: rule)
            return nil
        } catch {
            return error
        }
    }
}

/// Why HashLife could not run a pattern. `description` is one line.
public enum HashLifeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A B0 rule without S8 (Golly refuses these in HashLife too).
    case b0WithoutS8(Rule)
    /// A rule family HashLife does not run, and why.
    case unsupportedRule(Rule, String)
    /// Even after collecting garbage the nodes do not fit in the limit (bytes).
    case outOfMemory(limit: Int)
    /// The generation would pass `Int.max`.
    case generationTooLarge
    /// A cell state the rule lacks (multi-state HashLife; Golly: "Cell state values too high for this algorithm").
    case stateOutOfRange(state: Int, states: Int)

    public var description: String {
        switch self {
        case let .b0WithoutS8(rule):
            return "HashLife cannot run \(rule): B0 rules without S8 are not allowed in HashLife (as in Golly)"
        case let .unsupportedRule(rule, why):
            return "HashLife cannot run \(rule): \(why)"
        case let .outOfMemory(limit):
            return "the pattern does not fit in \(limit >> 20) MB of memory for HashLife"
        case .generationTooLarge:
            return "the generation would pass \(Int.max)"
        case let .stateOutOfRange(state, states):
            return "cell state \(state) is not a state of the rule (0 to \(states - 1))"
        }
    }
}
