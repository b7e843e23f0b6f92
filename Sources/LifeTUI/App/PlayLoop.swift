import LifeApp
import Foundation
import LifeCore

/// The terminal app's main loop: poll the tty until the next frame or
/// generation is due, run due generations, turn input into actions, paint,
/// record, and draw what the terminal can take. One thread; ncurses is only
/// touched from here.
struct PlayLoop {
    let session: TerminalSession
    let clock: any AppClock
    var game: Game
    var pacer: PlayPacer
    let source: any FrameSource
    /// Where `s` snapshots and `R` recordings go.
    let outputDirectory: String
    private let start: Double
    private var painter: Painter
    private var encoder: FrameEncoder
    private var mouse = MouseTracker()
    private var recorder: Recorder?
    private var recording = FixedSizeRecording()
    private var lastCanvas: RGBFrame?
    /// `s` was pressed: saved with the next frame painted, so it shows every
    /// click and key that came before it.
    private var snapshotDue = false
    private var helpShown = false
    private var tooSmall = false
    private var frameTimes: [Double] = []

    init(session: TerminalSession, clock: any AppClock, game: Game, fps: Double, source: any FrameSource,
         colors: ColorMode, outputDirectory: String = ".") {
        self.session = session
        self.clock = clock
        self.game = game
        self.source = source
        self.outputDirectory = outputDirectory
        pacer = PlayPacer(framesPerSecond: fps)
        painter = Painter(options: game.look)
        encoder = FrameEncoder(mode: colors)
        start = clock.now()
        tooSmall = !Self.canDraw(game.geometry)
    }

    /// The canvas geometry the terminal offers now, at `cellSize`, laid out as
    /// `CanvasLayout` says (the layout `lifecam render --out FILE.ans` uses too);
    /// no rows when the terminal is too small for a canvas.
    static func geometry(of session: TerminalSession, cellSize: Int) -> CanvasGeometry {
        let (columns, rows) = session.size
        guard let layout = CanvasLayout(terminalColumns: columns, terminalRows: rows) else {
            return CanvasGeometry(columns: columns, rows: 0, cellSize: cellSize)
        }
        return CanvasGeometry(columns: layout.cellColumns, rows: layout.cellRows, cellSize: cellSize)
    }

    /// Whether a canvas of this geometry can be drawn at all.
    static func canDraw(_ g: CanvasGeometry) -> Bool { g.columns >= 2 && g.rows >= 1 }

    /// Records every frame from now on through `writer`.
    mutating func record(to writer: FrameWriter) {
        let clock = self.clock
        recorder = Recorder(writer: writer, clock: { clock.now() })
        recording = FixedSizeRecording()
    }

    /// Runs until the player quits; stops a recording on the way out.
    mutating func run() throws(TerminalError) {
        defer { stopRecording() }
        while !game.quitRequested {
            let now = clock.now()
            game.advance(pacer.generationsDue(now: now, speed: game.paused ? 0 : game.speed))
            handleRequests()
            if pacer.frameDue(now: now) { try drawFrame(now: now) }
            let wait = pacer.secondsToWait(now: clock.now(), speed: game.paused ? 0 : game.speed)
            try session.waitForInput(seconds: wait, clock: clock.now)
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
            // A terminal too small to draw in keeps the board as it was, for when it grows back.
            let g = Self.geometry(of: session, cellSize: game.geometry.cellSize)
            tooSmall = !Self.canDraw(g)
            if !tooSmall { game.resize(to: g) }
            try session.clearAll()
            encoder.invalidate()
            if game.showHelp { helpShown = false }
        }
    }

    private mutating func handleRequests() {
        for request in game.takeRequests() {
            switch request {
            case .snapshot:
                snapshotDue = true
            case .toggleRecording:
                if recorder != nil {
                    stopRecording()
                } else {
                    do throws(RecordingError) {
                        let name = RecordingName(date: Date(), timeZone: .current, fileExtension: "y4m")
                        record(to: try Y4MWriter.fresh(in: outputDirectory, name: name, fps: Int(pacer.framesPerSecond),
                                                       fileSystem: PosixFileSystem()))
                        game.message = "recording"
                    } catch {
                        game.message = "cannot record: \(error.description)"
                    }
                }
            }
        }
    }

    private mutating func saveSnapshot(_ canvas: RGBFrame) {
        snapshotDue = false
        do {
            let path = try Snapshot.save(canvas, in: outputDirectory, date: Date())
            game.message = "snapshot \(path)"
        } catch {
            game.message = "snapshot failed: \(error.description)"
        }
    }

    private mutating func stopRecording() {
        guard let recorder else { return }
        game.message = recorder.stop().statusText
        self.recorder = nil
    }

    /// Paints the frame (always: recordings keep their pace), then shows it
    /// if the terminal has taken the last one, else drops it.
    private mutating func drawFrame(now: Double) throws(TerminalError) {
        let g = game.geometry
        let time = now - start
        lastCanvas = nil
        if !tooSmall, Self.canDraw(g) {
            painter.options = game.look
            let video = source.latestFrame(at: time)
            let canvas = painter.frame(board: game.board, video: video,
                                       canvasWidth: g.pixelWidth, canvasHeight: g.pixelHeight,
                                       cellSize: Double(g.cellSize), time: time)
            if let recorder {
                recorder.submit(recording.frame(shown: canvas, screen: painter, board: game.board, video: video,
                                                cellSize: Double(g.cellSize), time: time))
            }
            lastCanvas = canvas
            if snapshotDue { saveSnapshot(canvas) }
        } else if snapshotDue {
            // Not later, when the terminal grows back: a snapshot is of the moment `s` was pressed.
            snapshotDue = false
            game.message = "no snapshot: the terminal is too small to draw in"
        }
        if let stats = recorder?.stats, stats.state != .recording {
            game.message = stats.statusText
            recorder = nil
        }
        guard try session.canvasReady() else {
            encoder.dropFrame()
            return
        }
        frameTimes.append(now)
        frameTimes.removeAll { $0 <= now - 1 }
        let status = statusText()
        if game.showHelp != helpShown {
            helpShown = game.showHelp
            if helpShown {
                let pixels = session.pixelMouse == nil ? [] : ["       pixel mouse: a click picks the exact Life cell, even inside a character"]
                try session.showHelp(KeyMap.helpLines + pixels, status: status)
            } else {
                try session.hideHelp()
                encoder.invalidate()
            }
        }
        guard let canvas = lastCanvas else {
            // The last message too, where the row is wide enough (a snapshot refused, a recording ended).
            try session.drawStatus("too small: enlarge the terminal" + (game.message.isEmpty ? "" : " │ \(game.message)"))
            return
        }
        try session.drawStatus(status)
        guard !helpShown else { return }
        try session.writeCanvas(encoder.encode(canvas: canvas))
    }

    private func statusText() -> String {
        StatusLine(running: !game.paused, generation: game.generation, population: game.board.population,
                   speed: game.speed, framesPerSecond: Double(frameTimes.count),
                   source: Self.describe(source), palette: game.look.colours.palette.description,
                   cellSize: game.geometry.cellSize, heading: game.heading,
                   recording: recorder?.stats.statusText, droppedFrames: encoder.framesDropped,
                   message: game.message).text(fitting: session.size.columns - 1)
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
