import LifeCore
import Testing
@testable import LifeApp
import LifeTUI

/// The video's floor (`--floor`, `V`): the share of the video shown where no
/// cell is lit, stepped through 0 (the original look), 0.15, 0.3 and 0.5, and
/// shown in the status line and on the control strip where it has a part.
@Suite struct VideoFloorTests {
    static func game(floor: Double? = nil) throws -> Game {
        var raw = try LookArguments.parse([])
        if let floor { raw.floor = floor }
        let options = try LookOptions(raw, for: .play)
        return try Game(geometry: CanvasGeometry(columns: 40, rows: 20, cellSize: 2), look: options.paintOptions(on: nil))
    }

    @Test func vStepsRoundTheFloors() throws {
        var game = try Self.game()
        #expect(game.look.videoFloor == 0.3 && KeyMap.action(for: .character("V")) == .videoFloor(1))
        var seen: [Float] = []
        for _ in 0..<4 {
            game.apply(.videoFloor(1))
            seen.append(game.look.videoFloor)
        }
        #expect(seen == [0.5, 0, 0.15, 0.3])
        game.apply(.videoFloor(1))
        game.apply(.videoFloor(1))
        #expect(game.look.videoFloor == 0 && game.message == "video floor 0: the original look, the minimum of the mask and the video")
        game.apply(.videoFloor(-1))
        #expect(game.look.videoFloor == 0.5 && game.message == "video floor 0.5: the video at that share where no cell is lit")
    }

    /// `--floor` takes any share; `V` goes on from the step above or below it.
    @Test(arguments: [(0.2, 1, 0.3), (0.2, -1, 0.15), (1.0, 1, 0.0), (0.0, -1, 0.5), (0.15, 1, 0.3)])
    func aFloorBetweenTheStepsGoesToTheNextOne(start: Double, delta: Int, next: Double) throws {
        var game = try Self.game(floor: start)
        #expect(Double(game.look.videoFloor) == Double(Float(start)))
        game.apply(.videoFloor(delta))
        #expect(Double(game.look.videoFloor) == Double(Float(next)))
    }

    /// Shown where it has a part in the picture: not in light mode (its own rule), nor with the video off.
    @Test func theFloorIsShownWhereItActs() throws {
        var game = try Self.game(floor: 0.15)
        #expect(game.look.floorShown == Double(Float(0.15)))
        game.apply(.toggleLight)
        #expect(game.look.floorShown == nil)
        game.apply(.videoFloor(1))
        #expect(game.message.hasSuffix("(light mode keeps its own rule: l)"))
        game.apply(.toggleLight)
        game.apply(.toggleVideo)
        #expect(game.look.floorShown == nil)
        var line = StatusLine(running: true, generation: 1, population: 2, speed: 10, framesPerSecond: 30, source: "synthetic:plasma",
                              palette: "perlin", cellSize: 2, heading: .southEast)
        #expect(!line.text.contains("floor"))
        line.floor = 0
        #expect(line.text.contains("│ perlin │ floor 0 │"))
    }

    /// The strip's floor field: a click takes the next step as `V` does, the wheel the next or the one before.
    @Test func theStripStepsTheFloor() throws {
        let layout = StripLayout(columns: 160)
        let span = try #require(layout.span(.floor))
        #expect(StripLayout(columns: 113).span(.floor) == nil && StripLayout(columns: 114).span(.floor) != nil)
        var input = StripInput()
        func report(_ kind: MouseReport.Kind) -> MouseReport { MouseReport(column: span.start + 2, row: 46, kind: kind) }
        #expect(input.actions(for: report(.press(.left)), layout: layout, hsvActive: true) == [.videoFloor(1)])
        #expect(input.actions(for: report(.release(.left)), layout: layout, hsvActive: true) == [])
        #expect(input.actions(for: report(.wheelDown), layout: layout, hsvActive: true) == [.videoFloor(-1)])
        #expect(input.actions(for: report(.wheelUp), layout: layout, hsvActive: true) == [.videoFloor(1)])
        let state = StripState(hsv: HSVModel(), decay: 0.4, speed: 10, floor: 0.15)
        let cells = StripPainter.cells(state, layout: layout)[span.start..<span.end]
        #expect(String(cells.map(\.character)) == "floor 0.15")
        var off = state
        off.floor = nil
        #expect(String(StripPainter.cells(off, layout: layout)[span.start..<span.end].map(\.character)).hasPrefix("floor -"))
    }
}
