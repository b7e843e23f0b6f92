import LifeCore

/// The terminal app's main loop: poll the tty until the next frame or
/// generation is due, run due generations, turn input into actions, draw.
/// One thread; ncurses is only touched from here.
struct PlayLoop {
    let session: TerminalSession
    let clock: any AppClock
    var game: Game
    var pacer: Pacer
    let source: any FrameSource
    private let start: Double
    private var painter: Painter
    private var encoder = StandInEncoder()
    private var mouse = MouseTracker()
    private var helpShown = false
    private var dropped = 0
    private var frameTimes: [Double] = []

    init(session: TerminalSession, clock: any AppClock, game: Game, fps: Double, source: any FrameSource) {
        self.session = session
        self.clock = clock
        self.game = game
        self.source = source
        pacer = Pacer(framesPerSecond: fps)
        painter = Painter(options: game.look)
        start = clock.now()
    }

    /// The canvas geometry the terminal offers now, at `cellSize`.
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
            try session.waitForInput(seconds: wait)
            for event in try session.readInput() { try handle(event) }
        }
    }

    private mutating func handle(_ event: InputEvent) throws(TerminalError) {
        switch event {
        case let .key(key):
            if let action = KeyMap.action(for: key) { game.apply(action) }
        case let .mouse(report):
            guard !game.showHelp else { return }
            for action in mouse.actions(for: report, geometry: game.geometry) { game.apply(action) }
        case .resize:
            game.resize(to: Self.geometry(of: session, cellSize: game.geometry.cellSize))
            try session.clearAll()
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
                try session.showHelp(KeyMap.helpLines, status: status)
            } else {
                try session.hideHelp()
                encoder.invalidate()
            }
        }
        let g = game.geometry
        guard g.columns >= 2, g.rows >= 1 else {
            try session.drawStatus("terminal too small: make it at least 2×2")
            return
        }
        try session.drawStatus(status)
        guard !helpShown else { return }
        painter.options = game.look
        let time = now - start
        let frame = painter.frame(board: game.board, video: source.latestFrame(at: time),
                                  canvasWidth: g.pixelWidth, canvasHeight: g.pixelHeight,
                                  cellSize: Double(g.cellSize), time: time)
        try session.writeCanvas(encoder.encode(frame))
    }

    private func statusText() -> String {
        StatusLine(running: !game.paused, generation: game.generation, population: game.board.population,
                   speed: game.speed, framesPerSecond: Double(frameTimes.count),
                   source: Self.describe(source), palette: game.look.colours.palette.description,
                   cellSize: game.geometry.cellSize, heading: game.heading,
                   droppedFrames: dropped, message: game.message).text
    }

    /// The source's name and, unless it is live, its state.
    static func describe(_ source: any FrameSource) -> String {
        switch source.state {
        case .live: source.name
        case .starting: "\(source.name) starting"
        case let .stalled(seconds): "\(source.name) stalled \(Int(seconds))s"
        case let .lost(reason): "\(source.name) lost: \(reason)"
        case .ended: "\(source.name) ended"
        case let .failed(reason): "\(source.name) failed: \(reason)"
        }
    }
}
