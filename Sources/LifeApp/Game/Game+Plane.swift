import LifeCore

/// A giant in play and render: a macrocell file, or an RLE larger than
/// lifecam's largest board, runs with HashLife on Golly's unbounded plane
/// (`PlaneView`), and the board is the view drawn from it, one board cell per
/// square of 2^shift × 2^shift cells: alive where the square holds a live
/// cell, as bright in the mask as the share of live cells in it
/// (`PlaneView.brightness`), so the look (palette, decay, video, mask) is the
/// board's at every scale.
///
/// The board is then a picture of the plane, not a world of its own: it has
/// the view's size, each generation due is one HashLife step of 2^k
/// generations (`<`/`>`), `[` below the smallest cell zooms out, arrows pan
/// anywhere, `F` fits the pattern (`Game+Fit`), `0` loads it again, and at a
/// cell a pixel or more the board's edits are HashLife's (`Game+PlaneEdit`).
/// The window moves only with no stroke open, so a stroke's cells are at one place on the plane.
extension Game {
    /// Most HashLife steps one turn of the loop runs (a slow step skips the rest, as the pacer does).
    static let maxPlaneStepsPerTurn = 4

    /// Puts `loaded` (which `needsPlane`) on the plane under `--rule`, else the
    /// file's rule, zoomed out as `--cell` below 1 says, or else to fit the
    /// whole pattern (with the smallest cell when `--cell` is not given and the
    /// cell size may change: `cellFollows`);
    /// refused where the options give a grid.
    mutating func load(onPlane loaded: RunPattern, options: LookOptions, cellFollows: Bool) throws(CommandFailure) {
        let name = TextSanitizer.clean(options.pattern ?? "the pattern", maxLength: 200)
        let what = loaded.macrocell != nil ? "a macrocell file" : "larger than \(Board.maxSide)x\(Board.maxSide)"
        if options.world != nil || options.topology != nil || options.rule?.grid != nil {
            throw CommandFailure(.usage, "\(name) is \(what): it runs on Golly's unbounded plane only "
                + "(no --world, --topology or grid suffix)")
        }
        let source = PlaneSource(loaded, rule: try RuleSpec.runnable(cli: options.rule, file: loaded.pattern.rule))
        let life: HashLife
        do { life = try source.load() } catch { throw CommandFailure(options.rule == nil ? .data : .usage, "\(name): \(error)") }
        planeSource = source
        support.setBirths(false)
        support.setKeepAlive(false)
        plane = PlaneView(life: life, columns: geometry.boardWidth, rows: geometry.boardHeight)
        if options.zoomOut > 0 {
            plane?.zoom(to: options.zoomOut)
            if let box = life.boundingBox { plane?.centre(on: box.x + box.width / 2, box.y + box.height / 2) }
        } else {
            fitPlane(smallestCell: cellFollows && !options.cellGiven)
        }
        drawPlane()
        let title = TextSanitizer.clean(loaded.pattern.name, maxLength: 80)
        message = "\(title.isEmpty ? "pattern loaded" : title) on Golly's plane, \(plane?.scale ?? "")"
    }

    /// Runs `steps` HashLife steps of 2^k generations (at most
    /// `maxPlaneStepsPerTurn`) and draws the board again. HashLife out of
    /// memory, or a generation past `Int.max`, pauses the game and says so.
    mutating func advancePlane(_ steps: Int) {
        guard let view = plane else { return }
        for _ in 0..<min(steps, Self.maxPlaneStepsPerTurn) {
            do {
                try view.advance()
            } catch {
                paused = true
                message = "\(error)"
                break
            }
        }
        drawPlane()
    }

    /// The board from the plane: a cell alive where its square holds any live
    /// cell, `brightness` the share of them, the generation the plane's.
    package mutating func drawPlane() {
        guard let plane else { return }
        let shares = plane.brightness()
        var drawn = board
        drawn.clear()
        let columns = min(plane.columns, drawn.width)
        for row in 0..<min(plane.rows, drawn.height) {
            for column in 0..<columns where shares[row * plane.columns + column] > 0 {
                drawn[column, row] = true
            }
        }
        drawn.generation = plane.life.generation
        board = drawn
        brightness = plane.columns == drawn.width && plane.rows == drawn.height ? shares : nil
    }

    /// The board laid out again for `geometry`: exactly the view, the plane's window following it.
    mutating func resizePlaneView() {
        finishEdit()
        let w = min(Board.maxSide, max(1, geometry.boardWidth)), h = min(Board.maxSide, max(1, geometry.boardHeight))
        if w != board.width || h != board.height, let fresh = try? Board(width: w, height: h, topology: board.topology, rule: board.rule) {
            board = fresh
        }
        plane?.resize(columns: board.width, rows: board.height)
        viewOrigin = GridPoint(x: 0, y: 0)
        drawPlane()
    }

    /// The smallest zoom that shows the whole pattern: at today's cell size
    /// when it fits so, else each cell 2^k cells a side, with the smallest cell
    /// (one canvas pixel) when `smallestCell`.
    mutating func fitPlane(smallestCell: Bool = true) {
        finishEdit()
        plane?.fit()
        if smallestCell, let view = plane, view.shift > 0, geometry.cellSize > geometry.smallestCell {
            geometry.cellSize = geometry.smallestCell
            resizePlaneView()
            plane?.fit()
        }
        drawPlane()
    }

    /// `]`/`[` on the plane: from the smallest cell on, each pixel shows
    /// twice the cells a side, or half. False when the board's own cell size changes instead.
    mutating func zoomPlane(by delta: Int) -> Bool {
        guard let view = plane else { return false }
        if delta > 0, view.shift == 0 { return false }
        if delta < 0, view.shift == 0, geometry.cellSize > geometry.smallestCell { return false }
        finishEdit()
        if plane?.zoom(delta > 0 ? -1 : 1) == true {
            drawPlane()
            message = "scale \(plane?.scale ?? "") (a pixel: 2^\(plane?.shift ?? 0) cells a side)"
        } else {
            message = "zoomed out as far as a pixel of 2^\(PlaneView.maxShift) cells a side"
        }
        return true
    }

    /// Arrows on the plane: a quarter of the view a press, anywhere.
    mutating func panPlane(dx: Int, dy: Int) {
        guard let view = plane else { return }
        finishEdit()
        plane?.pan(dx: dx * max(1, view.columns / 4), dy: dy * max(1, view.rows / 4))
        drawPlane()
        message = ""
    }

    /// `<`/`>`: the step, 2^k generations, smaller or larger.
    mutating func changeStep(by delta: Int) {
        guard let view = plane else {
            message = "< > set the step of a giant on Golly's plane (--pattern F.mc): here each generation is one step"
            return
        }
        plane?.setStep(view.stepExponent + delta)
        message = "step \(plane?.step ?? "") generations"
    }

    /// `0` on a giant: the pattern loaded again at its first generation, the view and the step kept.
    mutating func restartPlane() {
        guard let planeSource else { return }
        openEdit = nil
        do {
            plane?.restart(on: try planeSource.load())
            drawPlane()
            message = "back to generation \(NumberText.grouped(board.generation))"
        } catch {
            message = "cannot load the pattern again: \(error)"
        }
    }

    /// The plane as a macrocell file (`S`), its generation in `#G`; nil off the plane.
    var planeMacrocell: [UInt8]? {
        guard let plane else { return nil }
        var bytes: [UInt8] = []
        plane.life.writeMacrocell(comments: ["saved by lifecam at generation \(plane.life.generation)"]) { bytes += $0 }
        return bytes
    }

}
