import LifeCore
import Testing
@testable import LifeApp

@Suite struct ViewportTests {
    /// A 20×20 view (cells of 1 on 20 columns × 10 rows) of a world.
    static func view(world: (Int, Int), wraps: Bool = true, origin: GridPoint = GridPoint(x: 0, y: 0)) -> Viewport {
        Viewport(canvas: CanvasGeometry(columns: 20, rows: 10, cellSize: 1), worldWidth: world.0, worldHeight: world.1,
                 wraps: wraps, origin: origin)
    }

    @Test func aWorldSmallerThanTheViewIsShownWholeAndCentred() {
        let v = Self.view(world: (10, 30), origin: GridPoint(x: 7, y: 3))
        #expect(v.windowWidth == 10 && v.windowHeight == 20 && v.origin == GridPoint(x: 0, y: 3))
        #expect(v.scene.originX == 5)
        // Pixel 5 is the world's first column; pixel 4 lies beside the world.
        #expect(v.windowCell(pixelX: 5, pixelY: 0) == GridPoint(x: 0, y: 0) && v.windowCell(pixelX: 4, pixelY: 0) == nil)
        #expect(v.world(GridPoint(x: 9, y: 19)) == GridPoint(x: 9, y: 22))
    }

    @Test func aTorusWrapsTheWindowAndABoundedWorldKeepsItInside() {
        let torus = Self.view(world: (50, 40), origin: GridPoint(x: -3, y: 45))
        #expect(torus.origin == GridPoint(x: 47, y: 5))
        #expect(torus.world(GridPoint(x: 5, y: 0)) == GridPoint(x: 2, y: 5))
        let plane = Self.view(world: (50, 40), wraps: false, origin: GridPoint(x: -3, y: 45))
        #expect(plane.origin == GridPoint(x: 0, y: 20))
        #expect(plane.world(GridPoint(x: -1, y: 0)) == nil && plane.world(GridPoint(x: 19, y: 19)) == GridPoint(x: 19, y: 39))
    }

    @Test func theShiftBetweenTwoWindowsTakesTheShortWayRoundATorus() {
        let a = Self.view(world: (50, 40), origin: GridPoint(x: 48, y: 10))
        var b = a
        b.pan(dx: 4, dy: -3)
        #expect(b.origin == GridPoint(x: 2, y: 7))
        #expect(b.shift(from: a)! == (4, -3))
        #expect(a.shift(from: b)! == (-4, 3))
        // Another size means another window: no shift to speak of.
        #expect(a.resized(to: CanvasGeometry(columns: 22, rows: 10, cellSize: 1)).shift(from: a) == nil)
    }

    @Test func resizingKeepsTheMiddle() {
        var v = Self.view(world: (100, 100), origin: GridPoint(x: 30, y: 40))
        #expect(v.centre == GridPoint(x: 40, y: 50))
        v = v.resized(to: CanvasGeometry(columns: 7, rows: 3, cellSize: 1))
        #expect(v.centre == GridPoint(x: 40, y: 50) && v.origin == GridPoint(x: 37, y: 47))
        v = v.resized(to: CanvasGeometry(columns: 20, rows: 10, cellSize: 1))
        #expect(v.origin == GridPoint(x: 30, y: 40))
    }

    /// Past a Klein bottle's twisted bottom edge the view shows the world mirrored,
    /// and panning on comes back round after twice the height, not once.
    @Test func theViewFollowsAKleinBottlesTwist() {
        let klein = Viewport(canvas: CanvasGeometry(columns: 20, rows: 10, cellSize: 1), worldWidth: 50, worldHeight: 40,
                             topology: .kleinBottle(twisted: .horizontal, shifted: false), origin: GridPoint(x: 10, y: 30))
        // Window row 15 is world row 45: row 5 of the mirrored copy below.
        #expect(klein.world(GridPoint(x: 3, y: 15)) == GridPoint(x: 50 - 1 - 13, y: 5))
        #expect(klein.windowCell(ofWorld: GridPoint(x: 36, y: 5)) == GridPoint(x: 3, y: 15))
        #expect(klein.windowCell(ofWorld: GridPoint(x: 13, y: 5)) == nil)
        #expect(klein.world(GridPoint(x: 3, y: 5)) == GridPoint(x: 13, y: 35))
        var further = klein
        further.pan(dx: 0, dy: 60)
        #expect(further.origin == GridPoint(x: 10, y: 10) && further.world(GridPoint(x: 3, y: 5)) == GridPoint(x: 13, y: 15))
        #expect(further.shift(from: klein)! == (0, -20))
        var round = klein
        round.pan(dx: 0, dy: 80)
        #expect(round == klein)
    }

    /// A sphere's joins do not tile the plane: its view stays inside, as a bounded world's.
    @Test func aSpheresViewStaysInside() {
        let sphere = Viewport(canvas: CanvasGeometry(columns: 20, rows: 10, cellSize: 1), worldWidth: 40, worldHeight: 40,
                              topology: .sphere, origin: GridPoint(x: -5, y: 35))
        #expect(!sphere.wraps && sphere.origin == GridPoint(x: 0, y: 20))
    }
}
