import Foundation
import Testing
@testable import LifeApp

@Suite struct AsciicastTests {
    /// The line without its newline, as JSON (Foundation's parser, as strict as asciinema's).
    private func json(_ line: [UInt8]) throws -> Any {
        #expect(line.last == 0x0A && line.dropLast().allSatisfy { $0 != 0x0A }, "one line, ending in a newline")
        return try JSONSerialization.jsonObject(with: Data(line.dropLast()))
    }

    @Test func theHeaderHasTheSizeTheTimeAndTERM() throws {
        let header = try #require(try json(Asciicast.header(width: 160, height: 48, timestamp: 1_763_900_000, term: "xterm-256color"))
                                  as? [String: Any])
        #expect(header["version"] as? Int == 2 && header["width"] as? Int == 160 && header["height"] as? Int == 48)
        #expect(header["timestamp"] as? Int == 1_763_900_000)
        #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        let timeless = try #require(try json(Asciicast.header(width: 80, height: 24, timestamp: nil, term: "x\"y")) as? [String: Any])
        #expect(timeless["timestamp"] == nil && (timeless["env"] as? [String: String])?["TERM"] == "x\"y")
    }

    /// Control characters are escaped (a raw ESC is invalid JSON), the rest is
    /// UTF-8 as is, and the bytes come back exactly when the line is read.
    @Test(arguments: [
        "\u{1B}[38;2;1;2;3m▀\u{1B}[0m", "quote \" backslash \\ slash /", "tab\tcr\rlf\nbel\u{07}del\u{7F}", "é ▀ 🟦", "",
    ])
    func outputBytesComeBackExactly(text: String) throws {
        let line = Asciicast.output(time: 1.5, Array(text.utf8))
        #expect(!line.dropLast().contains(0x1B) && !line.dropLast().contains { $0 < 0x20 })
        let event = try #require(try json(line) as? [Any])
        #expect(event.count == 3 && (event[0] as? Double) == 1.5 && event[1] as? String == "o")
        #expect(event[2] as? String == text)
    }

    @Test func invalidUTF8BecomesTheReplacementCharacter() throws {
        let event = try #require(try json(Asciicast.output(time: 0, [0x61, 0xFF, 0x62])) as? [Any])
        #expect(event[2] as? String == "a\u{FFFD}b")
        #expect(Asciicast.jsonString([0x1B]) == "\"\\u001b\"")
    }

    @Test func resizeEventsSayTheNewSize() throws {
        let event = try #require(try json(Asciicast.resize(time: 2, columns: 100, rows: 30)) as? [Any])
        #expect(event[1] as? String == "r" && event[2] as? String == "100x30")
    }

    @Test(arguments: [(0.0, "0.000000"), (1.0 / 30, "0.033333"), (9.9666666, "9.966667"), (125.5, "125.500000"), (-1, "0.000000")])
    func timesHaveSixDecimals(time: Double, text: String) {
        #expect(Asciicast.seconds(time) == text)
    }
}

@Suite struct ANSFramesTests {
    @Test func framesStartAtEachSynchronizedUpdate() {
        let mark = "\u{1B}[?2026h"
        let bytes = Array(("lead" + mark + "one" + mark + mark + "three").utf8)
        #expect(ANSFrames.split(bytes).map { String(decoding: $0, as: UTF8.self) } == ["lead", mark + "one", mark, mark + "three"])
        #expect(ANSFrames.split(Array("no marks".utf8)) == [Array("no marks".utf8)])
        #expect(ANSFrames.split([]) == [])
        let clip = ReplayClip.ans(Array((mark + "a" + mark + "b" + mark + "c").utf8), fps: 10)
        #expect(clip.events.map(\.time) == [0, 0.1, 0.2] && clip.duration == 0.2)
    }
}
