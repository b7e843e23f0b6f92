import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp

@Suite struct ReplayFilterTests {
    private func filtered(_ chunks: [String]) -> String {
        var filter = ReplayFilter()
        var out: [UInt8] = []
        for chunk in chunks { filter.filter(Array(chunk.utf8), into: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// What only draws goes through unchanged.
    @Test(arguments: [
        "plain text é ▀\r\n\tend\u{08}", "\u{1B}[38;2;10;20;30;48;5;17mX\u{1B}[0m", "\u{1B}[12;40H\u{1B}[3A\u{1B}[2C\u{1B}[K\u{1B}[2J",
        "\u{1B}7\u{1B}[H\u{1B}8", "\u{1B}[?2026h\u{1B}[?25l\u{1B}[?2026l\u{1B}[?25h", "\u{1B}[38:2::1:2:3m", "\u{1B}(B\u{1B}M\u{1B}D",
    ])
    func drawingPassesUnchanged(text: String) {
        #expect(filtered([text]) == text)
    }

    /// Everything that does more than draw is removed, whole.
    @Test(arguments: [
        ("a\u{1B}]0;title\u{07}b", "ab"), ("a\u{1B}]52;c;ZXZpbA==\u{1B}\\b", "ab"), ("a\u{1B}P+q544e\u{1B}\\b", "ab"),
        ("a\u{1B}_Gf=100;AAAA\u{1B}\\b", "ab"), ("\u{1B}[?1049h\u{1B}[?1000h\u{1B}[?1006;2026h", ""), ("x\u{1B}[6n\u{1B}[c\u{1B}[>c", "x"),
        ("a\u{1B}cb", "ab"), ("\u{1B}[1;24r", ""), ("a\u{07}\u{00}\u{7F}b", "ab"), ("a\u{9B}31mb", "a31mb"), ("a\u{1B}(0b", "ab"),
        ("a\u{1B}[>4;1m\u{1B}[=1u\u{1B}[ qb", "ab"), ("\u{1B}[?25;1000l", ""), ("\u{1B}[5b", ""),
    ])
    func whatDoesMoreThanDrawIsRemoved(text: String, kept: String) {
        #expect(filtered([text]) == kept)
    }

    /// A sequence split between two events is judged whole.
    @Test func sequencesSplitAcrossEventsAreJudgedWhole() {
        #expect(filtered(["a\u{1B}", "[31mb"]) == "a\u{1B}[31mb")
        #expect(filtered(["a\u{1B}]0;ti", "tle\u{1B}", "\\b"]) == "ab")
        // U+009B (CSI as a C1 control) is C2 9B in UTF-8; U+00A9 (©) is C2 A9.
        var filter = ReplayFilter()
        var out: [UInt8] = []
        for chunk: [UInt8] in [[0x61, 0xC2], [0x9B, 0x62], [0xC2], [0xA9]] { filter.filter(chunk, into: &out) }
        #expect(String(decoding: out, as: UTF8.self) == "ab©")
        #expect(filtered(["\u{1B}[?10", "49h"]) == "")
    }

    /// An endless sequence cannot grow without bound: past the limit it is dropped.
    @Test func anOverlongSequenceIsDropped() {
        #expect(filtered(["\u{1B}[" + String(repeating: "1;", count: 100) + "mok"]) == "ok")
    }

    /// Bytes that are not well-formed UTF-8 never reach the terminal, and a
    /// dropped byte cannot join what is around it into a C1 control: C2,
    /// BEL, 85 would be C2 85 (NEL) if the BEL were simply removed.
    @Test(arguments: [
        ([0x61, 0xC2, 0x07, 0x85, 0x62], "ab"), ([0x61, 0x9B, 0x33, 0x31, 0x6D], "a31m"), ([0xC2, 0x1B, 0x9B, 0x85], ""),
        ([0xC0, 0xAF, 0x61], "a"), ([0xED, 0xA0, 0x80, 0x61], "a"), ([0xF0, 0x9F, 0x98, 0x80], "😀"), ([0xE2, 0x96, 0x61], "a"),
        ([0xFF, 0xFE, 0x61], "a"),
    ] as [([UInt8], String)])
    func malformedUTF8AndHiddenC1AreDropped(bytes: [UInt8], kept: String) {
        var filter = ReplayFilter()
        var out: [UInt8] = []
        filter.filter(bytes, into: &out)
        #expect(out == Array(kept.utf8))
    }

    /// lifecam's own frames reach the terminal byte for byte, in every blitter's glyphs.
    @Test(arguments: [Mosaic.half, .quadrant, .sextant, .octant])
    func lifecamsFramesPassUnchanged(mosaic: Mosaic) {
        var encoder = FrameEncoder(mode: .truecolor, mosaic: mosaic)
        var filter = ReplayFilter()
        for seed in 1...3 {
            let bytes = encoder.encode(canvas: TestFrames.random(width: 80, height: 96, seed: UInt64(seed)))
            var out: [UInt8] = []
            filter.filter(bytes, into: &out)
            #expect(out == bytes)
        }
    }
}
