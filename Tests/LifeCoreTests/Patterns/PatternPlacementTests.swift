import Testing
@testable import LifeCore

/// Where Golly puts a file (readpattern.cpp, `readrle`), in its coordinates.
@Suite struct PatternPlacementTests {
    @Test(arguments: [
        // #CXRLE Pos wins, on a grid or not; it is the RLE's top-left, moved to the first live cell.
        ("#CXRLE Pos=-7,2\nx = 3, y = 3, rule = B3/S23:P20,10\n$b2o!", "P20,10", GridPoint(x: -6, y: 3)),
        ("#CXRLE Pos=100,-40\nx = 3, y = 3\n$2o!", "", GridPoint(x: 100, y: -39)),
        // A header that fits is centred: its top-left at (−⌊x/2⌋, −⌊y/2⌋).
        ("x = 9, y = 5\n4$8bo!", "P20,10", GridPoint(x: 4, y: 2)),
        ("x = 20, y = 10\no!", "T20,10", GridPoint(x: -10, y: -5)),
        // On an unbounded side anything fits.
        ("x = 90, y = 50\no!", "T0,68", GridPoint(x: -45, y: -25)),
        ("x = 9, y = 500\no!", "T0,68", GridPoint(x: 0, y: -34)),
        // Too wide or tall, or a side of 0: the grid's corner.
        ("x = 21, y = 5\n2$o!", "T20,10", GridPoint(x: -10, y: -3)),
        ("x = 0, y = 0\no!", "K30*,20", GridPoint(x: -15, y: -10)),
        // No grid: the header's top-left at (0, 0).
        ("x = 9, y = 5\n4$8bo!", "", GridPoint(x: 8, y: 4)),
    ])
    func placesAsGolly(text: String, grid: String, expected: GridPoint) throws {
        let pattern = try Pattern.decode(text)
        #expect(pattern.gollyPosition(on: try Grid(parsing: grid)) == expected)
    }

    @Test func withoutAHeaderOrPositionTheCallerCentres() throws {
        #expect(try Pattern.decode("!Name: x\nOO\n").gollyPosition(on: nil) == nil)
        #expect(PatternLibrary.named("glider")?.gollyPosition(on: Grid(width: 9, height: 9, topology: .torus)) == nil)
    }

    @Test func placingDropsWhatLiesBeyondTheBoardOnAnyTopology() throws {
        var board = try Board(width: 10, height: 10, topology: .torus)
        let row = try Pattern(cells: (0..<4).map { GridPoint(x: $0, y: 0) })
        #expect(board.place(row, at: GridPoint(x: 8, y: 3)) == 2)
        #expect(board.population == 2 && board[8, 3] && board[9, 3] && !board[0, 3])
        #expect(board.gollyOrigin == GridPoint(x: -5, y: -5))
    }
}
