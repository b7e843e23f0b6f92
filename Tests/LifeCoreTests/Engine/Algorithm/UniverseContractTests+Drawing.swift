import Testing
@testable import LifeCore

/// Every engine draws alike (`LifeAlgorithm.draw`, `squares`): a window of
/// any size anywhere, across a grid's joins too, is the cells read one by
/// one (folded onto the grid as its joins say), and each square zoomed out
/// counts the cells in a non-zero state inside it; the defaults, which every
/// engine gets, are held to the same.
extension UniverseContractTests {
    /// An engine, its rule and its grid.
    struct Drawn: CustomStringConvertible, Sendable {
        let engine: EngineChoice.Engine
        let rule: String
        let grid: Grid?
        var description: String { "\(engine) \(rule) \(grid.map { ":\($0)" } ?? "plane")" }
    }

    static let drawn: [Drawn] = [
        Drawn(engine: .board, rule: "B3/S23", grid: Grid(width: 60, height: 40, topology: .torus)),
        Drawn(engine: .board, rule: "/2/3", grid: Grid(width: 61, height: 40, topology: .kleinBottle(twisted: .horizontal, shifted: false))),
        Drawn(engine: .board, rule: "B3/S23", grid: Grid(width: 70, height: 30, topology: .bounded)),
        Drawn(engine: .tube, rule: "B3/S23", grid: Grid(width: 0, height: 40, topology: .torus)),
        Drawn(engine: .tiles, rule: "345/2/4", grid: nil),
        Drawn(engine: .hashLife, rule: "B3/S23", grid: nil),
        Drawn(engine: .states, rule: "WireWorld", grid: Grid(width: 50, height: 36, topology: .torus)),
        Drawn(engine: .states, rule: "WireWorld", grid: nil),
        Drawn(engine: .genericHashLife, rule: "WireWorld", grid: nil),
    ]

    /// `drawn`'s universe holding a soup, stepped a few generations.
    static func universe(_ d: Drawn) throws -> any LifeAlgorithm {
        let rule: AnyRule
        var pattern: Pattern
        if d.engine == .states || d.engine == .genericHashLife {
            let text = BuiltInRules.files["WireWorld"]!
            let loaded = try LoadedRule(name: "WireWorld", rule: RuleFile(Array(text.utf8), kind: .rule, file: "WireWorld.rule"))
            rule = .loaded(loaded)
            var rng = SplitMix64(seed: 4)
            pattern = Pattern(width: 24, height: 16) { _, _ in Double.random(in: 0..<1, using: &rng) < 0.5 ? Int.random(in: 1...3, using: &rng) : 0 }
        } else {
            let moore = try Rule(parsing: d.rule)
            rule = .moore(moore)
            pattern = soup(moore, seed: 8)
        }
        pattern.position = GridPoint(x: -7, y: 5)
        let universe = try Universe.make(d.engine, rule: rule, grid: d.grid, contents: Universe.Contents(pattern: pattern)).universe
        try universe.step(5)
        return universe
    }

    /// The state `draw` shows at Golly's (x, y), read cell by cell: a grid's
    /// joins fold the point onto it, along a tube's finite side round its torus.
    static func shown(_ u: any LifeAlgorithm, _ x: Int, _ y: Int) -> Int {
        guard let grid = u.grid else { return u.state(x: x, y: y) }
        let o = grid.origin
        if grid.isFinite {
            guard let c = grid.topology.fold(x - o.x, y - o.y, width: grid.width, height: grid.height) else { return 0 }
            return u.state(x: c.x + o.x, y: c.y + o.y)
        }
        if grid.width == 0 { return u.state(x: x, y: Board.wrapped(y - o.y, grid.height) + o.y) }
        return u.state(x: Board.wrapped(x - o.x, grid.width) + o.x, y: y)
    }

    @Test(arguments: drawn)
    func aWindowIsItsCellsOneByOne(d: Drawn) throws {
        let universe = try Self.universe(d)
        var rng = SplitMix64(seed: 21)
        for round in 0..<12 {
            let width = Int.random(in: 1...90, using: &rng), height = Int.random(in: 1...70, using: &rng)
            let at = GridPoint(x: Int.random(in: -90...60, using: &rng), y: Int.random(in: -80...60, using: &rng))
            var picture = try universe.picture(width: width, height: height)
            // A picture drawn before is drawn over whole.
            if round > 0 { picture.setState(1, x: 0, y: 0) }
            universe.draw(into: &picture, at: at)
            // A picture holds the universe's states; lifecam's own two-state and Generations engines keep their rule in it.
            #expect(picture.generation == universe.generation && picture.rule.states == universe.states)
            if let rule = universe.rule.rule { #expect(picture.rule == rule) }
            var wrong = 0
            for y in 0..<height {
                for x in 0..<width where picture.state(x: x, y: y) != Self.shown(universe, at.x + x, at.y + y) { wrong += 1 }
            }
            #expect(wrong == 0, "\(d): \(width)x\(height) at \(at)")
        }
    }

    @Test(arguments: drawn)
    func eachSquareCountsItsCells(d: Drawn) throws {
        let universe = try Self.universe(d)
        let box = try #require(universe.boundingBox)
        var rng = SplitMix64(seed: 33)
        for shift in [0, 1, 2, 3, 5, 6, 7, 20] {
            let side = 1 << shift, anchor = universe.squareAnchor ?? GridPoint(x: Int.random(in: 0..<side, using: &rng),
                                                                                y: Int.random(in: 0..<side, using: &rng))
            let columns = Int.random(in: 1...40, using: &rng), rows = Int.random(in: 1...30, using: &rng)
            let x = ((Int.random(in: -100...20, using: &rng) >> shift) << shift) + anchor.x % side
            let y = ((Int.random(in: -100...20, using: &rng) >> shift) << shift) + anchor.y % side
            let counts = universe.squares(x: Int128(x), y: Int128(y), columns: columns, rows: rows, shift: shift)
            var expected = [Double](repeating: 0, count: columns * rows)
            for cy in Int(box.y)..<Int(box.y + box.height) {
                for cx in Int(box.x)..<Int(box.x + box.width) where universe.state(x: cx, y: cy) != 0 {
                    let sx = Int128(cx - x) >> shift, sy = Int128(cy - y) >> shift
                    if sx >= 0, sy >= 0, sx < columns, sy < rows { expected[Int(sy) * columns + Int(sx)] += 1 }
                }
            }
            #expect(counts == expected, "\(d) shift \(shift)")
        }
    }

    /// `write` is `draw`'s reverse: a picture written anywhere (across a bounded
    /// grid's edge too) is read back cell by cell where the universe has
    /// cells, and the cells around it are as they were.
    @Test(arguments: drawn)
    func aWrittenPictureIsReadBack(d: Drawn) throws {
        let universe = try Self.universe(d)
        var rng = SplitMix64(seed: 44)
        for _ in 0..<6 {
            let width = Int.random(in: 1...70, using: &rng), height = Int.random(in: 1...50, using: &rng)
            let at = GridPoint(x: Int.random(in: -80...40, using: &rng), y: Int.random(in: -70...40, using: &rng))
            var picture = try universe.picture(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width where Double.random(in: 0..<1, using: &rng) < 0.3 {
                    picture.setState(Int.random(in: 1..<universe.states, using: &rng), x: x, y: y)
                }
            }
            let around = (-100...100).map { i in (at.x - 1, at.y + i % 60) }
            let before = around.map { universe.state(x: $0.0, y: $0.1) }
            try universe.write(picture, at: at)
            var wrong = 0
            for y in 0..<height {
                for x in 0..<width {
                    let here = universe.state(x: at.x + x, y: at.y + y)
                    // Beyond a grid's bounded sides nothing is set: its cells read 0.
                    if here != picture.state(x: x, y: y), here != 0 || Self.inGrid(universe, at.x + x, at.y + y) { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(d): \(width)x\(height) at \(at)")
            #expect(around.map { universe.state(x: $0.0, y: $0.1) } == before, "\(d)")
        }
    }

    /// Whether Golly's (x, y) lies within the universe's grid along its bounded sides (anywhere on the plane).
    static func inGrid(_ u: any LifeAlgorithm, _ x: Int, _ y: Int) -> Bool {
        guard let grid = u.grid else { return true }
        let o = grid.origin
        return (grid.width == 0 || (o.x..<o.x + grid.width).contains(x)) && (grid.height == 0 || (o.y..<o.y + grid.height).contains(y))
    }

    /// The defaults, cell by cell, on an engine that has only what the protocol requires.
    @Test(arguments: [Grid(width: 30, height: 20, topology: .torus), nil] as [Grid?])
    func theDefaultsDrawAnyEngine(grid: Grid?) throws {
        let universe = CellsUniverse(grid: grid)
        for (x, y, s) in [(0, 0, 1), (-15, -10, 2), (14, 9, 1), (3, -4, 2)] { try universe.setState(s, x: x, y: y) }
        var picture = try universe.picture(width: 40, height: 30)
        universe.draw(into: &picture, at: GridPoint(x: -20, y: -15))
        for y in 0..<30 {
            for x in 0..<40 { #expect(picture.state(x: x, y: y) == Self.shown(universe, x - 20, y - 15)) }
        }
        #expect(picture.rule.states == 3)
        let counts = universe.squares(x: -16, y: -12, columns: 4, rows: 3, shift: 3)
        #expect(counts == [1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1])
    }

    /// A universe of a few cells in a dictionary, with none of the engines' drawing.
    final class CellsUniverse: LifeAlgorithm {
        var cells: [GridPoint: Int] = [:]
        let grid: Grid?
        init(grid: Grid?) { self.grid = grid }
        var algorithm: Algorithm { .quickLife }
        var rule: RuleSpec { RuleSpec(rule: .conway, grid: grid) }
        var states: Int { 3 }
        var generation = 7
        var population: UInt128 { UInt128(cells.count) }
        var populationByState: [UInt128]? { nil }
        var boundingBox: PlaneRect? {
            guard let xs = cells.keys.map(\.x).min(), let ys = cells.keys.map(\.y).min(),
                  let xe = cells.keys.map(\.x).max(), let ye = cells.keys.map(\.y).max() else { return nil }
            return PlaneRect(x: Int128(xs), y: Int128(ys), width: Int128(xe - xs + 1), height: Int128(ye - ys + 1))
        }
        var summary: String { "cells" }
        func state(x: Int, y: Int) -> Int { cells[GridPoint(x: x, y: y)] ?? 0 }
        func setState(_ state: Int, x: Int, y: Int) throws(AlgorithmError) { cells[GridPoint(x: x, y: y)] = state == 0 ? nil : state }
        func load(_ pattern: Pattern, at origin: GridPoint) throws(AlgorithmError) -> Int { 0 }
        func step(_ generations: Int) throws(AlgorithmError) {}
        func cells(maxSide: Int) -> (pattern: Pattern, origin: GridPoint)? { nil }
    }
}
