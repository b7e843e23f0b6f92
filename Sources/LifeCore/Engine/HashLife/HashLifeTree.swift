/// What both HashLifes are, written once: `HashLife` (two states, 8 × 8
/// leaves of bits) and `GenericHashLife` (up to 256 states, 4 × 4 leaves of
/// bytes) differ only in the leaves their `NodeStore` steps
/// (`NodeStore+Leaves`); the tree of canonical nodes, its root and level,
/// the generation it stands at, the memory limit, stepping by powers of two
/// (as bgolly's `-m` splits a count) and the node populations kept for
/// counting and drawing are the same in both, and live here.
///
/// A class that only they subclass (its members `final`: nothing is
/// dispatched through a table). Coordinates are Golly's, as the subclasses say.
public class HashLifeTree {
    /// The largest step exponent (2^62 generations).
    public static let maxExponent = 62
    /// Entries kept in the population cache before it is started afresh, so
    /// counting and drawing never hold more than about 80 MB besides the nodes.
    static let maxCachedPopulations = 1 << 22

    /// Generations run (or given by a file); never above `Int.max`.
    public package(set) final var generation = 0
    /// The memory limit in bytes.
    public final let maxMemory: Int

    final var store: NodeStore
    final var root: UInt32
    final var level: Int
    /// Populations of nodes met while counting and drawing, kept from frame to
    /// frame: a node's cells never change, but a collection may give its index
    /// to another node, so the cache holds for `populationsCollections` only.
    final var populations = NodeMemo<UInt128>(filler: 0)
    final var populationsCollections = 0

    /// An empty plane: the empty node of `level` in `store`, whose nodes and
    /// table take at most `maxMemory` bytes.
    init(store: consuming NodeStore, level: Int, maxMemory: Int) {
        var nodes = store
        root = nodes.zero(level)
        nodes.stackCount = 0
        self.store = nodes
        self.level = level
        self.maxMemory = maxMemory
    }

    /// Whether every cell is empty (state 0: dead).
    public final var isEmpty: Bool { store.isZero(root, level: level) }

    /// Bytes the nodes and the table take now (at most `maxMemory`).
    public final var memoryInUse: Int { store.bytes }

    /// Distinct nodes held now, and garbage collections so far.
    public final var nodeCount: Int { store.count }
    public final var collections: Int { store.collections }

    /// Advances 2^exponent generations (exponent 0...62) in one HashLife step.
    /// Throws `.outOfMemory` (leaving the plane as it was) when even collecting
    /// garbage cannot make room.
    public final func step(exponent k: Int) throws(HashLifeError) {
        (root, level, generation) = try store.step(root, level: level, generation: generation, exponent: k, limit: maxMemory)
    }

    /// Advances `generations` (0 or more) as bgolly's `-m` does: each step
    /// the largest power of two that divides what is left.
    public final func advance(generations: Int) throws(HashLifeError) {
        for k in Self.exponents(of: generations) { try step(exponent: k) }
    }

    /// The steps bgolly's `-m` splits `generations` (0 or more) into, as
    /// exponents: taking the largest power of two that divides what is left,
    /// again and again, takes its set bits from the lowest up.
    static func exponents(of generations: Int) -> [Int] {
        precondition(generations >= 0)
        return (0..<Int.bitWidth).filter { generations >> $0 & 1 == 1 }
    }

    /// Ends a change of the tree (`NodeStore.endChange`); throws when memory ran out.
    final func finish() throws(HashLifeError) {
        guard store.endChange() else { throw .outOfMemory(limit: maxMemory) }
    }

    /// Starts the kept node populations afresh after a garbage collection (a
    /// node's index may now be another node's) or once they grow too many.
    final func refreshPopulations() {
        if store.collections != populationsCollections || populations.count > Self.maxCachedPopulations {
            populations = NodeMemo(filler: 0)
            populationsCollections = store.collections
        }
    }
}
