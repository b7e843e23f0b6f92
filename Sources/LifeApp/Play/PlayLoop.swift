import LifeCore
import TerminalRenderer

/// The terminal app's main loop, without a terminal: wait for input until the
/// next frame or generation is due, paint, record, draw what the screen can
/// take, step the generations due by the next frame (on the step worker's
/// thread while the frame is written: `PlayLoop+Step`), and turn input into
/// actions. The screen,
/// the clock, the video and the files come in from outside, so a test plays
/// hundreds of frames in microseconds on an in-memory screen and a clock it
/// moves by hand.
///
/// Nothing is redrawn when nothing changed: with the game paused, a still
/// picture and no recording, the loop sleeps until input arrives (waking
/// once a second for the status line's frame rate).
package struct PlayLoop {
    let screen: any Screen
    let clock: any AppClock
    package internal(set) var game: Game
    var pacer: PlayPacer
    /// Where the game steps (`PlayLoop+Step`).
    let worker: any StepWorker
    /// The game while the worker steps it, and the generations asked; nil between turns.
    var inFlight: (box: GameInFlight, count: Int)?
    let source: any FrameSource
    let studio: any Studio
    let start: Double
    var painter: Painter
    /// How frames reach the terminal: an encoder for each blitter, what is left to write, the catch-up state.
    var presenter: Presenter
    /// The blitter in use and those `t` steps through.
    package internal(set) var blitters: BlitterCycle
    var mouse = MouseTracker()
    /// The recording in progress and the snapshot asked for.
    var capture = Capture()
    /// The part of the world the view shows, as painted.
    var viewPan = ViewPan()
    var helpShown = false
    /// The Life cell's width on screen, in characters, as the last `t` set
    /// it, with the cell size that gave: while the size is unchanged, the next
    /// `t` starts from this width, not from a size `--cell`'s range rounded.
    var cellWidth: (characters: Double, cell: Double)?
    var tooSmall: Bool
    /// Something changed since the last frame shown: the next due frame is painted.
    var dirty = true
    /// The video frame last painted, to tell a new one from the same one again.
    var lastVideo: VideoFrame?
    /// The status line: its counts, its layout and what the screen shows of it.
    var statusBar = StatusBar()
    /// Frames painted and shown since the start.
    package internal(set) var framesShown = 0
    /// Whether the source's warning (a damaged video file) was shown.
    var sourceWarned = false
    /// The scale of the view last drawn (`PlayLoop+Rescale`).
    var shownScale: ViewScale?
    /// Lines the help adds after the keys, e.g. how colours were chosen.
    package var helpNotes: [String] = []
    /// What `R` records, and whether `--record-format` chose it: the status line says which.
    package var recordFormat: (format: RecordFormat, chosen: Bool) = (.y4m, true)
    /// The control strip: shown or not, the pointer on it, the row drawn.
    var strip: StripController
    /// The zip archive played from, whose patterns `N` steps through; nil for any other pattern.
    package var archive: ArchiveShelf?

    /// How long the loop sleeps at most when nothing changes by itself.
    static let idleWake = 1.0

    /// `game` must be laid out for `blitters.current` (`geometry(of:cellSize:blitter:strip:)`).
    /// `strip`: the control strip shown or hidden from the start; nil: shown
    /// when the terminal is tall enough. A game laid out for another canvas
    /// is laid out again for this one. `pictures` holds an encoder for each
    /// pixel blitter in `blitters`. `worker`: where the game steps.
    package init(screen: any Screen, clock: any AppClock, game: Game, fps: Double, source: any FrameSource,
                 colors: ColorMode, studio: any Studio,
                 blitters: BlitterCycle = BlitterCycle(current: .half, available: [.half]),
                 strip: Bool? = nil, pictures: [Blitter: any CanvasEncoder] = [:],
                 worker: any StepWorker = InlineStepWorker()) {
        self.screen = screen
        self.worker = worker
        self.clock = clock
        self.game = game
        self.source = source
        self.studio = studio
        self.strip = StripController(choice: strip)
        self.blitters = blitters
        presenter = Presenter(blitters: blitters, pictures: pictures, mode: colors)
        self.game.look.pixelAspect = blitters.current.pixelAspect(cell: screen.cellPixels)
        pacer = PlayPacer(framesPerSecond: fps)
        painter = Painter(options: self.game.look)
        start = clock.now()
        let g = Self.geometry(of: screen, cellSize: game.geometry.cellSize, blitter: blitters.current,
                              strip: Self.showsStrip(rows: screen.size.rows, choice: strip))
        if g != game.geometry, g.isDrawable { self.game.resize(to: g) }
        tooSmall = !self.game.geometry.isDrawable
        screen.setFarewell(presenter.farewell)
    }

    /// The size of recordings and snapshots (`--record-size`).
    package var recordSize: RecordSize {
        get { capture.size }
        set { capture.size = newValue }
    }

    /// Records every frame from now on into `recorder`.
    package mutating func record(with recorder: any FrameRecorder) {
        capture.record(with: recorder)
    }

    /// Runs until the player quits; stops a recording on the way out (the
    /// screen takes the pictures away: `Screen.setFarewell`).
    package mutating func run() throws(TerminalError) {
        defer { stopRecording() }
        while !game.status.quitRequested { try turn() }
    }

    /// One turn: requests, a frame if one is due, composed from the game;
    /// then, while the generations due by the next frame step on the worker,
    /// the frame written and a wait for input until something else is due;
    /// then the input that came, on the stepped game.
    package mutating func turn() throws(TerminalError) {
        let now = clock.now()
        let speed = isRunning ? game.pace.speed : 0
        // Owed since the last turn's step ahead (a late turn), stepped with the next frame's.
        let late = pacer.generationsDue(now: now, speed: speed)
        handleRequests()
        var frame: FrameOut?
        if pacer.frameDue(now: now) {
            frame = try composeFrame(now: now)
        } else if presenter.behind, try screen.canvasReady() {
            frame = try composeFrame(now: now, catchingUp: true)
        }
        stepAhead(late: late, speed: speed, now: now)
        // On any way out the game comes back first (`stopRecording` and the caller read it).
        defer { meetStep() }
        if let frame { try send(frame) }
        try screen.waitForInput(seconds: secondsToWait(now: clock.now()))
        meetStep()
        for event in try screen.readInput() { try handle(event) }
    }

    /// Which way the loop stops: quit asked for.
    package var finished: Bool { game.status.quitRequested }

    var isRunning: Bool { game.pace.isRunning }

    /// Whether the picture changes without input: generations run, colours
    /// move, the video plays, or a recording needs every frame.
    var isAnimating: Bool {
        if isRunning || capture.wantsFrame || dirty || game.look.colours.isTimeDependent { return true }
        guard game.look.showVideo, !source.isStill else { return false }
        switch source.state {
        case .live, .starting, .stalled, .lost: return true
        case .ended, .failed: return false
        }
    }

    /// Until the next frame when the picture moves, else until the next
    /// status refresh (a second), or sooner if a generation is due.
    func secondsToWait(now: Double) -> Double? {
        var wait = isAnimating ? pacer.secondsToNextFrame(now: now) : Self.idleWake
        if let generation = pacer.secondsToNextGeneration(now: now, speed: isRunning ? game.pace.speed : 0) {
            wait = min(wait, generation)
        }
        return wait
    }

    mutating func handle(_ event: InputEvent) throws(TerminalError) {
        let wasDirty = dirty
        dirty = true
        switch event {
        case let .key(key):
            if let action = KeyMap.action(for: key) { game.apply(action) }
        case let .mouse(report):
            guard !game.status.showHelp else { return }
            if let row = stripRow, strip.input.takes(report, stripRow: row) {
                // The strip has the pointer: no ghost over the board meanwhile.
                let ghostShown = game.editing.pointer != nil && game.editing.brush.pattern != nil
                game.apply(.hover(nil))
                let actions = strip.input.actions(for: report, layout: StripLayout(columns: screen.size.columns),
                                                 hsvActive: game.look.colours.palette == .hsv, giant: game.camera.plane != nil,
                                                 drawing: game.rule.states > 2)
                for action in actions { game.apply(action) }
                if actions.isEmpty && !ghostShown { dirty = wasDirty }
                return
            }
            let pointer = MouseTracker.worldCell(under: report, in: game.viewport)
            let ghostMoved = pointer != game.editing.pointer && game.editing.brush.pattern != nil
            game.apply(.hover(pointer))
            let actions = mouse.actions(for: report, view: game.viewport)
            for action in actions { game.apply(action) }
            // Every move is reported (1003): one that changes nothing shown paints nothing.
            if actions.isEmpty && !ghostMoved { dirty = wasDirty }
        case .resize:
            try layOut()
            if game.status.showHelp { helpShown = false }
        }
    }

    /// Lays the canvas out again for the screen's size and the strip, and
    /// clears the screen for a full repaint. A screen too small to draw in
    /// keeps the board as it was, for when it grows back. `followingView`:
    /// only the strip changed (`Game.resize(to:followingView:)`).
    mutating func layOut(followingView: Bool = false) throws(TerminalError) {
        let g = Self.geometry(of: screen, cellSize: game.geometry.cellSize, blitter: blitters.current, strip: stripShown)
        tooSmall = !g.isDrawable
        if !tooSmall { game.resize(to: g, followingView: followingView) }
        try screen.clearAll()
        invalidateCanvas()
        statusBar.screenShows(nil)
        strip.screenCleared()
        shownScale = ViewScale(of: game)
    }

    mutating func handleRequests() {
        for request in game.status.takeRequests() {
            dirty = true
            switch request {
            case .snapshot:
                capture.askSnapshot()
            case .saveBoard where game.camera.plane != nil:
                savePlane()
            case .saveBoard:
                let (pattern, rule) = game.savedBoard
                do throws(RecordingError) {
                    let path = try studio.saveBoard(pattern, rule: rule)
                    game.message = "board saved: \(path) (\(pattern.population) cells, generation \(game.generation))"
                } catch {
                    game.message = "board not saved: \(error.description)"
                }
            case .nextBlitter:
                switchBlitter()
            case .exportSVG:
                saveSVG()
            case .nextPattern:
                nextArchivePattern()
            case .suspend:
                if screen.suspend() {
                    // Generations do not pile up while stopped: the clock starts afresh.
                    pacer = PlayPacer(framesPerSecond: pacer.framesPerSecond)
                } else {
                    game.message = "Ctrl-Z: cannot suspend here (no shell with job control could resume lifecam)"
                }
            case .toggleStrip:
                strip.toggle(rows: screen.size.rows)
                game.message = stripShown ? "control strip on" : "control strip off"
                do { try layOut(followingView: true) } catch { game.message = "cannot lay the screen out: \(error)" }
            case .toggleRecording:
                if capture.recorder != nil {
                    stopRecording()
                } else {
                    do throws(RecordingError) {
                        let recorder = try studio.startRecording(fps: Int(pacer.framesPerSecond.rounded()))
                        record(with: recorder)
                        game.message = recordFormat.format.started(path: recorder.stats.path, chosen: recordFormat.chosen)
                    } catch {
                        game.message = "cannot record: \(error.description)"
                    }
                }
            }
        }
    }

    mutating func stopRecording() {
        if let words = capture.stopRecording() { game.message = words }
    }
}
