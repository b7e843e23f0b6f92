import LifeCore

extension Game {
    /// Turns births from the video on or off (`--births`).
    public mutating func setBirths(_ on: Bool) {
        support.setBirths(on)
    }

    /// `M`: births from motion on or off, said in the status line.
    mutating func toggleBirths() {
        support.setBirths(!support.birthsOn)
        message = support.birthsOn ? "births from motion on: cells are born where the picture moves" : "births from motion off"
    }

    /// Shows the births the video frame `video`, as `painter` lays it on the
    /// canvas over the part of the world in view: called once per frame
    /// painted, before painting, by the play loop and by `render` alike.
    /// While paused the picture is learnt but nothing is born.
    public mutating func watch(_ video: VideoFrame?, painter: inout Painter) {
        painter.options = look
        support.watch(video, painter: &painter, view: viewport, board: board, collect: !paused)
    }
}
