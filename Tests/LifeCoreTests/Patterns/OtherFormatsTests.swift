import Testing
@testable import LifeCore

@Suite struct OtherFormatsTests {
    @Test(arguments: [
        ("x = 1, y = 1\no!", PatternFormat.rle), ("#N a\nbo!", .rle), ("bo$2bo$3o!", .rle),
        ("!Name: glider\n.O.\n", .plaintext), (".O.\n..O\nOOO\n", .plaintext), ("\n\nOO\n", .plaintext),
        ("#Life 1.05\n#P 0 0\n*\n", .life105), ("#Life 1.06\n0 0\n", .life106),
    ])
    func detectsFormat(text: String, format: PatternFormat) {
        #expect(PatternFormat.detect(Array(text.utf8)) == format)
    }

    /// A pattern format lifecam does not read is named as one; text in no pattern format is said to be no pattern.
    @Test(arguments: [("#Life 1.07\n", PatternError.Kind.unknownFormat), ("[M2] (golly 3.3)\n", .unknownFormat),
                      ("hello world\n", .notAPattern), ("<html>", .notAPattern)])
    func unknownFormatsAreErrors(text: String, kind: PatternError.Kind) {
        #expect(decodeError(text)?.kind == kind)
    }

    @Test func readsPlaintext() throws {
        let text = "!Name: Glider\r\n!The smallest spaceship.\r\n.O.\r\n..O\r\nOOO\r\n"
        let p = try Pattern.decode(text)
        #expect(picture(p) == RLEReaderTests.glider)
        #expect(p.name == "Glider")
        #expect(p.comments == ["The smallest spaceship."])
    }

    @Test func plaintextShortRowsAndBlankLinesAreDead() throws {
        #expect(picture(try Pattern.decode("O\n\n..O\n")) == ["O..", "...", "..O"])
    }

    @Test(arguments: [("!x\n.O.\n.X.\n", 3), ("OO\nO\u{1B}\n", 2)])
    func plaintextGarbageHasALine(text: String, line: Int) {
        let error = decodeError(text)
        #expect(error?.kind == .syntax)
        #expect(error?.line == line)
    }

    @Test func plaintextTooWide() {
        #expect(decodeError(String(repeating: ".", count: 16384) + "O\n")?.kind == .tooLarge)
    }

    @Test func readsLife105Blocks() throws {
        let text = """
            #Life 1.05
            #D Acorn
            #D by Charles Corderman
            #N
            #P -3 -1
            .*
            ...*
            **..***
            """
        let p = try Pattern.decode(text)
        #expect(picture(p) == [".O.....", "...O...", "OO..OOO"])
        #expect(p.comments == ["Acorn", "by Charles Corderman"])
        #expect(p.rule?.rule == .conway)
    }

    @Test func life105BlocksArePlacedRelativeToEachOther() throws {
        let text = "#Life 1.05\n#R 23/36\n#P 0 0\n**\n#P 5 -2\n*\n"
        let p = try Pattern.decode(text)
        #expect(picture(p) == [".....O", "......", "OO...."])
        #expect(p.rule?.description == "B36/S23")
    }

    @Test func bareHashPKeepsTheOrigin() throws {
        #expect(picture(try Pattern.decode("#Life 1.05\n#P\n.*\n*.\n")) == [".O", "O."])
    }

    /// The cells stay where the file puts them, as Golly's readpclife sets them (it centres only RLE
    /// without a position): the box's top-left corner is the pattern's position.
    @Test(arguments: [
        ("#Life 1.05\n#P\n**\n**\n", GridPoint(x: 0, y: 0)),
        ("#Life 1.05\n#P 6 166\n*\n#P 0 152\n.*\n", GridPoint(x: 1, y: 152)),
        ("#Life 1.05\n#P -3 -2\n.*\n", GridPoint(x: -2, y: -2)),
        ("#Life 1.06\n0 -1\n1 0\n-1 1\n", GridPoint(x: -1, y: -1)),
    ])
    func cellsStayWhereTheFilePutsThem(text: String, topLeft: GridPoint) throws {
        #expect(try Pattern.decode(text).position == topLeft)
    }

    @Test func eitherVersionTakesBothKindsOfLine() throws {
        #expect(picture(try Pattern.decode("#Life 1.05\n#P 0 0\n*\n2 1\n")) == ["O..", "..O"])
        #expect(picture(try Pattern.decode("#Life 1.06\n0 0\n#P 1 1\n.*\n")) == ["O..", "..O"])
    }

    @Test func readsLife106() throws {
        let p = try Pattern.decode("#Life 1.06\n0 -1\n1 0\n-1 1\n0 1\n1 1\n")
        #expect(picture(p) == RLEReaderTests.glider)
    }

    @Test(arguments: [
        ("#Life 1.06\n0 0\n1 x\n", Int?(3), PatternError.Kind.syntax),
        ("#Life 1.06\n0 0\n16384 0\n", nil, .tooLarge),
        ("#Life 1.06\n-999999999 0\n999999999 0\n", nil, .tooLarge),
        ("#Life 1.06\n99999999999999999999 0\n", 2, .syntax),
        ("#Life 1.05\n#P 0 0\n*.+\n", 3, .syntax),
        ("#Life 1.05\n#R Life/S23\n", 2, .rule),
        ("#Life 1.05\n#P a b\n", 2, .syntax),
    ])
    func pcFormatsRefuse(text: String, line: Int?, kind: PatternError.Kind) {
        let error = decodeError(text)
        #expect(error?.kind == kind, "\(String(describing: error))")
        #expect(error?.line == line)
    }
}
