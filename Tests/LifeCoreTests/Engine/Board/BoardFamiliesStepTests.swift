import Testing
@testable import LifeCore

/// Isotropic non-totalistic and Generations rules on the packed engine: `rules`
/// join `BoardStepTests`' against `ReferenceLife` (which looks each neighbourhood
/// up in the rule), and the letters meet every one of the 512 neighbourhoods.
@Suite struct BoardFamiliesStepTests {
    /// A random isotropic rule: each letter of each count on each side on or off;
    /// no B0 with more than two states.
    static func randomIsotropic(_ rng: inout some RandomNumberGenerator, states: Int = 2) -> Rule {
        var table = [Bool](repeating: false, count: 512)
        var choice = [Int: Bool]()
        for index in 0..<512 {
            let key = (index & 16) << 8 | Hensel.count(index) << 4 | Int(Hensel.letterOf[index])
            if choice[key] == nil { choice[key] = rng.next() & 1 == 1 }
            table[index] = choice[key]!
        }
        if states > 2 { table[0] = false }
        return Rule(table: table, states: states)
    }

    static let rules: [Rule] = {
        var rng = SplitMix64(seed: 2024)
        let named = ["B2-a/S12", "B3-cnqy/S23-a", "B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai", "B2-a5/S1e2-a35678",
                     "/2/3", "345/2/4", "12/2-a/3", "23/3/25", "B3-ej6e/S234i/7", "/2/256"]
        return named.map { try! Rule(parsing: $0) }
            + (0..<6).map { _ in randomIsotropic(&rng) }
            + (0..<4).map { i in randomIsotropic(&rng, states: [3, 4, 9, 200][i]) }
    }()

    /// Each of the 512 neighbourhoods alone in a 3×3 block (blocks 5 cells
    /// apart on a plane): after one step the centre is what the rule says, for
    /// rules that name single letters of every count on either side.
    @Test func everyNeighbourhoodGivesTheRulesAnswer() throws {
        var rng = SplitMix64(seed: 7)
        let rules = (0..<40).map { _ in Self.randomIsotropic(&rng) }
            + (1...7).flatMap { count in (0..<Hensel.letterCount[count]).map { letter in
                let name = Character(Unicode.Scalar(Hensel.letters[letter]))
                return try! Rule(parsing: "B\(count)\(name)/S\(count)\(name)")
            } }
        for rule in rules {
            var board = try Board(width: 32 * 5, height: 16 * 5, topology: .bounded, rule: rule)
            for index in 0..<512 {
                let (bx, by) = (index % 32 * 5 + 1, index / 32 * 5 + 1)
                for bit in 0..<9 where index >> bit & 1 == 1 { board[bx + bit % 3, by + bit / 3] = true }
            }
            board.step()
            // Under B0 the board holds what differs from the background (alive from generation 0 with S8,
            // at generation 1 without): the rule meets the real cells, the held ones XOR the background.
            let (now, then) = (rule.bornFromNothing && rule.survival >> 8 & 1 == 1, rule.bornFromNothing)
            for index in 0..<512 {
                let alive = board[index % 32 * 5 + 2, index / 32 * 5 + 2]
                let real = now ? 511 - index : index
                #expect(alive == (rule.next(alive: real & 16 != 0, neighbourhood: real) != then), "\(rule) neighbourhood \(index)")
            }
        }
    }

    @Test func dyingCellsCountAndAge() throws {
        // Brian's Brain: a live cell always starts dying, a dying one then dies.
        var board = try Board(width: 10, height: 10, topology: .bounded, rule: try Rule(parsing: "/2/3"))
        board[4, 4] = true
        board[5, 4] = true
        #expect(board.population == 2 && board.liveCount == 2)
        board.step()
        #expect(board.state(x: 4, y: 4) == 2 && board.state(x: 5, y: 4) == 2)
        #expect(board.population == 2 + board.liveCount && board.liveCount == 4)
        board.setState(2, x: 0, y: 0)
        #expect(board.state(x: 0, y: 0) == 2)
        board[0, 0] = false
        #expect(board.state(x: 0, y: 0) == 0)
        board.setState(9, x: 1, y: 1)
        #expect(board.state(x: 1, y: 1) == 2)
        board.rule = .conway
        #expect(board.population == board.liveCount)
    }

    @Test(arguments: [(3, 1), (4, 2), (5, 2), (25, 5), (256, 8), (2, 0)])
    func agePlanes(states: Int, planes: Int) {
        #expect(Board.agePlanes(states: states) == planes)
    }
}

@Suite struct HashLifeFamiliesTests {
    @Test(arguments: ["B2-a/S12", "/2/3", "12/2-a/3"])
    func hashLifeRefusesWhatItDoesNotStep(text: String) throws {
        let rule = try Rule(parsing: text)
        let result = Result { () throws(HashLifeError) in try HashLife(rule: rule) }
        guard case let .failure(.unsupportedRule(refused, why)) = result else {
            Issue.record("HashLife did not refuse \(text) as unsupported")
            return
        }
        #expect(refused == rule)
        #expect(why.contains(rule.isGenerations ? "Generations" : "non-totalistic"))
    }
}
