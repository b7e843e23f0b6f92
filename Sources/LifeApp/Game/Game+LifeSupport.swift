import LifeCore

extension Game {
    /// Turns births from the video on or off (`--births`).
    package mutating func setBirths(_ on: Bool) {
        // A giant's board is a picture of the plane: nothing is born on it.
        support.setBirths(on && camera.plane == nil)
        beginning?.births = on
    }

    /// `M`: births from motion on or off, said in the status line.
    mutating func toggleBirths() {
        support.setBirths(!support.birthsOn)
        message = support.birthsOn ? "births from motion on: cells are born where the picture moves" : "births from motion off"
    }

    /// `k`: a keep-alive that stepped aside after an edit comes back; otherwise on or off.
    mutating func toggleKeepAlive() {
        if support.keepAliveHeld {
            support.setKeepAlive(true)
            message = "keep-alive back: a settled board is revived"
        } else {
            support.setKeepAlive(!support.keepAliveOn)
            message = support.keepAliveOn ? "keep-alive on: a settled board is revived" : "keep-alive off"
        }
    }

    /// An edit of the player's (clear, a stamp, a drawing, undo, redo): the
    /// keep-alive steps aside so it is not drowned in soup, saying so once.
    mutating func playerEdited() {
        guard support.holdKeepAlive() else { return }
        status.add("keep-alive steps aside after your edit (k brings it back)")
    }

    /// What the status line and the strip say of the keep-alive: nil when off.
    package var keepAliveState: String? {
        support.keepAliveOn ? (support.keepAliveHeld ? "keep held" : "keep on") : nil
    }

    /// Whether the births look at the video: on, and not zoomed out (`Game+Zoom`),
    /// where a pixel is many cells and nothing is born until the view is back.
    package var watchesVideo: Bool { support.birthsOn && camera.zoom == nil }

    /// Shows the births the video frame `video`, scaled as the painter lays
    /// it on the canvas over the part of the world in view (`Painter.follow`):
    /// called once per frame painted, before painting, by the play loop and
    /// by `render` alike. While paused the picture is learnt but nothing is born.
    package mutating func watch(_ video: ScaledVideo?) {
        guard watchesVideo else { return }
        support.watch(video, view: viewport, world: (frame.width, frame.height), collect: !pace.paused)
    }
}
