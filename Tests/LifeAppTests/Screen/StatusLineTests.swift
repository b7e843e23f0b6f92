import LifeCore
import Testing
@testable import LifeApp

@Suite struct StatusLineTests {
    func line(message: String = "", recording: String? = nil, dropped: Int = 0) -> String {
        StatusLine(running: false, generation: 42, population: 7, speed: 2, framesPerSecond: 29.6,
                   source: "synthetic:plasma", palette: "perlin", cellSize: 2, heading: .northWest,
                   recording: recording, droppedFrames: dropped,
                   message: message).text
    }

    @Test func showsEveryField() {
        let text = line()
        for part in ["paused", "gen 42", "pop 7", "2/s", "30 fps", "synthetic:plasma", "perlin", "cell 2", "↖"] {
            #expect(text.contains(part), "missing \(part)")
        }
        #expect(!text.contains("REC") && !text.contains("dropped"))
    }

    /// Under a rule of more than two states: the cells by state (the states
    /// with cells, up to eight, the rest summed) and the drawing state.
    @Test func manyStatesAreCountedAndTheDrawingStateShown() {
        var status = StatusLine(running: false, generation: 42, population: 120, speed: 2, framesPerSecond: 30,
                                source: "none", palette: "mono", cellSize: 2, heading: .northWest)
        status.states = [0, 5, 5, 110]
        status.drawing = 3
        #expect(status.text.contains("pop 120 │ states 1:5 2:5 3:110") && status.text.contains("draw 3"))
        status.states = [0] + (1...11).map { UInt128($0) }
        #expect(status.text.contains("states 1:1 2:2 3:3 4:4 5:5 6:6 7:7 8:8 …:30"))
        status.states = [0, 0, 7]
        #expect(status.text.contains("states 2:7"))
    }

    /// The blitter is named where there is room, and is the first field to go when there is not.
    @Test func theBlitterIsNamedAndGoesFirst() {
        var status = StatusLine(running: true, generation: 42, population: 7, speed: 2, framesPerSecond: 30,
                                source: "synthetic:plasma", palette: "perlin", cellSize: 2, heading: .northWest)
        status.blitter = "octant"
        #expect(status.text.hasSuffix("│ octant"))
        let full = TextWidth.columns(status.text)
        #expect(status.text(fitting: full).contains("octant"))
        let narrower = status.text(fitting: full - 1)
        #expect(!narrower.contains("octant") && narrower.contains("perlin"))
    }

    /// A rule other than Life is named, with the grid as Golly writes them; Life's is not.
    @Test func theRuleIsNamedWithTheGrid() {
        var status = StatusLine(running: true, generation: 42, population: 7, speed: 2, framesPerSecond: 30,
                                source: "synthetic:plasma", palette: "perlin", cellSize: 2, heading: .northWest)
        #expect(!status.text.contains("B3/S23"))
        status.rule = "B3/S23-a"
        #expect(status.text.hasSuffix("│ B3/S23-a"))
        status.grid = ":K40*,20"
        #expect(status.text.hasSuffix("│ B3/S23-a:K40*,20"))
        var other = status
        other.rule = "345/2/4"
        #expect(!other.sameState(as: status))
        // Narrower, the palette and the blitter go before the rule and its grid.
        status.blitter = "quadrant"
        let narrower = status.text(fitting: TextWidth.columns(status.text) - TextWidth.columns(" │ quadrant │ perlin"))
        #expect(narrower.contains("B3/S23-a:K40*,20") && !narrower.contains("quadrant") && !narrower.contains("perlin"), "\(narrower)")
    }

    /// U+23F8 shows as an empty box in DejaVu Sans Mono: paused is ASCII, long and short.
    @Test func pausedIsWrittenInASCII() {
        #expect(line().hasPrefix(" || paused │"))
        let narrow = StatusLine(running: false, generation: 1, population: 1, speed: 1, framesPerSecond: 1, source: "s",
                                palette: "p", cellSize: 1, heading: .north, message: "a long message to be cut").text(fitting: 30)
        #expect(narrow.hasPrefix(" || │") && !narrow.unicodeScalars.contains("\u{23F8}"), "\(narrow)")
    }

    @Test func recordingAndDroppedFrames() {
        let text = line(recording: "● REC 01:15 · 2262 frames", dropped: 3)
        #expect(text.contains("● REC 01:15 · 2262 frames"))
        #expect(text.contains("dropped 3"))
    }

    @Test(arguments: ["\u{1B}[2Jevil", "bell\u{07}", "c1\u{9B}31m", "tab\there", "nl\nx", "del\u{7F}"])
    func controlCharactersFromFilesAreRemoved(message: String) {
        let text = line(message: message)
        #expect(!text.unicodeScalars.contains { $0.value < 32 || (0x7F...0x9F).contains($0.value) })
    }

    @Test(arguments: [("abc", 10, "abc"), ("abcdef", 4, "abc"), ("a\u{1B}b", 10, "ab"), ("x", 0, "")])
    func fitKeepsTheLastColumnFree(text: String, columns: Int, expected: String) {
        #expect(TextWidth.fit(text, columns: columns) == expected)
    }
}
