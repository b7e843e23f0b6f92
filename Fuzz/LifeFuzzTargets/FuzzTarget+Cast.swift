import LifeApp

extension FuzzTarget {
    /// Any bytes as a cast file: read or refused, never trapping; the times
    /// read never go back and every event is UTF-8. The same bytes as one
    /// output event of a cast lifecam writes read back as themselves (as
    /// UTF-8 makes them: invalid bytes become U+FFFD).
    static func cast(_ bytes: [UInt8]) {
        if let clip = try? CastReader.clip(bytes, shown: "fuzz.cast") {
            for (a, b) in zip(clip.events, clip.events.dropFirst()) { precondition(a.time <= b.time, "cast times go back") }
            for event in clip.events {
                precondition(Array(String(decoding: event.bytes, as: UTF8.self).utf8) == event.bytes, "an event is not UTF-8")
            }
        }
        let written = Asciicast.header(width: 80, height: 24, timestamp: 1, term: "xterm")
            + Asciicast.output(time: 0.5, bytes) + Asciicast.resize(time: 1, columns: 10, rows: 5)
        guard let back = try? CastReader.clip(written, shown: "fuzz.cast") else { preconditionFailure("lifecam's own cast is refused") }
        precondition(back.events.count == 1 && back.events[0].bytes == Array(String(decoding: bytes, as: UTF8.self).utf8),
                     "an event written and read back differs")
        precondition(back.width == 80 && back.height == 24 && back.duration == 0.5, "the header or time read back differs")
    }

    /// The replay filter: the same output whole or cut in two; what it lets
    /// through is whole UTF-8 without C1 controls, each Esc starts a sequence
    /// that only draws, and filtering it again changes nothing.
    static func replayFilter(_ bytes: [UInt8]) {
        let cut = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
        var whole = ReplayFilter(), pieces = ReplayFilter(), again = ReplayFilter()
        var out: [UInt8] = [], cutOut: [UInt8] = [], twice: [UInt8] = []
        whole.filter(bytes, into: &out)
        pieces.filter(Array(bytes[..<cut]), into: &cutOut)
        pieces.filter(Array(bytes[cut...]), into: &cutOut)
        precondition(out == cutOut, "the filter reads a recording cut in two differently")
        precondition(Array(String(decoding: out, as: UTF8.self).utf8) == out, "the filter let invalid UTF-8 through")
        for scalar in String(decoding: out, as: UTF8.self).unicodeScalars {
            precondition(!(0x80...0x9F).contains(scalar.value), "a C1 control got through")
            precondition(scalar.value >= 0x20 || [0x08, 0x09, 0x0A, 0x0D, 0x1B].contains(scalar.value), "a control got through")
        }
        for (index, byte) in out.enumerated() where byte == 0x1B {
            precondition(index + 1 < out.count && Array("[78MDE(".utf8).contains(out[index + 1]), "Esc starts a sequence that does more than draw")
        }
        again.filter(out, into: &twice)
        precondition(twice == out, "filtering twice changes the output")
    }
}
