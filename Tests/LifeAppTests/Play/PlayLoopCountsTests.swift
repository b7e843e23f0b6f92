import LifeCore
import Testing
@testable import LifeApp

/// The status line's counts on a terminal that drops frames, as xterm does
/// with sixel pictures (it is still drawing one when the next is due).
@Suite struct PlayLoopCountsTests {
    /// The number after `label` in the status line (`pop 1234`, `-12 cells outside`).
    static func number(_ status: String, before suffix: String = "", after prefix: String = "") -> Int? {
        let pattern = prefix.isEmpty ? "(-?[0-9]+) \(suffix)" : "\(prefix) (-?[0-9]+)"
        guard let match = status.firstMatch(of: try! Regex<(Substring, Substring)>(pattern)) else { return nil }
        return Int(match.output.1)
    }

    /// Space, `c`, `r` over a moving picture in a world larger than the view,
    /// every frame but one in three dropped: the population shown is the
    /// board's, and the cells outside the view are the world's less the
    /// window's, from the moment the line is drawn after the keys.
    @Test func countsAreCurrentWhileTheTerminalDropsFrames() throws {
        var (loop, screen, clock) = try PlayLoopTests.loop(columns: 120, rows: 16,
                                                           source: SyntheticSource(pattern: .plasma, seed: 7)) {
            $0.world = Dimensions(width: 200, height: 60)
        }
        func play(until end: Double) throws {
            while clock.now() < end {
                // Each frame keeps the terminal busy for the next two chances to send one.
                screen.busyAfterNextWrite = 2
                try loop.turn()
            }
        }
        try play(until: 1)
        #expect(loop.game.viewport.isPartial && loop.presenter.framesDropped > 5)
        screen.script = [(clock.now(), [.key(.character(" ")), .key(.character("c")), .key(.character("r"))])]
        let keys = clock.now()
        try play(until: keys + 0.1)
        let drawn = screen.statuses.count
        try play(until: keys + 2)
        let board = loop.game.board
        let window = loop.game.picture.population
        #expect(loop.game.pace.paused && board.population > 1000 && window < board.population)
        // Every line drawn after the keys has reached the terminal says so.
        for status in screen.statuses[drawn...] {
            #expect(Self.number(status, after: "pop") == board.population, "\(status)")
            #expect(Self.number(status, before: "cells outside") == board.population - window, "\(status)")
        }
        #expect(screen.statuses.count > drawn + 5)
    }

    /// Paused, a click that toggles a cell shows in the very next line
    /// drawn: no running number waits for the next refresh while nothing runs.
    @Test func aClickWhilePausedShowsInTheNextLine() throws {
        var (loop, screen, clock) = try PlayLoopTests.loop(paused: true, source: SyntheticSource(pattern: .plasma, seed: 7))
        try loop.turn()
        let before = loop.game.board.population
        screen.script = [(clock.now() + 0.05, [.mouse(MouseReport(column: 30, row: 10, kind: .press(.left))),
                                               .mouse(MouseReport(column: 30, row: 10, kind: .release(.left)))])]
        while loop.game.board.population == before { try loop.turn() }
        // Up to the next frame after the click (30 a second), well within the status line's refresh.
        let clicked = clock.now()
        while clock.now() < clicked + 1.0 / 30 { try loop.turn() }
        #expect(loop.game.board.population != before)
        #expect(Self.number(screen.statuses.last ?? "", after: "pop") == loop.game.board.population, "\(screen.statuses.last ?? "")")
    }
}
