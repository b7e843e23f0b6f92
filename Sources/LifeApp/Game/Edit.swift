import LifeCore

/// One edit of the world as the cells it changed, not as a board: what `z`
/// takes back and `Z` does again. A click is one cell, a stroke or a stamp
/// the cells it made or killed, a clear or a random fill every cell that
/// changed — and nothing else, so a hundred edits of a large world cost what
/// they touched.
///
/// Layout: `cells` holds one `UInt32` per changed cell, `(y × width + x) << 1`
/// with the low bit set if the cell was alive before the edit (after it, it
/// was the opposite). Worlds are at most 16384² = 2²⁸ cells, so it fits.
/// `offset` moves every cell when the world grows around its content.
struct Edit: Sendable {
    /// What the edit was, for the status line ("stroke", "clear", …).
    let name: String
    let cells: [UInt32]
    /// The world's width when the edit was made (to read the indices).
    let width: Int
    /// Where that world's (0, 0) lies in today's world.
    var offset = GridPoint(x: 0, y: 0)
    /// The generation before and after, for edits that set it (clear, random fill).
    var generations: (before: Int, after: Int)?

    /// Bytes the edit keeps.
    var bytes: Int { cells.count * MemoryLayout<UInt32>.stride + 64 }

    /// Puts the changed cells back as they were before the edit (`undo`) or after it.
    func apply(to board: inout Board, undo: Bool) {
        for packed in cells {
            let index = Int(packed >> 1), wasAlive = packed & 1 == 1
            board[index % width + offset.x, index / width + offset.y] = undo ? wasAlive : !wasAlive
        }
        if let generations { board.generation = undo ? generations.before : generations.after }
    }

    /// The cells that differ between `before` and `after` (boards of one size), as an edit.
    init(name: String, before: Board, after: Board) {
        var cells: [UInt32] = []
        let width = after.width
        for y in 0..<after.height {
            before.withRow(y) { old in
                after.withRow(y) { new in
                    for k in 0..<new.count {
                        var changed = old[k] ^ new[k]
                        while changed != 0 {
                            let bit = changed.trailingZeroBitCount, x = k << 6 + bit
                            cells.append(UInt32(y * width + x) << 1 | UInt32(old[k] >> UInt64(bit) & 1))
                            changed &= changed - 1
                        }
                    }
                }
            }
        }
        self.init(name: name, cells: cells, width: width)
        generations = (before.generation, after.generation)
    }

    init(name: String, cells: [UInt32], width: Int) {
        self.name = name
        self.cells = cells
        self.width = width
    }
}

/// The edit being made: a stroke collects the cells it touches, each with the
/// state it had when first touched, until the button is released.
struct OpenEdit: Sendable {
    var name: String
    private(set) var before: [UInt32: Bool] = [:]
    private var order: [UInt32] = []

    init(name: String) { self.name = name }

    /// Notes that cell `index` is about to change from `alive` (only its first state counts).
    mutating func touch(_ index: UInt32, wasAlive alive: Bool) {
        guard before[index] == nil else { return }
        before[index] = alive
        order.append(index)
    }

    /// The edit, keeping only cells that `board` now shows changed.
    func finished(on board: Board) -> Edit {
        let width = board.width
        let cells = order.compactMap { index -> UInt32? in
            let i = Int(index), was = before[index]!
            return board[i % width, i / width] == was ? nil : index << 1 | (was ? 1 : 0)
        }
        return Edit(name: name, cells: cells, width: width)
    }
}
