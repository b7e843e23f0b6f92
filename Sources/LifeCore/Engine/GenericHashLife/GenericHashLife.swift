/// Gosper's HashLife on Golly's unbounded plane for rules of up to 256 cell
/// states (`NeighbourhoodRule`: a rule table or tree, WireWorld, a Generations
/// rule written as one), as Golly's generic hashing algorithm `ghashbase`
/// runs RuleLoader, JvN and Generations: canonical quadtree nodes in a hash
/// table (`NodeStore`, with 4 × 4 leaves of a byte a cell), each memoising its centre 2^(k−2) generations
/// ahead, so regular patterns (WireWorld's computers, self-reproducing loops)
/// run to generations in the millions. A step is 2^exponent generations.
///
/// Coordinates are Golly's: x grows right, y grows down, and a root of level
/// L covers x in −2^(L−1) ... 2^(L−1) − 1 and y in 1 − 2^(L−1) ... 2^(L−1)
/// (Golly stores y upwards, hence the 1), so a macrocell file's root lands
/// where Golly puts it. State 0 is empty space; every other state is a cell
/// (counted in the population and the bounding box, as Golly counts them).
public final class GenericHashLife {
    /// Golly's default for bgolly's `-M`, in bytes.
    public static let defaultMaxMemory = HashLife.defaultMaxMemory
    /// The largest step exponent (2^62 generations).
    public static let maxExponent = 62

    /// The rule every cell follows.
    public let rule: any NeighbourhoodRule
    /// Cell states the rule has (2...256).
    public let states: Int
    /// Generations run (or given by a file); never above `Int.max`.
    public package(set) var generation = 0
    /// The memory limit in bytes.
    public let maxMemory: Int

    var store: NodeStore
    var root: UInt32
    var level: Int
    /// Populations of nodes met while counting and drawing, kept from frame to
    /// frame: a node's cells never change, but a collection may give its index
    /// to another node, so the cache holds for `populationsCollections` only.
    var populations = NodeMemo<UInt128>(filler: 0)
    var populationsCollections = 0

    /// An empty plane of `rule`, which must leave empty space empty (`next`
    /// of nine 0s is 0, as every rule Golly loads does).
    public init(rule: some NeighbourhoodRule, maxMemory: Int = GenericHashLife.defaultMaxMemory) {
        precondition((2...256).contains(rule.states), "a rule has 2 to 256 states")
        precondition(rule.next(nw: 0, n: 0, ne: 0, w: 0, c: 0, e: 0, sw: 0, s: 0, se: 0) == 0, "the rule wakes empty space")
        self.rule = rule
        states = rule.states
        self.maxMemory = maxMemory
        store = NodeStore(limit: maxMemory, stepper: GenericLeafStepper(rule))
        level = 3
        root = store.zero(3)
        store.stackCount = 0
        store.roots = [root]
    }

    /// Whether every cell is empty (state 0).
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
        for k in HashLife.exponents(of: generations) { try step(exponent: k) }
    }

    /// Ends a change of the tree (`NodeStore.endChange`); throws when memory ran out.
    func finish() throws(HashLifeError) {
        guard store.endChange() else { throw .outOfMemory(limit: maxMemory) }
    }
}
