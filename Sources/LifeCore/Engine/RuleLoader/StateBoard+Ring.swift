/// The ring around a `StateBoard`: for each cell one step outside the grid,
/// the grid cell it stands for, as `Topology.fold` joins the edges (Golly's
/// `CreateBorderCells`, which copies edge cells' states into the ring before
/// each generation). Worked out once, when the board is made; a step then
/// copies `2 · (width + height) + 4` bytes.
struct RingCopies: Sendable, Equatable {
    /// Pairs of offsets in the board's cells (layout in `StateBoard`): ring
    /// cell `destination[k]` takes the state of grid cell `source[k]`. Empty
    /// on a bounded plane, whose ring stays empty.
    let destination: [Int32]
    let source: [Int32]

    init(width w: Int, height h: Int, topology: Topology) {
        let stride = w + 2
        var destination: [Int32] = [], source: [Int32] = []
        func add(_ x: Int, _ y: Int) {
            guard let p = topology.fold(x, y, width: w, height: h) else { return }
            destination.append(Int32((y + 1) * stride + x + 1))
            source.append(Int32((p.y + 1) * stride + p.x + 1))
        }
        for x in -1...w {
            add(x, -1)
            add(x, h)
        }
        for y in 0..<h {
            add(-1, y)
            add(w, y)
        }
        self.destination = destination
        self.source = source
    }

    /// Copies the edge cells into the ring of `cells`.
    func fill(_ cells: UnsafeMutablePointer<UInt8>) {
        destination.withUnsafeBufferPointer { to in
            source.withUnsafeBufferPointer { from in
                for k in 0..<to.count { cells[Int(to[k])] = cells[Int(from[k])] }
            }
        }
    }
}
