/// Where `RLEDecoder` puts the cells it decodes: lifecam's dense `PackedCanvas`
/// while the pattern fits its largest board, and, for a decoder that may
/// (`spills`), Golly's unbounded plane once it does not: the cells read so far
/// move into a `PlaneCells` and the rest follow, so a file 200,000 cells wide
/// with a few thousand cells costs a few thousand 8 × 8 blocks.
///
/// Coordinates are the RLE's own (its top-left cell at (0, 0)); on the plane
/// they are also Golly's until the decoder moves them by `#CXRLE Pos=`.
struct RLECanvas {
    /// The largest side on the plane: Golly reads RLE coordinates as `int`.
    static let planeSide = Int(Int32.max)
    /// The most 8 × 8 blocks the plane holds (about 64 bytes each: 512 MiB);
    /// a file with more is refused rather than filling memory.
    static let maxBlocks = 1 << 23

    private var packed: PackedCanvas
    private(set) var plane: PlaneCells?
    let spills: Bool

    init(width: Int = 0, height: Int = 0, spills: Bool = false) {
        packed = PackedCanvas(width: width, height: height)
        self.spills = spills
    }

    /// The largest side a run or row may reach.
    var maxSide: Int { spills ? Self.planeSide : Board.maxSide }

    /// Puts `count` cells in `state` (1 alive, 2 … dying) starting at (x, y).
    /// The plane holds two states only: dying cells beyond the board are refused.
    mutating func setRun(x: Int, y: Int, count: Int, state: Int = 1) throws(PatternError) {
        guard count > 0 else { return }
        if plane == nil {
            if !spills || (y < Board.maxSide && x + count <= Board.maxSide) {
                return try packed.setRun(x: x, y: y, count: count, state: state)
            }
            try spill()
        }
        guard state == 1 else { throw Self.multiState }
        guard y < Self.planeSide, x + count <= Self.planeSide else {
            throw PatternError(.tooLarge, "the pattern is larger than \(Self.planeSide) cells a side")
        }
        // Checked before the run goes in: one run of two billion cells would
        // otherwise fill 2^28 blocks (gigabytes) before any check saw them.
        guard plane!.blocks.count + (count + 7) / 8 + 1 <= Self.maxBlocks else {
            throw PatternError(.tooLarge, "the pattern has more than \(Self.maxBlocks) blocks of 8x8 cells")
        }
        plane!.insertRun(x: x, y: y, count: count)
    }

    private static let multiState = PatternError(.tooLarge, "the pattern has dying states and is larger than "
        + "\(Board.maxSide)x\(Board.maxSide), lifecam's largest board; beyond it only two-state patterns run")

    /// Moves the dense cells onto the plane.
    private mutating func spill() throws(PatternError) {
        let (cells, offset) = packed.trimmed()
        guard !cells.isMultiState else { throw Self.multiState }
        packed = PackedCanvas()
        var p = PlaneCells()
        p.insert(cells, at: offset)
        plane = p
    }

    /// The dense cells trimmed to their box, and its top-left on the canvas
    /// (the empty pattern when the cells went to the plane).
    consuming func trimmed() -> (pattern: Pattern, offset: GridPoint) { packed.trimmed() }
}
