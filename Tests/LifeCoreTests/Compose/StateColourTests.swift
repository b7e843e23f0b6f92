import Testing
@testable import LifeCore

/// A rule file's states painted in their colours (`PaintOptions.stateColours`):
/// every state above 0 lit as a live cell, in its colour times the palette's
/// (mono: the colour itself), and a cell emptied fades in the colour it had.
@Suite struct StateColourTests {
    static let colours = [RGB(48, 48, 48), RGB(0, 128, 255), RGB(255, 255, 255), RGB(255, 128, 0)]

    /// A picture of `states` in a row, under a rule of four states.
    static func row(_ states: [Int], generation: Int) throws -> Board {
        var board = try Board(width: states.count, height: 1, topology: .bounded, rule: Rule(birthMask: 0, survivalMask: 0, states: 4))
        for (x, s) in states.enumerated() { board.setState(s, x: x, y: 0) }
        board.generation = generation
        return board
    }

    /// The colour at the middle of cell `x` of a row painted 10 pixels a cell.
    static func middle(_ frame: RGBFrame, _ x: Int) -> RGB { frame[x * 10 + 5, 5] }

    @Test func eachStateInItsColourAndAnEmptiedCellFadesInIt() throws {
        var options = PaintOptions(colours: ColourSettings(palette: .mono), decay: 0.5, showVideo: false)
        options.stateColours = Self.colours
        var painter = Painter(options: options)
        let first = painter.frame(board: try Self.row([1, 2, 3, 0], generation: 0), video: nil, canvasWidth: 40, canvasHeight: 10,
                                  cellSize: 10, time: 0)
        for s in 1...3 { #expect(Self.middle(first, s - 1) == Self.colours[s], "state \(s)") }
        #expect(Self.middle(first, 3) == RGB(0, 0, 0))
        // A generation on: state 3 emptied, half its light gone; the others as they were.
        let next = painter.frame(board: try Self.row([1, 2, 0, 0], generation: 1), video: nil, canvasWidth: 40, canvasHeight: 10,
                                 cellSize: 10, time: 0)
        #expect(Self.middle(next, 0) == Self.colours[1] && Self.middle(next, 1) == Self.colours[2])
        #expect(Self.middle(next, 2) == RGB(128, 64, 0))
        // An edit with no step (a state 3 wire painted over the empty cell) shows at once.
        let edited = painter.frame(board: try Self.row([1, 2, 0, 3], generation: 1), video: nil, canvasWidth: 40, canvasHeight: 10,
                                   cellSize: 10, time: 0)
        #expect(Self.middle(edited, 3) == Self.colours[3])
    }

    /// Another palette tints the states: each channel the state's times the palette's.
    @Test func aPaletteTintsTheStates() throws {
        var options = PaintOptions(colours: ColourSettings(palette: .perlin, seed: 5), showVideo: false)
        options.stateColours = Self.colours
        var painter = Painter(options: options)
        var plain = Painter(options: PaintOptions(colours: ColourSettings(palette: .perlin, seed: 5), showVideo: false))
        let board = try Self.row([3, 3, 3, 3], generation: 0)
        let tinted = painter.frame(board: board, video: nil, canvasWidth: 40, canvasHeight: 10, cellSize: 10, time: 0)
        var live = try Board(width: 4, height: 1, topology: .bounded)
        for x in 0..<4 { live[x, 0] = true }
        let palette = plain.frame(board: live, video: nil, canvasWidth: 40, canvasHeight: 10, cellSize: 10, time: 0)
        for x in 0..<4 {
            let p = Self.middle(palette, x), t = Self.middle(tinted, x), c = Self.colours[3]
            #expect(abs(Int(t.r) - Int(p.r) * Int(c.r) / 255) <= 1 && abs(Int(t.g) - Int(p.g) * Int(c.g) / 255) <= 1
                && t.b == 0, "cell \(x): \(t) from \(p)")
        }
    }
}
