import LifeCore

extension Game {
    /// Carries out one action: each family of actions has its own part of the
    /// game (the pace, the look, the board, the view), and what only the shell
    /// can do (pictures, recordings, the blitter, the strip, job control) goes
    /// out as a request.
    package mutating func apply(_ action: Action) {
        switch action {
        case .togglePause, .step, .speed, .quit, .toggleHelp, .closeHelp:
            applyPace(action)
        case .palette, .hue, .hueRange, .purity, .decay, .videoFloor, .toggleVideo, .toggleMirror,
             .toggleLight, .toggleFit, .toggleAnimated, .togglePulse, .toggleIcons:
            applyLook(action)
        case .randomFill, .clear, .click, .paint, .endStroke, .undo, .redo,
             .toggleKeepAlive, .toggleBirths, .nextHeading, .brush, .hover:
            applyEdit(action)
        case let .cellSize(delta):
            if !zoomGiant(by: delta), !zoomOutOfBoard(by: delta), !zoomBoard(by: delta) { changeCellSize(by: delta) }
            drawPicture()
        case let .pan(dx, dy):
            pan(dx: dx, dy: dy)
        case let .stepExponent(delta): changeStep(by: delta)
        case let .drawingState(delta): message = editing.changeDrawingState(by: delta, under: rule)
        case .fitPattern:
            fitPattern()
            drawPicture()
        case .restart:
            restart()
            drawPicture()
        case .setHue, .setTone, .setDecay, .setSpeed, .choosePalette:
            applyStrip(action)
        case .nextBlitter, .snapshot, .toggleRecording, .saveBoard, .exportSVG, .toggleStrip, .suspend, .nextPattern:
            if let request = GameStatus.Request(action) { status.ask(request) }
        }
    }

    /// Running, stepping, speed, help and quitting.
    private mutating func applyPace(_ action: Action) {
        switch action {
        case .togglePause:
            message = pace.togglePause()
        case .step:
            pace.paused = true
            advance(1)
            message = "step"
        case let .speed(direction):
            message = pace.change(by: direction)
        case .toggleHelp:
            status.showHelp.toggle()
        case .closeHelp:
            status.showHelp = false
        case .quit:
            status.quitRequested = true
        default:
            assertionFailure("not a pace action: \(action)")
        }
    }

    /// The look's keys, on the look (`PaintOptions+Keys`); `I` on the rule's icons.
    private mutating func applyLook(_ action: Action) {
        if action == .toggleIcons { return toggleIcons() }
        if let said = look.applyColourKey(action, pulsePeriod: pulsePeriod) { return message = said }
        guard let said = look.applyPictureKey(action) else { return assertionFailure("not a look action: \(action)") }
        message = said
    }

    /// The control strip's values, set directly where keys step them: the speed, and the look's.
    private mutating func applyStrip(_ action: Action) {
        if case let .setSpeed(speed) = action { return message = pace.set(speed) }
        guard let said = look.applyStripControl(action) else { return assertionFailure("not a strip action: \(action)") }
        message = said
    }

    /// Bigger or smaller Life cells, in whole sizes from a fractional start
    /// (2.5 goes to 3 or 2), within `--cell`'s range.
    private mutating func changeCellSize(by delta: Int) {
        var next = camera.geometry
        next.cellSize = camera.cellSize(steppedBy: delta)  // at least a pixel down on this blitter's pixels
        resize(to: next)
        message = "cell size \(NumberText.short(next.cellSize))"
    }

    /// Changes to the universe: fills, clears, strokes, undo, keep-alive,
    /// births and the brush; on a giant, at a cell a pixel or more (`editGiant`).
    private mutating func applyEdit(_ action: Action) {
        defer { drawPicture() }
        if camera.plane != nil, Self.edits(action) { return editGiant(action) }
        if let zoom = camera.zoom {
            switch action {
            case .click, .paint:
                message = "zoom in to edit (]): at scale \(zoom.scale) a pixel is \(1 << zoom.shift) cells a side; "
                    + "clicks, drags and brushes act at a cell a pixel or more"
                return
            case .hover:
                return
            default:
                break
            }
        }
        applyWorldEdit(action)
    }

    /// `applyEdit` on the world.
    mutating func applyWorldEdit(_ action: Action) {
        switch action {
        case .randomFill:
            randomFill()
            if !message.hasPrefix("random fill") { message = frame.isPlane || camera.plane != nil ? "random fill of the view" : "random fill" }
        case .clear:
            clearWorld()
            if !message.hasPrefix("clear") { message = camera.plane != nil ? "cleared the view" : "cleared" }
            playerEdited()
        case let .click(cell):
            // A glider launched into a running board is play, not an edit to keep.
            let launches = editing.brush.shape == nil && !pace.paused && rule.hasGliders
            if !launches { playerEdited() }
            click(cell)
            editing.glowOpenEdit(at: generation, traveling: launches)
        case let .paint(cells, alive):
            paint(cells, alive: alive)
            if alive { editing.glowOpenEdit(at: generation, continuing: true) }
            playerEdited()
        case .endStroke:
            finishEdit()
            editing.lastStamp = nil
        case .undo:
            undo()
            playerEdited()
        case .redo:
            redo()
            playerEdited()
        case .toggleKeepAlive:
            toggleKeepAlive()
        case .toggleBirths:
            toggleBirths()
        case .nextHeading:
            message = editing.turn()
        case let .brush(delta):
            message = editing.changeBrush(by: delta)
        case let .hover(cell):
            editing.pointer = cell
        default:
            assertionFailure("not an edit: \(action)")
        }
    }
}
