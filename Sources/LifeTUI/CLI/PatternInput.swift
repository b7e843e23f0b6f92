import LifeApp
import TerminalRenderer

/// The bytes of a pattern file as `PatternFiles` decodes them: as read, or,
/// when the file starts with gzip's magic bytes (1F 8B), inflated as read
/// (`GzipInflater`), a piece of at most `pieceSize` bytes at a time, so the
/// plain file's size limits hold for what it expands to. A member of a zip
/// archive comes here as it unpacks (`packedIn`), held to the same limits.
package struct PatternInput {
    /// The file's name for messages.
    let shown: String
    /// The archive format the bytes are unpacked from as they come ("zip"), for messages; nil for a file.
    let packedIn: String?
    private let pieceSize: Int
    private var inflater: GzipInflater?
    private var started = false

    package init(shown: String, pieceSize: Int = 1 << 20, packedIn: String? = nil) {
        self.shown = shown
        self.pieceSize = pieceSize
        self.packedIn = packedIn
    }

    /// Whether the file is gzip-compressed (known once the first bytes are read).
    package var isCompressed: Bool { inflater != nil }

    /// The start of a refusal for a file past `limit` bytes: a compressed
    /// file is refused for what it expands to, not for its own size.
    func larger(than limit: Int) -> String {
        if isCompressed { return "\(shown) expands to more than \(limit >> 20) MiB (gzip)" }
        if let packedIn { return "\(shown) expands to more than \(limit >> 20) MiB (\(packedIn))" }
        return "\(shown) is larger than \(limit >> 20) MiB"
    }

    /// The next bytes of the pattern text; empty at its end. `read` gives the
    /// file's next chunk, empty at the end of the file.
    package mutating func next(_ read: () throws(CommandFailure) -> [UInt8]) throws(CommandFailure) -> [UInt8] {
        if !started {
            started = true
            var first = try read()
            // A pipe may hand over a single byte first; the magic needs two.
            while first.count == 1 {
                let more = try read()
                if more.isEmpty { break }
                first += more
            }
            guard first.starts(with: [0x1F, 0x8B]) else { return first }
            do { inflater = try GzipInflater(pieceSize: pieceSize) } catch { throw failure(error) }
            inflater?.give(first)
        }
        guard let inflater else { return try read() }
        while true {
            if inflater.needsInput {
                let chunk = try read()
                if chunk.isEmpty {
                    guard inflater.atMemberEnd else { throw CommandFailure(.data, "\(shown): the gzip stream is cut short") }
                    return []
                }
                inflater.give(chunk)
            }
            let piece: [UInt8]
            do { piece = try inflater.next() } catch { throw failure(error) }
            if !piece.isEmpty { return piece }
        }
    }

    private func failure(_ error: InflateError) -> CommandFailure {
        CommandFailure(.data, "\(shown): \(error.reason)")
    }
}
