import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp

/// A frame cut anywhere, followed by `ControlStringCut.closer`, leaves what
/// comes after it as text: the kitty freeze (a picture chunk cut off at quit,
/// the resets and the shell then read as picture data) cannot happen.
struct ControlStringCutTests {
    /// Where text written after `bytes` would start to show, as kitty reads
    /// strings: an APC, DCS, OSC, SOS or PM runs to the next `ESC \` (OSC also
    /// to BEL), whatever comes between; nil when the stream ends inside one.
    static func textResumes(after bytes: [UInt8]) -> Bool {
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x1B, i + 1 < bytes.count, [0x50, 0x58, 0x5D, 0x5E, 0x5F].contains(bytes[i + 1]) {
                let osc = bytes[i + 1] == 0x5D
                var j = i + 2
                while j < bytes.count, !(bytes[j] == 0x1B && j + 1 < bytes.count && bytes[j + 1] == 0x5C), !(osc && bytes[j] == 0x07) {
                    j += 1
                }
                guard j < bytes.count else { return false }
                i = j + (bytes[j] == 0x07 ? 1 : 2)
            } else {
                i += 1
            }
        }
        return true
    }

    static func kittyFrames() -> [UInt8] {
        var rng = Xoshiro256(seed: 7)
        var encoder = KittyEncoder(deflater: StoredDeflater())
        let first = RendererFixtures.randomCanvas(width: 48, height: 30, distinct: 50, rng: &rng)
        let second = RendererFixtures.randomCanvas(width: 48, height: 30, distinct: 50, rng: &rng)
        return encoder.encode(first) + encoder.encode(second)
    }

    /// A status row, a sixel (DCS), a title (OSC ended by BEL) and text around them.
    static let mixed: [UInt8] = StatusRow.bytes("gen 12 · pop 340", row: 23, columns: 80, lastCell: false)
        + Array("\u{1B}[1;1H\u{1B}Pq\"1;1;8;6#0;2;0;0;0#1;2;100;0;0#1~~@@vv-#0!8~\u{1B}\\é█\u{1B}]0;lifecam\u{07}\u{1B}[38;2;1;2;3m▀".utf8)

    @Test(arguments: [("kitty", kittyFrames()), ("mixed", mixed)])
    func everyCutIsClosed(name: String, frame: [UInt8]) {
        #expect(Self.textResumes(after: frame), "the whole \(name) frame ends outside any string")
        let step = max(1, frame.count / 3000)
        for cut in stride(from: 0, through: frame.count, by: step) {
            let sent = Array(frame[..<cut])
            let closed = sent + ControlStringCut.closer(after: sent)
            #expect(Self.textResumes(after: closed), "\(name) cut at \(cut) of \(frame.count)")
        }
    }

    /// Cut where no string is open, nothing is added (the resets' own ESC ends a CSI).
    @Test(arguments: [
        ("", ""), ("text", ""), ("\u{1B}[38;2;1", ""), ("\u{1B}", ""), ("\u{1B}(B", ""),
        ("\u{1B}_Ga=T;AAAA", "\u{1B}\\"), ("\u{1B}_Ga=T;AA\u{1B}", "\\"), ("\u{1B}Pq#0;2;0;0;0~", "\u{1B}\\"),
        ("\u{1B}_Gq=2;\u{1B}\\", ""), ("\u{1B}]0;title\u{07}", ""), ("\u{1B}]0;title", "\u{1B}\\"),
        ("\u{1B}Pq~\u{1B}x~", "\u{1B}\\"),
    ])
    func closers(sent: String, closer: String) {
        #expect(ControlStringCut.closer(after: Array(sent.utf8)) == Array(closer.utf8))
    }
}
