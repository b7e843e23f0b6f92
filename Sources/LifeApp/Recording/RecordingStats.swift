/// What the status line shows about a recording.
package struct RecordingStats: Sendable, Equatable {
    /// How the recording stands.
    package enum State: Sendable, Equatable {
        /// Frames are being taken.
        case recording
        /// Stopped on request; every frame taken is written.
        case finished
        /// Stopped by an error; the frames written before it are valid.
        case failed(String)
    }

    /// The file or folder being written.
    package var path: String
    package var framesWritten = 0
    /// Frames refused because the writer was behind (the queue was full).
    package var framesDropped = 0
    /// Seconds since the recording started (frozen when it stops).
    package var elapsed: Double = 0
    package var state: State = .recording
    /// The output went away (deleted, or moved with its folder): nothing of it is kept.
    package var outputGone = false

    package init(path: String, framesWritten: Int = 0, framesDropped: Int = 0, elapsed: Double = 0, state: State = .recording) {
        self.path = path
        self.framesWritten = framesWritten
        self.framesDropped = framesDropped
        self.elapsed = elapsed
        self.state = state
    }

    /// `● REC 01:23 · 2490 frames · 3 dropped` while recording; the reason once failed.
    package var statusText: String {
        switch state {
        case .recording:
            let dropped = framesDropped > 0 ? " · \(framesDropped) dropped" : ""
            return "● REC \(Self.clock(elapsed)) · \(framesWritten) frames\(dropped)"
        case .finished where framesWritten == 0:
            return "recording stopped before its first frame: nothing was saved"
        case .finished:
            return "saved \(framesWritten) frame\(framesWritten == 1 ? "" : "s") to \(path)"
        case .failed(let reason):
            return framesWritten == 0 || outputGone ? "recording stopped: \(reason) (nothing was saved)"
                : "recording stopped: \(reason) (\(framesWritten) frame\(framesWritten == 1 ? "" : "s") kept in \(path))"
        }
    }

    /// `mm:ss`, or `h:mm:ss` past an hour.
    package static func clock(_ seconds: Double) -> String {
        let total = max(0, Int(seconds))
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(two(m)):\(two(s))"
    }
}
