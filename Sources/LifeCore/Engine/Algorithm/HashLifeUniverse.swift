/// Golly's unbounded plane with HashLife (`HashLife`), for two-state
/// totalistic rules (B0 rules with S8 too): giants, macrocell files, and
/// patterns stepped to generations in the billions. `step` splits a count
/// as bgolly's `-m` does; `step(exponent:)` runs HashLife's own steps.
public final class HashLifeUniverse: LifeAlgorithm, PowerOfTwoStepping, MacrocellWriting {
    public let life: HashLife

    public init(_ life: HashLife) {
        self.life = life
    }

    public var algorithm: Algorithm { .hashLife }
    public var rule: RuleSpec { RuleSpec(rule: life.rule) }
    public var grid: Grid? { nil }
    public var states: Int { 2 }
    public var generation: Int {
        get { life.generation }
        set { life.generation = newValue }
    }
    public var population: UInt128 { life.population }
    public var populationByState: [UInt128]? { nil }
    public var boundingBox: PlaneRect? { life.boundingBox }
    public var summary: String { "Golly's unbounded plane (HashLife)" }

    public func state(x: Int, y: Int) -> Int { life[x, y] ? 1 : 0 }

    public func setState(_ state: Int, x: Int, y: Int) throws(AlgorithmError) {
        guard (0..<2).contains(state) else { throw .stateOutOfRange(state: state, states: 2) }
        do { try life.set(x: x, y: y, alive: state == 1) } catch { throw .hashLife(error) }
    }

    public func load(_ pattern: Pattern, at origin: GridPoint) throws(AlgorithmError) -> Int {
        var cells = PlaneCells()
        cells.insert(pattern, at: origin)
        try load(cells)
        return 0
    }

    /// Puts `cells` (already where they lie on the plane) on the plane in
    /// place of what it held, the generation kept.
    public func load(_ cells: PlaneCells) throws(AlgorithmError) {
        do { try life.load(cells) } catch { throw .hashLife(error) }
    }

    public func step(_ generations: Int) throws(AlgorithmError) {
        do { try life.advance(generations: generations) } catch { throw .hashLife(error) }
    }

    /// One HashLife step of 2^`exponent` generations.
    public func step(exponent: Int) throws(AlgorithmError) {
        do { try life.step(exponent: exponent) } catch { throw .hashLife(error) }
    }

    public func writeMacrocell<E: Error>(comments: [String], to sink: ([UInt8]) throws(E) -> Void) throws(E) {
        try life.writeMacrocell(comments: comments, to: sink)
    }

    public func cells(maxSide: Int) -> (pattern: Pattern, origin: GridPoint)? { life.pattern(maxSide: maxSide) }

    public var pictureRule: Rule { life.rule }

    /// Golly's HashLife stores y upwards: a square's top row is 1 more than a multiple of its side.
    public var squareAnchor: GridPoint? { GridPoint(x: 0, y: 1) }

    /// The window read from the quadtree as squares of one cell, which visits only its non-empty nodes.
    public func draw(into picture: inout Board, at origin: GridPoint) {
        picture.clear()
        let cells = life.densities(x: Int128(origin.x), y: Int128(origin.y), columns: picture.width, rows: picture.height, shift: 0)
        for (i, share) in cells.enumerated() where share > 0 { picture[i % picture.width, i / picture.width] = true }
        picture.generation = life.generation
    }

    public func squares(x: Int128, y: Int128, columns: Int, rows: Int, shift: Int) -> [Double] {
        let area = Double(sign: .plus, exponent: 2 * shift, significand: 1)
        return life.densities(x: x, y: y, columns: columns, rows: rows, shift: shift).map { $0 * area }
    }
}
