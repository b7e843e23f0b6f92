import LifeCore

/// Larger than Life stepped the plain way, for the engine's tests: every
/// cell's neighbourhood counted cell by cell from the rule's definition
/// (`LtLRule.contains`), on a torus (offsets taken modulo the sides, so a
/// side of twice the range counts a row twice, as Golly does) or a plane
/// (nothing beyond it).
public struct LtLReference: Equatable {
    public let rule: LtLRule
    public let torus: Bool
    /// Rows of states.
    public private(set) var rows: [[UInt8]]

    public init(rule: LtLRule, torus: Bool, rows: [[UInt8]]) {
        self.rule = rule
        self.torus = torus
        self.rows = rows
    }

    public var width: Int { rows.first?.count ?? 0 }
    public var height: Int { rows.count }

    /// One generation: Golly's rule with counts that include the centre.
    public mutating func step() {
        let r = rule.range, w = width, h = height
        let offsets = (-r...r).flatMap { dy in (-r...r).compactMap { dx in rule.contains(dx: dx, dy: dy) ? (dx, dy) : nil } }
        let survival = rule.countedSurvival
        rows = (0..<h).map { y in
            (0..<w).map { x in
                var n = 0
                for (dx, dy) in offsets {
                    var cx = x + dx, cy = y + dy
                    if torus {
                        cx = ((cx % w) + w) % w
                        cy = ((cy % h) + h) % h
                    } else if cx < 0 || cy < 0 || cx >= w || cy >= h {
                        continue
                    }
                    if rows[cy][cx] == 1 { n += 1 }
                }
                let state = rows[y][x]
                switch state {
                case 0: return rule.birth.contains(n) ? 1 : 0
                case 1: return survival.contains(n) ? 1 : (rule.states > 2 ? 2 : 0)
                default: return Int(state) + 1 < rule.states ? state + 1 : 0
                }
            }
        }
    }

    /// A random rule: range 1...`maxRange`, any neighbourhood, 2 to 6 states,
    /// limits drawn within the neighbourhood's size and around its middle (so
    /// that soups neither die at once nor fill), B0 only when `allowB0`.
    public static func randomRule(seed: UInt64, maxRange: Int = 6, allowB0: Bool = true) -> LtLRule {
        var rng = SplitMix64(seed: seed)
        let range = Int.random(in: 1...maxRange, using: &rng)
        let shape = LtLRule.Neighbourhood.allCases.randomElement(using: &rng)!
        let middle = Bool.random(using: &rng)
        let states = [2, 2, 3, 6].randomElement(using: &rng)!
        let probe = LtLRule(range: range, states: 2, middle: middle, survival: 0...0, birth: 0...0, neighbourhood: shape)
        let most = probe.maxNeighbours
        func limits(_ centre: Double, _ spread: Double) -> ClosedRange<Int> {
            let low = Int(Double(most) * Double.random(in: max(0, centre - spread)...centre, using: &rng))
            let high = Int(Double(most) * Double.random(in: centre...min(1, centre + spread), using: &rng))
            return max(0, min(low, most))...max(0, min(max(high, low), most))
        }
        var birth = limits(0.3, 0.15)
        if birth.lowerBound == 0, !(allowB0 && Int.random(in: 0..<4, using: &rng) == 0) {
            birth = 1...max(1, birth.upperBound)
        }
        return LtLRule(range: range, states: states, middle: middle, survival: limits(0.35, 0.2), birth: birth, neighbourhood: shape)
    }

    /// A soup of `width × height`: each cell 0 with probability 1 − `density`,
    /// else state 1 or (as often, when the rule has them) a decaying state.
    public static func soup(width: Int, height: Int, states: Int, density: Double, seed: UInt64) -> [[UInt8]] {
        var rng = SplitMix64(seed: seed)
        return (0..<height).map { _ in
            (0..<width).map { _ in
                guard Double.random(in: 0..<1, using: &rng) < density else { return 0 }
                return states > 2 && Bool.random(using: &rng) ? UInt8(Int.random(in: 2..<states, using: &rng)) : 1
            }
        }
    }
}
