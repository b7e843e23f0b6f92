import Testing
@testable import LifeCore

@Suite struct RLEReaderTests {
    static let glider = [".O.", "..O", "OOO"]

    @Test(arguments: [
        "x = 3, y = 3, rule = B3/S23\nbo$2bo$3o!\n",
        "x = 3, y = 3\nbo$2bo$3o!",
        "x=3,y=3,rule=B3/S23\nbo$2bo$3o!",
        "#N Glider\r\n#C a comment\r\nx = 3, y = 3, rule = B3/S23\r\nbo$2bo$3o!\r\n",
        "x = 3, y = 3\rbo$2bo$3o!\r",
        "x = 3, y = 3, rule = B3/S23\nb\no$\n2\nbo\n$3o\n!",
        "x = 3, y = 3, rule = B3/S23\nbo$2bo$\n3o! trailing text bo$$$ 9999999999999o",
        "x = 3, y = 3, rule = B3/S23\n b o $ 2 b o $ 3 o !",
        "x = 3, y = 3, rule = B3/S23\n.A$2.A$3A!",
        "x = 3, y = 3, rule = B3/S23\nbob$2bo$3o!",
        "#CXRLE Pos=-1,-1 Gen=0\nx = 3, y = 3, rule = B3/S23\nbo$2bo$3o!",
        "\u{FEFF}x = 3, y = 3\nbo$2bo$3o!",
        "#P 10 10\n#R 0 0\n#O someone\nx = 3, y = 3\nbo$2bo$3o!",
        "bo$2bo$3o!",
        "x = 3, y = 3\n$bo$2bo$3o$$!",
        "x = 0, y = 0\n4$5bo$6bo$4b3o!",
    ])
    func readsGollyQuirks(text: String) throws {
        #expect(picture(try Pattern.decode(text)) == Self.glider)
    }

    @Test func runCountSplitByLineBreakJoins() throws {
        let p = try RLEReader.decode(Array("x = 12, y = 1\n1\n2o!".utf8))
        #expect(p.width == 12 && p.population == 12)
    }

    @Test func emptyRowsByDollarsAndCounts() throws {
        let a = try Pattern.decode("o$$$o!"), b = try Pattern.decode("o3$o!")
        #expect(picture(a) == ["O", ".", ".", "O"])
        #expect(picture(a) == picture(b))
    }

    @Test func keepsNameCommentsAndRule() throws {
        let text = "#N Gosper\n#C first\n#c second\n#O Bill Gosper\nx = 1, y = 1, rule = B36/S23:T64,48\no!"
        let p = try Pattern.decode(text)
        #expect(p.name == "Gosper")
        #expect(p.comments == ["first", "second", "Bill Gosper"])
        #expect(p.rule?.description == "B36/S23:T64,48")
    }

    @Test func hashRLineSetsTheRule() throws {
        #expect(try Pattern.decode("#r 23/36\no!").rule?.description == "B36/S23")
    }

    @Test func escapeLadenNameIsCleaned() throws {
        let text = "#N \u{1B}[2J\u{1B}]0;pwned\u{07}Evil\u{9B}1mName\u{7F}\n#C \u{1B}[31mred\u{1B}[0m\nx = 1, y = 1\no!"
        let p = try Pattern.decode(text)
        #expect(p.name == "EvilName")
        #expect(p.comments == ["red"])
    }

    @Test(arguments: [
        ("x = 3, y = 3\nbo$2bo$3B!", 2, PatternError.Kind.multiState),
        ("x = 3, y = 3\no$pA!", 2, .multiState),
        ("x = 3, y = 3\nbo$2bo$3o?!", 2, .syntax),
        ("#N fine\nx = 3, y = 3\n\nbo$\n2bo$3o&!", 5, .syntax),
        ("#N fine\r\nx = 3, y = 3\r\n\r\nbo$\r\n2bo$3o&!", 5, .syntax),
        ("#N fine\rx = 3, y = 3\r\rbo$\r2bo$3o&!", 5, .syntax),
        ("x = 3, y = 3\n" + String(repeating: "#C long\n", count: 300) + "o$&!", 302, .syntax),
        ("x = 20000, y = 3\no!", 1, .tooLarge),
        ("x = 3, y = 3\n1000000000000000000o!", 2, .tooLarge),
        ("x = 3, y = 3\n1000000000000000000$o!", 2, .tooLarge),
        ("x = 3, y = 3\n16384bo!", 2, .tooLarge),
        ("x = 3, y = 3\n10000$10000$o!", 2, .tooLarge),
        ("x = 3, y = 3\n16000b500o!", 2, .tooLarge),
        ("x = 3, y = 3, rule = Life/S23\no!", 1, .rule),
        ("x = 3, y = 3, rule = B3/S23:K10,0\no!", 1, .rule),
        ("x = 3, y = 3, rule = /0/3\no!", 1, .rule),
        ("x = a, y = 3\no!", 1, .syntax),
        ("x = 3\no!", 1, .syntax),
        ("x = -3, y = 3\no!", 1, .syntax),
    ])
    func refusesWithLineNumber(text: String, line: Int, kind: PatternError.Kind) {
        let error = decodeError(text)
        #expect(error?.kind == kind, "\(String(describing: error))")
        #expect(error?.line == line, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("line \(line): ") == true)
    }

    /// The reader stops at the first digit past the limit, and says only what it read.
    @Test func anAbsurdRunCountIsShownAsItsStart() {
        #expect(decodeError("x = 3, y = 3\n99999999999999999999999o!")?.description
                == "line 2: a run count (99999...) is larger than 16384")
    }

    @Test func commentsAreKeptUpToALimit() throws {
        let p = try Pattern.decode(String(repeating: "#C c\n", count: 300) + "o!")
        #expect(p.comments.count == RLEDecoder.maxComments)
    }

    @Test func headerWiderThanTheLimitIsRefused() {
        let header = "x = 3, y = 3, rule = B3/S23" + String(repeating: " ", count: 5000) + "\no!"
        #expect(decodeError(header)?.description == "line 1: the header line is longer than 4096 bytes")
    }

    @Test func cellsBeyondTheHeadersWidthWidenTheRows() throws {
        let p = try Pattern.decode("x = 1, y = 1\n3o$200bo$o!")
        #expect(p.width == 201 && p.height == 3 && p.population == 5)
        #expect(p[200, 1] && p[2, 0] && !p[3, 0] && p[0, 2])
    }

    @Test func largestAllowedRunsWork() throws {
        let p = try Pattern.decode("x = 16384, y = 2\n16384o$16384o!")
        #expect(p.width == 16384 && p.height == 2 && p.population == 32768)
    }

    @Test func emptyPatternsAreEmpty() throws {
        #expect(try Pattern.decode("x = 0, y = 0, rule = B3/S23\n!").population == 0)
        #expect(try Pattern.decode("x = 5, y = 5\n5b$5b!").width == 0)
    }

    @Test func blankFileIsAnError() {
        #expect(decodeError("") == ForeignFile.empty.error)
        #expect(decodeError("\n \n") == ForeignFile.empty.error)
    }

    /// Gzip inside gzip (the shell inflates one layer), macrocells where only `run` reads them, and zip archives: say which.
    @Test(arguments: [
        ([0x1F, 0x8B, 0x08, 0x00, 0x01, 0x02] as [UInt8], "gzip-compressed twice"),
        (Array("[M2] (golly 2.0)\n#R B3/S23\n$$..*$\n".utf8), "macrocell (.mc) files are not supported"),
        ([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00] + Array("x.rle".utf8), "a zip archive packed in another file"),
    ])
    func compressedAndMacrocellFilesAreNamed(bytes: [UInt8], part: String) {
        #expect(throws: PatternError.self) { try Pattern.decode(bytes) }
        do { _ = try Pattern.decode(bytes) } catch {
            #expect(error.kind == .unknownFormat && error.description.contains(part), "\(error)")
        }
    }
}
