/// What the status line shows about a recording.
struct RecordingStats: Sendable, Equatable {
    /// How the recording stands.
    enum State: Sendable, Equatable {
        /// Frames are being taken.
        case recording
        /// Stopped on request; every frame taken is written.
        case finished
        /// Stopped by an error; the frames written before it are valid.
        case failed(String)
    }

    /// The file or folder being written.
    var path: String
    var framesWritten = 0
    /// Frames refused because the writer was behind (the queue was full).
    var framesDropped = 0
    /// Seconds since the recording started (frozen when it stops).
    var elapsed: Double = 0
    var state: State = .recording

    /// `● REC 01:23 · 2490 frames · 3 dropped` while recording; the reason once failed.
    var statusText: String {
        switch state {
        case .recording:
            let dropped = framesDropped > 0 ? " · \(framesDropped) dropped" : ""
            return "● REC \(Self.clock(elapsed)) · \(framesWritten) frames\(dropped)"
        case .finished:
            return "saved \(framesWritten) frames to \(path)"
        case .failed(let reason):
            return "recording stopped: \(reason) (\(framesWritten) frames kept in \(path))"
        }
    }

    /// `mm:ss`, or `h:mm:ss` past an hour.
    static func clock(_ seconds: Double) -> String {
        let total = max(0, Int(seconds))
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(two(m)):\(two(s))"
    }
}
