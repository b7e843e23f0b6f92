import LifeCore

/// The keys and clicks on a giant (`Game+Giant`): zoom, pan, the step, edits
/// at a cell a pixel or more, and `S` as a macrocell file.
extension Game {
    /// Whether `action` would change the universe's cells or brings life of its own.
    static func edits(_ action: Action) -> Bool {
        switch action {
        case .randomFill, .clear, .click, .paint, .undo, .redo, .toggleKeepAlive, .toggleBirths: true
        default: false
        }
    }

    /// Carries out `action`, one that `edits`, on a giant: undo and redo at
    /// any scale (the history is at the cells' place on the plane), the rest
    /// at a cell a pixel or more, near enough the origin for the plane's cells.
    mutating func editGiant(_ action: Action) {
        guard let view = camera.plane else { return }
        switch action {
        case .toggleKeepAlive, .toggleBirths:
            message = Self.giantHasNoSupport
        case .undo, .redo:
            applyWorldEdit(action)
        default:
            if view.shift > 0 {
                message = "zoom in to edit (]): at scale 1:2^\(view.shift) a pixel is \(1 << min(view.shift, 62)) cells a side; "
                    + "clicks, brushes, r and c act at a cell a pixel or more"
                return
            }
            guard abs(view.x) <= Int128(Self.farthestEditedView), abs(view.y) <= Int128(Self.farthestEditedView) else {
                message = "the view lies more than 2^60 cells from the origin, beyond where HashLife's cells are set"
                return
            }
            applyWorldEdit(action)
        }
    }

    /// `]`/`[` on a giant: from the smallest cell on, each pixel shows
    /// twice the cells a side, or half. False when the cell size changes instead.
    mutating func zoomGiant(by delta: Int) -> Bool {
        guard let view = camera.plane else { return false }
        if delta > 0, view.shift == 0 { return false }
        if delta < 0, view.shift == 0, camera.geometry.cellSize > camera.geometry.smallestCell { return false }
        finishEdit()
        if camera.plane?.zoom(delta > 0 ? -1 : 1) == true {
            drawGiant()
            message = "scale \(camera.plane?.scale ?? "") (a pixel: 2^\(camera.plane?.shift ?? 0) cells a side)"
        } else {
            message = "zoomed out as far as a pixel of 2^\(PlaneView.maxShift) cells a side"
        }
        return true
    }

    /// Arrows on a giant: a quarter of the view a press, anywhere.
    mutating func panGiant(dx: Int, dy: Int) {
        guard let view = camera.plane else { return }
        finishEdit()
        camera.plane?.pan(dx: dx * max(1, view.columns / 4), dy: dy * max(1, view.rows / 4))
        drawGiant()
        message = ""
    }

    /// `<`/`>`: the step, 2^k generations, smaller or larger.
    mutating func changeStep(by delta: Int) {
        guard let view = camera.plane else {
            message = "< > set the step of a giant on Golly's plane (--pattern F.mc): here each generation is one step"
            return
        }
        camera.plane?.setStep(view.stepExponent + delta)
        message = "step \(camera.plane?.step ?? "") generations"
    }

    /// A giant as a macrocell file (`S`), its generation in `#G`; nil for a
    /// universe that does not write one.
    var giantMacrocell: [UInt8]? {
        guard camera.plane != nil, let writer = universe as? any MacrocellWriting else { return nil }
        var bytes: [UInt8] = []
        writer.writeMacrocell(comments: ["saved by lifecam at generation \(writer.generation)"]) { bytes += $0 }
        return bytes
    }
}
