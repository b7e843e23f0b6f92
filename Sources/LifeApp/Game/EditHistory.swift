import LifeCore

/// The edits `z` can take back and `Z` can do again: up to `maxSteps` deep
/// and `budget` bytes (edits keep only the cells they changed, `Edit`), the
/// oldest forgotten first. A new edit forgets what was undone.
struct EditHistory: Sendable {
    /// Most edits kept.
    static let maxSteps = 1000
    /// Most bytes kept: 16 million changed cells (a random fill of a 7000² world).
    static let budget = 64 << 20

    private(set) var done: [Edit] = []
    private(set) var undone: [Edit] = []
    private(set) var bytes = 0

    /// Keeps `edit`; false when it alone is over the budget, and then the
    /// history is forgotten too (older edits cannot be undone across it).
    mutating func push(_ edit: Edit) -> Bool {
        undone.removeAll()
        guard edit.bytes <= Self.budget else {
            done.removeAll()
            bytes = 0
            return false
        }
        done.append(edit)
        bytes = done.reduce(0) { $0 + $1.bytes }
        var drop = 0
        while done.count - drop > Self.maxSteps || bytes > Self.budget {
            bytes -= done[drop].bytes
            drop += 1
        }
        done.removeFirst(drop)
        return true
    }

    /// The last edit, moved to the redo side; nil when there is none.
    mutating func undo() -> Edit? {
        guard let edit = done.popLast() else { return nil }
        bytes -= edit.bytes
        undone.append(edit)
        return edit
    }

    /// The last edit undone, moved back; nil when there is none.
    mutating func redo() -> Edit? {
        guard let edit = undone.popLast() else { return nil }
        done.append(edit)
        bytes += edit.bytes
        return edit
    }
}
