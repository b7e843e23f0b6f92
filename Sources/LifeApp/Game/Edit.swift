import LifeCore

/// One edit of the universe as the cells it changed, not as a board: what
/// `z` takes back and `Z` does again. A click is one cell, a stroke or a
/// stamp the cells it made or killed, a clear or a random fill every cell
/// that changed — and nothing else, so a hundred edits of a large world cost
/// what they touched.
///
/// Layout: `cells` holds one `UInt64` per changed cell, `(y × width + x) << 16
/// | before << 8 | after`: its place in the edit's own rectangle, whose
/// top-left is Golly's `origin`, and its state before and after the edit (0
/// empty, 1 alive, 2 … 255 a Generations rule's dying states or a rule
/// file's own). A rectangle is at most 16384² = 2²⁸ cells, so it fits. Golly's
/// coordinates never move, so an edit is taken back where it was made,
/// whatever the view or the world's frame did since.
struct Edit: Sendable {
    /// What the edit was, for the status line ("stroke", "clear", …).
    let name: String
    let cells: [UInt64]
    /// The rectangle's width (to read the indices).
    let width: Int
    /// Golly's coordinates of the rectangle's top-left cell.
    let origin: GridPoint
    /// The generation before and after, for edits that set it (clear, random fill).
    var generations: (before: Int, after: Int)?

    /// Bytes the edit keeps.
    var bytes: Int { cells.count * MemoryLayout<UInt64>.stride + 64 }

    /// One changed cell, packed.
    static func pack(_ index: Int, before: Int, after: Int) -> UInt64 {
        UInt64(index) << 16 | UInt64(UInt8(clamping: before)) << 8 | UInt64(UInt8(clamping: after))
    }

    /// Puts the changed cells of `universe` back as they were before the edit
    /// (`undo`) or after it; the first cell the universe refused (HashLife out
    /// of memory) says why, the rest are set all the same.
    @discardableResult
    func apply(to universe: any LifeAlgorithm, undo: Bool) -> AlgorithmError? {
        var refused: AlgorithmError?
        for packed in cells {
            let index = Int(packed >> 16), state = Int(undo ? packed >> 8 & 0xFF : packed & 0xFF)
            do { try universe.setState(state, x: origin.x + index % width, y: origin.y + index / width) } catch {
                refused = refused ?? error
            }
        }
        if let generations { universe.generation = undo ? generations.before : generations.after }
        return refused
    }

    /// The cells that differ between `before` and `after` (pictures of one
    /// size of the cells from Golly's `at`), as an edit.
    init(name: String, before: Board, after: Board, at: GridPoint) {
        var cells: [UInt64] = []
        let width = after.width, states = before.rule.states > 2 || after.rule.states > 2
        for y in 0..<after.height {
            before.withRow(y) { old in
                after.withRow(y) { new in
                    for k in 0..<new.count {
                        var changed = old[k] ^ new[k]
                        // Other states are not in the rows of live cells: any cell in a
                        // non-zero state before or after may have changed.
                        if states { changed |= before.occupied(row: y, word: k) | after.occupied(row: y, word: k) }
                        while changed != 0 {
                            let bit = changed.trailingZeroBitCount, x = k << 6 + bit
                            let (was, now) = (before.state(x: x, y: y), after.state(x: x, y: y))
                            if was != now { cells.append(Self.pack(y * width + x, before: was, after: now)) }
                            changed &= changed - 1
                        }
                    }
                }
            }
        }
        self.init(name: name, cells: cells, width: width, origin: at)
        generations = (before.generation, after.generation)
    }

    init(name: String, cells: [UInt64], width: Int, origin: GridPoint) {
        self.name = name
        self.cells = cells
        self.width = width
        self.origin = origin
    }
}

/// The edit being made: a stroke collects the cells it touches (Golly's
/// coordinates), each with the state it had when first touched, until the
/// button is released.
struct OpenEdit: Sendable {
    var name: String
    private(set) var before: [GridPoint: UInt8] = [:]
    private var order: [GridPoint] = []

    init(name: String) { self.name = name }

    /// Notes that cell `point` is about to change from `state` (only its first state counts).
    mutating func touch(_ point: GridPoint, state: Int) {
        guard before[point] == nil else { return }
        before[point] = UInt8(clamping: state)
        order.append(point)
    }

    /// The edit, keeping only the cells whose state (`now`) differs from the first.
    func finished(now: (GridPoint) -> Int) -> Edit {
        guard let left = order.map(\.x).min(), let top = order.map(\.y).min(), let right = order.map(\.x).max() else {
            return Edit(name: name, cells: [], width: 1, origin: GridPoint(x: 0, y: 0))
        }
        let width = right - left + 1
        let cells = order.compactMap { point -> UInt64? in
            let was = Int(before[point]!), state = now(point)
            return state == was ? nil : Edit.pack((point.y - top) * width + point.x - left, before: was, after: state)
        }
        return Edit(name: name, cells: cells, width: width, origin: GridPoint(x: left, y: top))
    }
}
