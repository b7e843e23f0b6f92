/// A `.ans` file (`render --out FILE.ans`, or any terminal bytes) cut into
/// frames where each synchronized update begins (`ESC[?2026h`, which starts
/// every frame lifecam's encoder writes), for `lifecam replay` to show one
/// frame each 1 / fps seconds. Bytes before the first mark are a frame of
/// their own; a file without marks is one frame.
package enum ANSFrames {
    static let mark: [UInt8] = Array("\u{1B}[?2026h".utf8)

    /// The frames of `bytes`, each starting with its mark.
    package static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        var frames: [[UInt8]] = []
        var start = 0
        var i = 0
        let count = bytes.count, length = mark.count
        while i + length <= count {
            if bytes[i] == 0x1B, bytes[i..<(i + length)].elementsEqual(mark) {
                if i > start { frames.append(Array(bytes[start..<i])) }
                start = i
                i += length
            } else {
                i += 1
            }
        }
        if start < count { frames.append(Array(bytes[start..<count])) }
        return frames
    }
}
