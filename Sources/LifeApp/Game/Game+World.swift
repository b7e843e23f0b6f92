import LifeCore

/// The world and its frame (`WorldFrame`): stepping the universe, the frame
/// growing with the cells on Golly's plane and a tube, the soup's world
/// growing with the view, and the cells outgrowing the largest board on the
/// plane, where they go on as a giant (with HashLife, where it runs the rule).
extension Game {
    /// Steps the universe `count` generations; on an open world the frame
    /// grows round the cells as they spread, as lifecam's largest board would
    /// hold them (the view moves with them): with `room` empty lines between
    /// the cells and an open end, `room − 1` generations run, then it grows.
    /// Cells that outgrow the largest board go on as a giant on Golly's plane
    /// (`goOnAsGiant`); on a tube, or where nothing takes them on, the game pauses and says so.
    mutating func step(_ count: Int) {
        guard frame.open != nil else {
            _ = run(count)
            return
        }
        let target = generation + count
        var left = count
        while left > 0 {
            guard let box = universe.boundingBox.map({ frame.cells(of: $0) }) else { return _ = run(left) }
            let room = frame.room(around: box)
            if room < 2 {
                do { moveWorld(by: try frame.grow(around: box)) } catch { return outgrown(goingOnTo: target) }
                continue
            }
            let stint = min(left, room - 1)
            guard run(stint) else { return }
            left -= stint
        }
    }

    /// Steps the universe; false (the game paused, the message saying why) when it cannot.
    private mutating func run(_ count: Int) -> Bool {
        do {
            try universe.step(count)
            return true
        } catch {
            pause(saying: "\(error): paused")
            return false
        }
    }

    /// The cells at generation `generation` span more than lifecam's largest
    /// board: on Golly's plane they go on as a giant to `target`; else paused.
    private mutating func outgrown(goingOnTo target: Int) {
        if frame.isPlane, goOnAsGiant() {
            // The generations left of this step, as bgolly's -m splits them.
            do { try universe.step(target - generation) } catch { pause(saying: "\(error)") }
            return drawGiant()
        }
        pause(saying: frame.isPlane
            ? "at generation \(generation) the cells span more than lifecam's largest board (\(Board.maxSide)x\(Board.maxSide)), "
                + "which stands in for Golly's plane, and HashLife cannot take them on: paused"
            : "the cells span more than lifecam's largest board (\(Board.maxSide) cells) along the grid's open side: paused")
    }

    /// The world cells moved by `moved` (the frame grew round them): the
    /// view follows them. Golly's coordinates, and so the edits, stay.
    mutating func moveWorld(by moved: GridPoint) {
        guard moved != GridPoint(x: 0, y: 0) else { return }
        camera.follow(moved)
    }

    /// Makes the world at least `width × height` (up to `Board.maxSide`), the
    /// content centred in it; `centre` follows the cell it named.
    mutating func grow(width: Int, height: Int, centre: inout GridPoint) {
        reshape(width: max(frame.width, width), height: max(frame.height, height), centre: &centre)
    }

    /// Makes the world `width × height` (up to `Board.maxSide`), the content
    /// centred in it (cut where it is smaller); `centre` follows the cell it
    /// named. A bounded world is a new universe of that size holding the
    /// cells where they were in Golly's coordinates; an open world's frame grows.
    mutating func reshape(width: Int, height: Int, centre: inout GridPoint) {
        let w = min(Board.maxSide, max(1, width)), h = min(Board.maxSide, max(1, height))
        guard w != frame.width || h != frame.height else { return }
        finishEdit()
        var next = frame
        let moved = next.resize(width: w, height: h)
        if next.open == nil {
            guard let fresh = try? Self.universe(rule: rule, on: next) else { return }
            if let cells = universe.cells(maxSide: Board.maxSide), cells.pattern.population > 0 {
                _ = try? fresh.load(cells.pattern, at: cells.origin)
            }
            fresh.generation = universe.generation
            universe = fresh
        }
        frame = next
        centre = GridPoint(x: centre.x + moved.x, y: centre.y + moved.y)
        moveWorld(by: moved)
    }

    /// Puts the view's top-left at world cell `origin`, the frame growing
    /// (the cells moved as `moveWorld` says) where the view would leave it;
    /// false when it would outgrow `Board.maxSide`.
    mutating func holdView(at origin: GridPoint) -> Bool {
        let rect = CellRect(x: origin.x, y: origin.y, width: camera.geometry.boardWidth, height: camera.geometry.boardHeight)
        var next = frame
        guard let moved = next.hold(rect) else { return false }
        if moved != GridPoint(x: 0, y: 0) || next.width != frame.width || next.height != frame.height { finishEdit() }
        frame = next
        moveWorld(by: moved)
        camera.origin = GridPoint(x: origin.x + moved.x, y: origin.y + moved.y)
        return true
    }

    /// The world cells the view shows, on Golly's plane (where `r` and the
    /// keep-alive act on the view); nil elsewhere.
    var viewCells: CellRect? {
        guard frame.isPlane else { return nil }
        if let zoom = camera.zoom { return zoom.cells(in: frame) }
        let view = viewport
        return CellRect(x: view.origin.x, y: view.origin.y, width: view.windowWidth, height: view.windowHeight)
    }
}
