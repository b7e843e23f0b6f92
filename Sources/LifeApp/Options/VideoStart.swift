/// How play starts its video when `--source auto` finds no camera: the
/// synthetic plasma stands in, shown, for the random soup (there is always
/// something to see); with a `--pattern` the pattern is the picture, so it
/// starts on black (the video off: `v` shows the plasma, and `--source
/// synthetic` starts with it). With a camera, or any other source asked
/// for, the video is shown as ever. Said once, in the status line.
package struct VideoStart: Sendable, Equatable {
    /// Whether the video starts shown (`PaintOptions.showVideo`).
    package var showsVideo: Bool
    /// What to say at the start; nil when nothing stood in.
    package var notice: String?

    package init(showsVideo: Bool, notice: String?) {
        self.showsVideo = showsVideo
        self.notice = notice
    }

    /// The start for `requested`, when `cameraFailure` says why no camera
    /// opened (nil: one did, or no camera was looked for) and `standIn` (its
    /// name) took its place; `pattern`: whether `--pattern` was given.
    package static func decide(requested: SourceSpec, cameraFailure: String?, standIn: String, pattern: Bool) -> VideoStart {
        guard case .auto = requested, let cameraFailure else { return VideoStart(showsVideo: true, notice: nil) }
        guard pattern else { return VideoStart(showsVideo: true, notice: "\(cameraFailure); showing \(standIn) instead") }
        // The key first: the status line cuts a long message at its end.
        return VideoStart(showsVideo: false, notice: "the pattern on black: v shows \(standIn) (--source synthetic starts "
            + "with it) · \(cameraFailure)")
    }
}
