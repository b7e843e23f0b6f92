/// Stepping a `StateBoard`: fill the ring, compute every grid cell's next
/// state into the back buffer, swap.
extension StateBoard {
    /// How a step computes a cell: by a packed table where one fits and pays
    /// for itself, else by the diagram.
    enum Stepper: Sendable {
        case packed(PackedNeighbourhoodTable)
        case diagram(RuleDiagram)
        /// Von Neumann's rules, by their own lookup.
        case jvn(JvNRule)

        /// The table is made once per rule, in about as many operations as it
        /// has entries: one of up to 2^18 entries (WireWorld's; about a
        /// millisecond) is always used, a larger one for a board of at least a
        /// sixteenth as many cells. So a 7×7 board of a 16-state von Neumann
        /// rule does not make a table of 2^20 entries.
        init(_ rule: LoadedRule, cells: Int) {
            if let entries = PackedNeighbourhoodTable.entries(for: rule), entries <= max(1 << 18, 16 * cells),
               let table = rule.packedTable {
                self = .packed(table)
                return
            }
            switch rule.compiled {
            case let .diagram(diagram): self = .diagram(diagram)
            case let .jvn(jvn): self = .jvn(jvn)
            }
        }
    }

    /// Whether a step looks neighbourhoods up in one packed table (else it walks the rule's diagram).
    public var usesPackedTable: Bool {
        if case .packed = stepper { return true }
        return false
    }

    /// Advances one generation.
    public mutating func step() {
        let (w, h, stride, ring, stepper) = (width, height, self.stride, self.ring, self.stepper)
        cells.withUnsafeMutableBufferPointer { now in
            spare.withUnsafeMutableBufferPointer { next in
                let from = now.baseAddress!, to = next.baseAddress!
                ring.fill(from)
                switch stepper {
                case let .packed(table) where table.cells == PackedNeighbourhoodTable.cells(of: .moore):
                    Self.stepMoore(table, from: from, to: to, width: w, height: h, stride: stride)
                case let .packed(table):
                    Self.stepPacked(table, from: from, to: to, width: w, height: h, stride: stride)
                case let .diagram(diagram):
                    Self.stepDiagram(diagram, from: from, to: to, width: w, height: h, stride: stride)
                case let .jvn(rule):
                    Self.stepJvN(rule, from: from, to: to, width: w, height: h, stride: stride)
                }
            }
        }
        swap(&cells, &spare)
        generation &+= 1
    }

    /// Advances `count` generations (none when `count` ≤ 0).
    public mutating func step(_ count: Int) {
        for _ in 0..<max(0, count) { step() }
    }

    /// Moore with a packed table: each column's three states packed once, the
    /// index slid along the row one column at a time.
    private static func stepMoore(
        _ table: PackedNeighbourhoodTable, from: UnsafeMutablePointer<UInt8>, to: UnsafeMutablePointer<UInt8>,
        width w: Int, height h: Int, stride: Int
    ) {
        let b = table.bits, column = 3 * b, mask = (1 << (3 * column)) - 1
        table.next.withUnsafeBufferPointer { next in
            let next = next.baseAddress!
            for y in 1...h {
                let up = from + (y - 1) * stride, mid = up + stride, down = mid + stride, out = to + y * stride
                @inline(__always) func code(_ i: Int) -> Int { Int(up[i]) << (2 * b) | Int(mid[i]) << b | Int(down[i]) }
                var index = code(0) << column | code(1)
                for x in 1...w {
                    index = (index << column | code(x + 1)) & mask
                    out[x] = next[index]
                }
            }
        }
    }

    /// Any other neighbourhood with a packed table: each cell's index gathered from its neighbours.
    private static func stepPacked(
        _ table: PackedNeighbourhoodTable, from: UnsafeMutablePointer<UInt8>, to: UnsafeMutablePointer<UInt8>,
        width w: Int, height h: Int, stride: Int
    ) {
        let offsets = table.cells.map { $0.dy * stride + $0.dx }, b = table.bits, count = offsets.count
        table.next.withUnsafeBufferPointer { next in
            offsets.withUnsafeBufferPointer { offsets in
                for y in 1...h {
                    for x in 1...w {
                        let at = from + y * stride + x
                        var index = 0
                        for k in 0..<count { index = index << b | Int(at[offsets[k]]) }
                        to[y * stride + x] = next[index]
                    }
                }
            }
        }
    }

    /// Any rule: each cell's nine states gathered and looked up in the diagram,
    /// a cell whose neighbourhood is all 0 staying 0 without a look.
    private static func stepDiagram(
        _ diagram: RuleDiagram, from: UnsafeMutablePointer<UInt8>, to: UnsafeMutablePointer<UInt8>,
        width w: Int, height h: Int, stride: Int
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { n in
            let n = n.baseAddress!
            for y in 1...h {
                let up = from + (y - 1) * stride, mid = up + stride, down = mid + stride
                for x in 1...w {
                    n[0] = up[x - 1]; n[1] = up[x]; n[2] = up[x + 1]
                    n[3] = mid[x - 1]; n[4] = mid[x]; n[5] = mid[x + 1]
                    n[6] = down[x - 1]; n[7] = down[x]; n[8] = down[x + 1]
                    let any = n[0] | n[1] | n[2] | n[3] | n[4] | n[5] | n[6] | n[7] | n[8]
                    to[y * stride + x] = any == 0 ? 0 : diagram.next(UnsafePointer(n))
                }
            }
        }
    }

    /// Von Neumann's rules: each cell from its four neighbours.
    private static func stepJvN(
        _ rule: JvNRule, from: UnsafeMutablePointer<UInt8>, to: UnsafeMutablePointer<UInt8>,
        width w: Int, height h: Int, stride: Int
    ) {
        for y in 1...h {
            let up = from + (y - 1) * stride, mid = up + stride, down = mid + stride, out = to + y * stride
            for x in 1...w {
                out[x] = rule.next(c: mid[x], n: up[x], e: mid[x + 1], s: down[x], w: mid[x - 1])
            }
        }
    }
}
