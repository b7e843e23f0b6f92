import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp

/// The control strip in the play loop: on an 80×25 memory screen it is row 23,
/// above the status line (hue ribbon 0+40, purity 41+10, decay 52+10, speed 63+6, pulse 70+10).
@Suite struct PlayLoopStripTests {
    static let stripRow = 23

    private func mouse(_ column: Int, _ kind: MouseReport.Kind, fine: Double? = nil) -> InputEvent {
        .mouse(MouseReport(column: column, row: Self.stripRow, kind: kind, fineColumn: fine))
    }

    /// The characters the screen shows on `row` from `start` for `count` columns.
    private func text(_ screen: MemoryScreen, row: Int, _ start: Int, _ count: Int) -> String {
        String((start..<start + count).map { screen.model[$0, row].glyph })
    }

    /// Runs turns until a new canvas frame has been written after `count` frames.
    private func nextFrame(_ loop: inout PlayLoop, _ screen: MemoryScreen, after count: Int) throws {
        for _ in 0..<100 where screen.canvasFrames.count <= count { try loop.turn() }
        #expect(screen.canvasFrames.count == count + 1)
    }

    /// The lit canvas pixels (not black) the screen shows, as RGB.
    private func litPixels(_ screen: MemoryScreen, rows: Int) -> [RGB] {
        var out: [RGB] = []
        for y in 0..<rows {
            for x in 0..<screen.size.columns {
                let cell = screen.model[x, y]
                for c in [cell.upper, cell.lower].compactMap({ $0?.rgb }) where c != RGB(0, 0, 0) { out.append(c) }
            }
        }
        return out
    }

    @Test func shownByDefaultOnTwentyRowsAndMoreAndToggledWithI() throws {
        var (loop, screen, clock) = try PlayLoopTests.loop(rows: 25, paused: true, strip: nil)
        try loop.turn()
        #expect(loop.game.geometry.rows == 23)
        #expect(text(screen, row: Self.stripRow, 52, 9) == "decay 0.4")
        #expect(text(screen, row: Self.stripRow, 63, 6) == "  10/s")
        #expect(text(screen, row: Self.stripRow, 70, 9) == "pulse off")
        screen.script = [(clock.now() + 0.1, [.key(.character("i"))])]
        for _ in 0..<6 { try loop.turn() }
        #expect(loop.game.geometry.rows == 24 && loop.game.message == "control strip off")
        #expect(screen.model[52, Self.stripRow].upper == .rgb(RGB(0, 0, 0)))   // the canvas again
        screen.script = [(clock.now() + 0.1, [.key(.character("i"))])]
        for _ in 0..<6 { try loop.turn() }
        #expect(loop.game.geometry.rows == 23 && text(screen, row: Self.stripRow, 52, 9) == "decay 0.4")

        var (short, small, _) = try PlayLoopTests.loop(rows: 19, paused: true, strip: nil)
        try short.turn()
        #expect(short.game.geometry.rows == 18)
        #expect(small.canvasFrames.allSatisfy { !String(decoding: $0, as: UTF8.self).contains("decay") })
    }

    /// Done when (issue 10): clicking the hue ribbon at blue turns the lit cells
    /// blue on the next frame; the wheel changes the range. Recorded too.
    @Test func aClickOnTheRibbonAtBlueTurnsTheLitCellsBlueOnTheNextFrame() throws {
        let studio = MemoryStudio()
        var (loop, screen, clock) = try PlayLoopTests.loop(rows: 25, paused: true, studio: studio, strip: nil)
        try loop.turn()
        func brightRibbonCells() -> Int {
            (0..<40).filter { x in screen.model[x, Self.stripRow].background.map { max($0.rgb.r, $0.rgb.g, $0.rgb.b) == 255 } ?? false }.count
        }
        #expect(brightRibbonCells() == 13)   // 200° ± 60°: the columns whose middles lie within
        // r fills the board; eight turns of the wheel down narrow the range from 120° to 0.
        let t = clock.now()
        screen.script = [(t + 0.1, [.key(.character("r"))]), (t + 0.2, Array(repeating: mouse(10, .wheelDown), count: 8)),
                         (t + 0.3, [.key(.character("R"))])]
        while clock.now() < t + 0.5 { try loop.turn() }
        #expect(loop.game.look.colours.palette == .hsv)
        #expect(loop.game.look.colours.hsv.hueRange == 0 && loop.game.message.hasPrefix("recording "))
        #expect(brightRibbonCells() == 1)
        let before = litPixels(screen, rows: 23)
        #expect(before.count > 500)
        #expect(before.allSatisfy { $0.r < $0.g && $0.g < $0.b })      // hue 200°: azure
        // The click at blue: 240° is two thirds of the ribbon (the pixel mouse's column).
        screen.script = [(clock.now() + 0.01, [mouse(26, .press(.left), fine: 80.0 / 3)]),
                         (clock.now() + 0.2, [mouse(26, .release(.left), fine: 80.0 / 3)])]
        while loop.game.look.colours.hsv.hueCentre != 240 { try loop.turn() }
        try nextFrame(&loop, screen, after: screen.canvasFrames.count)
        let after = litPixels(screen, rows: 23)
        #expect(after.count == before.count)
        #expect(after.allSatisfy { $0.r == $0.g && $0.b > $0.r }, "\(after.first { !($0.r == $0.g && $0.b > $0.r) }!)")
        #expect(loop.game.message.hasPrefix("hue 240"))
        let stop = clock.now() + 0.5
        screen.script = [(stop, [.key(.character("R"))])]
        while clock.now() < stop + 0.1 { try loop.turn() }
        let recorded = try #require(studio.recorders.first?.frames.last)
        #expect(recorded.pixels.enumerated().allSatisfy { $0.offset % 3 != 0 || $0.element == recorded.pixels[$0.offset + 1] })
        #expect((0..<recorded.pixels.count / 3).contains { recorded.pixels[3 * $0 + 2] > recorded.pixels[3 * $0] })
    }

    @Test func keysKeepWorkingAndTheStripFollowsThem() throws {
        var (loop, screen, clock) = try PlayLoopTests.loop(rows: 25, paused: true, strip: nil)
        try loop.turn()
        func mark() -> Int? { (0..<40).first { screen.model[$0, Self.stripRow].glyph == "│" } }
        #expect(mark() == 22)                                  // 200° of 360 on 40 columns
        let t = clock.now()
        screen.script = [(t + 0.1, [.key(.character("H")), .key(.character("H")), .key(.character("D")), .key(.character("+"))])]
        while clock.now() < t + 0.3 { try loop.turn() }
        #expect(loop.game.look.colours.hsv.hueCentre == 230)
        #expect(mark() == 25)
        #expect(text(screen, row: Self.stripRow, 52, 9) == "decay 0.5")
        #expect(text(screen, row: Self.stripRow, 63, 6) == "  15/s")
    }

    @Test func draggingTheDecayFieldSetsDecayUntilTheRelease() throws {
        var (loop, screen, clock) = try PlayLoopTests.loop(rows: 25, paused: true, strip: nil)
        try loop.turn()
        let t = clock.now()
        screen.script = [
            (t + 0.1, [mouse(52, .press(.left))]),
            (t + 0.2, [.mouse(MouseReport(column: 56, row: 10, kind: .motion))]),   // off the row: still the field's
            (t + 0.3, [mouse(61, .release(.left))]),
            (t + 0.4, [.mouse(MouseReport(column: 56, row: 10, kind: .motion))]),   // after the release: not the field's
        ]
        var seen: [Float] = [loop.game.look.decay]
        while clock.now() < t + 0.5 {
            try loop.turn()
            if seen.last != loop.game.look.decay { seen.append(loop.game.look.decay) }
        }
        #expect(seen == [0.4, 0, 0.44, 1])
        #expect(text(screen, row: Self.stripRow, 52, 10) == "decay 1   ")
        #expect(loop.game.board.population == 0)               // the drag painted no cells
    }

    @Test func purityRibbonAndPulse() throws {
        var (loop, screen, clock) = try PlayLoopTests.loop(rows: 25, paused: true, strip: nil)
        try loop.turn()
        let t = clock.now()
        screen.script = [(t + 0.1, [mouse(42, .press(.left)), mouse(42, .release(.left))]),
                         (t + 0.2, [mouse(45, .wheelUp), mouse(72, .press(.left)), mouse(72, .release(.left))])]
        while clock.now() < t + 0.4 { try loop.turn() }
        let hsv = loop.game.look.colours.hsv
        #expect(loop.game.look.colours.palette == .hsv)
        #expect(hsv.tone == -0.7 && hsv.purity == 0.6 && hsv.pulsePeriod == Game.defaultPulsePeriod)
        #expect(text(screen, row: Self.stripRow, 70, 8) == "pulse 6s")
    }

    /// `i` off and on again over a running soup: the world followed the view
    /// (the strip's row given to the canvas, then taken back), so it is the
    /// view again and the status line says nothing about cells outside it
    /// (it used to keep the extra row: "view 0,0 of 80x24: 12 cells outside").
    /// A world larger than the view stays whole.
    @Test(arguments: [nil, Dimensions(width: 200, height: 60)])
    func theStripOffAndOnLeavesTheWorldAsItWas(world: Dimensions?) throws {
        var (loop, screen, clock) = try PlayLoopTests.loop(rows: 25, strip: nil) { $0.world = world }
        while clock.now() < 1 { try loop.turn() }
        let (width, height) = (loop.game.board.width, loop.game.board.height)
        #expect(loop.stripShown && loop.game.viewport.isPartial == (world != nil))
        for (at, shown) in [(1.0, false), (2.0, true)] {
            screen.script = [(at, [.key(.character("i"))])]
            while clock.now() < at + 0.5 { try loop.turn() }
            #expect(loop.stripShown == shown)
        }
        #expect((loop.game.board.width, loop.game.board.height) == (width, height))
        #expect(loop.game.viewport.isPartial == (world != nil))
        // The status line's view field (laid out; a long message may leave it out of an 80-column line).
        let view = loop.statusBar.laidOut?.line.view
        #expect(view?.contains("cells outside") == (world == nil ? nil : true), "\(view ?? "")")
    }
}
