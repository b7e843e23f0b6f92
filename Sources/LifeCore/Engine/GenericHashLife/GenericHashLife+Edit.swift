/// Setting cells, as Golly's `setcell`, by path copies (`NodeStore.setting`):
/// an edit costs a node a level, and the next step reuses all the rest.
extension GenericHashLife {
    /// Sets the cells at `points` to `state` (below `states`); each must lie
    /// within `PlaneCells.limit`. Throws `.stateOutOfRange` for a state the
    /// rule lacks, and `.outOfMemory`, the plane as it was, when even
    /// collecting garbage leaves no room for the new nodes.
    public func set(_ points: [GridPoint], to state: Int) throws(HashLifeError) {
        guard (0..<states).contains(state) else { throw .stateOutOfRange(state: state, states: states) }
        let changed = points.filter { self.state(x: $0.x, y: $0.y) != state }
        guard !changed.isEmpty else { return }
        guard let edited = store.setting(changed, to: UInt8(state), root: root, level: level) else {
            throw .outOfMemory(limit: maxMemory)
        }
        (root, level) = edited
    }

    /// Sets the cell at (x, y) to `state` (see `set(_:to:)`).
    public func setState(_ state: Int, x: Int, y: Int) throws(HashLifeError) {
        try set([GridPoint(x: x, y: y)], to: state)
    }
}
