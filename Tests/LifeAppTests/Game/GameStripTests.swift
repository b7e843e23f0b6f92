import LifeCore
import Testing
@testable import LifeApp

@Suite struct GameStripTests {
    private func game() throws -> Game { try Game(geometry: CanvasGeometry(columns: 20, rows: 10, cellSize: 2)) }

    // (action, what it sets, the message)
    @Test(arguments: [
        (Action.setHue(240), "hue 240°"), (.setHue(-30), "hue 330°"), (.setHue(725), "hue 5°"),
        (.setTone(-0.45), "tone dark 0.45"), (.setTone(0), "tone pure"), (.setTone(3), "tone pale 1"),
        (.setDecay(0.37), "decay 0.37"), (.setDecay(-1), "decay 0"),
        (.setSpeed(45), "speed 45/s"), (.setSpeed(1e9), "speed 10000/s"),
        (.choosePalette(.hsv), "palette hsv"),
    ])
    func stripActionsSetValuesDirectly(action: Action, message: String) throws {
        var g = try game()
        g.apply(action)
        #expect(g.message == message)
        let hsv = g.look.colours.hsv
        switch action {
        case let .setHue(d): #expect(hsv.hueCentre == ((d.truncatingRemainder(dividingBy: 360)) + 360).truncatingRemainder(dividingBy: 360))
        case let .setTone(t): #expect(hsv.tone == min(1, max(-1, t)))
        case let .setDecay(d): #expect(g.look.decay == Float(min(1, max(0, d))))
        case let .setSpeed(s): #expect(g.pace.speed == min(10_000, s))
        case let .choosePalette(p): #expect(g.look.colours.palette == p)
        default: Issue.record("not a strip action")
        }
    }

    @Test func keysStepFromWhereTheStripLeftThem() throws {
        var g = try game()
        g.apply(.setDecay(0.37))
        g.apply(.decay(1))
        #expect(g.look.decay == 0.5)
        g.apply(.setSpeed(7.5))
        g.apply(.speed(1))
        #expect(g.pace.speed == 8)
        g.apply(.toggleStrip)
        #expect(g.status.takeRequests() == [.toggleStrip])
    }
}
