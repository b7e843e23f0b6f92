/// Ways to bring life back to a settled board (see `KeepAlive`).
extension Board {
    /// Sows soup in the disc of `radius` cells around `centre`: each cell in
    /// it becomes alive with probability `density` (cells already alive stay
    /// alive). The edges' joins carry the disc across them (`folded`); a bounded board cuts it. The coins are
    /// tossed row by row, west to east, so a generator state means one patch.
    public mutating func sow(disc centre: GridPoint, radius: Int, density: Double, using rng: inout some RandomNumberGenerator) {
        let r = max(0, radius), bar = UInt64(min(1, max(0, density)) * 0x1p53)
        for dy in -r...r {
            let span = Int(Double(r * r - dy * dy).squareRoot())
            for dx in -span...span where rng.next() >> 11 < bar {
                guard let cell = folded(centre.x + dx, centre.y + dy) else { continue }
                self[cell.x, cell.y] = true
            }
        }
    }

    /// Live cells in the square of side 2·`radius` + 1 around `centre` (across the edges' joins).
    public func population(near centre: GridPoint, radius: Int) -> Int {
        var count = 0
        for dy in -radius...radius {
            for dx in -radius...radius {
                if let cell = folded(centre.x + dx, centre.y + dy), self[cell.x, cell.y] { count += 1 }
            }
        }
        return count
    }

    /// Launches `count` gliders from random places on the board's four edges,
    /// each just inside its edge and heading inward (a glider from the top
    /// heads south-east or south-west, and so on), as the original did.
    public mutating func launchFromEdges(count: Int, using rng: inout some RandomNumberGenerator) {
        guard width >= 8, height >= 8 else { return }
        for _ in 0..<max(0, count) {
            let side = Int(rng.next() % 4), turn = rng.next() & 1 == 0
            let along = Int(rng.next() % UInt64(side < 2 ? width - 6 : height - 6)) + 3
            let (cell, heading): (GridPoint, Heading) = switch side {
            case 0: (GridPoint(x: along, y: 2), turn ? .southEast : .southWest)
            case 1: (GridPoint(x: along, y: height - 3), turn ? .northEast : .northWest)
            case 2: (GridPoint(x: 2, y: along), turn ? .southEast : .northEast)
            default: (GridPoint(x: width - 3, y: along), turn ? .southWest : .northWest)
            }
            try? spawn(.glider, at: cell, heading: heading)
        }
    }
}
