import Testing
@testable import LifeCore

/// Golly's `#CXRLE Pos=X,Y Gen=N`: read, written, and read back.
@Suite struct CXRLETests {
    @Test(arguments: [
        ("#CXRLE Pos=-10,-5 Gen=123", GridPoint(x: -10, y: -5), 123),
        ("#CXRLE Gen=7 Pos=3,4", GridPoint(x: 3, y: 4), 7),
        ("#CXRLE  Pos=0,0", GridPoint(x: 0, y: 0), nil),
        ("#CXRLE Gen=123456789012345678901234567890", nil, nil),   // a generation beyond an Int: ignored
        ("#CXRLE Pos=1,x Gen=-3 Other=9", nil, nil),
        ("#CXRLE Pos=1234567890,0", nil, nil),
        ("#CXRLE", nil, nil),
    ] as [(String, GridPoint?, Int?)])
    func fieldsAreReadAndNonsenseIgnored(line: String, position: GridPoint?, generation: Int?) throws {
        let p = try Pattern.decode(line + "\nx = 3, y = 3\nbo$2bo$3o!")
        #expect(p.position == position && p.generation == generation)
        #expect(p.population == 5)
    }

    /// Blank leading rows and columns move the position to the first live cell, as Golly places it.
    @Test func thePositionIsThatOfTheFirstLiveRowAndColumn() throws {
        let p = try Pattern.decode("#CXRLE Pos=-10,-5\nx = 6, y = 5\n2$3bo$4bo$2b3o!")
        #expect(p.width == 3 && p.height == 3 && p.position == GridPoint(x: -8, y: -3))
    }

    /// Golly 3.3 reads `#CXRLE` lines only at the start of the file (`readrle`'s first loop); later
    /// one is a comment, and the pattern lies at (0, 0), as Golly's `CY_Lee_computer.rle` (inside
    /// `Self-Rep/JvN/CY_Lee_computer.zip`) is placed, its `#CXRLE` after 139 lines of comments.
    @Test(arguments: [
        ("#CXRLE Pos=-10,-5 Gen=3\n#C a comment\n", GridPoint(x: -10, y: -5), 3),
        ("#C a comment\n#CXRLE Pos=-10,-5 Gen=3\n", nil, nil),
        ("#N name\n#CXRLE Pos=-10,-5 Gen=3\n", nil, nil),
    ] as [(String, GridPoint?, Int?)])
    func onlyLeadingLinesCount(lines: String, position: GridPoint?, generation: Int?) throws {
        let p = try Pattern.decode(lines + "x = 3, y = 3\nbo$2bo$3o!")
        #expect(p.position == position && p.generation == generation)
    }

    @Test func writtenAndReadBack() throws {
        var p = try Pattern.decode("x = 3, y = 3\nbo$2bo$3o!")
        p.position = GridPoint(x: -2993, y: 40)
        p.generation = 1_000_000
        let text = RLEWriter.encode(p)
        #expect(text.hasPrefix("#CXRLE Pos=-2993,40 Gen=1000000\n"))
        let back = try Pattern.decode(text)
        #expect(back.position == p.position && back.generation == p.generation && back.liveCells == p.liveCells)
        // Without either field no line is written, as before.
        #expect(!RLEWriter.encode(try Pattern.decode("3o!")).contains("CXRLE"))
    }
}
