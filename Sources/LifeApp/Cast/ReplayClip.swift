/// What `lifecam replay` plays: the terminal's size when it was recorded and
/// the bytes it was sent, each at its time in seconds (never going back).
package struct ReplayClip: Sendable, Equatable {
    package struct Event: Sendable, Equatable {
        package var time: Double
        package var bytes: [UInt8]

        package init(time: Double, bytes: [UInt8]) {
            self.time = time
            self.bytes = bytes
        }
    }

    package var width: Int
    package var height: Int
    package var events: [Event]

    package init(width: Int, height: Int, events: [Event]) {
        self.width = width
        self.height = height
        self.events = events
    }

    /// When the last event is due.
    package var duration: Double { events.last?.time ?? 0 }

    /// Whether `bytes` can be terminal output, as `.ans` files are: at least
    /// one control sequence (`ESC [`) and no NUL, which text sent to a
    /// terminal never holds and binary files do. A text file, a picture or
    /// an empty file is not: it would flash by and leave a blank screen.
    package static func looksLikeTerminalBytes(_ bytes: [UInt8]) -> Bool {
        guard !bytes.contains(0) else { return false }
        return zip(bytes, bytes.dropFirst()).contains { $0 == 0x1B && $1 == 0x5B }
    }

    /// A `.ans` file: its frames (`ANSFrames`), frame i at i / fps.
    package static func ans(_ bytes: [UInt8], fps: Int) -> ReplayClip {
        let frames = ANSFrames.split(bytes)
        return ReplayClip(width: 0, height: 0,
                          events: frames.enumerated().map { Event(time: Double($0.offset) / Double(max(1, fps)), bytes: $0.element) })
    }
}
