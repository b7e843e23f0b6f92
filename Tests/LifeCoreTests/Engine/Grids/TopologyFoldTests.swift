import Testing
@testable import LifeCore

/// `Topology.fold` one cell outside the grid is Golly's border ring
/// (`CreateBorderCells` in gollybase/lifealgo.cpp), written here as its table
/// of formulas, corners included; further out it tiles the plane consistently.
@Suite struct TopologyFoldTests {
    typealias Source = (Int, Int) -> (Int, Int)?

    /// The ring cell (x, y) → the grid cell Golly copies into it, for a W×H grid.
    static func ring(_ topology: Topology, _ w: Int, _ h: Int) -> Source {
        func m(_ a: Int, _ n: Int) -> Int { ((a % n) + n) % n }
        switch topology {
        case .bounded:
            return { _, _ in nil }
        case .torus:
            return { x, y in (m(x, w), m(y, h)) }
        case let .shiftedTorus(.horizontal, s):
            return { x, y in y < 0 ? (m(x - s, w), h - 1) : y >= h ? (m(x + s, w), 0) : (m(x, w), y) }
        case let .shiftedTorus(.vertical, s):
            return { x, y in x < 0 ? (w - 1, m(y - s, h)) : x >= w ? (0, m(y + s, h)) : (x, m(y, h)) }
        case let .kleinBottle(.horizontal, shifted):
            let k = shifted ? 2 : 1
            return { x, y in y < 0 ? (m(w - k - x, w), h - 1) : y >= h ? (m(w - k - x, w), 0) : (m(x, w), y) }
        case let .kleinBottle(.vertical, shifted):
            let k = shifted ? 2 : 1
            return { x, y in x < 0 ? (w - 1, m(h - k - y, h)) : x >= w ? (0, m(h - k - y, h)) : (x, m(y, h)) }
        case .crossSurface, .sphere:
            return { x, y in
                // Beyond a corner: that same corner.
                if (x < 0 || x >= w), (y < 0 || y >= h) { return (x < 0 ? 0 : w - 1, y < 0 ? 0 : h - 1) }
                if topology == .sphere {
                    return x < 0 ? (y, 0) : x >= w ? (y, h - 1) : y < 0 ? (0, x) : (w - 1, x)
                }
                return x < 0 ? (w - 1, h - 1 - y) : x >= w ? (0, h - 1 - y) : y < 0 ? (w - 1 - x, h - 1) : (w - 1 - x, 0)
            }
        }
    }

    static let grids: [(Int, Int, Topology)] = [
        (5, 4, .torus), (5, 4, .bounded), (5, 4, .shiftedTorus(.horizontal, by: 2)), (5, 4, .shiftedTorus(.horizontal, by: -4)),
        (5, 4, .shiftedTorus(.vertical, by: 1)), (5, 4, .shiftedTorus(.vertical, by: -3)),
        (5, 4, .kleinBottle(twisted: .horizontal, shifted: false)), (6, 4, .kleinBottle(twisted: .horizontal, shifted: true)),
        (5, 4, .kleinBottle(twisted: .vertical, shifted: false)), (5, 4, .kleinBottle(twisted: .vertical, shifted: true)),
        (5, 4, .crossSurface), (1, 3, .crossSurface), (5, 5, .sphere), (1, 1, .sphere), (2, 2, .sphere),
    ]

    @Test(arguments: grids)
    func oneCellOutIsGollysRing(grid: (Int, Int, Topology)) {
        let (w, h, topology) = grid
        let expected = Self.ring(topology, w, h)
        for y in -1...h {
            for x in -1...w where x < 0 || y < 0 || x >= w || y >= h {
                let got = topology.fold(x, y, width: w, height: h)
                let want = expected(x, y)
                #expect(got?.x == want?.0 && got?.y == want?.1, "\(topology) \(w)x\(h): (\(x), \(y)) gives \(String(describing: got))")
            }
        }
    }

    @Test(arguments: grids)
    func insideIsItselfAndEveryPointLandsOnTheGrid(grid: (Int, Int, Topology)) {
        let (w, h, topology) = grid
        for y in (-3 * h)...(3 * h) {
            for x in (-3 * w)...(3 * w) {
                let p = topology.fold(x, y, width: w, height: h)
                if x >= 0, y >= 0, x < w, y < h { #expect(p == GridPoint(x: x, y: y)) }
                if let p { #expect(p.x >= 0 && p.y >= 0 && p.x < w && p.y < h) }
                if topology != .bounded, topology != .sphere { #expect(p != nil) }
            }
        }
    }

    /// `unfold` finds a cell in any copy of the tiling, and the tiling repeats after `period`.
    @Test(arguments: grids)
    func unfoldAndPeriodMatchTheTiling(grid: (Int, Int, Topology)) throws {
        let (w, h, topology) = grid
        guard let period = topology.period(width: w, height: h) else {
            #expect(topology.unfold(GridPoint(x: 0, y: 0), tile: GridPoint(x: 1, y: 0), width: w, height: h) == nil)
            return
        }
        for ty in -3...3 {
            for tx in -3...3 {
                for cy in 0..<h {
                    for cx in 0..<w {
                        let cell = GridPoint(x: cx, y: cy)
                        let p = try #require(topology.unfold(cell, tile: GridPoint(x: tx, y: ty), width: w, height: h))
                        #expect(topology.fold(p.x, p.y, width: w, height: h) == cell)
                        #expect(Topology.floorDiv(p.x, w) == tx && Topology.floorDiv(p.y, h) == ty)
                        #expect(topology.fold(p.x + period.width, p.y + period.height, width: w, height: h) == cell)
                    }
                }
            }
        }
    }

    @Test func aSphereFarAwayIsNothing() {
        #expect(Topology.sphere.fold(-100, -100, width: 5, height: 5) == nil)
        // Left of the grid, past the top edge's partner: (−6, 2) → (2, 5) → (4, 2).
        #expect(Topology.sphere.fold(-6, 2, width: 5, height: 5) == GridPoint(x: 4, y: 2))
    }
}
