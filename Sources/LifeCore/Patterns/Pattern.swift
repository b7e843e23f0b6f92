/// A finite set of cells, trimmed to its bounding box, with the text that came with it.
///
/// Cells are packed like `Board`: row-major, `wordsPerRow = ceil(width / 64)`
/// words per row, bit `i` of word `k` in row `y` is the cell `(64k + i, y)`.
/// `words` holds every cell in a non-zero state. A two-state pattern has no
/// `planes`, and all those cells are alive. A pattern read under a Generations
/// rule may have dying cells (states 2 … C−1): `planes` then holds state − 1 in
/// binary, plane p being the words `p·words.count ..< (p+1)·words.count` laid
/// out as `words` (bit p of state − 1), zero wherever `words` is zero; a live
/// cell (state 1) is 0 in every plane. This is the board's layout for ages
/// (`Board+Generations`), so patterns go on and off boards a word at a time.
/// Every way of making a pattern trims it, so row 0, column 0, the last row
/// and the last column each hold a cell in a non-zero state (the empty pattern is 0×0).
public struct Pattern: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// The name from the file (`#N`, `!Name:`), control characters removed; empty if none.
    public var name: String
    /// Comment lines from the file, control characters removed.
    public var comments: [String]
    /// The rule named in the file, if any.
    public var rule: RuleSpec?
    /// Where the file puts the pattern's top-left cell (Golly's `#CXRLE Pos=`):
    /// a point of the plane whose origin is the middle of a bounded grid, the
    /// grid's left column being −W/2 (integer division). Nil when not given.
    public var position: GridPoint?
    /// The generation the file says the pattern is at (`#CXRLE Gen=`); nil when not given.
    public var generation: Int?
    /// The rectangle the file's header declares around the cells, and where
    /// they lie in it (RLE); nil when the file has none.
    public var frame: PatternFrame?

    let wordsPerRow: Int
    var words: [UInt64]
    /// The states above 1 as bit planes (see the type's comment); empty for two states.
    var planes: [UInt64] = []

    /// The pattern with no cells.
    public static let empty = Pattern(width: 0, height: 0, words: [])

    /// Packed rows and state planes as described on the type; callers guarantee the trimming.
    init(width: Int, height: Int, words: [UInt64], planes: [UInt64] = [], name: String = "", comments: [String] = [],
         rule: RuleSpec? = nil) {
        self.width = width
        self.height = height
        self.wordsPerRow = (width + 63) >> 6
        self.words = words
        // Planes that are zero at the top hold nothing: dropped, so equal states make equal patterns.
        var planes = planes
        while !words.isEmpty, planes.count >= words.count, !planes[(planes.count - words.count)...].contains(where: { $0 != 0 }) {
            planes.removeLast(words.count)
        }
        self.planes = planes
        self.name = name
        self.comments = comments
        self.rule = rule
    }

    /// A pattern from live cells anywhere on the plane (negative coordinates too),
    /// moved so its bounding box starts at (0, 0). Throws if that box is wider or
    /// taller than `Board.maxSide`.
    public init(cells: some Sequence<GridPoint>) throws(PatternError) {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for c in cells {
            minX = min(minX, c.x); maxX = max(maxX, c.x)
            minY = min(minY, c.y); maxY = max(maxY, c.y)
        }
        guard minX <= maxX else { self = .empty; return }
        let (w, h) = (maxX.subtractingReportingOverflow(minX), maxY.subtractingReportingOverflow(minY))
        guard !w.overflow, !h.overflow, w.partialValue < Board.maxSide, h.partialValue < Board.maxSide else {
            throw PatternError(.tooLarge, "the live cells span more than \(Board.maxSide) cells")
        }
        let width = w.partialValue + 1, height = h.partialValue + 1
        let perRow = (width + 63) >> 6
        var words = [UInt64](repeating: 0, count: perRow * height)
        for c in cells {
            let x = c.x - minX, y = c.y - minY
            words[y * perRow + (x >> 6)] |= 1 << UInt64(x & 63)
        }
        self.init(width: width, height: height, words: words)
    }

    /// Whether (x, y) is in a non-zero state (alive, or dying under a Generations rule); outside the box is dead.
    public subscript(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return words[y * wordsPerRow + (x >> 6)] >> UInt64(x & 63) & 1 == 1
    }

    /// Number of cells in a non-zero state, as Golly counts a population (dying cells too).
    public var population: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// Calls `body` with every cell in a non-zero state, row by row, left to right.
    public func forEachLiveCell(_ body: (GridPoint) throws -> Void) rethrows {
        for y in 0..<height {
            for k in 0..<wordsPerRow {
                var word = words[y * wordsPerRow + k]
                while word != 0 {
                    try body(GridPoint(x: k << 6 + word.trailingZeroBitCount, y: y))
                    word &= word - 1
                }
            }
        }
    }

    /// The cells in a non-zero state, row by row, left to right.
    public var liveCells: [GridPoint] {
        var cells: [GridPoint] = []
        cells.reserveCapacity(population)
        forEachLiveCell { cells.append($0) }
        return cells
    }

    /// The same cells with different text; handy for library entries and writers.
    public func with(name: String, comments: [String] = [], rule: RuleSpec? = nil) -> Pattern {
        var p = self
        p.name = name
        p.comments = comments
        p.rule = rule
        return p
    }
}
