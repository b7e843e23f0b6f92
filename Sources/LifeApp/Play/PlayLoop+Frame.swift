import LifeCore

/// A frame composed from the game, for `PlayLoop.send`: the canvas and the
/// strip's row, no part of the game (it goes out while the game steps).
struct FrameOut {
    var canvas: RGBFrame
    /// The strip's row when it changed (written with the canvas, in one write).
    var strip: [UInt8]
}

extension PlayLoop {
    /// One frame: paint → capture → present, `present` in two halves: what
    /// reads the game here (the status line, the help overlay), the canvas
    /// to encode and write returned for `send`. The canvas is painted when
    /// something changed (and while capture wants every frame: a recording
    /// keeps its pace), handed to capture (the recording, a snapshot), then
    /// shown if the screen has taken the last one, else dropped; the status
    /// line and the help overlay are kept current either way.
    /// `catchingUp`: a frame between the frames' times, in place of one the
    /// terminal was too busy to take (`behind`); painted only if something
    /// changed, and not recorded, since a recording keeps the frames' times.
    mutating func composeFrame(now: Double, catchingUp: Bool = false) throws(TerminalError) -> FrameOut? {
        presenter.behind = false
        try clearOnRescale()
        let painted = paint(now: now, catchingUp: catchingUp)
        if !catchingUp { captureFrame(painted, now: now) }
        return try present(painted?.canvas, now: now)
    }

    /// The canvas for `now` and the video frame it shows, when the screen or
    /// capture needs a new one; nil when nothing changed or there is no canvas.
    private mutating func paint(now: Double, catchingUp: Bool) -> (canvas: RGBFrame, video: VideoFrame?)? {
        let g = game.geometry
        guard !tooSmall, g.isDrawable else { return nil }
        let time = now - start
        let video = source.latestVideo(at: time)
        game.watch(painter.follow(game, video: video))
        if game.look.colours.isTimeDependent || (game.look.showVideo && !Self.same(video, lastVideo)) { dirty = true }
        guard dirty || (capture.wantsFrame && !catchingUp) else { return nil }
        painter.options = game.look
        // A glyph blitter's cell is a few sub-pixels: plain colours (recordings, at their own size, keep the icons).
        if !blitters.current.drawsPixels { painter.options.icons = nil }
        if let pan = viewPan.moved(to: game.viewport) { painter.pan(dx: pan.dx, dy: pan.dy) }
        let shown = game.picture
        statusBar.count(universe: game.universe, window: shown, giant: game.camera.plane != nil, running: isRunning, now: now)
        lastVideo = video
        painter.glow = game.glowingCells
        let canvas = painter.frame(board: shown, video: video, canvasWidth: g.pixelWidth,
                                   canvasHeight: g.pixelHeight, cellSize: g.cellSize, cellHeight: g.cellHeight, time: time)
        return (canvas, video)
    }

    /// Hands the frame `painted` (if any) to capture, and puts what capture
    /// says (a snapshot saved or refused, a recording that ended) in the status line.
    private mutating func captureFrame(_ painted: (canvas: RGBFrame, video: VideoFrame?)?, now: Double) {
        var words: String?
        if let painted {
            words = capture.take(painted.canvas, of: game, painter: painter, video: painted.video, time: now - start,
                                 studio: studio)
        } else if tooSmall || !game.geometry.isDrawable {
            words = capture.refuseSnapshot()
        }
        if let words { game.message = words }
        if let ended = capture.recordingEnded() { game.message = ended }
        if !sourceWarned, let warning = source.warning {
            sourceWarned = true
            game.message = "\(source.name): \(warning)"
        }
    }

    /// Readies `painted` (with the ghost of the brush over it) to be shown
    /// when the screen needs it and can take it, and shows the status line
    /// and help overlay; the frame for `send`, nil when there is none.
    private mutating func present(_ painted: RGBFrame?, now: Double) throws(TerminalError) -> FrameOut? {
        let g = game.geometry
        var canvas: RGBFrame?
        if var shown = painted, dirty {
            let ghost = game.ghostCells
            if !ghost.isEmpty { Ghost.draw(ghost, view: game.viewport, lightMode: game.look.lightMode, into: &shown) }
            WorldBorder.draw(WorldBorder.sides(of: game), view: game.viewport, into: &shown)
            canvas = shown
        }
        guard try screen.canvasReady() else {
            // The terminal is behind: this frame is dropped, and the next one is painted anyway.
            // Not counted while the first frame, the whole canvas, is still on its way: that is start-up, not a slow link.
            presenter.screenBusy(painted: canvas != nil)
            return nil
        }
        presenter.screenReady(framesShown: framesShown)
        statusBar.frameShown(at: now, painted: canvas != nil)
        try updateHelp()
        if tooSmall || !g.isDrawable {
            // The last message too, where the row is wide enough (a snapshot refused, a recording ended).
            try drawStatus("too small: enlarge the terminal" + (game.message.isEmpty ? "" : " │ \(game.message)"))
            return nil
        }
        try drawStatus(statusText())
        guard let canvas, !helpShown else { return nil }
        var strip: [UInt8] = []
        appendStrip(to: &strip)
        return FrameOut(canvas: canvas, strip: strip)
    }

    /// Encodes and writes `frame`: reads nothing of the game, which may be
    /// stepping on the worker meanwhile (`PlayLoop+Step`).
    mutating func send(_ frame: FrameOut) throws(TerminalError) {
        guard try presenter.send(frame.canvas, then: frame.strip, to: screen) else {
            // The terminal has not taken the last picture yet: this one is dropped, and painted again next time.
            statusBar.frameHeldBack()
            return
        }
        dirty = false
        framesShown += 1
    }

    /// Opens or closes the help overlay when the game asks.
    private mutating func updateHelp() throws(TerminalError) {
        guard game.status.showHelp != helpShown else { return }
        helpShown = game.status.showHelp
        let (columns, rows) = screen.size
        if helpShown {
            let pixels = screen.pixelMouse == nil ? [] : ["       pixel mouse: a click picks the exact Life cell, even inside a character"]
            let status = TextWidth.fit(statusText(), columns: columns)
            let lines = KeyMap.helpLines + pixels + [""] + [blitterNote] + helpNotes + (archive?.helpLines ?? [])
            try screen.showOverlay(HelpLayout.rows(lines, columns: columns, rows: rows - 1), status: status)
            statusBar.screenShows(status)
        } else {
            try screen.clearAll()
            invalidateCanvas()
            statusBar.screenShows(nil)
            strip.screenCleared()
            dirty = true
        }
    }

    /// The help's line on the blitter in use and what `t` steps through: the
    /// status line drops the blitter first when it is full, as it is at the
    /// start of a 160-column terminal, so the help is where `auto`'s choice is read.
    var blitterNote: String {
        let others = blitters.available.map(\.rawValue).joined(separator: ", ")
        return blitters.available.count > 1 ? "blitter: \(blitters.current) (t steps through \(others))"
            : "blitter: \(blitters.current), the only one this terminal shows"
    }

    /// Draws `text` as the status line unless it is what the line already shows.
    private mutating func drawStatus(_ text: String) throws(TerminalError) {
        let screen = screen
        try statusBar.draw(text, columns: screen.size.columns) { line throws(TerminalError) in try screen.drawStatus(line) }
    }

    /// The status line for now (`StatusBar` lays it out again only when a field changed).
    mutating func statusText() -> String {
        var line = StatusLine(running: !game.pace.paused, generation: game.generation, population: statusBar.population,
                              speed: game.pace.speed, framesPerSecond: statusBar.framesPerSecond,
                              source: source.name, sourceState: source.state, palette: game.look.colours.palette.description,
                              cellSize: game.geometry.cellSize, heading: game.editing.heading,
                              recording: capture.recordingStatus, droppedFrames: presenter.framesDropped,
                              brush: game.editing.brush.pattern == nil ? nil : game.editing.brush.label,
                              view: game.outsideView(windowPopulation: statusBar.windowPopulation,
                                                     population: statusBar.population),
                              message: game.message)
        line.blitter = blitters.current.rawValue
        line.keepAlive = game.keepAliveState
        line.grid = game.gridLabel ?? ""
        line.rule = game.ruleLabel ?? ""
        line.plane = game.camera.plane.map { PlaneStatus($0, generation: game.generation, population: statusBar.planePopulation) }
        line.zoom = game.camera.zoom?.shift ?? 0
        line.floor = game.look.floorShown
        if game.rule.states > 2 {
            line.drawing = game.editing.drawingState
            line.states = statusBar.stateCounts
        }
        return statusBar.text(of: line, width: screen.size.columns - 1, running: isRunning, now: clock.now())
    }

    /// Whether `a` and `b` are the very same video frame (the same bytes, not a copy).
    static func same(_ a: VideoFrame?, _ b: VideoFrame?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.isSameFrame(as: b)
    }
}
