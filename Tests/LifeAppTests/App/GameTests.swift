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
        g.apply(.click(CellPoint(3, 4)))
        #expect(g.board[3, 4] && g.board.population == 1)
        g.apply(.click(CellPoint(3, 4)))
        #expect(!g.board[3, 4] && g.board.population == 0)
    }

    @Test func gCyclesTheFourGliderHeadings() throws {
        var g = try Self.game()
        let seen = (0..<4).map { _ in g.apply(.nextHeading); return g.heading }
        #expect(Set(seen) == [.southEast, .southWest, .northEast, .northWest])
        #expect(seen.last == .southEast)
    }

    @Test(arguments: [Heading.southEast, .southWest, .northEast, .northWest])
    func clickWhileRunningLaunchesAGliderThatTravelsItsHeading(heading: Heading) throws {
        var g = try Self.game(paused: false)
        while g.heading != heading { g.apply(.nextHeading) }
        g.apply(.click(CellPoint(10, 10)))
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
        g.apply(.click(CellPoint(0, 0)))
        #expect(g.board.population == 5)
    }

    @Test func dragPaintsAndErases() throws {
        var g = try Self.game()
        g.apply(.paint(cellLine(from: CellPoint(0, 5), to: CellPoint(9, 5)), alive: true))
        #expect(g.board.population == 10)
        g.apply(.paint([CellPoint(4, 5), CellPoint(5, 5)], alive: false))
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
        #expect(!g.paused && g.message == "running")
        g.apply(.step)
        #expect(g.paused && g.generation == 1)
    }

    @Test(arguments: [(10.0, 1, 15.0), (10, -1, 8), (480, 1, 480), (0.25, -1, 0.25), (7, 1, 8), (7, -1, 5)])
    func speedClimbsTheLadder(from: Double, direction: Int, to: Double) {
        #expect(Game.nextSpeed(from: from, direction: direction) == to)
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
        #expect(!g.look.showVideo && g.look.mirror && g.showHelp)
        let first = g.takeRequests(), second = g.takeRequests()
        #expect(first == [.snapshot, .toggleRecording] && second.isEmpty)
        g.apply(.closeHelp)
        g.apply(.quit)
        #expect(!g.showHelp && g.quitRequested)
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
    @Test(arguments: [Action.toggleLight, .toggleFit, .toggleAnimated, .togglePulse])
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

    @Test(arguments: [(40, 20, 60, 30), (40, 20, 20, 10), (40, 20, 41, 21), (200, 60, 30, 8)])
    func resizeKeepsTheContentCentred(c0: Int, r0: Int, c1: Int, r1: Int) throws {
        var g = try Self.game(columns: c0, rows: r0, cell: 1)
        let block = { (x: Int, y: Int) in [CellPoint(x, y), CellPoint(x + 1, y), CellPoint(x, y + 1), CellPoint(x + 1, y + 1)] }
        g.apply(.paint(block(g.board.width / 2, g.board.height / 2), alive: true))   // a still life
        g.advance(3)
        g.resize(to: CanvasGeometry(columns: c1, rows: r1, cellSize: 1))
        #expect((g.board.width, g.board.height) == (c1, r1 * 2))
        #expect(block(g.board.width / 2, g.board.height / 2).allSatisfy { g.board[$0.x, $0.y] })
        #expect(g.board.population == 4 && g.generation == 3)
    }

    @Test func cellSizeRebuildsTheBoard() throws {
        var g = try Self.game(columns: 40, rows: 20, cell: 2)
        g.apply(.cellSize(1))
        // 40×40 canvas pixels: 14 cells of 3 cover them.
        #expect(g.geometry.cellSize == 3 && g.board.width == 14 && g.board.height == 14)
        #expect(g.message == "cell size 3")
        for _ in 0..<20 { g.apply(.cellSize(-1)) }
        #expect(g.geometry.cellSize == 1 && g.board.width == 40 && g.board.height == 40)
    }

    private func centroid(_ b: Board) -> (x: Double, y: Double) {
        var sx = 0, sy = 0
        for y in 0..<b.height { for x in 0..<b.width where b[x, y] { sx += x; sy += y } }
        return (Double(sx) / Double(b.population), Double(sy) / Double(b.population))
    }
}
