/// The bottom of multi-state HashLife: 8 × 8 cells (four 4 × 4 leaves) to
/// their centre 4 × 4, one or two generations on, by the rule's own lookup.
/// Golly's `ghashbase` memoises 2 × 2 leaves, each found by `slowcalc` four
/// times; here the 52 cells of two generations are looked up directly, with
/// no hashing in between.
///
/// How a cell is looked up, fastest first: a table of every neighbourhood
/// packed side by side (`PackedNeighbourhoodTable`: a loaded rule's own, or
/// one made here for a rule of up to 4 states), slid along each row where the
/// rule reads the Moore neighbourhood; the loaded rule's decision diagram;
/// else the rule's `next`.
struct GenericLeafStepper: @unchecked Sendable {
    enum Lookup {
        /// A packed table of Moore's neighbourhood, in its column order, `bits` a cell.
        case moore(table: [UInt8], bits: Int)
        /// A packed table of other cells: each cell's offset in the 8 × 8 square and its shift.
        case packed(table: [UInt8], offsets: [Int], shifts: [Int])
        case diagram(RuleDiagram)
        /// Von Neumann's rules, by their own lookup.
        case jvn(JvNRule)
        case rule(any NeighbourhoodRule)
    }

    let lookup: Lookup

    /// Rules of at most this many states get a packed Moore table made from
    /// `next` (2 bits a cell: 2^18 entries).
    static let maxTabledStates = 4

    init(_ rule: some NeighbourhoodRule) {
        if let loaded = rule as? LoadedRule {
            if let table = loaded.packedTable {
                lookup = Self.lookup(table.next, cells: table.cells, bits: table.bits)
            } else {
                switch loaded.compiled {
                case let .diagram(diagram): lookup = .diagram(diagram)
                case let .jvn(jvn): lookup = .jvn(jvn)
                }
            }
        } else if rule.states <= Self.maxTabledStates {
            let bits = rule.states <= 2 ? 1 : 2
            let cells = PackedNeighbourhoodTable.cells(of: .moore)
            lookup = Self.lookup(Self.table(rule, cells: cells, bits: bits), cells: cells, bits: bits)
        } else {
            lookup = .rule(rule)
        }
    }

    /// How a packed table of `cells` (most significant first) is looked up.
    private static func lookup(_ table: [UInt8], cells: [NeighbourCell], bits: Int) -> Lookup {
        if cells == PackedNeighbourhoodTable.cells(of: .moore) { return .moore(table: table, bits: bits) }
        return .packed(table: table, offsets: cells.map { 8 * $0.dy + $0.dx },
                       shifts: cells.indices.map { bits * (cells.count - 1 - $0) })
    }

    /// Every neighbourhood's next state under `rule`, packed as `PackedNeighbourhoodTable`
    /// packs it; entries holding a state the rule lacks stay 0.
    private static func table(_ rule: some NeighbourhoodRule, cells: [NeighbourCell], bits: Int) -> [UInt8] {
        var next = [UInt8](repeating: 0, count: 1 << (bits * cells.count))
        var states = [UInt8](repeating: 0, count: 9)
        // Counting in base `rule.states` over the cells, the last fastest.
        var digits = [Int](repeating: 0, count: cells.count)
        while true {
            var index = 0
            for (i, cell) in cells.enumerated() {
                states[cell.rawValue] = UInt8(digits[i])
                index = index << bits | digits[i]
            }
            next[index] = rule.next(nw: states[0], n: states[1], ne: states[2], w: states[3], c: states[4],
                                    e: states[5], sw: states[6], s: states[7], se: states[8])
            var i = cells.count - 1
            while i >= 0, digits[i] == rule.states - 1 {
                digits[i] = 0
                i -= 1
            }
            if i < 0 { return next }
            digits[i] += 1
        }
    }

    /// The centre 4 × 4 of the square these four leaves make, `generations`
    /// (1 or 2) on, as a leaf's four rows.
    func centre(nw: QuadNode, ne: QuadNode, sw: QuadNode, se: QuadNode,
                generations: Int) -> (UInt32, UInt32, UInt32, UInt32) {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 16) { buffer in
            let square = UnsafeMutableRawPointer(buffer.baseAddress!)
            // Rows 0...7 of the square at bytes 8y ... 8y + 7; rows of the next generation after them.
            let now = square.assumingMemoryBound(to: UInt8.self), next = now + 64
            // The next generation's border columns are read with its rows, never used.
            (buffer.baseAddress! + 8).initialize(repeating: 0, count: 8)
            for y in 0..<4 {
                square.storeBytes(of: UInt64(nw.row(y)) | UInt64(ne.row(y)) << 32, toByteOffset: 8 * y, as: UInt64.self)
                square.storeBytes(of: UInt64(sw.row(y)) | UInt64(se.row(y)) << 32, toByteOffset: 8 * y + 32, as: UInt64.self)
            }
            var last = now
            if generations == 2 {
                step(from: now, to: next, first: 1, last: 6)
                step(from: next, to: now, first: 2, last: 5)
            } else {
                step(from: now, to: next, first: 2, last: 5)
                last = next
            }
            let raw = UnsafeRawPointer(last)
            func row(_ y: Int) -> UInt32 { UInt32(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: 8 * y, as: UInt64.self) >> 16) }
            return (row(2), row(3), row(4), row(5))
        }
    }

    /// The next states of the cells in rows and columns `first...last` of an
    /// 8 × 8 square (a byte a cell, row by row), from `from` into `to`.
    @inline(__always)
    private func step(from: UnsafeMutablePointer<UInt8>, to: UnsafeMutablePointer<UInt8>, first: Int, last: Int) {
        switch lookup {
        case let .moore(table, b):
            let column = 3 * b, mask = (1 << (3 * column)) - 1
            table.withUnsafeBufferPointer { next in
                for y in first...last {
                    let up = from + 8 * (y - 1), mid = up + 8, down = mid + 8, out = to + 8 * y
                    @inline(__always) func code(_ i: Int) -> Int { Int(up[i]) << (2 * b) | Int(mid[i]) << b | Int(down[i]) }
                    var index = code(first - 1) << column | code(first)
                    for x in first...last {
                        index = (index << column | code(x + 1)) & mask
                        out[x] = next[index]
                    }
                }
            }
        case let .packed(table, offsets, shifts):
            table.withUnsafeBufferPointer { next in
                for y in first...last {
                    for x in first...last {
                        let p = from + 8 * y + x
                        var index = 0
                        for i in offsets.indices { index |= Int(p[offsets[i]]) << shifts[i] }
                        to[8 * y + x] = next[index]
                    }
                }
            }
        case let .diagram(diagram):
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { cells in
                for y in first...last {
                    for x in first...last {
                        let p = from + 8 * y + x
                        for cell in 0..<9 { cells[cell] = p[8 * (cell / 3 - 1) + cell % 3 - 1] }
                        to[8 * y + x] = diagram.next(cells.baseAddress!)
                    }
                }
            }
        case let .jvn(rule):
            for y in first...last {
                for x in first...last {
                    let p = from + 8 * y + x
                    to[8 * y + x] = rule.next(c: p[0], n: p[-8], e: p[1], s: p[8], w: p[-1])
                }
            }
        case let .rule(rule):
            for y in first...last {
                for x in first...last {
                    let p = from + 8 * y + x
                    to[8 * y + x] = rule.next(nw: p[-9], n: p[-8], ne: p[-7], w: p[-1], c: p[0], e: p[1], sw: p[7], s: p[8], se: p[9])
                }
            }
        }
    }
}
