/// Generations rules: cells in states 2 … C−1 are dying.
///
/// A dying cell's state s is kept as its age s − 1 (1 … C−2) in binary in
/// `ages`: plane p (the words `p·ageStride ..< p·ageStride + count`, laid out
/// as `words`) holds bit p of the age of every cell, and every other cell's
/// age is 0. The planes lie `agePadding` words more than a board apart: a
/// board is often a multiple of 4 KiB, and planes exactly that far apart
/// fall in the same cache sets and alias in the load/store unit, which made
/// the 25-state step 20 % slower (docs/BENCHMARKS.md, "Rule families"). The
/// live cells (state 1) stay in `words`, so the steppers count neighbours
/// exactly as for two states. After a step `age()` applies the rest of Golly's
/// `generationsalgo` in one pass: a cell that was dying is not born, a live
/// cell that did not survive starts dying at age 1, and a dying cell ages by
/// one and dies when its age reaches C − 1.
extension Board {
    /// Bit planes the dying states need: the bits of C − 2, none for two states.
    static func agePlanes(states: Int) -> Int { states > 2 ? UInt(states - 2).bitWidth - UInt(states - 2).leadingZeroBitCount : 0 }

    /// Words between the starts of two age planes: the cells' words and `agePadding` more.
    var ageStride: Int { words.count &+ Board.agePadding }
    /// See the layout above: 192 bytes, three cache lines.
    static let agePadding = 24
    /// The age planes the board has (0 under a two-state rule).
    var agePlaneCount: Int { ages.count / ageStride }

    /// Age planes for the rule's states, every cell at age 0.
    mutating func resetAges() {
        ages = Array(repeating: 0, count: Board.agePlanes(states: rule.states) * ageStride)
    }

    /// Word `k` of the cells in a non-zero state.
    @inline(__always)
    func occupied(_ k: Int) -> UInt64 {
        let planes = agePlaneCount, stride = ageStride
        var any = words[k]
        for p in 0..<planes { any |= ages[p &* stride &+ k] }
        return any
    }

    /// Word `k` of row `y`'s cells in a non-zero state (the live cells under a two-state rule).
    public func occupied(row y: Int, word k: Int) -> UInt64 { occupied(y * wordsPerRow + k) }

    /// Sets the age of the cell at `bit` of word `index` (0 for a live or dead cell).
    mutating func setAge(_ age: Int, at index: Int, bit: UInt64) {
        for p in 0..<agePlaneCount {
            let i = p * ageStride + index
            if age >> p & 1 == 1 { ages[i] |= bit } else { ages[i] &= ~bit }
        }
    }

    /// The state of the cell at (x, y): 0 dead, 1 alive, 2 … C−1 dying; 0 outside the board.
    public func state(x: Int, y: Int) -> Int {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        let index = y * wordsPerRow + (x >> 6), shift = UInt64(x & 63)
        if words[index] >> shift & 1 == 1 { return 1 }
        var age = 0
        for p in 0..<agePlaneCount { age |= Int(ages[p * ageStride + index] >> shift & 1) << p }
        return age == 0 ? 0 : age + 1
    }

    /// Puts the cell at (x, y) in `state` (states the rule does not have are
    /// clamped to its last); outside the board does nothing.
    public mutating func setState(_ state: Int, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let s = min(max(state, 0), rule.states - 1)
        self[x, y] = s == 1
        if s >= 2 { setAge(s - 1, at: y * wordsPerRow + (x >> 6), bit: 1 << UInt64(x & 63)) }
    }

    /// The Generations half of a step: `words` holds what the two-state stepper
    /// made of the live cells and `spare` the live cells before it.
    mutating func age() {
        let count = words.count, stride = ageStride, planes = agePlaneCount, states = rule.states
        ages.withUnsafeMutableBufferPointer { age in
            words.withUnsafeMutableBufferPointer { now in
                spare.withUnsafeBufferPointer { before in
                    Board.age(planes: planes, states: states, ages: age.baseAddress!, stride: stride,
                              now: now.baseAddress!, before: before.baseAddress!, count: count)
                }
            }
        }
    }

    /// The Generations half of a step over `count` words anywhere (a board,
    /// or a tile of `TiledPlane`): `now` holds what the two-state stepper made
    /// of the live cells and `before` the live cells before it; `ages` holds
    /// `planes` age planes `stride` words apart (layout above), aged in place.
    static func age(planes: Int, states: Int, ages: UnsafeMutablePointer<UInt64>, stride: Int,
                    now: UnsafeMutablePointer<UInt64>, before: UnsafePointer<UInt64>, count: Int) {
        switch planes {
        case 1: age(AgeBits1.self, states, ages, stride, now, before, count)
        case 2: age(AgeBits2.self, states, ages, stride, now, before, count)
        case 3: age(AgeBits3.self, states, ages, stride, now, before, count)
        case 4: age(AgeBits4.self, states, ages, stride, now, before, count)
        case 5: age(AgeBits5.self, states, ages, stride, now, before, count)
        case 6: age(AgeBits6.self, states, ages, stride, now, before, count)
        case 7: age(AgeBits7.self, states, ages, stride, now, before, count)
        default: age(AgeBits8.self, states, ages, stride, now, before, count)
        }
    }

    /// `age` with the number of planes known to the compiler, so each word's
    /// age is added to in registers.
    private static func age<Bits: AgeBits>(
        _: Bits.Type, _ states: Int, _ age: UnsafeMutablePointer<UInt64>, _ stride: Int,
        _ now: UnsafeMutablePointer<UInt64>, _ before: UnsafePointer<UInt64>, _ count: Int
    ) {
        let planes = Bits.planes
        let last = UInt64(states - 1)   // the age at which a dying cell dies
        var k = 0
        while k < count {
            let bits = age + k   // plane p of word k is bits[p·stride]
            var dying: UInt64 = 0
            for p in 0..<planes { dying |= bits[p &* stride] }
            // A dying cell is not born; a live cell that did not survive starts dying.
            let alive = now[k] & ~dying
            now[k] = alive
            let started = before[k] & ~alive
            // Age the dying cells: add one across the planes, noting which reach `last`.
            var carry = dying, reached = dying
            for p in 0..<planes {
                let bit = bits[p &* stride], sum = bit ^ carry
                carry &= bit
                reached &= last >> UInt64(p) & 1 == 1 ? sum : ~sum
                bits[p &* stride] = sum
            }
            reached &= last >> UInt64(planes) & 1 == 1 ? carry : ~carry
            bits[0] = (bits[0] & ~reached) | started
            for p in 1..<max(planes, 1) { bits[p &* stride] &= ~reached }
            k &+= 1
        }
    }
}

/// The number of age planes as a type, for `Board.age`.
protocol AgeBits { static var planes: Int { get } }
enum AgeBits1: AgeBits { static var planes: Int { 1 } }
enum AgeBits2: AgeBits { static var planes: Int { 2 } }
enum AgeBits3: AgeBits { static var planes: Int { 3 } }
enum AgeBits4: AgeBits { static var planes: Int { 4 } }
enum AgeBits5: AgeBits { static var planes: Int { 5 } }
enum AgeBits6: AgeBits { static var planes: Int { 6 } }
enum AgeBits7: AgeBits { static var planes: Int { 7 } }
enum AgeBits8: AgeBits { static var planes: Int { 8 } }
