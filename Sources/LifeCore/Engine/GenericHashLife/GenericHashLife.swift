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
/// The tree, stepping and memory are `HashLifeTree`'s, shared with `HashLife`.
public final class GenericHashLife: HashLifeTree {
    /// Golly's default for bgolly's `-M`, in bytes.
    public static let defaultMaxMemory = HashLife.defaultMaxMemory

    /// The rule every cell follows.
    public let rule: any NeighbourhoodRule
    /// Cell states the rule has (2...256).
    public let states: Int

    /// An empty plane of `rule`, which must leave empty space empty (`next`
    /// of nine 0s is 0, as every rule Golly loads does).
    public init(rule: some NeighbourhoodRule, maxMemory: Int = GenericHashLife.defaultMaxMemory) {
        precondition((2...256).contains(rule.states), "a rule has 2 to 256 states")
        precondition(rule.next(nw: 0, n: 0, ne: 0, w: 0, c: 0, e: 0, sw: 0, s: 0, se: 0) == 0, "the rule wakes empty space")
        self.rule = rule
        states = rule.states
        super.init(store: NodeStore(limit: maxMemory, stepper: GenericLeafStepper(rule)), level: 3, maxMemory: maxMemory)
        store.roots = [root]
    }
}
