import LifeCore
import Testing
@testable import LifeApp

@Suite struct StatusLineFittingTests {
    func status(message: String = "? for keys", recording: String? = nil, dropped: Int = 0) -> StatusLine {
        StatusLine(running: true, generation: 1234, population: 567, speed: 10, framesPerSecond: 30,
                   source: "synthetic:plasma", palette: "perlin", cellSize: 2, heading: .southEast,
                   recording: recording, droppedFrames: dropped, message: message)
    }

    @Test func wideTerminalsShowEverything() {
        let s = status(recording: "● REC 00:03 · 90 frames")
        #expect(s.text(fitting: 400) == s.text)
    }

    // (width, fields that must be there, fields that must be gone)
    @Test(arguments: [
        (100, ["running", "gen 1234", "pop 567", "● REC 00:03 · 90 frames", "? for keys"], ["perlin"]),
        (80, ["running", "pop 567", "● REC 00:03 · 90 frames", "? for keys"], ["perlin", "glider", "cell 2"]),
        (60, ["running", "pop 567", "● REC 00:03 · 90 frames", "? for keys"], ["synthetic", "fps", "gen"]),
        (50, ["running", "● REC 00:03 · 90 frames", "? for keys"], ["pop", "10/s"]),
    ])
    func narrowTerminalsKeepStateRecordingAndMessage(width: Int, kept: [String], gone: [String]) {
        let text = status(recording: "● REC 00:03 · 90 frames").text(fitting: width)
        #expect(TextWidth.columns(text) <= width, "\(text)")
        for part in kept { #expect(text.contains(part), "\(width): missing \(part) in \(text)") }
        for part in gone { #expect(!text.contains(part), "\(width): \(part) still in \(text)") }
    }

    /// A long message is cut (to a readable start) before the running numbers
    /// go: generation, population and frame rate stay at 100 columns.
    @Test func aLongMessageGivesWayToTheRunningNumbers() {
        let message = "board saved: lifecam-20261126-064626.rle (4321 cells, generation 1234) in the current folder"
        let text = status(message: message).text(fitting: 100)
        #expect(TextWidth.columns(text) <= 100, "\(text)")
        for part in ["gen 1234", "pop 567", "30 fps", "board saved: lifecam"] { #expect(text.contains(part), "\(part) missing in \(text)") }
        #expect(text.hasSuffix("…"), "\(text)")
    }

    /// The keep-alive shows while held (why edits stay) longer than while simply on.
    @Test func theKeepAliveShows() {
        var line = status()
        line.keepAlive = "keep held"
        #expect(line.text(fitting: 200).contains("keep held") && line.text(fitting: 90).contains("keep held"))
        line.keepAlive = "keep on"
        #expect(line.text(fitting: 200).contains("keep on") && !line.text(fitting: 90).contains("keep on"))
    }

    @Test(arguments: [0, 1, 5, 12, 20, 33, 40])
    func tinyTerminalsCutTheLineToFit(width: Int) {
        let text = status(message: "a rather long message from a pattern file 漢字漢字").text(fitting: width)
        #expect(TextWidth.columns(text) <= width)
        if width >= 40 { #expect(text.hasPrefix(" ▶ running │ a rather long"), "\(text)") }
        if width >= 3 { #expect(text.hasPrefix(" ▶"), "\(text)") }
    }

    /// Every fault shows at 80 columns and less, shortened rather than dropped:
    /// a source fault beside a running recording, and a recording's failure message.
    @Test(arguments: [
        (SourceState.stalled(seconds: 3), "stalled"), (.lost(reason: "unplugged"), "lost"),
        (.ended, "ended"), (.failed(reason: "bad frame"), "failed"),
    ] as [(SourceState, String)], [80, 60, 45])
    func sourceFaultsShowAtEightyColumnsAndLess(fault: (state: SourceState, word: String), width: Int) {
        let (state, word) = fault
        var line = StatusLine(running: true, generation: 1234, population: 567, speed: 10, framesPerSecond: 30,
                              source: "y4m:/home/someone/videos/a-rather-long-name.y4m", sourceState: state,
                              palette: "perlin", cellSize: 2, heading: .southEast,
                              recording: "● REC 01:02:03 · 111690 frames · 12 dropped", message: "? for keys")
        var text = line.text(fitting: width)
        #expect(TextWidth.columns(text) <= width, "\(text)")
        #expect(text.contains(word) && text.contains("● REC 01:02:03"), "\(width): \(text)")
        line.recording = nil
        line.message = "recording stopped: disk full: cannot write to /media/card/lifecam-20261122-031500.y4m"
        text = line.text(fitting: width)
        #expect(TextWidth.columns(text) <= width, "\(text)")
        #expect(text.contains(word) && text.contains("recording stopped: disk"), "\(width): \(text)")
    }

    @Test func aFineSourceGoesEarlyAndAFaultyOneStays() {
        let fine = StatusLine(running: true, generation: 1, population: 2, speed: 10, framesPerSecond: 30,
                              source: "v4l2:/dev/video0", palette: "perlin", cellSize: 2, heading: .southEast, message: "hello")
        var faulty = fine
        faulty.sourceState = .lost(reason: "unplugged")
        #expect(!fine.text(fitting: 40).contains("video"))
        #expect(faulty.text(fitting: 40).contains("video lost"), "\(faulty.text(fitting: 40))")
        #expect(faulty.text(fitting: 200).contains("v4l2:/dev/video0 lost: unplugged"))
    }

    @Test func droppedFramesOutlastTheGeneration() {
        let text = status(dropped: 12).text(fitting: 50)
        #expect(text.contains("dropped 12") && !text.contains("gen "), "\(text)")
    }

    // (text, columns)
    @Test(arguments: [("abc", 3), ("漢字", 4), ("e\u{301}", 1), ("▶ │ ● ↘", 7), ("🎉x", 3), ("ｱ", 1), ("Ａ", 2)])
    func textWidth(text: String, columns: Int) {
        #expect(TextWidth.columns(text) == columns)
    }

    // A wide character that would straddle the last free column is left out, not split.
    @Test(arguments: [("漢字漢字", 6, "漢字"), ("a漢字", 6, "a漢字"), ("a漢字", 4, "a漢"), ("漢", 2, "")])
    func fitCountsWideCharactersTwice(text: String, columns: Int, expected: String) {
        #expect(TextWidth.fit(text, columns: columns) == expected)
    }
}
