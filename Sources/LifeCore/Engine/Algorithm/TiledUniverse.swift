/// Golly's unbounded plane in bit-packed tiles that exist only where the
/// cells are (`TiledPlane`), for the rules HashLife does not run (B0 rules,
/// Generations, isotropic rules) and `--algorithm QuickLife`. Under a B0 rule
/// the tiles hold what Golly holds (`Rule.Emulation`): their background is empty.
public final class TiledUniverse: LifeAlgorithm {
    public private(set) var tiles: TiledPlane

    public init(rule: Rule) {
        tiles = TiledPlane(rule: rule)
    }

    public var algorithm: Algorithm { tiles.rule.isGenerations ? .generations : .quickLife }
    public var rule: RuleSpec { RuleSpec(rule: tiles.rule) }
    public var grid: Grid? { nil }
    public var states: Int { tiles.rule.states }
    public var generation: Int {
        get { tiles.generation }
        set { tiles.generation = newValue }
    }
    public var population: UInt128 { UInt128(tiles.population) }

    public var populationByState: [UInt128]? {
        guard states > 2, let box = tiles.boundingBox, let window = try? tiles.window(box) else {
            return states > 2 ? [UInt128](repeating: 0, count: states) : nil
        }
        return BoardUniverse.countStates(window)
    }

    public var liveCount: UInt128? { states > 2 ? UInt128(tiles.liveCount) : nil }

    public var boundingBox: PlaneRect? {
        tiles.boundingBox.map { PlaneRect(x: Int128($0.x), y: Int128($0.y), width: Int128($0.width), height: Int128($0.height)) }
    }

    public var summary: String {
        "Golly's unbounded plane (\(tiles.tileCount) tiles of \(tiles.side)x\(tiles.side) where the cells are)"
    }

    public func state(x: Int, y: Int) -> Int { tiles.state(x: x, y: y) }

    public func setState(_ state: Int, x: Int, y: Int) throws(AlgorithmError) {
        guard (0..<states).contains(state) else { throw .stateOutOfRange(state: state, states: states) }
        tiles.setState(state, x: x, y: y)
    }

    public func load(_ pattern: Pattern, at origin: GridPoint) throws(AlgorithmError) -> Int {
        guard pattern.population > 0 else { return 0 }
        do {
            var cells = try Board(width: pattern.width, height: pattern.height, topology: .bounded, rule: tiles.rule)
            cells.stamp(pattern, at: GridPoint(x: 0, y: 0))
            tiles.write(cells, at: origin)
        } catch {
            throw .board(error)
        }
        return 0
    }

    public func step(_ generations: Int) throws(AlgorithmError) { tiles.step(generations) }

    public var pictureRule: Rule { tiles.rule }

    /// The window read off the tiles 64 cells at a time (`TiledPlane.draw`).
    public func draw(into picture: inout Board, at origin: GridPoint) { tiles.draw(into: &picture, at: origin) }

    /// The cells written onto the tiles 64 at a time (`TiledPlane.write`).
    public func write(_ picture: Board, at origin: GridPoint) throws(AlgorithmError) {
        guard picture.rule.states <= states else { throw .stateOutOfRange(state: picture.rule.states - 1, states: states) }
        tiles.write(picture, at: origin)
    }

    /// The squares counted over the tiles held, never the window's area (`TiledPlane.occupiedCounts`).
    public func squares(x: Int128, y: Int128, columns: Int, rows: Int, shift: Int) -> [Double] {
        let window = SquareWindow(x: x, y: y, columns: columns, rows: rows, shift: shift)
        guard let box = tiles.boundingBox else { return [Double](repeating: 0, count: window.count) }
        return window.counts(board: GridPoint(x: box.x, y: box.y), width: box.width, height: box.height) { left, top, columns, rows in
            tiles.occupiedCounts(left: box.x &+ left, top: box.y &+ top, columns: columns, rows: rows, shift: shift)
        }
    }

    public func cells(maxSide: Int) -> (pattern: Pattern, origin: GridPoint)? {
        guard let box = tiles.boundingBox else { return (.empty, GridPoint(x: 0, y: 0)) }
        guard box.width <= maxSide, box.height <= maxSide, let window = try? tiles.window(box) else { return nil }
        return (window.extractPattern().pattern, GridPoint(x: box.x, y: box.y))
    }
}
