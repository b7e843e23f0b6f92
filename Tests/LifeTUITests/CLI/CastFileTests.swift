import Foundation
import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp
@testable import LifeTUI

/// `render --out FILE.cast` and `lifecam replay`'s reading of casts.
@Suite struct CastFileTests {
    private func render(_ arguments: [String]) throws {
        try RenderCommand.parse(arguments).run()
    }

    /// Every line is one JSON value, times grow one frame at a time, and the
    /// output events hold exactly the bytes `.ans` holds, frame by frame.
    @Test func theCastHoldsTheANSBytesInRenderedTime() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let common = ["--frames", "20", "--fps", "20", "--terminal", "60x20", "--seed", "3", "--source", "synthetic:bars"]
        try render(common + ["--out", folder.file("a.cast")])
        try render(common + ["--out", folder.file("a.ans")])
        let text = String(decoding: try folder.bytes("a.cast"), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "" && lines.count == 22)
        let values = try lines.dropLast().map { try JSONSerialization.jsonObject(with: Data($0.utf8)) }
        let header = try #require(values.first as? [String: Any])
        #expect(header["version"] as? Int == 2 && header["width"] as? Int == 60 && header["height"] as? Int == 20)
        #expect(header["timestamp"] == nil, "a render is the same any day")
        let events = values.dropFirst().compactMap { $0 as? [Any] }
        #expect(events.compactMap { $0[0] as? Double } == (0..<20).map { Double($0) / 20 })
        #expect(events.allSatisfy { $0[1] as? String == "o" })
        let ans = try folder.bytes("a.ans")
        #expect(Array(events.compactMap { $0[2] as? String }.joined().utf8) == ans)
        let clip = try CastReader.clip(try folder.bytes("a.cast"), shown: "a.cast")
        #expect(clip.width == 60 && clip.height == 20 && clip.events.flatMap(\.bytes) == ans && clip.duration == 0.95)
        // Same options, same bytes.
        try render(common + ["--out", folder.file("b.cast")])
        #expect(try folder.bytes("a.cast") == folder.bytes("b.cast"))
    }

    /// asciinema itself plays the file back to the very bytes of the `.ans`
    /// (it needs a terminal: `script` gives it one).
    @Test(.enabled(if: ExecutableSearch.find("asciinema") != nil && ExecutableSearch.find("script") != nil,
                   "asciinema or script is not installed"))
    func asciinemaCatWritesTheANSBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let common = ["--frames", "8", "--terminal", "40x12", "--source", "synthetic:plasma"]
        try render(common + ["--out", folder.file("a.cast")])
        try render(common + ["--out", folder.file("a.ans")])
        _ = try FFprobe.run("script", ["-q", "-e", "-c", "asciinema cat '\(folder.file("a.cast"))' > '\(folder.file("out"))'", "/dev/null"])
        #expect(try folder.bytes("out") == folder.bytes("a.ans"))
    }

    @Test(arguments: [
        ("", "x.cast: empty, not an asciicast file"),
        ("[1, \"o\", \"a\"]\n", "x.cast: line 1: not an asciicast v2 header (a JSON object with version, width and height)"),
        ("{\"version\": 1, \"width\": 80, \"height\": 24}\n", "x.cast: line 1: only asciicast version 2 is read"),
        ("{\"version\": 2, \"width\": 0, \"height\": 24}\n", "x.cast: line 1: the header needs a width and a height from 1 to 4096"),
        ("{\"version\": 2, \"width\": 80, \"height\": 24}\n[0.5, \"o\", \"a\"]\n\n[1, \"o\"]\n", "x.cast: line 4: not an event [time, type, data]"),
        ("{\"version\": 2, \"width\": 80, \"height\": 24}\n[-1, \"o\", \"a\"]\n", "x.cast: line 2: not an event [time, type, data]"),
        ("{\"version\": 2, \"width\": 80, \"height\": 24}\n[0, \"o\", \"\u{1B}\"]\n", "x.cast: line 2: not an event [time, type, data]"),
    ])
    func aBrokenCastIsOneLineNamingTheLine(text: String, message: String) {
        #expect(throws: CommandFailure(.data, message)) { try CastReader.clip(Array(text.utf8), shown: "x.cast") }
    }

    /// Other events are skipped; a time that goes back is taken as the one before.
    @Test func onlyOutputIsKeptInTimeOrder() throws {
        let text = """
            {"version": 2, "width": 80, "height": 24, "timestamp": 1, "env": {"TERM": "xterm"}}
            [0.5, "o", "\\u001b[31ma"]
            [0.7, "r", "100x30"]
            [0.6, "o", "b"]
            [0.9, "i", "q"]
            [1.25, "o", "é"]

            """
        let clip = try CastReader.clip(Array(text.utf8), shown: "x.cast")
        #expect(clip.events == [.init(time: 0.5, bytes: Array("\u{1B}[31ma".utf8)), .init(time: 0.7, bytes: Array("b".utf8)),
                                .init(time: 1.25, bytes: Array("é".utf8))])
    }

    @Test func replayLoadsEitherFormatAndSaysWhatIsMissing() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try render(["--frames", "3", "--terminal", "20x6", "--out", folder.file("a.ans")])
        let ans = try ReplayCommand.load(folder.file("a.ans"), fps: 10)
        #expect(ans.events.count == 3 && ans.duration == 0.2)
        #expect(throws: CommandFailure(.noInput, "cannot open \(folder.file("none.cast")): no such file")) {
            try ReplayCommand.load(folder.file("none.cast"), fps: 30)
        }
    }

    /// A file that is neither a cast nor terminal bytes (text, a picture, an
    /// empty file) is refused with status 65 instead of flashing by.
    @Test(arguments: [("notes.txt", "a shopping list\nmilk\n", "no escape sequence in it"),
                      ("picture.ans", "\u{89}PNG\r\n\u{1A}\n\u{0}\u{0}\u{1B}[", "no escape sequence in it"),
                      ("empty", "", "it is empty")])
    func replayRefusesWhatIsNotARecording(name: String, contents: String, why: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = folder.file(name)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: CommandFailure(.data, "\(path) is neither an asciicast file nor terminal bytes (\(why)): nothing to replay")) {
            try ReplayCommand.load(path, fps: 30)
        }
    }

    /// kitty and sixel draw pictures, which casts do not carry: render refuses
    /// them for .cast, and so does play --cast (BlitterStartTests: it steps through glyphs only).
    @Test func castsAreMadeOfGlyphs() throws {
        for blitter in ["kitty", "sixel"] {
            var options = RenderPlan.Options(out: "x.cast", look: try LookArguments.parse([]))
            options.look.blitter = .fixed(Blitter(rawValue: blitter)!)
            #expect(throws: CommandFailure(.usage, "--blitter \(blitter) draws pictures, which a cast does not carry "
                                                + "(asciinema shows text): use half, quadrant, sextant or octant")) {
                try RenderPlan(options, isDirectory: { _ in false })
            }
        }
        #expect(throws: (any Error).self) { try PlayCommand.parse(["--cast", "x.cast", "--blitter", "sixel"]).run() }
    }
}
