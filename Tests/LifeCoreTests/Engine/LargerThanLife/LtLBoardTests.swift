import LifeTestSupport
import Testing
@testable import LifeCore

/// The Larger than Life engine against the plain reference (`LtLReference`):
/// random rules of every neighbourhood, state count and middle setting, on
/// tori and planes (sides of exactly twice the range among them), soups
/// stepped a generation at a time and compared cell for cell, with the
/// population and box.
@Suite struct LtLBoardTests {
    static func board(_ reference: LtLReference) throws -> LtLBoard {
        var board = try LtLBoard(width: reference.width, height: reference.height, torus: reference.torus, rule: reference.rule)
        for (y, row) in reference.rows.enumerated() { for (x, s) in row.enumerated() where s != 0 { board[x, y] = s } }
        return board
    }

    static func rows(_ board: LtLBoard) -> [[UInt8]] {
        (0..<board.height).map { y in (0..<board.width).map { x in board[x, y] } }
    }

    /// Runs `generations` generations of both, comparing after each.
    static func compare(_ start: LtLReference, generations: Int, _ what: String) throws {
        var reference = start, ours = try board(start)
        for g in 1...generations {
            reference.step()
            ours.step()
            let cells = rows(ours)
            let differing = zip(cells.joined(), reference.rows.joined()).filter { $0 != $1 }.count
            #expect(differing == 0, "\(what): \(differing) cells differ at generation \(g)")
            guard differing == 0 else { return }
            #expect(ours.population == cells.joined().filter { $0 != 0 }.count, "\(what) population at \(g)")
            #expect(ours.generation == g)
        }
        let occupied = reference.rows.indices.flatMap { y in reference.rows[y].indices.filter { reference.rows[y][$0] != 0 }.map { (x: $0, y: y) } }
        let box = occupied.isEmpty ? nil : CellRect(x: occupied.map(\.x).min()!, y: occupied.map(\.y).min()!,
                                                    width: occupied.map(\.x).max()! - occupied.map(\.x).min()! + 1,
                                                    height: occupied.map(\.y).max()! - occupied.map(\.y).min()! + 1)
        #expect(ours.boundingBox == box, "\(what) box")
    }

    @Test(arguments: 0..<48)
    func randomRulesOnGridsMatchTheReference(seed: Int) throws {
        let rule = LtLReference.randomRule(seed: UInt64(seed))
        var rng = SplitMix64(seed: UInt64(seed) &+ 1000)
        let torus = seed % 2 == 0
        let least = 2 * rule.range
        // Every fourth grid is the smallest Golly allows: a side of twice the range.
        let width = seed % 4 == 0 ? least : Int.random(in: least...(least + 30), using: &rng)
        let height = seed % 4 == 1 ? least : Int.random(in: least...(least + 30), using: &rng)
        // Half the soups fill the grid, half sit inside it, so both a clipped and an unclipped span are run.
        let whole = seed % 3 != 0
        var rows = [[UInt8]](repeating: [UInt8](repeating: 0, count: width), count: height)
        let soup = LtLReference.soup(width: whole ? width : max(1, width / 3), height: whole ? height : max(1, height / 3),
                                     states: rule.states, density: [0.5, 0.3, 0.7][seed % 3], seed: UInt64(seed))
        for (y, row) in soup.enumerated() { for (x, s) in row.enumerated() { rows[y + (whole ? 0 : height / 3)][x + (whole ? 0 : width / 3)] = s } }
        try Self.compare(LtLReference(rule: rule, torus: torus, rows: rows), generations: 12,
                         "\(rule):\(torus ? "T" : "P")\(width),\(height)")
    }

    /// Life, written as Golly's default Larger than Life rule, is Life: the glider and the R-pentomino on a torus.
    @Test func lifeIsLife() throws {
        var board = try LtLBoard(width: 40, height: 30, torus: true, rule: .life)
        var life = try Board(width: 40, height: 30, topology: .torus, rule: .conway)
        for (x, y) in [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2), (20, 10), (21, 10), (19, 11), (20, 11), (20, 12)] {
            board[x, y] = 1
            life.setState(1, x: x, y: y)
        }
        for _ in 0..<150 {
            board.step()
            life.step()
        }
        #expect(board.population == life.population)
        #expect((0..<30).allSatisfy { y in (0..<40).allSatisfy { x in Int(board[x, y]) == life.state(x: x, y: y) } })
    }

    /// Decaying states: a lone cell of a three-state rule that never survives goes 1, 2, 0.
    @Test func aCellThatDoesNotSurviveDecaysThroughTheStates() throws {
        let rule = LtLRule(range: 2, states: 4, middle: true, survival: 5...5, birth: 9...9, neighbourhood: .circular)
        var board = try LtLBoard(width: 10, height: 10, torus: false, rule: rule)
        board[4, 4] = 1
        var seen: [UInt8] = []
        for _ in 0..<4 {
            board.step()
            seen.append(board[4, 4])
        }
        #expect(seen == [2, 3, 0, 0])
        #expect(board.population == 0 && board.boundingBox == nil)
    }
}
