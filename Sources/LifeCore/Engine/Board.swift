/// A Life board of any size from 1×1 to `Board.maxSide`², packed 64 cells per word.
///
/// Layout: row-major; each row is `wordsPerRow = ceil(width / 64)` words, and
/// bit `i` of word `k` in row `y` is the cell `(64k + i, y)`. Bits past `width`
/// in the last word of a row are always zero.
public struct Board: Sendable, Equatable {
    /// The largest width or height accepted.
    public static let maxSide = 16384

    public let width: Int
    public let height: Int
    public let topology: Topology
    public var rule: Rule
    /// Generations stepped since creation (or the last `clear`).
    public internal(set) var generation: Int = 0

    public let wordsPerRow: Int
    var words: [UInt64]

    /// An empty board. Throws for sizes below 1 or above `maxSide`.
    public init(width: Int, height: Int, topology: Topology = .torus, rule: Rule = .conway) throws(BoardError) {
        guard (1...Board.maxSide).contains(width), (1...Board.maxSide).contains(height) else {
            throw BoardError.invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.topology = topology
        self.rule = rule
        wordsPerRow = (width + 63) >> 6
        words = Array(repeating: 0, count: wordsPerRow * height)
    }

    /// The cell at (x, y). Reading outside the board gives `false`; writing there does nothing.
    public subscript(x: Int, y: Int) -> Bool {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return false }
            return words[y * wordsPerRow + (x >> 6)] >> UInt64(x & 63) & 1 == 1
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let bit: UInt64 = 1 << UInt64(x & 63)
            if newValue { words[y * wordsPerRow + (x >> 6)] |= bit } else { words[y * wordsPerRow + (x >> 6)] &= ~bit }
        }
    }

    /// Flips the cell at (x, y); outside the board does nothing.
    public mutating func toggle(x: Int, y: Int) { self[x, y].toggle() }

    /// Number of live cells.
    public var population: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// Kills every cell and resets the generation counter.
    public mutating func clear() {
        for i in words.indices { words[i] = 0 }
        generation = 0
    }

    /// Calls `body` with row `y`'s words (layout in the type's comment).
    public func withRow<R>(_ y: Int, _ body: (UnsafeBufferPointer<UInt64>) throws -> R) rethrows -> R {
        try words.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[(y * wordsPerRow)..<((y + 1) * wordsPerRow)]))
        }
    }

    /// Advances one generation under `rule` and `topology`.
    public mutating func step() {
        var next = words
        for y in 0..<height {
            for x in 0..<width {
                var n = 0
                for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        var nx = x + dx, ny = y + dy
                        if topology == .torus { nx = (nx + width) % width; ny = (ny + height) % height }
                        if self[nx, ny] { n += 1 }
                    }
                }
                let alive = rule.next(alive: self[x, y], neighbours: n)
                let bit: UInt64 = 1 << UInt64(x & 63)
                if alive { next[y * wordsPerRow + (x >> 6)] |= bit } else { next[y * wordsPerRow + (x >> 6)] &= ~bit }
            }
        }
        words = next
        generation += 1
    }

    /// Advances `count` generations.
    public mutating func step(_ count: Int) {
        for _ in 0..<max(0, count) { step() }
    }
}

/// Why a board could not be made.
public enum BoardError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case let .invalidSize(w, h):
            return "board size \(w)x\(h) is out of range: width and height must be 1...\(Board.maxSide)"
        }
    }
}
