/// Golly's unbounded plane with multi-state HashLife (`GenericHashLife`), for
/// rules from rule files (`LoadedRule`), as Golly's RuleLoader runs them on
/// `ghashbase`: multi-state macrocell files (WireWorld's `primes.mc`, Codd's
/// replicator), patterns beyond lifecam's largest board (Banks' and Codd's
/// constructors), and regular patterns stepped to millions of generations.
/// `step` splits a count as bgolly's `-m` does; `step(exponent:)` runs
/// HashLife's own steps.
public final class GenericHashLifeUniverse: LifeAlgorithm, PowerOfTwoStepping, MacrocellWriting {
    public let life: GenericHashLife
    /// The rule, with its name and colours.
    public let loadedRule: LoadedRule

    /// An empty plane of `rule`, its nodes within `maxMemory` bytes.
    public init(rule: LoadedRule, maxMemory: Int = HashLife.defaultMaxMemory) {
        loadedRule = rule
        life = GenericHashLife(rule: rule, maxMemory: maxMemory)
    }

    /// HashLife for a rule file's rule, JvN for von Neumann's (Golly's JvN algorithm is this hashing).
    public var algorithm: Algorithm { loadedRule.algorithm == .jvn ? .jvn : .hashLife }
    public var rule: RuleSpec { RuleSpec(named: loadedRule.name) }
    public var grid: Grid? { nil }
    public var states: Int { life.states }
    public var generation: Int {
        get { life.generation }
        set { life.generation = newValue }
    }
    public var population: UInt128 { life.population }
    public var populationByState: [UInt128]? { life.populationByState }
    /// Nil: a rule file's states are its own, none of them "alive" more than another (`populationByState` counts them).
    public var liveCount: UInt128? { nil }
    public var boundingBox: PlaneRect? { life.boundingBox }
    public var summary: String {
        switch loadedRule.algorithm {
        case .jvn: "Golly's unbounded plane (HashLife over von Neumann's rule, as Golly's JvN algorithm runs it)"
        case .quickLife: "Golly's unbounded plane (HashLife over Wolfram's rule, each generation the next row down, as Golly's HashLife runs it)"
        default: "Golly's unbounded plane (HashLife over the rule's table, as Golly's RuleLoader runs it)"
        }
    }

    public func state(x: Int, y: Int) -> Int { life.state(x: x, y: y) }

    public func setState(_ state: Int, x: Int, y: Int) throws(AlgorithmError) {
        guard (0..<states).contains(state) else { throw .stateOutOfRange(state: state, states: states) }
        do { try life.setState(state, x: x, y: y) } catch { throw .hashLife(error) }
    }

    public func load(_ pattern: Pattern, at origin: GridPoint) throws(AlgorithmError) -> Int {
        let largest = pattern.largestState
        guard largest < states else { throw .stateOutOfRange(state: largest, states: states) }
        do { try life.load(pattern, at: origin) } catch { throw .hashLife(error) }
        return 0
    }

    /// Puts `cells` (already where they lie on the plane) on the plane in
    /// place of what it held, the generation kept.
    public func load(_ cells: PlaneStates) throws(AlgorithmError) {
        let largest = cells.largestState
        guard largest < states else { throw .stateOutOfRange(state: largest, states: states) }
        do { try life.load(cells) } catch { throw .hashLife(error) }
    }

    /// Puts a macrocell file's quadtree on the plane in place of what it held,
    /// and takes its generation.
    public func load(_ macrocell: Macrocell) throws(AlgorithmError) {
        do { try life.load(macrocell) } catch {
            if case let .stateOutOfRange(state, states) = error { throw .stateOutOfRange(state: state, states: states) }
            throw .hashLife(error)
        }
    }

    public func step(_ generations: Int) throws(AlgorithmError) {
        do { try life.advance(generations: generations) } catch { throw .hashLife(error) }
    }

    /// One HashLife step of 2^`exponent` generations.
    public func step(exponent: Int) throws(AlgorithmError) {
        do { try life.step(exponent: exponent) } catch { throw .hashLife(error) }
    }

    /// Golly's multi-state macrocell file (2 × 2 leaves of states, `#R` the rule's name).
    public func writeMacrocell<E: Error>(comments: [String], to sink: ([UInt8]) throws(E) -> Void) throws(E) {
        try life.writeMacrocell(rule: rule, comments: comments, to: sink)
    }

    public func cells(maxSide: Int) -> (pattern: Pattern, origin: GridPoint)? { life.pattern(maxSide: maxSide) }

    /// Golly's HashLife stores y upwards: a square's top row is 1 more than a multiple of its side.
    public var squareAnchor: GridPoint? { GridPoint(x: 0, y: 1) }

    /// The window read from the quadtree, which visits only its non-empty nodes.
    public func draw(into picture: inout Board, at origin: GridPoint) {
        picture.clear()
        let cells = life.states(x: Int128(origin.x), y: Int128(origin.y), columns: picture.width, rows: picture.height)
        for (i, state) in cells.enumerated() where state != 0 { picture.setState(Int(state), x: i % picture.width, y: i / picture.width) }
        picture.generation = life.generation
    }

    public func squares(x: Int128, y: Int128, columns: Int, rows: Int, shift: Int) -> [Double] {
        let area = Double(sign: .plus, exponent: 2 * shift, significand: 1)
        return life.densities(x: x, y: y, columns: columns, rows: rows, shift: shift).map { $0 * area }
    }
}
