/// Live cells anywhere on the unbounded plane, gathered before they become a
/// HashLife quadtree: only the 8 × 8 blocks that hold a cell cost memory, so
/// a pattern 200,000 cells wide with a few thousand cells is a few thousand
/// entries.
///
/// Blocks are aligned as HashLife's leaves are (see `HashLife`): block (bx, by)
/// holds x in 8bx ... 8bx + 7 and y in 8by + 1 ... 8by + 8, and cell (x, y) is bit
/// (x − 8bx) + 8 (y − 1 − 8by) of its block, rows from the top.
public struct PlaneCells: Sendable, Equatable {
    /// Coordinates must lie within ± this (2^60).
    public static let limit = 1 << 60

    struct Key: Hashable, Sendable {
        var bx: Int
        var by: Int
    }

    var blocks: [Key: UInt64] = [:]

    public init() {}

    /// Whether no cell is alive.
    public var isEmpty: Bool { blocks.isEmpty }

    /// Whether (x, y) lies within `limit`.
    public static func contains(x: Int, y: Int) -> Bool {
        abs(x) <= limit && abs(y) <= limit
    }

    /// Makes (x, y) alive; both must lie within `limit`.
    public mutating func insert(x: Int, y: Int) {
        precondition(Self.contains(x: x, y: y), "cell outside the plane's limit")
        let key = Key(bx: x >> 3, by: (y - 1) >> 3)
        blocks[key, default: 0] |= 1 << UInt64((x & 7) | ((y - 1) & 7) << 3)
    }

    /// Makes `count` cells alive from (x, y) to the right; all must lie within `limit`.
    public mutating func insertRun(x: Int, y: Int, count: Int) {
        guard count > 0 else { return }
        precondition(Self.contains(x: x, y: y) && Self.contains(x: x + count - 1, y: y), "run outside the plane's limit")
        let row = UInt64((y - 1) & 7) << 3, by = (y - 1) >> 3
        var x = x, left = count
        while left > 0 {
            let n = min(left, 8 - (x & 7))
            let bits = (n == 8 ? 0xFF : (UInt64(1) << UInt64(n)) - 1) << UInt64(x & 7)
            blocks[Key(bx: x >> 3, by: by), default: 0] |= bits << row
            x += n
            left -= n
        }
    }

    /// The same cells moved by (dx, dy); every cell must stay within `limit`.
    public func shifted(by d: GridPoint) -> PlaneCells {
        if d.x == 0 && d.y == 0 { return self }
        var moved = PlaneCells()
        moved.blocks.reserveCapacity(blocks.count)
        for (key, bits) in blocks {
            var rows = bits
            // Row by row, whole runs at a time, as `insert(_:at:)` does.
            while rows != 0 {
                let row = rows.trailingZeroBitCount >> 3
                var byte = rows >> UInt64(row << 3) & 0xFF
                rows &= ~(0xFF << UInt64(row << 3))
                while byte != 0 {
                    let start = byte.trailingZeroBitCount
                    let run = (~(byte >> UInt64(start))).trailingZeroBitCount
                    moved.insertRun(x: key.bx << 3 + start + d.x, y: key.by << 3 + 1 + row + d.y, count: run)
                    byte &= ~(((1 << UInt64(run)) - 1) << UInt64(start))
                }
            }
        }
        return moved
    }

    /// Adds `pattern`'s live cells with its top-left cell at `origin`.
    public mutating func insert(_ pattern: Pattern, at origin: GridPoint) {
        for y in 0..<pattern.height {
            for k in 0..<pattern.wordsPerRow {
                var word = pattern.words[y * pattern.wordsPerRow + k]
                while word != 0 {
                    // Whole runs of set bits at a time.
                    let start = word.trailingZeroBitCount
                    let run = (~(word >> UInt64(start))).trailingZeroBitCount
                    insertRun(x: origin.x + k << 6 + start, y: origin.y + y, count: run)
                    word &= run == 64 ? 0 : ~(((1 << UInt64(run)) - 1) << UInt64(start))
                }
            }
        }
    }
}
