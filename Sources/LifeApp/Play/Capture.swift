import LifeCore

/// What play keeps of its frames: the recording in progress (`R`,
/// `--record`) and the snapshot `s` asked for. The play loop paints a frame,
/// hands it here, then presents it: capture never changes what the screen
/// shows, and says what happened as status-line messages.
struct Capture {
    /// The size recordings and snapshots are made at (`--record-size`).
    var size = RecordSize.shared
    /// The recording in progress.
    private(set) var recorder: (any FrameRecorder)?
    /// How the recording in progress sees the world: its size, zoom and view
    /// (fixed by its first frame).
    private var recording: RecordingView?
    /// `s` was pressed: saved with the next frame painted, so it shows every
    /// click and key that came before it.
    private(set) var snapshotDue = false

    /// Whether the next frame is painted for capture even when the screen needs none.
    var wantsFrame: Bool { recorder != nil || snapshotDue }

    /// The recording's part of the status line, while one is in progress.
    var recordingStatus: String? { recorder?.stats.statusText }

    /// Records every frame from now on into `recorder`.
    mutating func record(with recorder: any FrameRecorder) {
        self.recorder = recorder
        recording = nil
    }

    /// Stops the recording in progress; its final words, or nil when none was.
    mutating func stopRecording() -> String? {
        guard let recorder else { return nil }
        defer { forgetRecording() }
        return recorder.stop().statusText
    }

    /// The recording's final words when it stopped by itself (an error, a
    /// full disk) since the last frame; nil while it goes on.
    mutating func recordingEnded() -> String? {
        guard let stats = recorder?.stats, stats.state != .recording else { return nil }
        forgetRecording()
        return stats.statusText
    }

    private mutating func forgetRecording() {
        recorder = nil
        recording = nil
    }

    /// `s`: a snapshot of the next frame painted.
    mutating func askSnapshot() {
        snapshotDue = true
    }

    /// No frame can be painted (the terminal is too small): a snapshot asked
    /// for is refused now, not taken later when the terminal grows back (a
    /// snapshot is of the moment `s` was pressed). The refusal's message.
    mutating func refuseSnapshot() -> String? {
        guard snapshotDue else { return nil }
        snapshotDue = false
        return "no snapshot: the terminal is too small to draw in"
    }

    /// Takes the frame just `painted` (the canvas, without the ghost) of
    /// `game`: its scene to the recorder, which paints it at its own size on
    /// its own thread (the screen never waits for it), and the snapshot due
    /// to `studio`. `painter` is the screen's, as it painted this frame. The
    /// snapshot's message, when one was taken.
    mutating func take(_ painted: RGBFrame, of game: Game, painter: Painter, video: VideoFrame?, time: Double,
                       studio: any Studio) -> String? {
        if let recorder {
            if recording == nil { recording = view(of: game, painter: painter) }
            recorder.submit(recording!.scene(of: game, video: video, time: time))
        }
        guard snapshotDue else { return nil }
        snapshotDue = false
        return saveSnapshot(painted, of: game, painter: painter, video: video, time: time, studio: studio)
    }

    /// How a recording or snapshot starting now sees `game`.
    private func view(of game: Game, painter: Painter) -> RecordingView {
        RecordingView(canvas: game.geometry, size: size, pixelAspect: game.look.pixelAspect, painter: painter)
    }

    /// Saves the picture `painted`, resampled to the snapshot's size, or for
    /// a size of its own the scene painted at that size (here, once, by a
    /// copy of the screen's painter: a snapshot is a single frame, worth its moment).
    private func saveSnapshot(_ painted: RGBFrame, of game: Game, painter: Painter, video: VideoFrame?, time: Double,
                              studio: any Studio) -> String {
        var view = view(of: game, painter: painter)
        let picture: RGBFrame
        if case .fixed = size {
            var once = SceneRecording()
            picture = once.frame(for: view.scene(of: game, video: video, time: time))
        } else {
            picture = painted.resampled(toWidth: view.width, height: view.height)
        }
        do throws(RecordingError) {
            return "snapshot saved: \(try studio.saveSnapshot(picture))"
        } catch {
            return "snapshot failed: \(error.description)"
        }
    }
}
