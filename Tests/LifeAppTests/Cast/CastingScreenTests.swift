import Foundation
import LifeCore
import LifeTestSupport
import TerminalRenderer
import Testing
@testable import LifeApp

/// `play --cast`: the session recorded as it is drawn.
@Suite struct CastingScreenTests {
    /// The file's lines, each parsed as JSON.
    private func lines(_ bytes: [UInt8]?) throws -> [Any] {
        let text = String(decoding: try #require(bytes), as: UTF8.self)
        #expect(text.hasSuffix("\n"))
        return try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { try JSONSerialization.jsonObject(with: Data($0.utf8)) }
    }

    @Test func oneEventAFrameAResizeEventAndTimesThatGrow() throws {
        let files = MemoryFileSystem()
        let clock = FixedClock(seconds: 50)
        let memory = MemoryScreen(columns: 40, rows: 13, clock: clock)
        let cast = try CastingScreen(memory, path: "a.cast", clock: clock, timestamp: 1_763_900_000, term: "xterm-256color",
                                     fileSystem: files)
        var encoder = FrameEncoder(mode: .truecolor)
        var sent: [[UInt8]] = []
        for i in 0..<5 {
            let bytes = encoder.encode(canvas: TestFrames.random(width: 40, height: 24, seed: UInt64(i)))
            try cast.writeCanvas(bytes)
            try cast.drawStatus("gen \(i) \u{1B}[2J")
            sent.append(bytes)
            try cast.waitForInput(seconds: 1.0 / 30)
            if i == 2 { memory.size = (60, 20) }
            _ = try cast.readInput()
        }
        cast.finish()
        #expect(memory.canvasFrames == sent && memory.statuses.count == 5, "the real screen gets everything")
        let all = try lines(files.contents("a.cast"))
        let header = try #require(all.first as? [String: Any])
        #expect(header["width"] as? Int == 40 && header["height"] as? Int == 13 && header["timestamp"] as? Int == 1_763_900_000)
        let events = all.dropFirst().compactMap { $0 as? [Any] }
        #expect(events.count == all.count - 1 && events.count == 7)
        let times = events.compactMap { $0[0] as? Double }
        #expect(times == times.sorted() && times.first == 0)
        let outputs = events.filter { $0[1] as? String == "o" }.compactMap { $0[2] as? String }
        #expect(outputs.count == 6)
        for (i, bytes) in sent.enumerated() {
            // The frame's bytes as sent, then the status line drawn on the last row, its escape removed.
            let text = try #require(outputs.dropFirst().dropFirst(i).first)
            #expect(text.hasPrefix(String(decoding: bytes, as: UTF8.self)))
            #expect(text.contains("\u{1B}7\u{1B}[\(i < 3 ? 13 : 20)H\u{1B}[0;7mgen \(i) [2J"))
        }
        let resize = try #require(events.first { $0[1] as? String == "r" })
        #expect(resize[2] as? String == "60x20")
    }

    /// A full disk stops the cast, not the play: the screen still gets every
    /// frame, the failure is kept to be told, and the file holds whole lines
    /// only (the event that did not fit is cut off entirely).
    @Test func aFullDiskStopsTheCastAndLeavesWholeLines() throws {
        let files = MemoryFileSystem(capacity: 20_000)
        let clock = FixedClock()
        let memory = MemoryScreen(columns: 40, rows: 13, clock: clock)
        let cast = try CastingScreen(memory, path: "a.cast", clock: clock, timestamp: 1, term: "xterm", fileSystem: files)
        var encoder = FrameEncoder(mode: .truecolor)
        for i in 0..<10 {
            try cast.writeCanvas(encoder.encode(canvas: TestFrames.random(width: 40, height: 24, seed: UInt64(i))))
            try cast.waitForInput(seconds: 1.0 / 30)
            _ = try cast.readInput()
        }
        cast.finish()
        #expect(memory.canvasFrames.count == 10)
        #expect(cast.failure != nil)
        let bytes = try #require(files.contents("a.cast"))
        #expect(bytes.count < 20_000 && bytes.last == 0x0A)
        let all = try lines(bytes)
        #expect(all.count >= 2 && all.count < 11, "the header and some frames, not all")
    }

    @Test func anExistingFileIsNeverReplaced() throws {
        let clock = FixedClock()
        let memory = MemoryScreen(columns: 10, rows: 5, clock: clock)
        let files = MemoryFileSystem()
        files.place("a.cast", Array("keep".utf8))
        #expect(throws: RecordingError.wouldOverwrite("a.cast")) {
            try CastingScreen(memory, path: "a.cast", clock: clock, timestamp: 0, term: "xterm", fileSystem: files)
        }
        #expect(files.contents("a.cast") == Array("keep".utf8))
    }
}
