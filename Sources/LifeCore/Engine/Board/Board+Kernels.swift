/// How a rule turns the neighbour count into the next state, 64 cells at a time.
///
/// The count (0...8) arrives as four bit-planes y3 y2 y1 y0; `alive` is the
/// current state. The stepping loop is generic over the kernel, so each kernel
/// gets its own specialised, branch-free loop.
protocol StepKernel {
    func next(alive c: UInt64, y0: UInt64, y1: UInt64, y2: UInt64, y3: UInt64) -> UInt64
}

/// B3/S23: alive next when the count is 3, or 2 and alive now.
///
/// y3 is only set for a count of 8, when y1 and y2 are clear, so
/// `y1 & ~y2` alone already means "2 or 3".
struct ConwayKernel: StepKernel {
    @inline(__always)
    func next(alive c: UInt64, y0: UInt64, y1: UInt64, y2: UInt64, y3: UInt64) -> UInt64 {
        y1 & ~y2 & (y0 | c)
    }
}

/// Any two-state Moore rule, from its birth and survival masks.
///
/// The next state is a choice by the count's bits (y0, then y1, then y2, and
/// y3 for 8) among the nine counts' outcomes, each taken from the rule for
/// the cell's state: count i gives `birth[i] ^ (c & change[i])` (all-ones or
/// all-zeros words from the rule, `change` = birth XOR survival). A choice
/// `a ^ ((a ^ b) & bit)` is three operations, and `a ^ b` of two counts'
/// outcomes comes from the rule's words the same way, so the loop has no
/// data-dependent branches whatever the rule, and about 38 operations a word
/// (two selections of nine counts, for birth and survival apart, took 56).
struct MaskKernel: StepKernel {
    /// Count i's words: birth, and birth XOR survival.
    typealias Masks = (b: UInt64, d: UInt64)
    /// The four pairs (0, 1), (2, 3), (4, 5), (6, 7): the first count's words and both counts' XOR.
    let pairs: (Masks, Masks, Masks, Masks, Masks, Masks, Masks, Masks)
    let eight: Masks

    init(_ rule: Rule) {
        func m(_ bits: UInt16, _ n: Int) -> UInt64 { bits >> UInt16(n) & 1 == 1 ? ~0 : 0 }
        let counts = (0...8).map { (b: m(rule.birth, $0), d: m(rule.birth ^ rule.survival, $0)) }
        func xor(_ i: Int) -> Masks { (counts[i].b ^ counts[i + 1].b, counts[i].d ^ counts[i + 1].d) }
        pairs = (counts[0], xor(0), counts[2], xor(2), counts[4], xor(4), counts[6], xor(6))
        eight = counts[8]
    }

    @inline(__always)
    func next(alive c: UInt64, y0: UInt64, y1: UInt64, y2: UInt64, y3: UInt64) -> UInt64 {
        @inline(__always) func outcome(_ m: Masks) -> UInt64 { m.b ^ (c & m.d) }
        @inline(__always) func choose(_ a: UInt64, _ flip: UInt64, _ bit: UInt64) -> UInt64 { a ^ (flip & bit) }
        let r01 = choose(outcome(pairs.0), outcome(pairs.1), y0)
        let r23 = choose(outcome(pairs.2), outcome(pairs.3), y0)
        let r45 = choose(outcome(pairs.4), outcome(pairs.5), y0)
        let r67 = choose(outcome(pairs.6), outcome(pairs.7), y0)
        let r03 = choose(r01, r01 ^ r23, y1), r47 = choose(r45, r45 ^ r67, y1)
        let r07 = choose(r03, r03 ^ r47, y2)
        // y3 is set only for 8, whose low bits are 0: r07 then holds count 0's outcome.
        return choose(r07, r07 ^ outcome(eight), y3)
    }
}
