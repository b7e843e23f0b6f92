/// Population, bounding box and single cells of the plane (`NodeStore+Measure`).
extension HashLife {
    /// The number of live cells (it passes 2^64 for some patterns). Node
    /// counts are kept (`populations`), so a plane counted at every frame of
    /// play visits only the nodes made since.
    public var population: UInt128 {
        refreshPopulations()
        return store.population(root, level: level, &populations)
    }

    /// Golly's coordinates of the root's top-left cell.
    var rootCorner: (x: Int128, y: Int128) { NodeStore.rootCorner(level: level) }

    /// The smallest rectangle holding every live cell, in Golly's coordinates;
    /// nil when the plane is empty.
    public var boundingBox: PlaneRect? { store.boundingBox(root: root, level: level) }

    /// Whether the cell at (x, y) is alive.
    public subscript(x: Int, y: Int) -> Bool {
        store.state(x: x, y: y, root: root, level: level) != 0
    }

    /// Whether `other` has exactly the same live cells (the rules and generations aside).
    public func hasSameCells(as other: HashLife) -> Bool {
        // The same object's store cannot be lent to itself; its cells are its own.
        if other === self { return true }
        return store.sameCells(root, level: level, as: other.root, level: other.level, in: &other.store)
    }
}
