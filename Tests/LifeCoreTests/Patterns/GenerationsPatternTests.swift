import Testing
@testable import LifeCore

/// Patterns under Generations rules keep their dying states: read from Golly's
/// state letters, put on a board and taken off it, and written back as Golly writes them.
@Suite struct GenerationsPatternTests {
    @Test(arguments: [
        ("x = 3, y = 2, rule = /2/3\nAB$.BA!", ["12.", ".21"], 4, 2, 2),
        ("x = 4, y = 1, rule = 345/2/4\n2.CA!", ["31"], 2, 1, 3),
        ("x = 3, y = 2, rule = B2/S/30\npAX$2.pE!", ["po.", "..t"], 3, 0, 29),
        ("x = 2, y = 2, rule = /2/3\nob$bo!", ["1.", ".1"], 2, 2, 1),
        ("x = 3, y = 3, rule = /2/3\n$$2.B!", ["2"], 1, 0, 2),
    ])
    func statesAreKept(text: String, rows: [String], population: Int, live: Int, largest: Int) throws {
        let p = try Pattern.decode(text)
        #expect(statePicture(p) == rows)
        #expect(p.population == population && p.liveCount == live && p.largestState == largest)
        #expect(p.isMultiState == (largest > 1))
    }

    @Test func aStateTheRuleDoesNotHaveIsRefused() {
        #expect(decodeError("x = 1, y = 1, rule = /2/3\nC!")?.description
            == "line 2: cell state 'C' (3) is not a state of a Generations rule (0 to 2)")
        #expect(decodeError("x = 1, y = 1, rule = /2/3\npA!")?.kind == .multiState)
    }

    /// Golly's letters for every state of a 256-state rule, read back.
    @Test func everyStateRoundTrips() throws {
        var cells: [GridPoint: Int] = [:]
        for s in 1..<256 { cells[GridPoint(x: s % 40, y: s / 40 * 2)] = s }
        var board = try Board(width: 64, height: 16, topology: .bounded, rule: Rule(birth: [2], survival: [], states: 256))
        for (c, s) in cells { board.setState(s, x: c.x, y: c.y) }
        let (p, origin) = board.extractPattern()
        let text = RLEWriter.encode(p, rule: RuleSpec(rule: board.rule))
        #expect(text.contains("yO"))                       // state 255 is Golly's `yO`
        let back = try Pattern.decode(text)
        #expect(statePicture(back) == statePicture(p))
        #expect(back.largestState == 255 && back.population == 255)
        var again = try Board(width: 64, height: 16, topology: .bounded, rule: board.rule)
        again.place(back, at: origin)
        #expect(again == board)
    }

    /// Golly's `AddRun` keeps a character spare on every line under a multi-state rule.
    @Test func linesKeepGollysSpareCharacter() throws {
        var board = try Board(width: 200, height: 1, topology: .bounded, rule: Rule(birth: [2], survival: [], states: 3))
        for x in stride(from: 0, to: 200, by: 2) { board.setState(x % 4 == 0 ? 1 : 2, x: x, y: 0) }
        let text = RLEWriter.encode(board.extractPattern().pattern, rule: RuleSpec(rule: board.rule))
        let data = text.split(separator: "\n").dropFirst()
        #expect(data.allSatisfy { $0.count <= 69 })
        #expect(data.first == Substring(String(repeating: "A.B.", count: 17) + "A"))
    }

    @Test func placingKeepsStatesAcrossWordsAndFolds() throws {
        let p = try Pattern.decode("x = 5, y = 2, rule = 345/2/4\nABC.A$C2.BA!")
        for (x, topology) in [(61, Topology.bounded), (0, .bounded), (62, .torus)] {
            var board = try Board(width: 66, height: 4, topology: topology, rule: try Rule(parsing: "345/2/4"))
            board.setState(1, x: x + 2, y: 1)   // a live cell under a dying one takes the dying state
            board.stamp(p, at: GridPoint(x: x, y: 1))
            for y in 0..<2 {
                for dx in 0..<5 where (x + dx) < 66 || topology == .torus {
                    #expect(board.state(x: (x + dx) % 66, y: y + 1) == p.state(x: dx, y: y), "x \(x) cell \(dx),\(y)")
                }
            }
            #expect(board.population == 7)
        }
    }

    @Test func orientationKeepsStates() throws {
        let p = try Pattern.decode("x = 3, y = 2, rule = 345/2/4\nABC$2.B!")
        #expect(statePicture(p.oriented(.rotate90)) == [".1", ".2", "23"])
        #expect(statePicture(p.oriented(.flipHorizontal)) == ["321", "2.."])
    }

    @Test func aTwoStateRuleOnABoardClampsStates() throws {
        var board = try Board(width: 8, height: 8)
        board.stamp(try Pattern.decode("x = 2, y = 1, rule = /2/3\nAB!"), at: GridPoint(x: 2, y: 2))
        #expect(board.population == 2 && board.state(x: 3, y: 2) == 1)
    }
}
