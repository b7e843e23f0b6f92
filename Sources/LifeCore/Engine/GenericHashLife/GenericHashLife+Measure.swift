/// Population, cells by state, bounding box and single cells of the plane.
extension GenericHashLife {
    /// Cells in a state other than 0 (it passes 2^64 for some patterns). Node
    /// counts are kept (`populations`), so a plane counted at every frame of
    /// play visits only the nodes made since.
    public var population: UInt128 {
        refreshPopulations()
        return store.population(root, level: level, &populations)
    }

    /// Cells in each state, indexed by state (`states` of them; index 0, the
    /// empty space, is 0). Found as each distinct leaf's cells times the number
    /// of places the leaf stands in: one visit per distinct node, however many
    /// cells there are.
    public var populationByState: [UInt128] {
        var counts = [UInt128](repeating: 0, count: states)
        @inline(__always) func add(_ a: UInt128, _ b: UInt128) -> UInt128 {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .max : sum
        }
        // The distinct non-empty nodes of one level, top down, and how many times each stands in the root.
        var nodes: [UInt32] = isEmpty ? [] : [root], times: [UInt128] = [1]
        var l = level
        while l > 2 {
            var places = NodeMemo<Int>(filler: 0), below: [UInt32] = [], belowTimes: [UInt128] = []
            for (i, n) in nodes.enumerated() {
                let q = store[n]
                for child in [q.nw, q.ne, q.sw, q.se] where !store.isZero(child, level: l - 1) {
                    if let k = places[child] {
                        belowTimes[k] = add(belowTimes[k], times[i])
                    } else {
                        places.insert(child, below.count)
                        below.append(child)
                        belowTimes.append(times[i])
                    }
                }
            }
            (nodes, times, l) = (below, belowTimes, l - 1)
        }
        for (i, n) in nodes.enumerated() {
            let q = store[n]
            for y in 0..<4 {
                for x in 0..<4 {
                    let s = Int(q.cell(x: x, y: y))
                    if s != 0 { counts[s] = add(counts[s], times[i]) }
                }
            }
        }
        return counts
    }

    /// The state of the cell at (x, y), 0 when empty.
    public func state(x: Int, y: Int) -> Int {
        Int(store.state(x: x, y: y, root: root, level: level))
    }
}

extension GenericHashLife {
    /// The smallest rectangle holding every cell in a state other than 0, in
    /// Golly's coordinates; nil when the plane is empty.
    public var boundingBox: PlaneRect? { store.boundingBox(root: root, level: level) }

    /// Whether `other` has exactly the same cells in the same states (the
    /// rules and generations aside).
    public func hasSameCells(as other: GenericHashLife) -> Bool {
        // The same object's store cannot be lent to itself; its cells are its own.
        if other === self { return true }
        return store.sameCells(root, level: level, as: other.root, level: other.level, in: &other.store)
    }
}
