import LifeCore

/// The last few lines a child process wrote on standard error, kept as it
/// writes them, in bounded memory: ffmpeg at `-loglevel error` names the
/// cause of a failure a line or two above its last line (`Error initializing
/// output stream 0:0` comes after x264's reason), so one line is not enough.
package struct OutputTail: Sendable, Equatable {
    /// How many non-empty lines are kept.
    package let capacity: Int
    /// The longest line kept, in bytes; longer ones are cut.
    static let longestLine = 400
    private var lines: [[UInt8]] = []
    private var partial: [UInt8] = []

    package init(capacity: Int = 5) {
        self.capacity = max(1, capacity)
    }

    /// Adds bytes as they were read; lines end at LF or CR (progress lines).
    package mutating func append<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D {
                endLine()
            } else if partial.count < Self.longestLine {
                partial.append(byte)
            }
        }
    }

    /// The kept lines, oldest first, every control character and escape
    /// sequence removed (the text comes from another program), a trailing
    /// unterminated line included.
    package var text: [String] {
        var all = lines
        if !Self.isBlank(partial) { all.append(partial) }
        return all.suffix(capacity).map { TextSanitizer.clean(String(decoding: $0, as: UTF8.self), maxLength: Self.longestLine) }
            .filter { !$0.isEmpty }
    }

    /// The kept lines on one line, joined by ` | `; empty when there are none.
    package var summary: String { text.joined(separator: " | ") }

    private mutating func endLine() {
        defer { partial.removeAll(keepingCapacity: true) }
        guard !Self.isBlank(partial) else { return }
        lines.append(partial)
        if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
    }

    private static func isBlank(_ line: [UInt8]) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
