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
/// The count is decoded as (low two bits) × (range): `l0…l3` say which of
/// 0/1/2/3 the low bits are, `low` that the count is below 4, `y2` that it is
/// 4...7, `y3` that it is 8. Each count's plane is then ANDed with an all-ones
/// or all-zeros word taken from the rule, so the loop has no data-dependent
/// branches whatever the rule.
struct MaskKernel: StepKernel {
    typealias Masks = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    let birth: Masks
    let survival: Masks

    init(_ rule: Rule) {
        func masks(_ bits: UInt16) -> Masks {
            func m(_ n: UInt16) -> UInt64 { bits >> n & 1 == 1 ? ~0 : 0 }
            return (m(0), m(1), m(2), m(3), m(4), m(5), m(6), m(7), m(8))
        }
        birth = masks(rule.birth)
        survival = masks(rule.survival)
    }

    @inline(__always)
    func next(alive c: UInt64, y0: UInt64, y1: UInt64, y2: UInt64, y3: UInt64) -> UInt64 {
        let l0 = ~(y0 | y1), l1 = y0 & ~y1, l2 = y1 & ~y0, l3 = y0 & y1
        let low = ~(y2 | y3)
        let born = Self.select(birth, l0, l1, l2, l3, low, y2, y3)
        let kept = Self.select(survival, l0, l1, l2, l3, low, y2, y3)
        return (born & ~c) | (kept & c)
    }

    /// The cells whose count has its mask word set.
    @inline(__always)
    private static func select(
        _ m: Masks, _ l0: UInt64, _ l1: UInt64, _ l2: UInt64, _ l3: UInt64,
        _ low: UInt64, _ high: UInt64, _ eight: UInt64
    ) -> UInt64 {
        (l0 & ((low & m.0) | (high & m.4) | (eight & m.8)))
            | (l1 & ((low & m.1) | (high & m.5)))
            | (l2 & ((low & m.2) | (high & m.6)))
            | (l3 & ((low & m.3) | (high & m.7)))
    }
}
