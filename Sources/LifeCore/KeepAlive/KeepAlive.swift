/// Brings life back when the board settles, so the picture never burns down
/// to black: on its own a random soup thins to a few percent of its cells
/// within a minute or two and ends as still lifes and blinkers.
///
/// After every generation `tend` looks at the population. The board has
/// *thinned* when fewer than `lowDensity` of its cells live, and has
/// *settled* when its population has stayed within a few cells for
/// `steadyGenerations`. Then, at most every `restGenerations`, it is revived:
/// a thinned board gets discs of fresh soup where it is emptiest, enough to
/// make up `catchUp` of the shortfall (or, one time in `walkerShare`, gliders
/// from its edges, as the original launched them); a settled board gets
/// gliders, which break its still lifes open. A burnt-down soup stays below
/// `lowDensity`, so from then on small discs land every other generation
/// and Life runs on fresh material: with the defaults about a third of the
/// picture stays lit (`Benchmarks/keepalive.sh`).
///
/// Every choice comes from a generator seeded at the start, so the same board
/// and seed are revived the same way.
public struct KeepAlive: Sendable {
    /// What a revival did.
    public enum Revival: Sendable, Equatable {
        /// `discs` discs of soup of `radius` cells sown, the last around `centre`.
        case soup(discs: Int, radius: Int, centre: GridPoint)
        /// Gliders launched from the edges.
        case walkers(count: Int)
    }

    /// Below this share of live cells the board has thinned.
    public var lowDensity = 0.28
    /// Generations of a steady population after which the board has settled.
    public var steadyGenerations = 60
    /// Generations a revival is left to take effect before the next.
    public var restGenerations = 2
    /// The share of the shortfall of live cells that one revival sows.
    public var catchUp = 0.5
    /// One thinned revival in this many sends gliders instead of soup.
    public var walkerShare = 4
    /// Density of the sown soup.
    public var soupDensity = 0.45

    private var rng: Xoshiro256
    /// Population after each of the last `steadyGenerations` generations (a ring).
    private var populations: [Int] = []
    private var next = 0
    private var seen = 0
    /// Generations since the last revival.
    private var rested = Int.max / 2
    /// Revivals so far.
    public private(set) var revivals = 0

    public init(seed: UInt64) {
        rng = Xoshiro256(seed: seed)
    }

    /// Looks at `board` after a generation and revives it if it has thinned
    /// or settled (and the last revival has had its time). With `holding`
    /// (something else feeds the board: births from motion) it only watches.
    @discardableResult
    public mutating func tend(_ board: inout Board, holding: Bool = false) -> Revival? {
        let population = board.population
        guard isDue(population: population, cells: board.width * board.height, holding: holding) else { return nil }
        return revive(&board, population: population)
    }

    /// The first half of `tend`, for a caller that counts the cells without
    /// a board: notes `population` (of `cells` cells) after a generation and
    /// says whether a revival is due now (`revive` must then follow).
    public mutating func isDue(population: Int, cells: Int, holding: Bool = false) -> Bool {
        if populations.count != max(2, steadyGenerations) {
            populations = [Int](repeating: 0, count: max(2, steadyGenerations))
            seen = 0
            next = 0
        }
        populations[next] = population
        next = (next + 1) % populations.count
        seen = min(seen + 1, populations.count)
        rested += 1
        guard rested >= restGenerations, !holding else { return false }
        return lowDensity * Double(cells) - Double(population) > 0 || isSteady
    }

    /// The second half of `tend`: revives `board`, whose cells in a non-zero state are `population`.
    @discardableResult
    public mutating func revive(_ board: inout Board, population: Int) -> Revival {
        let shortfall = lowDensity * Double(board.width * board.height) - Double(population)
        rested = 0
        revivals += 1
        if shortfall <= 0 || rng.next() % UInt64(max(1, walkerShare)) == 0 {
            let count = max(2, (board.width + board.height) / 40)
            board.launchFromEdges(count: count, using: &rng)
            seen = 0
            return .walkers(count: count)
        }
        // Discs of a fifth of the shorter side (3 to 24 cells), as many as make up `catchUp` of the shortfall.
        let radius = min(24, max(3, min(board.width, board.height) / 5))
        let area = Double.pi * Double(radius * radius)
        let discs = max(1, Int((catchUp * shortfall / (max(0.01, soupDensity) * area)).rounded()))
        var centre = GridPoint(x: 0, y: 0)
        for _ in 0..<discs {
            centre = emptiest(board, radius: radius)
            board.sow(disc: centre, radius: radius, density: soupDensity, using: &rng)
        }
        return .soup(discs: discs, radius: radius, centre: centre)
    }

    /// Whether the population stayed within a few cells over the whole window.
    private var isSteady: Bool {
        guard seen == populations.count, let low = populations.min(), let high = populations.max() else { return false }
        return high - low <= max(2, low / 50)
    }

    /// Of a few random places, the one with the fewest live cells around it.
    private mutating func emptiest(_ board: Board, radius: Int) -> GridPoint {
        var best = GridPoint(x: 0, y: 0), fewest = Int.max
        for _ in 0..<4 {
            let c = GridPoint(x: Int(rng.next() % UInt64(board.width)), y: Int(rng.next() % UInt64(board.height)))
            let n = board.population(near: c, radius: radius)
            if n < fewest { (best, fewest) = (c, n) }
        }
        return best
    }
}
