/// Where `RLEDecoder` puts the cells it decodes: lifecam's dense `PackedCanvas`
/// while the pattern fits its largest board, and, for a decoder that may
/// (`spills`), Golly's unbounded plane once it does not: the cells read so far
/// move into a `PlaneCells` (two states) or a `PlaneStates` (more) and the
/// rest follow, so a file 200,000 cells wide with a few thousand cells costs a
/// few thousand blocks of 8 × 8 (or 4 × 4) cells.
///
/// Coordinates are the RLE's own (its top-left cell at (0, 0)); on the plane
/// they are also Golly's until the decoder moves them by `#CXRLE Pos=`.
struct RLECanvas {
    /// The largest side on the plane: Golly reads RLE coordinates as `int`.
    static let planeSide = Int(Int32.max)
    /// The most blocks the plane holds (8 × 8 cells, about 64 bytes each, or
    /// 4 × 4: 512 MiB); a file with more is refused rather than filling memory.
    static let maxBlocks = 1 << 23

    private var packed: PackedCanvas
    /// The plane of a two-state pattern beyond the board.
    private(set) var plane: PlaneCells?
    /// The plane of a multi-state pattern beyond the board (a state above 1 seen).
    private(set) var states: PlaneStates?
    let spills: Bool

    init(width: Int = 0, height: Int = 0, spills: Bool = false) {
        packed = PackedCanvas(width: width, height: height)
        self.spills = spills
    }

    /// The largest side a run or row may reach.
    var maxSide: Int { spills ? Self.planeSide : Board.maxSide }

    /// Puts `count` cells in `state` (1 alive, 2 … dying or a rule's own) starting at (x, y).
    mutating func setRun(x: Int, y: Int, count: Int, state: Int = 1) throws(PatternError) {
        guard count > 0 else { return }
        if plane == nil, states == nil {
            if !spills || (y < Board.maxSide && x + count <= Board.maxSide) {
                return try packed.setRun(x: x, y: y, count: count, state: state)
            }
            spill()
        }
        guard y < Self.planeSide, x + count <= Self.planeSide else {
            throw PatternError(.tooLarge, "the pattern is larger than \(Self.planeSide) cells a side")
        }
        if state != 1, let cells = plane {
            states = PlaneStates(cells)
            plane = nil
        }
        // Checked before the run goes in: one run of two billion cells would
        // otherwise fill 2^28 blocks (gigabytes) before any check saw them.
        let blocks = plane?.blocks.count ?? states!.blockCount, side = plane == nil ? 4 : 8
        guard blocks + (count + side - 1) / side + 1 <= Self.maxBlocks else {
            throw PatternError(.tooLarge, "the pattern has more than \(Self.maxBlocks) blocks of \(side)x\(side) cells")
        }
        if plane != nil {
            plane!.insertRun(x: x, y: y, count: count)
        } else {
            states!.insertRun(x: x, y: y, count: count, state: UInt8(state))
        }
    }

    /// Moves the dense cells onto the plane.
    private mutating func spill() {
        let (cells, offset) = packed.trimmed()
        packed = PackedCanvas()
        if cells.isMultiState {
            var p = PlaneStates()
            p.insert(cells, at: offset)
            states = p
        } else {
            var p = PlaneCells()
            p.insert(cells, at: offset)
            plane = p
        }
    }

    /// The dense cells trimmed to their box, and its top-left on the canvas
    /// (the empty pattern when the cells went to the plane).
    consuming func trimmed() -> (pattern: Pattern, offset: GridPoint) { packed.trimmed() }
}
