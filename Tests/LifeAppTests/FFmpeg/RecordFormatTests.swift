import LifeTestSupport
import Testing
@testable import LifeApp

/// What `R` records unless `--record-format` says, and what the status line says of it.
@Suite struct RecordFormatTests {
    @Test(arguments: [(true, RecordFormat.mp4), (false, .y4m)])
    func mp4WhereFFmpegIsElseY4M(found: Bool, format: RecordFormat) {
        #expect(RecordFormat.automatic(ffmpegFound: found) == format)
    }

    // (format, chosen by --record-format, the status line)
    @Test(arguments: [
        (RecordFormat.mp4, false, "recording a.mp4 (mp4 through ffmpeg)"),
        (.y4m, false, "recording a.y4m (Y4M, uncompressed: no ffmpeg on PATH for mp4)"),
        (.y4m, true, "recording a.y4m (Y4M, uncompressed)"),
        (.webm, true, "recording a.webm (webm through ffmpeg)"),
    ])
    func theStatusLineSaysWhich(format: RecordFormat, chosen: Bool, words: String) {
        let path = "a.\(format.rawValue)"
        #expect(format.started(path: path, chosen: chosen) == words)
    }

    /// `R` in play: the message names the file and the format.
    @Test func rSaysWhatItRecords() throws {
        let studio = MemoryStudio()
        var (loop, screen, clock) = try PlayLoopTests.loop(studio: studio)
        loop.recordFormat = (.y4m, false)
        screen.script = [(clock.now() + 0.1, [.key(.character("R"))])]
        while clock.now() < 0.3 { try loop.turn() }
        #expect(loop.game.message == "recording memory-1.y4m (Y4M, uncompressed: no ffmpeg on PATH for mp4)")
    }
}
