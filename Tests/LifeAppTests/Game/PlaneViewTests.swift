import LifeCore
import Testing
@testable import LifeApp

/// A window on the plane at any scale: what it shows of a universe's cells
/// (`LifeAlgorithm.squares`, HashLife's here), and how it moves.
@Suite struct PlaneViewTests {
    static func plane(_ points: [(Int, Int)]) throws -> HashLifeUniverse {
        var cells = PlaneCells()
        for (x, y) in points { cells.insert(x: x, y: y) }
        let life = try HashLife()
        try life.load(cells)
        return HashLifeUniverse(life)
    }

    /// A window of `columns` × `rows` fitted to `universe`'s cells.
    static func view(_ universe: HashLifeUniverse, columns: Int, rows: Int) -> PlaneView {
        PlaneView(columns: columns, rows: rows, anchor: universe.squareAnchor!, fitting: universe.boundingBox)
    }

    /// The live cells the window shows.
    static func shown(_ view: PlaneView, _ universe: HashLifeUniverse) -> Double {
        universe.squares(x: view.x, y: view.y, columns: view.columns, rows: view.rows, shift: view.shift).reduce(0, +)
    }

    @Test func fitShowsTheWholePatternAtTheSmallestZoom() throws {
        let points = [(-5000, 3), (7000, -2000), (0, 0), (12, 900)]
        let universe = try Self.plane(points)
        let view = Self.view(universe, columns: 160, rows: 46)
        #expect(Self.shown(view, universe) == 4)
        // 12,000 cells across in 158 pixels: 2^7 = 128 cells a pixel is the least that holds them.
        #expect(view.shift == 7)
        var closer = view
        closer.zoom(-1)
        #expect(Self.shown(closer, universe) < 4)
    }

    @Test func zoomKeepsTheMiddleAndTheGrid() throws {
        let universe = try Self.plane([(100, 100), (101, 100), (102, 100)])
        var view = Self.view(universe, columns: 80, rows: 24)
        #expect(view.shift == 0)
        let middle = view.centre
        for steps in [1, 3, 10, -4, 40] {
            view.zoom(steps)
            let side = Int128(1) << view.shift
            #expect(view.x % side == 0 && (view.y - 1) % side == 0)
            #expect(abs(view.centre.x - middle.x) <= side && abs(view.centre.y - middle.y) <= side)
            #expect(Self.shown(view, universe) == 3)
        }
        #expect(!view.zoom(-100) || view.shift == 0)
        #expect(view.shift == 0 && !view.zoom(-1))
    }

    @Test func panMovesByWholePixels() throws {
        let universe = try Self.plane([(0, 0)])
        var view = Self.view(universe, columns: 20, rows: 10)
        view.zoom(4)
        let (x, y) = (view.x, view.y)
        view.pan(dx: 3, dy: -2)
        #expect(view.x == x + 48 && view.y == y - 32)
        view.pan(dx: -1_000_000, dy: 0)
        #expect(Self.shown(view, universe) == 0)
        view.fit(universe.boundingBox)
        #expect(Self.shown(view, universe) == 1)
    }

    /// 2^k generations a frame: a glider a million cells on, still in view after fitting again.
    @Test func stepsTwoToTheKAFrame() throws {
        let glider = try #require(PatternLibrary.named("glider"))
        let universe = HashLifeUniverse(try HashLife(glider, at: GridPoint(x: 0, y: 0)))
        var view = Self.view(universe, columns: 40, rows: 20)
        view.setStep(22)
        try universe.step(exponent: view.stepExponent)
        #expect(universe.generation == 1 << 22)
        #expect(Self.shown(view, universe) == 0)
        view.fit(universe.boundingBox)
        #expect(view.shift == 0 && Self.shown(view, universe) == 5)
        #expect(view.location.hasPrefix("at \(Int128(1) << 20 + 1),"))
        view.setStep(99)
        #expect(view.stepExponent == PlaneView.maxStep)
        #expect(view.step == "2^62" && view.location.hasSuffix(" 1:1"))
    }

    @Test func resizeKeepsTheMiddle() throws {
        let universe = try Self.plane([(10, 10), (-10, -10)])
        var view = Self.view(universe, columns: 40, rows: 20)
        let middle = view.centre
        view.resize(columns: 120, rows: 40)
        #expect(abs(view.centre.x - middle.x) <= 1 && abs(view.centre.y - middle.y) <= 1)
        #expect(Self.shown(view, universe) == 2)
    }
}
