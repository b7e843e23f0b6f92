import Foundation
import Testing
@testable import LifeCore

@Suite struct PatternLibraryTests {
    @Test(arguments: [
        ("glider", 5), ("lwss", 9), ("mwss", 11), ("hwss", 13), ("copperhead", 28), ("blinker", 3), ("toad", 6),
        ("beacon", 8), ("pulsar", 48), ("pentadecathlon", 12), ("queen-bee-shuttle", 20), ("block", 4), ("beehive", 6),
        ("loaf", 7), ("boat", 5), ("r-pentomino", 5), ("b-heptomino", 7), ("pi-heptomino", 7), ("acorn", 7),
        ("diehard", 7), ("gosper-glider-gun", 36), ("simkin-glider-gun", 36), ("empty", 0),
    ])
    func everyEntryHasItsKnownPopulation(name: String, population: Int) throws {
        let p = try #require(PatternLibrary.named(name))
        #expect(p.population == population)
        #expect(p.name == name)
    }

    @Test func listIsCompleteAndLookupIsForgiving() {
        #expect(Set(PatternLibrary.names).count == PatternLibrary.entries.count)
        #expect(PatternLibrary.names.count == 23)
        #expect(PatternLibrary.named("Gosper Glider_Gun")?.name == "gosper-glider-gun")
        #expect(PatternLibrary.named("gun")?.name == "gosper-glider-gun")
        #expect(PatternLibrary.named("no-such-thing") == nil)
    }

    /// `empty` is the blank board: no cells, 0×0, and a board it is placed on stays empty.
    @Test func emptyIsABlankBoard() throws {
        let p = try #require(PatternLibrary.named("empty"))
        #expect(p.width == 0 && p.height == 0 && p == Pattern.empty.with(name: "empty", comments: p.comments))
        #expect(PatternLibrary.named("blank")?.name == "empty")
        var board = try Self.board("empty", size: 16)
        board.step(3)
        #expect(board.population == 0)
    }

    /// Runs `name` centred on a bounded board with room to spare.
    static func board(_ name: String, size: Int) throws -> Board {
        var board = try Board(width: size, height: size, topology: .bounded)
        let p = try #require(PatternLibrary.named(name))
        board.stamp(p, at: board.centredOrigin(for: p))
        return board
    }

    @Test(arguments: [
        ("blinker", 2), ("toad", 2), ("beacon", 2), ("pulsar", 3), ("pentadecathlon", 15), ("queen-bee-shuttle", 30),
        ("block", 1), ("beehive", 1), ("loaf", 1), ("boat", 1),
    ])
    func oscillatorsAndStillLifesHaveTheirPeriod(name: String, period: Int) throws {
        var board = try Self.board(name, size: 40)
        let start = board.extractPattern()
        for gen in 1...period {
            board.step()
            let now = board.extractPattern()
            let same = picture(now.pattern) == picture(start.pattern) && now.origin == start.origin
            #expect(same == (gen == period), "\(name) at generation \(gen)")
        }
    }

    @Test(arguments: [("glider", 4, 1, 1), ("lwss", 4, -2, 0), ("mwss", 4, -2, 0), ("hwss", 4, -2, 0), ("copperhead", 10, 0, -1)])
    func spaceshipsMoveAtTheirSpeed(name: String, period: Int, dx: Int, dy: Int) throws {
        var board = try Self.board(name, size: 40)
        let start = board.extractPattern()
        board.step(period)
        let end = board.extractPattern()
        #expect(picture(end.pattern) == picture(start.pattern))
        #expect(end.origin == GridPoint(x: start.origin.x + dx, y: start.origin.y + dy))
    }

    @Test func diehardVanishesAtGeneration130() throws {
        var board = try Self.board("diehard", size: 48)
        board.step(129)
        #expect(board.population > 0)
        board.step()
        #expect(board.population == 0)
    }

    @Test(arguments: [("gosper-glider-gun", 30, 96), ("simkin-glider-gun", 120, 160)])
    func gunsAddOneGliderPerPeriod(name: String, period: Int, size: Int) throws {
        var board = try Self.board(name, size: size)
        var populations: [Int] = []
        for _ in 0..<3 {
            board.step(period)
            populations.append(board.population)
        }
        #expect(populations[0] == 36 + 5)
        #expect(populations[1] == populations[0] + 5)
        #expect(populations[2] == populations[1] + 5)
    }

    @Test func rPentominoSettlesAtGeneration1103With116Cells() throws {
        // The gliders it throws are still on a 640-cell board at generation 1103.
        var board = try Self.board("r-pentomino", size: 640)
        board.step(1102)
        #expect(board.population != 116)
        board.step()
        #expect(board.population == 116)
    }

    /// Acorn's gliders need a 2700-cell board for 5206 generations: half a
    /// minute in a debug build, so this runs when LIFECAM_SLOW_TESTS is set.
    static let slow = ProcessInfo.processInfo.environment["LIFECAM_SLOW_TESTS"] != nil

    @Test(.enabled(if: slow)) func acornHas633CellsAtGeneration5206() throws {
        var board = try Self.board("acorn", size: 2700)
        board.step(5205)
        #expect(board.population != 633)
        board.step()
        #expect(board.population == 633)
    }
}
