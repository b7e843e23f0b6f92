import LifeCore
import Testing
@testable import LifeApp

@Suite struct GameStatusTests {
    // Every action that only the shell can carry out becomes its request; the rest none.
    @Test(arguments: [
        (Action.snapshot, GameStatus.Request.snapshot), (.toggleRecording, .toggleRecording), (.exportSVG, .exportSVG),
        (.nextBlitter, .nextBlitter), (.saveBoard, .saveBoard), (.toggleStrip, .toggleStrip), (.suspend, .suspend),
        (.nextPattern, .nextPattern),
    ])
    func shellActionsAreRequests(action: Action, request: GameStatus.Request) {
        #expect(GameStatus.Request(action) == request)
    }

    @Test(arguments: [Action.togglePause, .quit, .toggleHelp, .clear, .undo, .fitPattern, .restart, .pan(1, 0), .setSpeed(3)])
    func gameActionsAreNotRequests(action: Action) {
        #expect(GameStatus.Request(action) == nil)
    }

    @Test func requestsAreTakenOnceInOrder() {
        var status = GameStatus()
        status.ask(.saveBoard)
        status.ask(.snapshot)
        status.ask(.saveBoard)
        #expect(status.takeRequests() == [.saveBoard, .snapshot, .saveBoard])
        #expect(status.takeRequests().isEmpty)
    }

    // (the message before, the note, the message after)
    @Test(arguments: [("", "k held", "k held"), ("cleared", "k held", "cleared · k held")])
    func aNoteJoinsTheMessage(before: String, note: String, after: String) {
        var status = GameStatus()
        status.message = before
        status.add(note)
        #expect(status.message == after)
    }
}
