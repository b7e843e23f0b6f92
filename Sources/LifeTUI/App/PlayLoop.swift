import LifeCore

/// The terminal app's main loop: poll the tty until the next frame or
/// generation is due, run due generations, turn input into actions, draw.
/// One thread; ncurses is only touched from here.
struct PlayLoop {
    let session: TerminalSession
    let clock: any AppClock
    var game: Game
    var pacer: Pacer
    let sourceName: String
    private var painter = StandInPainter()
    private var encoder = StandInEncoder()
    private var mouse = MouseTracker()
    private var helpShown = false
    private var dropped = 0
    private var frameTimes: [Double] = []

    init(session: TerminalSession, clock: any AppClock, game: Game, fps: Double, sourceName: String) {
        self.session = session
        self.clock = clock
        self.game = game
        self.sourceName = sourceName
        pacer = Pacer(framesPerSecond: fps)
    }

    /// The canvas geometry the terminal offers now, at the game's cell size.
    static func geometry(of session: TerminalSession, cellSize: Int) -> CanvasGeometry {
        CanvasGeometry(columns: session.size.columns, rows: session.canvasRows, cellSize: cellSize)
    }

    /// Runs until the player quits.
    mutating func run() throws(TerminalError) {
        while !game.quitRequested {
            let now = clock.now()
            game.advance(pacer.generationsDue(now: now, speed: game.paused ? 0 : game.speed))
            handleRequests()
            if pacer.frameDue(now: now) { try drawFrame(now: now) }
            let wait = pacer.secondsToWait(now: clock.now(), speed: game.paused ? 0 : game.speed)
            _ = try session.waitForInput(seconds: wait)
            for event in session.readInput() { handle(event) }
        }
    }

    private mutating func handle(_ event: InputEvent) {
        switch event {
        case let .key(key):
            if let action = KeyMap.action(for: key) { game.apply(action) }
        case let .mouse(report):
            guard !game.showHelp else { return }
            for action in mouse.actions(for: report, geometry: game.geometry) { game.apply(action) }
        case .resize:
            game.resize(to: Self.geometry(of: session, cellSize: game.geometry.cellSize))
            session.clearAll()
            encoder.invalidate()
            if game.showHelp { helpShown = false }
        }
    }

    private mutating func handleRequests() {
        for request in game.takeRequests() {
            switch request {
            case .snapshot: game.message = "snapshots come with the recorder (not in this build)"
            case .toggleRecording: game.message = "recording comes with the recorder (not in this build)"
            }
        }
    }

    private mutating func drawFrame(now: Double) throws(TerminalError) {
        guard try session.canvasReady() else {
            dropped += 1
            return
        }
        frameTimes.append(now)
        frameTimes.removeAll { $0 <= now - 1 }
        let status = statusText()
        if game.showHelp != helpShown {
            helpShown = game.showHelp
            if helpShown {
                session.showHelp(KeyMap.helpLines, status: status)
            } else {
                session.hideHelp()
                encoder.invalidate()
            }
        }
        let g = game.geometry
        guard g.columns >= 2, g.rows >= 1 else {
            session.drawStatus("terminal too small: make it at least 2×2")
            return
        }
        session.drawStatus(status)
        guard !helpShown else { return }
        let frame = painter.paint(&game)
        try session.writeCanvas(encoder.encode(frame))
    }

    private func statusText() -> String {
        StatusLine(running: !game.paused, generation: game.generation, population: game.board.population,
                   speed: game.speed, framesPerSecond: Double(frameTimes.count), source: sourceName,
                   palette: game.palette, cellSize: game.geometry.cellSize, heading: game.heading,
                   droppedFrames: dropped, message: game.message).text
    }
}
