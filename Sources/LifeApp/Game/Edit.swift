import LifeCore

/// One edit of the world as the cells it changed, not as a board: what `z`
/// takes back and `Z` does again. A click is one cell, a stroke or a stamp
/// the cells it made or killed, a clear or a random fill every cell that
/// changed — and nothing else, so a hundred edits of a large world cost what
/// they touched.
///
/// Layout: `cells` holds one `UInt64` per changed cell, `(y × width + x) << 16
/// | before << 8 | after`: its state before and after the edit (0 dead, 1
/// alive, 2 … 255 dying under a Generations rule, whose cells a clear or a
/// click also changes). Worlds are at most 16384² = 2²⁸ cells, so it fits.
/// `offset` moves every cell when the world grows around its content.
struct Edit: Sendable {
    /// What the edit was, for the status line ("stroke", "clear", …).
    let name: String
    let cells: [UInt64]
    /// The world's width when the edit was made (to read the indices).
    let width: Int
    /// Where that world's (0, 0) lies in today's world.
    var offset = GridPoint(x: 0, y: 0)
    /// The generation before and after, for edits that set it (clear, random fill).
    var generations: (before: Int, after: Int)?

    /// Bytes the edit keeps.
    var bytes: Int { cells.count * MemoryLayout<UInt64>.stride + 64 }

    /// One changed cell, packed.
    static func pack(_ index: Int, before: Int, after: Int) -> UInt64 {
        UInt64(index) << 16 | UInt64(UInt8(clamping: before)) << 8 | UInt64(UInt8(clamping: after))
    }

    /// Puts the changed cells back as they were before the edit (`undo`) or after it.
    func apply(to board: inout Board, undo: Bool) {
        for packed in cells {
            let index = Int(packed >> 16), state = Int(undo ? packed >> 8 & 0xFF : packed & 0xFF)
            board.setState(state, x: index % width + offset.x, y: index / width + offset.y)
        }
        if let generations { board.generation = undo ? generations.before : generations.after }
    }

    /// Where the changed cells lie (`offset` added), those alive and those
    /// dead once the edit is taken back (`undo`) or done: what HashLife's plane sets.
    func points(undo: Bool) -> (alive: [GridPoint], dead: [GridPoint]) {
        var alive: [GridPoint] = [], dead: [GridPoint] = []
        for packed in cells {
            let index = Int(packed >> 16), state = undo ? packed >> 8 & 0xFF : packed & 0xFF
            let point = GridPoint(x: index % width + offset.x, y: index / width + offset.y)
            if state == 1 { alive.append(point) } else { dead.append(point) }
        }
        return (alive, dead)
    }

    /// The cells that differ between `before` and `after` (boards of one size), as an edit.
    init(name: String, before: Board, after: Board) {
        var cells: [UInt64] = []
        let width = after.width, dying = before.rule.states > 2 || after.rule.states > 2
        for y in 0..<after.height {
            before.withRow(y) { old in
                after.withRow(y) { new in
                    for k in 0..<new.count {
                        var changed = old[k] ^ new[k]
                        // Dying cells are not in the rows of live cells: any cell in a
                        // non-zero state before or after may have changed.
                        if dying { changed |= before.occupied(row: y, word: k) | after.occupied(row: y, word: k) }
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
        self.init(name: name, cells: cells, width: width)
        generations = (before.generation, after.generation)
    }

    init(name: String, cells: [UInt64], width: Int) {
        self.name = name
        self.cells = cells
        self.width = width
    }
}

/// The edit being made: a stroke collects the cells it touches, each with the
/// state it had when first touched, until the button is released.
struct OpenEdit: Sendable {
    var name: String
    private(set) var before: [UInt32: UInt8] = [:]
    private var order: [UInt32] = []

    init(name: String) { self.name = name }

    /// Notes that cell `index` is about to change from `state` (only its first state counts).
    mutating func touch(_ index: UInt32, state: Int) {
        guard before[index] == nil else { return }
        before[index] = UInt8(clamping: state)
        order.append(index)
    }

    /// The edit, keeping only cells that `board` now shows changed.
    func finished(on board: Board) -> Edit {
        let width = board.width
        let cells = order.compactMap { index -> UInt64? in
            let i = Int(index), was = Int(before[index]!), now = board.state(x: i % width, y: i / width)
            return now == was ? nil : Edit.pack(i, before: was, after: now)
        }
        return Edit(name: name, cells: cells, width: width)
    }
}
