/// One macrocell file being written from a `NodeStore`'s tree, as Golly's
/// `writeNativeFormat` writes it (`MacrocellWriter` for the header and the
/// lines): each distinct node once, its quarters first (nw, ne, sw, se), the
/// root last, numbered from 1 in the order written, 0 for an empty quarter;
/// the text goes to the sink in chunks of about `chunkSize` bytes.
///
/// The file's leaves are not the store's: a two-state file's are 8 × 8 (the
/// store's own, as `.*$` lines); a multi-state file's are 2 × 2 states (`1 nw
/// ne sw se`), so each of the store's 4 × 4 leaves is written as a level-2
/// node after the 2 × 2 leaves it holds (`quads`, each distinct one once).
struct MacrocellTreeWriter {
    let chunkSize: Int
    var out: [UInt8]
    /// Numbers of the store's nodes written, by index.
    private var numbers = NodeMemo<UInt32>(filler: 0)
    /// Numbers of the 2 × 2 leaves written, by their cells (nw | ne << 8 | sw << 16 | se << 24).
    private var quads: [UInt32: Int] = [:]
    private var written = 0

    /// A writer whose text starts with `header`.
    init(header: [UInt8], chunkSize: Int) {
        out = header
        self.chunkSize = chunkSize
    }

    /// Writes `n` (of `level`) and, before it, every quarter not written yet;
    /// returns its number (0 when empty).
    mutating func write<E: Error>(_ n: UInt32, level: Int, of store: borrowing NodeStore,
                                  _ sink: ([UInt8]) throws(E) -> Void) throws(E) -> Int {
        if store.isZero(n, level: level) { return 0 }
        if let known = numbers[n] { return Int(known) }
        let q = store[n]
        let number: Int
        if level == store.leafLevel, level == 3 {
            MacrocellWriter.appendLeaf(q.cells, to: &out)
            number = try ended(sink)
        } else if level == store.leafLevel {
            number = try leaf(rows: (q.nw, q.ne, q.sw, q.se), sink)
        } else {
            let nw = try write(q.nw, level: level - 1, of: store, sink)
            let ne = try write(q.ne, level: level - 1, of: store, sink)
            let sw = try write(q.sw, level: level - 1, of: store, sink)
            let se = try write(q.se, level: level - 1, of: store, sink)
            number = try node(level: level, nw, ne, sw, se, sink)
        }
        numbers.insert(n, UInt32(number))
        return number
    }

    /// Writes a multi-state 4 × 4 leaf (its four rows, a byte a cell) as a
    /// level-2 node after its 2 × 2 leaves; returns its number.
    mutating func leaf<E: Error>(rows: (UInt32, UInt32, UInt32, UInt32), _ sink: ([UInt8]) throws(E) -> Void) throws(E) -> Int {
        let nw = try quad(rows.0 & 0xFFFF | rows.1 << 16, sink)
        let ne = try quad(rows.0 >> 16 | rows.1 & 0xFFFF_0000, sink)
        let sw = try quad(rows.2 & 0xFFFF | rows.3 << 16, sink)
        let se = try quad(rows.2 >> 16 | rows.3 & 0xFFFF_0000, sink)
        return try node(level: 2, nw, ne, sw, se, sink)
    }

    /// Sends what is left.
    func finish<E: Error>(_ sink: ([UInt8]) throws(E) -> Void) throws(E) {
        try sink(out)
    }

    /// Writes a 2 × 2 leaf if it is new; returns its number (0 when empty).
    private mutating func quad<E: Error>(_ cells: UInt32, _ sink: ([UInt8]) throws(E) -> Void) throws(E) -> Int {
        if cells == 0 { return 0 }
        if let known = quads[cells] { return known }
        let number = try node(level: 1, Int(cells & 0xFF), Int(cells >> 8 & 0xFF), Int(cells >> 16 & 0xFF), Int(cells >> 24), sink)
        quads[cells] = number
        return number
    }

    /// Writes a node line; returns its number.
    private mutating func node<E: Error>(level: Int, _ nw: Int, _ ne: Int, _ sw: Int, _ se: Int,
                                         _ sink: ([UInt8]) throws(E) -> Void) throws(E) -> Int {
        MacrocellWriter.appendNode(level: level, nw, ne, sw, se, to: &out)
        return try ended(sink)
    }

    /// Numbers the line just written, and sends the text once it is a chunk.
    private mutating func ended<E: Error>(_ sink: ([UInt8]) throws(E) -> Void) throws(E) -> Int {
        written += 1
        if out.count >= chunkSize {
            try sink(out)
            out.removeAll(keepingCapacity: true)
        }
        return written
    }
}
