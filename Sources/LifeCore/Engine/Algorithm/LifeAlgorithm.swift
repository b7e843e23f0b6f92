/// One universe of cells and the engine that steps it, as Golly's `lifealgo`:
/// every engine answers the same questions (rule, grid, generation,
/// population, bounding box, a cell's state) and takes the same orders
/// (set a cell, load a pattern, step), so what runs a universe never asks
/// which engine it holds. `EngineChoice` picks the engine; `Universe.make`
/// builds it.
///
/// Coordinates are Golly's: x grows right, y grows down; a W×H grid's
/// top-left cell is (−⌊W/2⌋, −⌊H/2⌋) (`Grid.origin`), and on the unbounded
/// plane cells lie where the pattern file puts them. Cell states are small
/// integers: 0 empty, 1 alive, and above 1 a Generations rule's dying states
/// or a multi-state rule's own.
///
/// A class, as Golly's algorithms are objects: a universe is stepped in place
/// and may hold far more than it could copy (HashLife's nodes).
public protocol LifeAlgorithm: AnyObject {
    /// Which of Golly's algorithms this engine runs the universe as.
    var algorithm: Algorithm { get }
    /// The rule, as Golly writes it, with the grid's suffix when there is a grid.
    var rule: RuleSpec { get }
    /// The grid as Golly names it (a side of 0 is unbounded that way); nil on
    /// Golly's unbounded plane.
    var grid: Grid? { get }
    /// Cell states the rule has (2 for a two-state rule).
    var states: Int { get }
    /// Generations since generation 0 (a file may start later: `#CXRLE Gen=`, `#G`).
    var generation: Int { get set }
    /// Cells in a non-zero state.
    var population: UInt128 { get }
    /// Cells in each state, indexed by state (index 0 is unused and 0); nil
    /// where the engine does not count them by state (HashLife's two states:
    /// the population is state 1's).
    var populationByState: [UInt128]? { get }
    /// Cells in state 1, where a rule has dying or other states besides; nil for two states.
    var liveCount: UInt128? { get }
    /// The box round the cells in a non-zero state; nil when there are none.
    var boundingBox: PlaneRect? { get }
    /// How the engine holds the universe, for people: "a 256x256 torus",
    /// "Golly's unbounded plane (HashLife)".
    var summary: String { get }

    /// The state of the cell at (x, y); 0 outside a bounded grid.
    func state(x: Int, y: Int) -> Int
    /// Sets the cell at (x, y) to `state` (below `states`); a cell outside a
    /// bounded grid is left alone, as Golly leaves it.
    func setState(_ state: Int, x: Int, y: Int) throws(AlgorithmError)
    /// Puts `pattern`'s cells (their states) with its top-left at `origin`
    /// onto empty space (what the box held before may be kept or cleared);
    /// returns how many cells lay beyond a bounded grid and were dropped, as
    /// Golly drops them.
    func load(_ pattern: Pattern, at origin: GridPoint) throws(AlgorithmError) -> Int
    /// Fills every cell of a bounded grid at random, alive with probability
    /// `density` (the same cells for the same generator as the terminal's
    /// random key); throws on a universe without a bounded grid.
    func randomFill(density: Double, using generator: inout Xoshiro256) throws(AlgorithmError)
    /// Runs `generations` generations (as bgolly's `-m` splits them, on HashLife).
    func step(_ generations: Int) throws(AlgorithmError)
    /// The cells in a non-zero state trimmed to their box, with the box's
    /// top-left; nil when the box is wider or taller than `maxSide` (an empty
    /// universe gives the empty pattern at (0, 0)).
    func cells(maxSide: Int) -> (pattern: Pattern, origin: GridPoint)?

    /// The rule of the boards the universe is drawn on (`picture(width:height:)`):
    /// one with the universe's states, so a picture holds every state.
    var pictureRule: Rule { get }
    /// Draws the `picture.width × picture.height` cells whose top-left is
    /// Golly's `origin` into `picture` (a board made by `picture(width:height:)`,
    /// only painted, never stepped), each with its state, and gives it the
    /// universe's generation (clamped to `Int`). A point beyond a bounded
    /// grid shows the cell the grid's joins bring there (`Topology.fold`: the
    /// grid again across a torus, nothing off a bounded plane), as a view
    /// larger than a torus shows it repeated.
    func draw(into picture: inout Board, at origin: GridPoint)
    /// The reverse of `draw` within the universe: every cell `picture`
    /// covers, its top-left at Golly's `origin`, takes the picture's state, as
    /// `setState` would set each (a cell beyond a bounded grid left alone),
    /// a word or a tile at a time where the engine can.
    func write(_ picture: Board, at origin: GridPoint) throws(AlgorithmError)
    /// The universe zoomed out, as Golly draws it below a cell a pixel: how
    /// many cells are in a non-zero state in each square of 2^`shift` ×
    /// 2^`shift` cells of a grid `columns` × `rows` squares, row by row, its
    /// first square's top-left cell at Golly's (`x`, `y`). A grid is seen once
    /// here: cells beyond a bounded grid count as empty. Where the engine
    /// anchors its squares (`squareAnchor`) the corner must be on them.
    func squares(x: Int128, y: Int128, columns: Int, rows: Int, shift: Int) -> [Double]
    /// A cell every square of `squares` must have its top-left on, modulo
    /// 2^shift: HashLife's squares are its quadtree's nodes (x ≡ 0, y ≡ 1);
    /// nil where any corner will do.
    var squareAnchor: GridPoint? { get }
}

extension LifeAlgorithm {
    public func randomFill(density: Double, using generator: inout Xoshiro256) throws(AlgorithmError) {
        throw .unbounded("a random fill needs a bounded grid; \(summary) has none")
    }

    /// State 1's share of `populationByState`; nil for two states.
    public var liveCount: UInt128? {
        guard states > 2, let counts = populationByState, counts.count > 1 else { return nil }
        return counts[1]
    }
}

/// An engine that steps in HashLife's powers of two (`--step 2^k`).
public protocol PowerOfTwoStepping: LifeAlgorithm {
    /// One step of 2^`exponent` generations.
    func step(exponent: Int) throws(AlgorithmError)
}

/// An engine whose step can share its work among threads (`run --threads`).
public protocol ThreadedStepping: LifeAlgorithm {
    /// The threads a step may use; nil: the caller's alone.
    var runner: (any ParallelRunner)? { get set }
}

/// An engine that writes its universe as Golly's macrocell file.
public protocol MacrocellWriting: LifeAlgorithm {
    /// The macrocell file (each distinct node once, `#G` the generation), to `sink` a chunk at a time.
    func writeMacrocell<E: Error>(comments: [String], to sink: ([UInt8]) throws(E) -> Void) throws(E)
}
