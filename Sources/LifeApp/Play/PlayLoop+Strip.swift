import LifeCore

extension PlayLoop {
    /// Whether the control strip is shown: as `i` last said, else when the
    /// terminal has at least `StripLayout.minimumRows` rows; never on a
    /// terminal too short to keep a canvas beside it.
    var stripShown: Bool { strip.shown(rows: screen.size.rows) }

    /// Whether a terminal of `rows` shows the strip when `i` last said `choice` (nil: never pressed).
    package static func showsStrip(rows: Int, choice: Bool?) -> Bool {
        StripController.shows(rows: rows, choice: choice)
    }

    /// The strip's terminal row (0-based, just above the status line) while it is shown.
    var stripRow: Int? { stripShown && !tooSmall ? screen.size.rows - 2 : nil }

    /// What the strip shows now.
    var stripState: StripState {
        var state = StripState(hsv: game.look.colours.hsv, decay: Double(game.look.decay), speed: game.pace.speed,
                               keepAlive: game.keepAliveState, step: game.camera.plane?.step, floor: game.look.floorShown)
        if game.rule.states > 2 {
            let drawing = game.editing.drawingState
            state.drawing = drawing
            state.drawingColour = game.look.stateColours.flatMap { drawing < $0.count ? $0[drawing] : nil }
        }
        return state
    }

    /// Appends the strip's row to a canvas frame's bytes when it differs from
    /// what the screen shows (the strip is written with the canvas, in one write).
    mutating func appendStrip(to bytes: inout [UInt8]) {
        guard let row = stripRow else { return }
        bytes += strip.bytes(showing: stripState, row: row, columns: screen.size.columns, mode: presenter.mode)
    }
}
