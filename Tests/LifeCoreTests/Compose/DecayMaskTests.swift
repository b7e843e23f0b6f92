import Testing
@testable import LifeCore

@Suite struct DecayMaskTests {
    /// A blinker at the centre of a bounded 7×7 board: cells (2,3) and (4,3)
    /// die at every odd generation and come back at every even one; (3,2)
    /// and (3,4) the other way round.
    func blinker() throws -> Board {
        var b = try Board(width: 7, height: 7, topology: .bounded)
        b[2, 3] = true; b[3, 3] = true; b[4, 3] = true
        return b
    }

    @Test(arguments: [1, 2, 3, 5, 8, 12])
    func deadCellsFadeByTheDecayPerGeneration(n: Int) throws {
        // A lone cell dies in one generation, then stays dead.
        var board = try Board(width: 5, height: 5, topology: .bounded)
        board[2, 2] = true
        var mask = DecayMask()
        mask.follow(board)
        #expect(mask[2, 2] == 1)
        for _ in 0..<n {
            board.step()
            mask.follow(board)
        }
        var expected: Double = 1
        for _ in 0..<n { expected *= 0.6 }
        #expect(abs(Double(mask[2, 2]) - expected) < 1e-6 * max(expected, 1e-3))
    }

    /// Every cell of boards whose rows are not whole words (eights and the
    /// rest of a word): after each step of one to three generations, a live
    /// cell is at 1 and a dead one at its last intensity × (1 − decay)ⁿ, or 0
    /// below the floor, exactly as the rule computes it cell by cell. (With a
    /// decay of ½, a cell dead for ten generations sits exactly at the floor.)
    @Test(arguments: [(77, 9, Float(0.3)), (64, 5, 0.5), (13, 4, 0.5), (130, 3, 0.3)])
    func stepsFollowTheRuleCellByCell(width: Int, height: Int, decay: Float) throws {
        var board = try Board(width: width, height: height)
        var random = SplitMix64(seed: UInt64(width))
        for y in 0..<height { for x in 0..<width where random.next() % 3 == 0 { board[x, y] = true } }
        var mask = DecayMask(decay: decay)
        mask.follow(board)
        var expected = (0..<(width * height)).map { board[$0 % width, $0 / width] ? Float(1) : 0 }
        #expect(mask.intensity == expected)
        for round in 0..<40 {
            let n = 1 + round % 3
            board.step(n)
            if round % 7 == 3 { for y in 0..<height { board[Int(random.next() % UInt64(width)), y] = true } }
            var factor: Float = 1
            for _ in 0..<n { factor *= 1 - decay }
            for i in expected.indices {
                if board[i % width, i / width] {
                    expected[i] = 1
                } else {
                    let v = expected[i] * factor
                    expected[i] = v < DecayMask.floor ? 0 : v
                }
            }
            mask.follow(board)
            #expect(mask.intensity == expected, "round \(round)")
        }
    }

    @Test func severalGenerationsBetweenFramesDecayAsMany() throws {
        var board = try Board(width: 5, height: 5, topology: .bounded)
        board[2, 2] = true
        var mask = DecayMask(decay: 0.5)
        mask.follow(board)
        board.step(3)
        mask.follow(board)
        #expect(mask[2, 2] == 0.125)
    }

    @Test func liveCellsStayFull() throws {
        var board = try blinker()
        var mask = DecayMask()
        for g in 0..<6 {
            mask.follow(board)
            #expect(mask[3, 3] == 1)
            let ends: Float = g % 2 == 0 ? 1 : 0.6
            #expect(mask[2, 3] == ends && mask[4, 3] == ends)
            board.step()
        }
    }

    @Test func editsShowWithoutAGeneration() throws {
        var board = try blinker()
        var mask = DecayMask()
        mask.follow(board)
        board[0, 0] = true
        board[3, 3] = false
        mask.follow(board)
        #expect(mask[0, 0] == 1)
        #expect(mask[3, 3] == 0)
        // A fading cell keeps its level while paused.
        board.step()
        mask.follow(board)
        let fading = mask[2, 3]
        mask.follow(board)
        #expect(mask[2, 3] == fading && fading > 0)
    }

    @Test func refreshSetsACellAtOnce() throws {
        let board = try blinker()
        var mask = DecayMask()
        mask.follow(board)
        mask.refresh(x: 3, y: 3, alive: false)
        mask.refresh(x: 6, y: 6, alive: true)
        mask.refresh(x: 60, y: 6, alive: true)
        #expect(mask[3, 3] == 0 && mask[6, 6] == 1)
    }

    @Test(arguments: [Float(0), 0.25, 1])
    func decayIsAdjustable(decay: Float) throws {
        var board = try Board(width: 3, height: 3, topology: .bounded)
        board[1, 1] = true
        var mask = DecayMask()
        mask.follow(board)
        mask.decay = decay
        board.step()
        mask.follow(board)
        #expect(mask[1, 1] == 1 - decay)
    }

    @Test func decayIsClamped() {
        var mask = DecayMask(decay: 3)
        #expect(mask.decay == 1)
        mask.decay = -1
        #expect(mask.decay == 0)
    }

    @Test func longDeadCellsReachZero() throws {
        var board = try Board(width: 3, height: 3, topology: .bounded)
        board[1, 1] = true
        var mask = DecayMask()
        mask.follow(board)
        for _ in 0..<20 { board.step(); mask.follow(board) }
        #expect(mask[1, 1] == 0)
    }

    @Test func clearingOrResizingRestarts() throws {
        var board = try blinker()
        var mask = DecayMask()
        mask.follow(board)
        board.step()
        mask.follow(board)
        #expect(mask[2, 3] == 0.6)
        board.clear()
        mask.follow(board)
        #expect(mask.intensity.allSatisfy { $0 == 0 })
        var wide = try Board(width: 130, height: 2)
        wide[129, 1] = true
        mask.follow(wide)
        #expect(mask.width == 130 && mask[129, 1] == 1 && mask[0, 0] == 0)
    }
}

/// Generations rules: the dying states are the first steps of the fade.
@Suite struct DecayMaskDyingTests {
    /// Star Wars (`345/2/4`: states 2 and 3 dying): a lone live cell dies, so
    /// it shows at 1, then 2/3 and 1/3 as it passes through the dying states,
    /// then fades from there by the mask's decay.
    @Test func aDyingCellStepsDownThroughItsStatesThenDecays() throws {
        var board = try Board(width: 5, height: 5, topology: .bounded, rule: try Rule(parsing: "345/2/4"))
        board[2, 2] = true
        var mask = DecayMask(decay: 0.5)
        mask.follow(board)
        var seen: [Float] = [mask[2, 2]]
        var states: [Int] = [board.state(x: 2, y: 2)]
        for _ in 0..<4 {
            board.step()
            mask.follow(board)
            seen.append(mask[2, 2])
            states.append(board.state(x: 2, y: 2))
        }
        #expect(states == [1, 2, 3, 0, 0])
        let expected: [Float] = [1, 2 / 3, 1 / 3, 1 / 6, 1 / 12]
        for (a, b) in zip(seen, expected) { #expect(abs(a - b) < 1e-6, "\(seen)") }
    }

    /// A dying cell cleared between generations (a clear, an undo) goes dark
    /// at once, as a live cell killed by an edit does; one brought back to life lights fully.
    @Test func editedDyingCellsShowTheEditAtOnce() throws {
        var board = try Board(width: 70, height: 3, topology: .bounded, rule: try Rule(parsing: "/2/3"))
        board[1, 1] = true
        board[66, 1] = true
        board.step()
        var mask = DecayMask()
        mask.follow(board)
        #expect(board.state(x: 1, y: 1) == 2 && mask[1, 1] == 0.5 && mask[66, 1] == 0.5)
        board.setState(0, x: 1, y: 1)
        board[66, 1] = true
        mask.follow(board)
        #expect(mask[1, 1] == 0 && mask[66, 1] == 1)
    }
}

/// A board that is a zoomed-out view of a giant: live cells at their brightness.
@Suite struct DecayMaskBrightnessTests {
    @Test func liveCellsTakeTheirBrightnessAndFadeFromIt() throws {
        var board = try Board(width: 4, height: 2, topology: .bounded)
        board[1, 0] = true
        board[2, 1] = true
        var brightness = [Float](repeating: 0.9, count: 8)
        brightness[1] = 0.5
        brightness[6] = 0.3
        var mask = DecayMask(decay: 0.5)
        mask.follow(board, brightness: brightness)
        #expect(mask[1, 0] == 0.5 && mask[2, 1] == 0.3 && mask[0, 0] == 0)
        // A generation on, (1, 0) is dead: it fades from where it was; (2, 1) is lit at its new brightness.
        board[1, 0] = false
        board.generation += 1
        brightness[6] = 0.7
        mask.follow(board, brightness: brightness)
        #expect(mask[1, 0] == 0.25 && mask[2, 1] == 0.7)
        // Without brightness (or with one of another size), live cells are lit whole.
        var plain = DecayMask(decay: 0.5)
        plain.follow(board, brightness: [0.5, 0.5])
        #expect(plain[2, 1] == 1)
    }
}
