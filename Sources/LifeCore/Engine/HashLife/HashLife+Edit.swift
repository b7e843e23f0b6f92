/// Setting and clearing cells, as Golly's `setcell`, by path copies
/// (`NodeStore.setting`): an edit costs a node a level, and the next step
/// reuses all the rest.
extension HashLife {
    /// Makes the cells at `points` alive (`alive`) or dead; each must lie
    /// within `PlaneCells.limit`. Throws `.outOfMemory`, the plane as it was,
    /// when even collecting garbage leaves no room for the new nodes.
    public func set(_ points: [GridPoint], alive: Bool) throws(HashLifeError) {
        let changed = points.filter { self[$0.x, $0.y] != alive }
        guard !changed.isEmpty else { return }
        guard let edited = store.setting(changed, to: alive ? 1 : 0, root: root, level: level) else {
            throw .outOfMemory(limit: maxMemory)
        }
        (root, level) = edited
    }

    /// Makes the cell at (x, y) alive or dead (see `set(_:alive:)`).
    public func set(x: Int, y: Int, alive: Bool) throws(HashLifeError) {
        try set([GridPoint(x: x, y: y)], alive: alive)
    }
}
