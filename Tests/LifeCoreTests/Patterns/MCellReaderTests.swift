import Testing
@testable import LifeCore

/// MCell files as Golly's `readmcell` reads them: the rule, the board and its
/// wrap as a grid, the cells with their states, placed as Golly places them.
@Suite struct MCellReaderTests {
    @Test func aGenerationsFileOnAWrappedBoard() throws {
        let p = try Pattern.decode("#MCell 4.20\n#GAME Generations\n#RULE 345/2/4\n#BOARD 40x30\n#WRAP 1\n#D Star\n#D  wars\n#L .AB$3C$\n#L 2.A\n")
        #expect(p.rule?.description == "345/2/4:T40,30")
        #expect(statePicture(p) == [".12", "333", "..1"])
        #expect(p.comments == ["Star", "wars"])
        // Read at (−20, −15), then moved by ((40 + 1 − 3) / 2, (30 + 1 − 3) / 2) = (19, 14).
        #expect(p.position == GridPoint(x: -20 + 19, y: -15 + 14))
    }

    @Test func withoutABoardTheCellsStartAtTheOrigin() throws {
        // A new #L line goes on where the last one ended.
        let p = try Pattern.decode("#MCell 2.0\n#GAME Life\n#RULE 23/3\n#L $$3.A\n#L .A$A\n")
        #expect(p.rule?.description == "B3/S23" && p.rule?.grid == nil)
        #expect(p.position == GridPoint(x: 0, y: 2) && picture(p) == ["...O.O", "O....."])
    }

    @Test func aBoardWithoutWrapIsABoundedPlaneAndAPatternTooLargeIsNotMoved() throws {
        let p = try Pattern.decode("#MCell 4.20\n#RULE /2/3\n#BOARD 3x8\n#L 5A\n")
        #expect(p.rule?.description == "/2/3:P3,8")
        // (3 + 1 − 5) / 2 = 0 across, (8 + 1 − 1) / 2 = 4 down: moved, as Golly moves it, since one shift is above 0.
        #expect(p.position == GridPoint(x: -1, y: -4 + 4))
    }

    @Test(arguments: [
        ("#MCell\n#RULE /2/3\n#L B5\n#L C\n", "21", 2),      // a count ends with its line, and a state the rule lacks becomes 1
        ("#MCell\n#RULE 2/3/30\n#L aAaD\n", "ps", 2),       // a…j then a letter: 24·k + letter
        ("#MCell\n#L 2B\n", "11", 2),                         // no rule: B3/S23, every state alive
        ("#MCell\n#RULE 23/3History\n#L ABC\n", "1.1", 2),  // a History rule without a rule file: odd alive
        ("#MCell\n#GOLLY LifeHistory\n#L ABC\n", "123", 3), // Golly's LifeHistory: every state
    ])
    func states(text: String, row: String, population: Int) throws {
        let p = try Pattern.decode(text)
        #expect(statePicture(p).first == row && p.population == population)
    }

    @Test(arguments: [
        ("#MCell 4.20\n#GAME Vote for Life\n#RULE 1,0,1\n#L A\n",
         "line 3: MCell's Vote for Life rules are a family lifecam does not run (it runs Life, Generations"),
        ("#MCell 4.20\n#GAME Larger than Life\n#RULE 23/3\n#L A\n", "#GAME Larger than Life needs a Larger than Life rule"),
        ("#MCell 4.20\n#GAME Larger than Life\n#RULE R5,C0,M1,S34..58,B34..45,NM\n#BOARD 10000x10001\n#L A\n",
         "invalid rule 'R5,C0,M1,S34..58,B34..45,NM': grid size is too big"),
        ("#MCell\n#GAME WireWorld\n#L A\n", "line 3: MCell's WireWorld rules are a family lifecam does not run"),
        ("#MCell\n#RULE 2/3/4\n#L 3.Z\n", "line 3: unexpected 'Z' in an #L line"),
        ("#MCell\n#L 3.c", "line 2: 'c' at the end of the line needs a state letter A-X"),
        ("#MCell\n#BOARD 100\n", "line 2: #BOARD needs WIDTHxHEIGHT"),
        ("#MCell\n#BOARD 20000x20\n", "line 2: #BOARD 20000x20 is larger than 16384x16384"),
        ("#MCell\n#L A\n#BOARD 10x10\n", "line 3: #BOARD after the cells"),
        ("#MCell\n#L 99999A\n", "line 2: a run count (99999...) is larger than 16384"),
        ("#MCell\n#L 9999$9999$\n", "line 2: the pattern is taller than 16384 cells"),
        ("#MCell\n#RULE /2/3Z\n", "line 2: invalid rule '/2/3Z'"),
    ])
    func refusals(text: String, message: String) {
        let description = decodeError(text)?.description ?? "no error"
        #expect(description.hasPrefix(message), "\(description)")
    }

    /// MCell's Larger than Life files as Golly's `readmcell` reads them: the
    /// grid `#BOARD`'s raised to twice the range, a torus with `#WRAP 1`; the
    /// cells centred as MCell centres them; a state the rule lacks made 1.
    @Test(arguments: [
        ("#MCell 2.20\n#GAME Larger than Life\n#RULE R5,C0,M1,S34..58,B34..45,NM\n#BOARD 100x100\n#WRAP 1\n#L .A$AB\n",
         "R5,C0,M1,S34..58,B34..45,NM:T100,100", GridPoint(x: -50 + 49, y: -50 + 49), 3),
        ("#MCell\n#GAME Larger than Life\n#RULE R7,C3,M0,S1..2,B2..2,NC\n#BOARD 9x30\n#WRAP 0\n#L 2.AC\n",
         "R7,C3,M0,S1..2,B2..2,NC:P14,30", GridPoint(x: -4 + 2 + 4, y: -15 + 15), 2),
        ("#MCell\n#GAME Larger than Life\n#RULE 2,3,3,3,4\n#WRAP 1\n#L A\n", "R2,C0,M1,S3..4,B3..3,NM:T4,4", GridPoint(x: 0, y: 0), 1),
    ])
    func largerThanLife(text: String, rule: String, position: GridPoint, population: Int) throws {
        let p = try Pattern.decode(text)
        #expect(p.rule?.description == rule && p.position == position && p.population == population)
        #expect(p.largestState == 1, "a state the rule lacks becomes 1, the rule's own are kept")
    }

    /// Golly's WireWorld files: MCell's "Rules table" family, the rule named by
    /// a `#GOLLY` line before the table's `#RULE` lines, as Golly reads it.
    @Test func aGollyLineNamesTheRule() throws {
        let text = "#MCell 4.20\n#GAME Rules table\n#GOLLY WireWorld\n#RULE 1,0,0,0,0,0,0,0,0\n#BOARD 40x20\n#WRAP 0\n#L 2.ABC$CCC\n"
        let p = try Pattern.decode(text)
        #expect(p.rule == RuleSpec(named: "WireWorld", grid: Grid(width: 40, height: 20, topology: .bounded)))
        #expect(statePicture(p) == ["..123", "333.."])
    }
}
