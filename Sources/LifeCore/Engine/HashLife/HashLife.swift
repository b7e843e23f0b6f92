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
public final class HashLife {
    /// Golly's default for bgolly's `-M`, in bytes.
    public static let defaultMaxMemory = 256 << 20
    /// The largest step exponent (2^62 generations).
    public static let maxExponent = 62

    /// The rule as given.
    public let rule: Rule
    /// Generations run (or given by a file); never above `Int.max`.
    public package(set) var generation = 0
    /// The memory limit in bytes.
    public let maxMemory: Int

    var store: NodeStore
    var root: UInt32
    var level: Int
    /// Populations of nodes met while drawing (`densities`), kept from frame
    /// to frame: a node's cells never change, but a collection may give its
    /// index to another node, so the cache holds for `populationsCollections` only.
    var populations = NodeMemo<UInt128>(filler: 0)
    var populationsCollections = 0

    /// An empty plane. Throws for B0 rules without S8.
    public init(rule: Rule = .conway, maxMemory: Int = HashLife.defaultMaxMemory) throws(HashLifeError) {
        self.rule = rule
        self.maxMemory = maxMemory
        store = NodeStore(limit: maxMemory, kernel: try Self.kernel(for: rule))
        level = 4
        root = store.zero(4)
        store.stackCount = 0
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

    /// Whether no cell is alive.
    public var isEmpty: Bool { store.isZero(root, level: level) }

    /// Bytes the nodes and the table take now (at most `maxMemory`).
    public var memoryInUse: Int { store.bytes }

    /// Distinct nodes held now, and garbage collections so far.
    public var nodeCount: Int { store.count }
    public var collections: Int { store.collections }

    /// Advances 2^exponent generations (exponent 0...62) in one HashLife step.
    /// Throws `.outOfMemory` (leaving the plane as it was) when even collecting
    /// garbage cannot make room.
    public func step(exponent k: Int) throws(HashLifeError) {
        (root, level, generation) = try store.step(root, level: level, generation: generation, exponent: k, limit: maxMemory)
    }

    /// Advances `generations` (0 or more) as bgolly's `-m` does: each step
    /// the largest power of two that divides what is left.
    public func advance(generations: Int) throws(HashLifeError) {
        for k in Self.exponents(of: generations) { try step(exponent: k) }
    }

    /// The steps bgolly's `-m` splits `generations` (0 or more) into, as
    /// exponents: taking the largest power of two that divides what is left,
    /// again and again, takes its set bits from the lowest up.
    static func exponents(of generations: Int) -> [Int] {
        precondition(generations >= 0)
        return (0..<Int.bitWidth).filter { generations >> $0 & 1 == 1 }
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
