import LifeCore
import Testing
@testable import LifeApp
import LifeTUI

/// The keep-alive steps aside after the player edits the board, so a clear
/// stays clear and a stamped pattern is not drowned in soup, until `k` lets
/// it come back; `k` also turns it on and off.
@Suite struct KeepAliveEditTests {
    static func soup() throws -> Game {
        var raw = try LookArguments.parse([])
        raw.seed = 5
        let options = try LookOptions(raw, for: .play)
        var game = try GameLaunch.start(options: options, geometry: CanvasGeometry(columns: 40, rows: 12, cellSize: 1), pattern: nil,
                                  day: nil)
        #expect(game.support.keepAliveOn && game.keepAliveState == "keep on")
        game.message = ""
        return game
    }

    /// A clear stays clear (it came back within two seconds before), and `k` brings the keep-alive back.
    @Test func aClearStaysClearUntilKBringsItBack() throws {
        var game = try Self.soup()
        game.apply(.clear)
        #expect(game.keepAliveState == "keep held")
        #expect(game.message.contains("keep-alive steps aside"), "\(game.message)")
        game.advance(300)
        #expect(game.board.population == 0)
        game.apply(.toggleKeepAlive)
        #expect(game.keepAliveState == "keep on" && game.message.hasPrefix("keep-alive back"))
        game.advance(300)
        #expect(game.board.population > 0)
        game.apply(.toggleKeepAlive)
        #expect(game.keepAliveState == nil && game.message == "keep-alive off")
        game.apply(.toggleKeepAlive)
        #expect(game.keepAliveState == "keep on")
    }

    /// A stamp, a drawing, an undo: each makes it step aside. Gliders
    /// launched into the running soup are play, not an edit: it stays.
    @Test(arguments: ["stamp", "paint", "undo", "glider"])
    func editsMakeItStepAside(edit: String) throws {
        var game = try Self.soup()
        switch edit {
        case "stamp":
            game.apply(.brush(1))
            game.apply(.click(GridPoint(x: 20, y: 10)))
        case "paint":
            game.apply(.paint([GridPoint(x: 3, y: 3), GridPoint(x: 4, y: 3)], alive: true))
        case "undo":
            game.apply(.randomFill)
            game.apply(.undo)
        default:
            game.apply(.click(GridPoint(x: 20, y: 10)))
        }
        #expect(game.keepAliveState == (edit == "glider" ? "keep on" : "keep held"), "\(edit)")
    }

    /// With the keep-alive off an edit changes nothing of it and says nothing.
    @Test func offItStaysOff() throws {
        var game = try Self.soup()
        game.apply(.toggleKeepAlive)
        game.message = ""
        game.apply(.clear)
        #expect(game.keepAliveState == nil && game.message == "cleared")
    }
}
