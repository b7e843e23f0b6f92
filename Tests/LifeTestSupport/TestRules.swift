import LifeCore

/// Multi-state rules written here from their definitions, for the engines'
/// tests (a rule file's reader is tested apart).
public enum TestRules {
    /// WireWorld (Brian Silverman): 0 empty, 1 electron head → 2 tail → 3
    /// conductor, which becomes a head when exactly 1 or 2 of its 8 neighbours are heads.
    public struct WireWorld: NeighbourhoodRule {
        public init() {}
        public var states: Int { 4 }
        public func next(nw: UInt8, n: UInt8, ne: UInt8, w: UInt8, c: UInt8, e: UInt8, sw: UInt8, s: UInt8, se: UInt8) -> UInt8 {
            switch c {
            case 1: return 2
            case 2: return 3
            case 3:
                let heads = TestRules.count(1, nw, n, ne, w, e, sw, s, se)
                return heads == 1 || heads == 2 ? 1 : 3
            default: return 0
            }
        }
    }

    /// A Generations rule as Golly's `generationsalgo` steps it: only state-1
    /// neighbours count; 0 is born into 1 by `birth`, 1 survives by `survival`
    /// or starts dying (2), a dying state k goes to k + 1, and to 0 after the last.
    public struct Generations: NeighbourhoodRule {
        public let survival: Set<Int>
        public let birth: Set<Int>
        public let states: Int

        public init(survival: Set<Int>, birth: Set<Int>, states: Int) {
            self.survival = survival
            self.birth = birth
            self.states = states
        }

        /// Brian's Brain: `/2/3`.
        public static let briansBrain = Generations(survival: [], birth: [2], states: 3)
        /// Star Wars: `345/2/4`.
        public static let starWars = Generations(survival: [3, 4, 5], birth: [2], states: 4)

        public func next(nw: UInt8, n: UInt8, ne: UInt8, w: UInt8, c: UInt8, e: UInt8, sw: UInt8, s: UInt8, se: UInt8) -> UInt8 {
            let alive = TestRules.count(1, nw, n, ne, w, e, sw, s, se)
            switch c {
            case 0: return birth.contains(alive) ? 1 : 0
            case 1: return survival.contains(alive) ? 1 : (states > 2 ? 2 : 0)
            default: return Int(c) + 1 == states ? 0 : c + 1
            }
        }
    }

    /// An arbitrary rule of `states` states: the next state a hash of the
    /// neighbourhood (empty space stays empty), so every cell matters.
    public struct Hashed: NeighbourhoodRule {
        public let states: Int
        public let seed: UInt64

        public init(states: Int, seed: UInt64) {
            self.states = states
            self.seed = seed
        }

        public func next(nw: UInt8, n: UInt8, ne: UInt8, w: UInt8, c: UInt8, e: UInt8, sw: UInt8, s: UInt8, se: UInt8) -> UInt8 {
            let low = UInt64(nw) | UInt64(n) << 8 | UInt64(ne) << 16 | UInt64(w) << 24 | UInt64(c) << 32 | UInt64(e) << 40
            let high = UInt64(sw) | UInt64(s) << 8 | UInt64(se) << 16
            guard low | high != 0 else { return 0 }
            var h = (low ^ seed) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ high ^ h >> 31) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 29
            // Mostly empty, so soups neither die out nor fill everything.
            return h % 3 == 0 ? UInt8((h >> 8) % UInt64(states - 1) + 1) : (c != 0 && h % 5 == 0 ? c : 0)
        }
    }

    /// How many of the eight neighbours are in `state`.
    @inline(__always)
    public static func count(_ state: UInt8, _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8, _ f: UInt8, _ g: UInt8, _ h: UInt8) -> Int {
        (a == state ? 1 : 0) + (b == state ? 1 : 0) + (c == state ? 1 : 0) + (d == state ? 1 : 0)
            + (e == state ? 1 : 0) + (f == state ? 1 : 0) + (g == state ? 1 : 0) + (h == state ? 1 : 0)
    }

    /// A plain board of states, a byte a cell, stepped by calling the rule on
    /// every cell: the reference the engines are checked against. Cells beyond
    /// the board are empty, so it stands for the unbounded plane while nothing
    /// comes near its edge.
    public struct Reference {
        public let width: Int, height: Int
        public let rule: any NeighbourhoodRule
        public var cells: [UInt8]

        public init(width: Int, height: Int, rule: any NeighbourhoodRule) {
            self.width = width
            self.height = height
            self.rule = rule
            cells = [UInt8](repeating: 0, count: width * height)
        }

        public subscript(x: Int, y: Int) -> UInt8 {
            get { x < 0 || y < 0 || x >= width || y >= height ? 0 : cells[y * width + x] }
            set { cells[y * width + x] = newValue }
        }

        /// One generation; only cells next to a cell not in state 0 can change.
        public mutating func step() {
            var left = width, right = -1, top = height, bottom = -1
            for y in 0..<height {
                for x in 0..<width where cells[y * width + x] != 0 {
                    (left, right, top, bottom) = (min(left, x), max(right, x), min(top, y), max(bottom, y))
                }
            }
            guard right >= 0 else { return }
            var next = cells
            for y in max(0, top - 1)...min(height - 1, bottom + 1) {
                for x in max(0, left - 1)...min(width - 1, right + 1) {
                    next[y * width + x] = rule.next(nw: self[x - 1, y - 1], n: self[x, y - 1], ne: self[x + 1, y - 1],
                                                    w: self[x - 1, y], c: self[x, y], e: self[x + 1, y],
                                                    sw: self[x - 1, y + 1], s: self[x, y + 1], se: self[x + 1, y + 1])
                }
            }
            cells = next
        }
    }
}
