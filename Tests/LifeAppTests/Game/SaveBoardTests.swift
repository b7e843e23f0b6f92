import LifeCore
import Testing
@testable import LifeApp
import LifeTUI

/// `S` writes the world as RLE (rule with the world's grid, generation, size
/// in a comment), and reading that file as `--pattern` gives the same board.
@Suite struct SaveBoardTests {
    /// Plays `keys` (at one moment) on a loop and returns the loop.
    static func play(_ loop: inout PlayLoop, _ screen: MemoryScreen, _ keys: [Key]) throws {
        screen.script = [(screen.clock.now(), keys.map { .key($0) })]
        for _ in 0..<3 { try loop.turn() }
    }

    /// (world, topology, terminal columns × rows): the view's own world; a larger
    /// torus panned; a bounded plane larger than the view.
    @Test(arguments: [(nil, "torus", 80, 25), (Dimensions(width: 300, height: 200), "torus", 60, 20),
                      (Dimensions(width: 150, height: 90), "bounded", 60, 20)] as [(Dimensions?, String, Int, Int)])
    func sAndThenPatternGiveTheSameBoard(world: Dimensions?, topology: String, columns: Int, rows: Int) throws {
        let studio = MemoryStudio()
        var (loop, screen, _) = try PlayLoopTests.loop(columns: columns, rows: rows, paused: true, studio: studio) {
            $0.world = world
            $0.topology = TopologyChoice(topology == "torus" ? .torus : .bounded)
            $0.rule = try! RuleSpec(parsing: "B36/S23")
        }
        try Self.play(&loop, screen, [.character("r"), .right, .down, .character("n"), .character("n"), .character("n")])
        try Self.play(&loop, screen, [.character("S")])
        let saved = loop.game.board
        #expect(saved.generation == 3 && saved.population > 0)
        #expect(loop.game.message == "board saved: memory-1.rle (\(saved.population) cells, generation 3)")
        let text = try #require(studio.boards.first)
        let grid = (topology == "torus" ? "T" : "P") + "\(saved.width),\(saved.height)"
        #expect(text.contains("rule = B36/S23:\(grid)\n"), "\(text.prefix(300))")
        #expect(text.hasPrefix("#CXRLE Pos=") && text.contains(" Gen=3\n"))
        #expect(text.contains("#C saved by lifecam: a \(saved.width)x\(saved.height) \(topology == "torus" ? "torus" : "bounded plane") world at generation 3, \(saved.population) live cells"))

        // Read back as play reads `--pattern FILE` (the file's rule and grid, no --world), on a terminal of another size.
        let pattern = try Pattern.decode(Array(text.utf8))
        let options = try LookOptions(LookArguments.parse([]), for: .play)
        let again = try GameLaunch.start(options: options, geometry: .play(terminalColumns: 100, terminalRows: 30, cellSize: 2),
                                   pattern: pattern, day: nil, paused: true)
        #expect(again.board == saved)
        #expect(again.worldIsFixed)
    }

    @Test func anEmptyBoardSavesAndReadsBackEmpty() throws {
        let studio = MemoryStudio()
        var (loop, screen, _) = try PlayLoopTests.loop(paused: true, studio: studio)
        try Self.play(&loop, screen, [.character("S")])
        let pattern = try Pattern.decode(Array(try #require(studio.boards.first).utf8))
        let again = try GameLaunch.start(options: try LookOptions(LookArguments.parse([]), for: .play),
                                   geometry: .play(terminalColumns: 80, terminalRows: 25, cellSize: 2),
                                   pattern: pattern, day: nil, paused: true)
        #expect(again.board == loop.game.board && again.board.population == 0)
    }

    /// Under a Generations rule (Star Wars, 4 states) `S` writes the dying
    /// states with Golly's letters, and reading the file back gives the same
    /// board, dying cells included.
    @Test func aGenerationsBoardSavesItsDyingStates() throws {
        let studio = MemoryStudio()
        var (loop, screen, _) = try PlayLoopTests.loop(columns: 60, rows: 20, paused: true, studio: studio) {
            $0.rule = try! RuleSpec(parsing: "345/2/4")
        }
        try Self.play(&loop, screen, [.character("r"), .character("n"), .character("n")])
        let saved = loop.game.board
        let states = Set((0..<saved.height).flatMap { y in (0..<saved.width).map { saved.state(x: $0, y: y) } })
        #expect(states.isSuperset(of: [1, 2, 3]), "dying states on the board: \(states)")
        try Self.play(&loop, screen, [.character("S")])
        let text = try #require(studio.boards.first)
        #expect(text.contains("rule = 345/2/4:T\(saved.width),\(saved.height)\n") && text.contains("C"), "\(text.prefix(300))")
        let again = try GameLaunch.start(options: try LookOptions(LookArguments.parse([]), for: .play),
                                   geometry: .play(terminalColumns: 80, terminalRows: 25, cellSize: 2),
                                   pattern: try Pattern.decode(Array(text.utf8)), day: nil, paused: true)
        #expect(again.board == saved)
    }

    @Test func aFailedSaveSaysWhy() throws {
        final class FullStudio: Studio {
            func startRecording(fps: Int) throws(RecordingError) -> any FrameRecorder { throw .emptyPicture }
            func saveSnapshot(_ frame: RGBFrame) throws(RecordingError) -> String { throw .emptyPicture }
            func saveSVG(_ document: [UInt8]) throws(RecordingError) -> String { throw .emptyPicture }
            func saveMacrocell(_ document: [UInt8]) throws(RecordingError) -> String { throw .emptyPicture }
            func saveBoard(_ pattern: Pattern, rule: RuleSpec) throws(RecordingError) -> String {
                throw .file(FileError(kind: .diskFull, operation: .write, path: "lifecam-1.rle", reason: "No space left on device"))
            }
        }
        var raw = try LookArguments.parse([])
        raw.seed = 7
        let options = try LookOptions(raw, for: .play)
        let clock = FixedClock()
        let screen = MemoryScreen(columns: 40, rows: 12, clock: clock)
        let game = try GameLaunch.start(options: options, geometry: .play(terminalColumns: 40, terminalRows: 12, cellSize: 2),
                                  pattern: nil, day: nil, paused: true)
        var loop = PlayLoop(screen: screen, clock: clock, game: game, fps: 30, source: SolidSource(), colors: .truecolor,
                            studio: FullStudio())
        try Self.play(&loop, screen, [.character("S")])
        #expect(loop.game.message.hasPrefix("board not saved: "), "\(loop.game.message)")
    }
}
