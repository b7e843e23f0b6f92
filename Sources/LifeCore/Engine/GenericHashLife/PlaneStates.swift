/// Cells in any of up to 256 states anywhere on the unbounded plane, gathered
/// before they become a multi-state HashLife quadtree (`GenericHashLife`):
/// `PlaneCells` for rules of many states. Only the 4 × 4 blocks that hold a
/// cell cost memory, so a Codd or Banks constructor a million cells wide with
/// a few hundred thousand cells is that many blocks, never a board.
///
/// Blocks are aligned as `GenericHashLife`'s leaves are: block (bx, by) holds
/// x in 4bx ... 4bx + 3 and y in 4by + 1 ... 4by + 4; its four rows are four
/// words from the top, cell (x, y) byte x − 4bx of row y − 1 − 4by (a leaf's
/// layout, `QuadNode`).
public struct PlaneStates: Sendable, Equatable {
    struct Key: Hashable, Sendable {
        var bx: Int
        var by: Int
    }

    /// A block's four rows, a byte a cell.
    typealias Rows = (UInt32, UInt32, UInt32, UInt32)

    private(set) var blocks: [Key: Rows] = [:]

    public init() {}

    public static func == (a: PlaneStates, b: PlaneStates) -> Bool {
        a.blocks.count == b.blocks.count && a.blocks.allSatisfy { key, rows in b.blocks[key].map { $0 == rows } ?? false }
    }

    /// The live cells of `cells` in state 1.
    public init(_ cells: PlaneCells) {
        for (key, bits) in cells.blocks {
            var rest = bits
            while rest != 0 {
                let bit = rest.trailingZeroBitCount
                set(x: key.bx << 3 + bit & 7, y: key.by << 3 + 1 + bit >> 3, to: 1)
                rest &= rest - 1
            }
        }
    }

    /// Whether every cell is in state 0.
    public var isEmpty: Bool { blocks.isEmpty }

    /// The 4 × 4 blocks held.
    public var blockCount: Int { blocks.count }

    /// The highest state of any cell (0 when empty).
    public var largestState: Int {
        var largest: UInt32 = 0
        for rows in blocks.values {
            for row in [rows.0, rows.1, rows.2, rows.3] {
                for byte in 0..<4 { largest = max(largest, row >> UInt32(8 * byte) & 0xFF) }
            }
        }
        return Int(largest)
    }

    /// The state of the cell at (x, y).
    public func state(x: Int, y: Int) -> UInt8 {
        guard let rows = blocks[Key(bx: x >> 2, by: (y - 1) >> 2)] else { return 0 }
        let row = [rows.0, rows.1, rows.2, rows.3][(y - 1) & 3]
        return UInt8(truncatingIfNeeded: row >> UInt32(8 * (x & 3)))
    }

    /// Puts the cell at (x, y), which must lie within `PlaneCells.limit`, in
    /// `state` (1...255; 0 is not stored).
    public mutating func set(x: Int, y: Int, to state: UInt8) {
        precondition(PlaneCells.contains(x: x, y: y), "cell outside the plane's limit")
        guard state != 0 else { return }
        let key = Key(bx: x >> 2, by: (y - 1) >> 2)
        let shift = UInt32(8 * (x & 3)), keep = ~(UInt32(0xFF) << shift), byte = UInt32(state) << shift
        var rows = blocks[key] ?? (0, 0, 0, 0)
        switch (y - 1) & 3 {
        case 0: rows.0 = rows.0 & keep | byte
        case 1: rows.1 = rows.1 & keep | byte
        case 2: rows.2 = rows.2 & keep | byte
        default: rows.3 = rows.3 & keep | byte
        }
        blocks[key] = rows
    }

    /// Puts `count` cells from (x, y) to the right in `state` (1...255); all
    /// must lie within `PlaneCells.limit`. A block's row at a time.
    public mutating func insertRun(x: Int, y: Int, count: Int, state: UInt8) {
        guard count > 0, state != 0 else { return }
        precondition(PlaneCells.contains(x: x, y: y) && PlaneCells.contains(x: x + count - 1, y: y), "run outside the plane's limit")
        let by = (y - 1) >> 2, row = (y - 1) & 3
        var x = x, left = count
        while left > 0 {
            let n = min(left, 4 - (x & 3)), shift = UInt32(8 * (x & 3))
            // n bytes from byte x & 3: the run's mask and its bytes.
            let mask = (n == 4 ? UInt32.max : (UInt32(1) << UInt32(8 * n)) - 1) << shift
            let bytes = UInt32(state) &* 0x0101_0101 & mask
            let key = Key(bx: x >> 2, by: by)
            var rows = blocks[key] ?? (0, 0, 0, 0)
            switch row {
            case 0: rows.0 = rows.0 & ~mask | bytes
            case 1: rows.1 = rows.1 & ~mask | bytes
            case 2: rows.2 = rows.2 & ~mask | bytes
            default: rows.3 = rows.3 & ~mask | bytes
            }
            blocks[key] = rows
            x += n
            left -= n
        }
    }

    /// Adds `pattern`'s cells (their states) with its top-left cell at `origin`.
    public mutating func insert(_ pattern: Pattern, at origin: GridPoint) {
        for cell in pattern.liveCells {
            set(x: origin.x + cell.x, y: origin.y + cell.y, to: UInt8(pattern.state(x: cell.x, y: cell.y)))
        }
    }

    /// The same cells moved by (dx, dy); every cell must stay within
    /// `PlaneCells.limit`. A block's row at a time: d = 4q + r, each row's
    /// bytes moved r places along and into the block q over (its top bytes
    /// into the next), each row r places down.
    public func shifted(by d: GridPoint) -> PlaneStates {
        if d.x == 0 && d.y == 0 { return self }
        var moved = PlaneStates()
        moved.blocks.reserveCapacity(blocks.count + blocks.count / 2)
        let qx = d.x >> 2, rx = UInt32(d.x & 3), qy = d.y >> 2, ry = d.y & 3
        for (key, rows) in blocks {
            for (r, row) in [rows.0, rows.1, rows.2, rows.3].enumerated() where row != 0 {
                let to = Key(bx: key.bx + qx, by: key.by + qy + (r + ry) >> 2), line = (r + ry) & 3
                moved.add(row << (8 * rx), to: to, row: line)
                if rx != 0 { moved.add(row >> (32 - 8 * rx), to: Key(bx: to.bx + 1, by: to.by), row: line) }
            }
        }
        return moved
    }

    /// Adds the cells `bits` (a row's bytes) to row `row` of block `key`, where no cell was.
    private mutating func add(_ bits: UInt32, to key: Key, row: Int) {
        guard bits != 0 else { return }
        precondition(PlaneCells.contains(x: key.bx << 2, y: key.by << 2 + 1), "cell outside the plane's limit")
        var rows = blocks[key] ?? (0, 0, 0, 0)
        switch row {
        case 0: rows.0 |= bits
        case 1: rows.1 |= bits
        case 2: rows.2 |= bits
        default: rows.3 |= bits
        }
        blocks[key] = rows
    }
}
