/// A Life board of any size from 1×1 to `Board.maxSide`², packed 64 cells per word.
///
/// Layout: row-major; each row is `wordsPerRow = ceil(width / 64)` words, and
/// bit `i` of word `k` in row `y` is the cell `(64k + i, y)`. Bits past `width`
/// in the last word of a row are always zero: popcounts, bounding boxes and the
/// stepping kernel (which masks every row's last word) rely on it.
///
/// A Generations rule (more than two states) adds `ages`: the dying cells'
/// state minus one in binary, one plane per bit, each plane laid out as the
/// cells (see `Board+Generations`); `words` then holds the cells in state 1.
///
/// A second buffer of the same size (`spare`) receives each new generation;
/// the two are swapped after every step, so stepping never allocates (unless
/// the board was copied, when copy-on-write duplicates the buffers once).
public struct Board: Sendable {
    /// The largest width or height accepted.
    public static let maxSide = 16384

    /// Columns, 1...`maxSide`.
    public let width: Int
    /// Rows, 1...`maxSide`.
    public let height: Int
    /// How the edges are joined (`torus`, …) or whether everything outside is dead (`bounded`).
    public let topology: Topology
    /// The rule the next `step()` applies; it may be changed between steps (a
    /// change in the number of states kills the dying cells).
    public var rule: Rule {
        didSet {
            if rule.states != oldValue.states { resetAges() }
            if rule != oldValue { emulation = rule.emulation }
        }
    }
    /// Under a B0 rule, the rules stepped in its place, as Golly steps them
    /// (`Rule.Emulation`): the board then holds what Golly holds, its
    /// background empty. Kept with the rule, so a step does not make them.
    private(set) var emulation: Rule.Emulation?
    /// Generations stepped since creation (or the last `clear` / `randomFill`);
    /// set it to give a board back its count (an undone clear, a saved board read again).
    public var generation: Int = 0

    /// Words in each row: `ceil(width / 64)`.
    public let wordsPerRow: Int
    /// The cells, laid out as described above.
    var words: [UInt64]
    /// The dying cells' ages (Generations rules only; empty otherwise).
    var ages: [UInt64] = []
    /// The back buffer the next generation is written into; its contents are scratch.
    var spare: [UInt64]
    /// Working space for `step()` (row sums and a zero row), allocated once here so
    /// stepping never allocates; see `Board.scratchWords`.
    var scratch: [UInt64]
    /// The cells just outside the board, filled from its edges before each step
    /// (layout in `Board+Ring`); all dead on a bounded plane.
    var ring: [UInt64]
    /// The threads a step may use (its rows cut into bands, `Board+Step`);
    /// nil: the caller's alone. Not part of the board's value (`==`).
    public var runner: (any ParallelRunner)?

    /// An empty board. Throws for sizes below 1 or above `maxSide`, and for a
    /// topology the size cannot have (`Topology.problem`); the topology is fitted
    /// to the size as Golly fits it (`Topology.fitted`).
    public init(width: Int, height: Int, topology: Topology = .torus, rule: Rule = .conway) throws(BoardError) {
        guard (1...Board.maxSide).contains(width), (1...Board.maxSide).contains(height) else {
            throw BoardError.invalidSize(width: width, height: height)
        }
        if let problem = topology.problem(width: width, height: height) {
            throw BoardError.invalidTopology(problem)
        }
        self.width = width
        self.height = height
        self.topology = topology.fitted(width: width, height: height)
        self.rule = rule
        emulation = rule.emulation
        wordsPerRow = (width + 63) >> 6
        words = Array(repeating: 0, count: wordsPerRow * height)
        spare = words
        scratch = Array(repeating: 0, count: Board.scratchWords(wordsPerRow: wordsPerRow, height: height))
        ring = Array(repeating: 0, count: Board.ringWords(wordsPerRow: wordsPerRow, height: height))
        resetAges()
    }

    /// The mask of the valid bits in each row's last word.
    var lastWordMask: UInt64 {
        width & 63 == 0 ? ~0 : (1 << UInt64(width & 63)) &- 1
    }

    /// Whether the cell at (x, y) is alive (state 1). Reading outside the board
    /// gives `false`; writing there does nothing. Writing makes the cell alive or
    /// dead (state 0), whatever state it was in.
    public subscript(x: Int, y: Int) -> Bool {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return false }
            return words[y * wordsPerRow + (x >> 6)] >> UInt64(x & 63) & 1 == 1
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let index = y * wordsPerRow + (x >> 6), bit: UInt64 = 1 << UInt64(x & 63)
            if newValue { words[index] |= bit } else { words[index] &= ~bit }
            if !ages.isEmpty { setAge(0, at: index, bit: bit) }
        }
    }

    /// Flips the cell at (x, y); outside the board does nothing.
    public mutating func toggle(x: Int, y: Int) { self[x, y].toggle() }

    /// Number of cells in a non-zero state, as Golly counts them: the live cells
    /// and, under a Generations rule, the dying ones.
    public var population: Int {
        guard !ages.isEmpty else { return liveCount }
        var total = 0
        for k in 0..<words.count { total &+= occupied(k).nonzeroBitCount }
        return total
    }

    /// Number of cells in state 1.
    public var liveCount: Int {
        words.withUnsafeBufferPointer { all in
            var total = 0
            for word in all { total &+= word.nonzeroBitCount }
            return total
        }
    }

    /// Kills every cell and resets the generation counter.
    public mutating func clear() {
        words.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        ages.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        generation = 0
    }

    /// Calls `body` with row `y`'s words (layout in the type's comment).
    public func withRow<R>(_ y: Int, _ body: (UnsafeBufferPointer<UInt64>) throws -> R) rethrows -> R {
        try words.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[(y * wordsPerRow)..<((y + 1) * wordsPerRow)]))
        }
    }
}

extension Board {
    /// Whether this board's cells are `other`'s very buffers (a copy neither
    /// has changed since: copy-on-write duplicates them at the first change),
    /// which says without reading a cell that they hold the same cells.
    public func sharesCells(with other: Board) -> Bool {
        func base(_ array: [UInt64]) -> UnsafePointer<UInt64>? { array.withUnsafeBufferPointer { $0.baseAddress } }
        return base(words) == base(other.words) && (ages.isEmpty ? other.ages.isEmpty : base(ages) == base(other.ages))
    }
}

extension Board: Equatable {
    /// Boards are equal when their size, topology, rule, generation and cells agree
    /// (the back buffer, the scratch space and the ring are not compared).
    public static func == (a: Board, b: Board) -> Bool {
        a.width == b.width && a.height == b.height && a.topology == b.topology
            && a.rule == b.rule && a.generation == b.generation && a.words == b.words && a.ages == b.ages
    }
}

/// Why a board could not be made or filled.
public enum BoardError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidSize(width: Int, height: Int)
    case invalidDensity(Double)
    case invalidTopology(String)

    public var description: String {
        switch self {
        case let .invalidSize(w, h):
            return "board size \(w)x\(h) is out of range: width and height must be 1...\(Board.maxSide)"
        case let .invalidDensity(d):
            return "density \(d) is out of range: it must be a number from 0 to 1"
        case let .invalidTopology(problem):
            return problem
        }
    }
}
