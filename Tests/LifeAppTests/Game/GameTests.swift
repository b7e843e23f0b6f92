import LifeCore
import Testing
@testable import LifeApp

@Suite struct GameTests {
    static func game(paused: Bool = true, columns: Int = 40, rows: Int = 20, cell: Double = 2) throws -> Game {
        try Game(geometry: CanvasGeometry(columns: columns, rows: rows, cellSize: cell), seed: 7, paused: paused)
    }

    @Test func boardFillsTheCanvas() throws {
        let g = try Self.game()
        #expect((g.board.width, g.board.height) == (20, 20))
    }

    @Test func clickWhilePausedToggles() throws {
        var g = try Self.game()
        g.apply(.click(GridPoint(x: 3, y: 4)))
        #expect(g.board[3, 4] && g.board.population == 1)
        g.apply(.click(GridPoint(x: 3, y: 4)))
        #expect(!g.board[3, 4] && g.board.population == 0)
    }

    @Test func gCyclesTheFourGliderHeadings() throws {
        var g = try Self.game()
        let seen = (0..<4).map { _ in g.apply(.nextHeading); return g.editing.heading }
        #expect(Set(seen) == [.southEast, .southWest, .northEast, .northWest])
        #expect(seen.last == .southEast)
    }

    @Test(arguments: [Heading.southEast, .southWest, .northEast, .northWest])
    func clickWhileRunningLaunchesAGliderThatTravelsItsHeading(heading: Heading) throws {
        var g = try Self.game(paused: false)
        while g.editing.heading != heading { g.apply(.nextHeading) }
        g.apply(.click(GridPoint(x: 10, y: 10)))
        #expect(g.board.population == 5)
        let before = centroid(g.board)
        g.advance(4)   // a glider moves one cell diagonally every 4 generations
        let after = centroid(g.board)
        let dx = heading == .southEast || heading == .northEast ? 1.0 : -1.0
        let dy = heading == .southEast || heading == .southWest ? 1.0 : -1.0
        #expect(g.board.population == 5)
        #expect(after.x - before.x == dx && after.y - before.y == dy)
    }

    @Test func gliderNearTheEdgeWrapsOnTheTorus() throws {
        var g = try Self.game(paused: false)
        g.apply(.click(GridPoint(x: 0, y: 0)))
        #expect(g.board.population == 5)
    }

    @Test func dragPaintsAndErases() throws {
        var g = try Self.game()
        g.apply(.paint(cellLine(from: GridPoint(x: 0, y: 5), to: GridPoint(x: 9, y: 5)), alive: true))
        #expect(g.board.population == 10)
        g.apply(.paint([GridPoint(x: 4, y: 5), GridPoint(x: 5, y: 5)], alive: false))
        #expect(g.board.population == 8 && !g.board[4, 5])
    }

    @Test func randomFillIsSeededAndClearWipes() throws {
        var a = try Self.game(), b = try Self.game()
        a.apply(.randomFill)
        b.apply(.randomFill)
        #expect(a.board == b.board)
        #expect((80...160).contains(a.board.population))   // 30% of 400
        a.apply(.clear)
        #expect(a.board.population == 0 && a.generation == 0)
    }

    @Test func spaceStepAndGenerations() throws {
        var g = try Self.game()
        g.apply(.togglePause)
        #expect(!g.pace.paused && g.message == "running")
        g.apply(.step)
        #expect(g.pace.paused && g.generation == 1)
    }

    @Test func lookKeysStayInRange() throws {
        var g = try Self.game()
        for _ in 0..<30 { g.apply(.decay(1)); g.apply(.purity(1)); g.apply(.hueRange(1)); g.apply(.hue(1)) }
        var hsv = g.look.colours.hsv
        #expect(g.look.decay == 1 && hsv.purity == 1 && hsv.hueRange == 360 && (0..<360).contains(hsv.hueCentre))
        for _ in 0..<30 { g.apply(.decay(-1)); g.apply(.purity(-1)); g.apply(.hueRange(-1)); g.apply(.hue(-1)) }
        hsv = g.look.colours.hsv
        #expect(g.look.decay == 0 && hsv.purity == 0 && hsv.hueRange == 0 && (0..<360).contains(hsv.hueCentre))
        let forward = (0..<4).map { _ in g.apply(.palette(1)); return g.look.colours.palette }
        #expect(forward == [.hsv, .geometric, .mono, .perlin])
        g.apply(.palette(-1))
        #expect(g.look.colours.palette == .mono)
    }

    @Test func togglesAndRequests() throws {
        var g = try Self.game()
        g.apply(.toggleVideo)
        g.apply(.toggleMirror)
        g.apply(.toggleHelp)
        g.apply(.snapshot)
        g.apply(.toggleRecording)
        #expect(!g.look.showVideo && g.look.mirror && g.status.showHelp)
        let first = g.status.takeRequests(), second = g.status.takeRequests()
        #expect(first == [.snapshot, .toggleRecording] && second.isEmpty)
        g.apply(.closeHelp)
        g.apply(.quit)
        #expect(!g.status.showHelp && g.status.quitRequested)
    }

    @Test func lookTogglesFlipTheirFieldAndSaySo() throws {
        var g = try Self.game()
        let start = g.look
        var messages: [String] = []
        for action in [Action.toggleLight, .toggleFit, .toggleAnimated, .togglePulse] {
            g.message = ""
            g.apply(action)
            messages.append(g.message)
        }
        #expect(g.look.lightMode && !start.lightMode)
        #expect(g.look.scaling == .fit && start.scaling == .cover)
        #expect(g.look.colours.animated && !start.colours.animated)
        #expect(g.look.colours.hsv.pulsePeriod == Game.defaultPulsePeriod && start.colours.hsv.pulsePeriod == nil)
        #expect(messages == ["light mode", "video fits (whole picture)", "colours drift",
                             "hue pulse every 6 s (hsv palette: p)"])
        for action in [Action.toggleLight, .toggleFit, .toggleAnimated, .togglePulse] { g.apply(action) }
        #expect(g.look == start)
        #expect(g.message == "hue pulse off (hsv palette: p)")
    }

    /// As the play loop does: the painter takes `game.look` before each frame,
    /// and every toggle changes the next frame (time moves for `a` and `o`).
    @Test(arguments: [Action.toggleLight, .toggleFit, .toggleAnimated, .togglePulse, .videoFloor(1), .videoFloor(-1)])
    func thePainterPicksUpEachToggle(action: Action) throws {
        var g = try Self.game(columns: 24, rows: 8)
        g.apply(.randomFill)
        g.apply(.palette(1))
        var stripes: [UInt8] = []
        for y in 0..<6 { for x in 0..<6 { stripes += [UInt8(x * 40), UInt8(y * 40), 90] } }
        let video = RGBFrame(width: 6, height: 6, stride: 18, pixels: stripes)
        var painter = Painter(options: g.look)
        func frame(at time: Double) -> RGBFrame {
            painter.options = g.look
            return painter.frame(board: g.board, video: video, canvasWidth: 24, canvasHeight: 16, cellSize: 2, time: time)
        }
        let before = (frame(at: 0), frame(at: 1.5))
        #expect(before.0 == before.1)
        g.apply(action)
        #expect(frame(at: 1.5) != before.1)
    }

    @Test func pulseComesBackWithTheStartUpPeriod() throws {
        var look = PaintOptions()
        look.colours.palette = .hsv
        look.colours.hsv.pulsePeriod = 2.5
        var g = try Game(geometry: CanvasGeometry(columns: 20, rows: 10, cellSize: 2), look: look)
        g.apply(.togglePulse)
        #expect(g.look.colours.hsv.pulsePeriod == nil && g.message == "hue pulse off")
        g.apply(.togglePulse)
        #expect(g.look.colours.hsv.pulsePeriod == 2.5 && g.message == "hue pulse every 2.5 s")
    }

    @Test func animatedColoursSayWhenThePaletteIgnoresThem() throws {
        var g = try Self.game()
        g.apply(.palette(-1))
        #expect(g.look.colours.palette == .mono)
        g.apply(.toggleAnimated)
        #expect(g.message == "colours drift (perlin or hsv palette: p)")
    }

    /// The world never shrinks: a smaller view shows its middle, a larger one
    /// grows it (content centred), and the view's middle stays on the same cell.
    @Test(arguments: [(40, 20, 60, 30), (40, 20, 20, 10), (40, 20, 41, 21), (200, 60, 30, 8)])
    func resizeKeepsEveryCellAndTheViewsMiddle(c0: Int, r0: Int, c1: Int, r1: Int) throws {
        var g = try Self.game(columns: c0, rows: r0, cell: 1)
        let block = { (c: GridPoint) in [c, GridPoint(x: c.x + 1, y: c.y), GridPoint(x: c.x, y: c.y + 1), GridPoint(x: c.x + 1, y: c.y + 1)] }
        g.apply(.paint(block(g.viewport.centre), alive: true))   // a still life
        g.advance(3)
        g.resize(to: CanvasGeometry(columns: c1, rows: r1, cellSize: 1))
        #expect((g.board.width, g.board.height) == (max(c0, c1), max(r0, r1) * 2))
        #expect((g.viewport.windowWidth, g.viewport.windowHeight) == (min(c1, g.board.width), min(r1 * 2, g.board.height)))
        #expect(block(g.viewport.centre).allSatisfy { g.board[$0.x, $0.y] })
        #expect(g.board.population == 4 && g.generation == 3)
        let world = (g.board.width, g.board.height)
        g.resize(to: CanvasGeometry(columns: c0, rows: r0, cellSize: 1))
        #expect((g.board.width, g.board.height) == world && g.board.population == 4)
        #expect(block(g.viewport.centre).allSatisfy { g.board[$0.x, $0.y] })
    }

    @Test func cellSizeChangesTheViewNotTheWorld() throws {
        var g = try Self.game(columns: 40, rows: 20, cell: 2)
        g.apply(.randomFill)
        let population = g.board.population
        g.apply(.cellSize(1))
        // 40×40 canvas pixels: 14 cells of 3 cover them; the 20×20 world stays.
        #expect(g.geometry.cellSize == 3 && g.viewport.windowWidth == 14 && g.viewport.windowHeight == 14)
        #expect(g.board.width == 20 && g.board.height == 20 && g.board.population == population)
        #expect(g.message == "cell size 3")
        for _ in 0..<20 { g.apply(.cellSize(-1)) }
        #expect(g.geometry.cellSize == 1 && g.board.width == 40 && g.board.height == 40 && g.board.population == population)
        #expect(g.viewport.showsWholeWorld)
    }

    @Test func arrowsPanAQuarterViewAndWrapOnATorus() throws {
        var g = try Game(geometry: CanvasGeometry(columns: 20, rows: 10, cellSize: 1), world: (width: 100, height: 50))
        // The view (20x20) starts in the middle of the world.
        #expect(g.camera.origin == GridPoint(x: 40, y: 15) && g.viewport.isPartial)
        g.apply(.pan(1, 0))
        #expect(g.camera.origin == GridPoint(x: 45, y: 15))
        g.apply(.pan(0, -1))
        #expect(g.camera.origin == GridPoint(x: 45, y: 10))
        for _ in 0..<3 { g.apply(.pan(0, -1)) }
        #expect(g.camera.origin == GridPoint(x: 45, y: 45))   // across the top edge to the bottom
        var status = StatusLine(running: false, generation: 0, population: 0, speed: 1, framesPerSecond: 0, source: "none",
                                palette: "mono", cellSize: 1, heading: .southEast, view: g.outsideView(windowPopulation: 0))
        #expect(status.text.contains("view 45,45 of 100x50: 0 cells outside"))
        g.apply(.paint([GridPoint(x: 0, y: 0), GridPoint(x: 50, y: 47)], alive: true))
        status.view = g.outsideView(windowPopulation: 1)
        #expect(status.text.contains("1 cell outside"))
    }

    @Test func aBoundedWorldStopsTheViewAtItsEdges() throws {
        var g = try Game(geometry: CanvasGeometry(columns: 20, rows: 10, cellSize: 1), world: (width: 30, height: 20),
                         topology: .bounded)
        #expect(g.camera.origin == GridPoint(x: 5, y: 0))
        g.apply(.pan(-1, 0))
        #expect(g.camera.origin == GridPoint(x: 0, y: 0))
        g.apply(.pan(-1, 0))
        #expect(g.camera.origin == GridPoint(x: 0, y: 0) && g.message == "the view is at the board's edge")
        g.apply(.pan(0, 1))
        #expect(g.message == "the board's whole height is in view")
        var small = try Self.game()
        small.apply(.pan(1, 0))
        #expect(small.message == "the whole board is in view: arrows pan a board larger than the window")
    }

    /// A click lands on the world cell under the pointer wherever the view is.
    @Test func aClickOnAPannedViewTogglesTheWorldCellUnderIt() throws {
        var g = try Game(geometry: CanvasGeometry(columns: 20, rows: 10, cellSize: 1), world: (width: 100, height: 50), paused: true)
        g.apply(.pan(1, 1))
        var mouse = MouseTracker()
        for action in mouse.actions(for: MouseReport(column: 3, row: 2, kind: .press(.left)), view: g.viewport) { g.apply(action) }
        #expect(g.board[g.camera.origin.x + 3, g.camera.origin.y + 4] && g.board.population == 1)
    }

    private func centroid(_ b: Board) -> (x: Double, y: Double) {
        var sx = 0, sy = 0
        for y in 0..<b.height { for x in 0..<b.width where b[x, y] { sx += x; sy += y } }
        return (Double(sx) / Double(b.population), Double(sy) / Double(b.population))
    }
}
