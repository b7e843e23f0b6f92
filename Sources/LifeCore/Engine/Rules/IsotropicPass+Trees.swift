/// The tree loops of `IsotropicPass`: a rule with letters in one count or
/// several is stepped by loops that load each neighbourhood once, count it,
/// decide the totalistic `base`, compute the letter features once and decide
/// up to three counts with letters by their trees (`LetterShape`), each
/// flipping the cells of its count whose letter the rule and `base` disagree
/// on. A rule with letters in more counts takes one more loop for each further
/// two, on the cells the first has written (`Kept`): each loop is compiled for
/// its shapes, and every shape a loop holds costs code (docs/BENCHMARKS.md).
///
/// Counts 5...7 are decided on their dead neighbours: where the count is 5...7
/// (`y2 & (y0 | y1)`) the neighbourhood is complemented before the features
/// are computed, so one set of features serves a count and its complement.
typealias TreeStep = (PreparedRows, UnsafeMutablePointer<UInt64>, Int) -> Void

/// One count with letters in a tree loop: the count (1...7) and its leaves.
struct TreeSlot {
    let count: Int
    let leaves: LetterLeaves
}

extension IsotropicPass {
    /// The tree loops of `rule`, whose `lettered` counts have letters. Their
    /// leaves hold every letter of those counts, so the base decided on the
    /// count may be anything there: B3/S23 (`ConwayKernel`) when the rule is
    /// B3/S23 on the other counts, else dead there (`SparseKernel` when the rule
    /// is alive on at most two other counts, `MaskKernel` otherwise).
    static func treeSteps(_ rule: Rule, lettered: [Int]) -> (steps: [TreeStep], base: TreeBaseKind) {
        let mask = lettered.reduce(UInt16(0)) { $0 | 1 << UInt16($1) }
        let conway = Rule.conway
        let isConway = (rule.birth ^ conway.birth) & ~mask == 0 && (rule.survival ^ conway.survival) & ~mask == 0
        let (birth, survival) = isConway ? (conway.birth, conway.survival) : (rule.birth & ~mask, rule.survival & ~mask)
        let slots = lettered.map { count in
            // The letters whose outcome differs from the base's at this count.
            func flips(_ whole: UInt16, _ letters: UInt16, _ base: UInt16) -> UInt16 {
                let all = Hensel.allLetters(count)
                let kept = whole >> UInt16(count) & 1 == 1 ? all : letters
                return base >> UInt16(count) & 1 == 1 ? all & ~kept : kept
            }
            return TreeSlot(count: count, leaves: LetterLeaves(
                birth: flips(rule.birth, rule.birthLetters[count], birth),
                survival: flips(rule.survival, rule.survivalLetters[count], survival)))
        }
        let sparse = SparseKernel(birth: birth, survival: survival)
        let masks = MaskKernel(Rule(birthMask: birth, survivalMask: survival))
        var kind = TreeBaseKind.mask
        // Rules on `MaskKernel` (alive on three counts without letters or more) are rare: their first loop takes two slots.
        let steps = treeSteps(slots, threes: sparse != nil) { folds, group in
            // `ConwayKernel` on the live side only: B3/S23 with letters in 5...7 takes `SparseKernel`.
            kind = isConway && !folds ? .conway : sparse != nil ? .sparse : .mask
            return switch (isConway && !folds, sparse, folds) {
            case (true, _, _): treeStep(threes: ConwayKernel(), LiveNeighbours.self, group)
            case (_, let sparse?, false): treeStep(threes: sparse, LiveNeighbours.self, group)
            case (_, let sparse?, true): treeStep(threes: sparse, DeadNeighbours.self, group)
            case (_, nil, false): treeStep(Decided(kernel: masks), LiveNeighbours.self, group)
            case (_, nil, true): treeStep(Decided(kernel: masks), DeadNeighbours.self, group)
            }
        }
        return (steps, kind)
    }

    /// The loops for `slots` (counts with letters, any order): the first of up to
    /// five slots made by `first` (given whether it decides a count 5...7), the
    /// rest two at a time on what that wrote.
    private static func treeSteps(
        _ slots: [TreeSlot], threes: Bool, first: (Bool, ArraySlice<TreeSlot>) -> TreeStep
    ) -> [TreeStep] {
        // The larger shapes first, so a rule's largest trees share the first loop.
        var left = slots.sorted { shape($0.count) > shape($1.count) }[...]
        var steps = [TreeStep]()
        while !left.isEmpty {
            let group = left.prefix(threes && steps.isEmpty ? largest(left) : 2)
            left = left.dropFirst(group.count)
            // Only a loop that decides a count 5...7 complements neighbourhoods.
            let folds = group.contains { $0.count > 4 }
            steps.append(!steps.isEmpty ? folds ? treeStep(Kept(), DeadNeighbours.self, group)
                                                : treeStep(Kept(), LiveNeighbours.self, group)
                                        : first(folds, group))
        }
        return steps
    }

    /// The shape of a count's letters: 1...4, 5...7 as 3...1.
    private static func shape(_ count: Int) -> Int { min(count, 8 &- count) }

    /// The shapes of three, four or five slots (largest first) a first loop is
    /// compiled for, besides any one or two; others take more loops.
    private static let compiled: Set = [432, 433, 422, 431, 421, 332, 322, 321, 4321, 4322, 4332, 43322]

    /// How many of `slots` (largest shape first) the first loop takes: as many as a compiled loop holds.
    private static func largest(_ slots: ArraySlice<TreeSlot>) -> Int {
        var key = 0, taken = min(slots.count, 2)
        for (i, slot) in slots.prefix(5).enumerated() {
            key = key &* 10 &+ shape(slot.count)
            if i >= 2, compiled.contains(key) { taken = i &+ 1 }
        }
        return taken
    }

    /// The loop of one or two slots in decreasing shape (4 comes once), compiled
    /// for `Base` and `Side` (`DeadNeighbours` where a count 5...7 is decided on
    /// the dead neighbours).
    private static func treeStep<Base: TreeBase, Side: NeighbourSide>(
        _ base: Base, _ side: Side.Type, _ group: ArraySlice<TreeSlot>
    ) -> TreeStep {
        let slot = Array(group)
        func one<A: LetterShape>(_ a: A.Type) -> TreeStep { loop(base, side, Slots<A, NoSlots>(slot[0], NoSlots())) }
        func two<A: LetterShape, B: LetterShape>(_ a: A.Type, _ b: B.Type) -> TreeStep {
            loop(base, side, Slots<A, Slots<B, NoSlots>>(slot[0], Slots(slot[1], NoSlots())))
        }
        let (one1, two1, three1, four1) = (OneShape.self, TwoShape.self, ThreeShape.self, FourShape.self)
        switch slot.reduce(0, { $0 &* 10 &+ shape($1.count) }) {
        case 1: return one(one1)
        case 2: return one(two1)
        case 3: return one(three1)
        case 4: return one(four1)
        case 11: return two(one1, one1)
        case 21: return two(two1, one1)
        case 22: return two(two1, two1)
        case 31: return two(three1, one1)
        case 32: return two(three1, two1)
        case 33: return two(three1, three1)
        case 41: return two(four1, one1)
        case 42: return two(four1, two1)
        default: return two(four1, three1)
        }
    }

    /// The loop of one to five slots: three to five as `compiled`, the others as `treeStep`.
    private static func treeStep<Kernel: StepKernel, Side: NeighbourSide>(
        threes kernel: Kernel, _ side: Side.Type, _ group: ArraySlice<TreeSlot>
    ) -> TreeStep {
        let base = Decided(kernel: kernel), slot = Array(group)
        func three<A: LetterShape, B: LetterShape, C: LetterShape>(_ a: A.Type, _ b: B.Type, _ c: C.Type) -> TreeStep {
            loop(base, side, Slots<A, Slots<B, Slots<C, NoSlots>>>(slot[0], Slots(slot[1], Slots(slot[2], NoSlots()))))
        }
        func four<A: LetterShape, B: LetterShape, C: LetterShape, D: LetterShape>(
            _ a: A.Type, _ b: B.Type, _ c: C.Type, _ d: D.Type
        ) -> TreeStep {
            loop(base, side, Slots<A, Slots<B, Slots<C, Slots<D, NoSlots>>>>(
                slot[0], Slots(slot[1], Slots(slot[2], Slots(slot[3], NoSlots())))))
        }
        let (one1, two1, three1, four1) = (OneShape.self, TwoShape.self, ThreeShape.self, FourShape.self)
        switch slot.reduce(0, { $0 &* 10 &+ shape($1.count) }) {
        case 4321: return four(four1, three1, two1, one1)
        case 4322: return four(four1, three1, two1, two1)
        case 4332: return four(four1, three1, three1, two1)
        case 43322: return loop(base, side, Slots<FourShape, Slots<ThreeShape, Slots<ThreeShape, Slots<TwoShape,
                                  Slots<TwoShape, NoSlots>>>>>(slot[0], Slots(slot[1], Slots(slot[2], Slots(slot[3],
                                  Slots(slot[4], NoSlots()))))))
        case 432: return three(four1, three1, two1)
        case 433: return three(four1, three1, three1)
        case 422: return three(four1, two1, two1)
        case 431: return three(four1, three1, one1)
        case 421: return three(four1, two1, one1)
        case 332: return three(three1, three1, two1)
        case 322: return three(three1, two1, two1)
        case 321: return three(three1, two1, one1)
        default: return treeStep(base, side, group)
        }
    }

    private static func loop<Base: TreeBase, Side: NeighbourSide, S: LetterSlots>(
        _ base: Base, _ side: Side.Type, _ slots: S
    ) -> TreeStep {
        { rows, out, n in treeLoop(base, side, slots, rows, out, n) }
    }
}

/// A totalistic rule alive on at most two counts 1...7, dead on the others:
/// each count its `exactly` mask and its word for the cell's state, 9
/// operations, against `MaskKernel`'s 38 for any rule.
struct SparseKernel: StepKernel {
    /// Per count: y0...y2's complements where its bits are clear, its birth word and birth XOR survival.
    typealias Count = (not0: UInt64, not1: UInt64, not2: UInt64, b: UInt64, d: UInt64)
    let first, second: Count

    /// The kernel of `birth` and `survival` (9-bit masks), if they are alive on at most two counts 1...7.
    init?(birth: UInt16, survival: UInt16) {
        let alive = (0...8).filter { (birth | survival) >> UInt16($0) & 1 == 1 }
        guard alive.count <= 2, !alive.contains(0), !alive.contains(8) else { return nil }
        func words(_ count: Int?) -> Count {
            guard let count else { return (0, 0, 0, 0, 0) }
            func not(_ bit: Int) -> UInt64 { count >> bit & 1 == 1 ? 0 : ~0 }
            func word(_ mask: UInt16) -> UInt64 { mask >> UInt16(count) & 1 == 1 ? ~0 : 0 }
            return (not(0), not(1), not(2), word(birth), word(birth ^ survival))
        }
        first = words(alive.first)
        second = words(alive.count > 1 ? alive[1] : nil)
    }

    @inline(__always)
    func next(alive c: UInt64, y0: UInt64, y1: UInt64, y2: UInt64, y3: UInt64) -> UInt64 {
        @inline(__always) func word(_ m: Count) -> UInt64 {
            (y0 ^ m.not0) & (y1 ^ m.not1) & (y2 ^ m.not2) & (m.b ^ (c & m.d))
        }
        return word(first) | word(second)
    }
}

/// The totalistic rule a rule's first tree loop decides on the count.
enum TreeBaseKind {
    /// B3/S23, by `ConwayKernel` (4 operations).
    case conway
    /// Alive on at most two counts without letters, by `SparseKernel`.
    case sparse
    /// Any other, by `MaskKernel`.
    case mask
}

/// What a tree loop starts each word from: `base` decided on the count, or the word a loop before wrote.
protocol TreeBase {
    func word(_ out: UnsafeMutablePointer<UInt64>, _ k: Int, alive c: UInt64,
              _ y0: UInt64, _ y1: UInt64, _ y2: UInt64, _ y3: UInt64) -> UInt64
}

struct Decided<Kernel: StepKernel>: TreeBase {
    let kernel: Kernel
    @inline(__always)
    func word(_ out: UnsafeMutablePointer<UInt64>, _ k: Int, alive c: UInt64,
              _ y0: UInt64, _ y1: UInt64, _ y2: UInt64, _ y3: UInt64) -> UInt64 {
        kernel.next(alive: c, y0: y0, y1: y1, y2: y2, y3: y3)
    }
}

struct Kept: TreeBase {
    @inline(__always)
    func word(_ out: UnsafeMutablePointer<UInt64>, _ k: Int, alive c: UInt64,
              _ y0: UInt64, _ y1: UInt64, _ y2: UInt64, _ y3: UInt64) -> UInt64 { out[k] }
}

/// The counts one tree loop decides, as a list of types so each loop is compiled for its shapes.
protocol LetterSlots {
    /// The cells to flip: those with a slot's count whose letter its tree flips.
    func flips(_ f: HenselFeatures, alive: UInt64, _ y0: UInt64, _ y1: UInt64, _ y2: UInt64) -> UInt64
}

struct NoSlots: LetterSlots {
    @inline(__always)
    func flips(_ f: HenselFeatures, alive: UInt64, _ y0: UInt64, _ y1: UInt64, _ y2: UInt64) -> UInt64 { 0 }
}

struct Slots<Shape: LetterShape, Rest: LetterSlots>: LetterSlots {
    let leaves: LetterLeaves
    /// All-ones for each of the count's clear bits 0...2: `y ^ not` is all-ones where the bit matches.
    let not0, not1, not2: UInt64
    let rest: Rest

    init(_ slot: TreeSlot, _ rest: Rest) {
        leaves = slot.leaves
        func not(_ bit: Int) -> UInt64 { slot.count >> bit & 1 == 1 ? 0 : ~0 }
        (not0, not1, not2) = (not(0), not(1), not(2))
        self.rest = rest
    }

    @inline(__always)
    func flips(_ f: HenselFeatures, alive: UInt64, _ y0: UInt64, _ y1: UInt64, _ y2: UInt64) -> UInt64 {
        // y3 (8) comes only with y0 = y1 = y2 = 0, which no count 1...7 has.
        let exactly = (y0 ^ not0) & (y1 ^ not1) & (y2 ^ not2)
        return (exactly & Shape.tree(f, leaves, alive: alive)) | rest.flips(f, alive: alive, y0, y1, y2)
    }
}

/// The tree loop: each word's neighbourhood loaded and counted once, `base`'s
/// word, and the flips of `slots`; with `DeadNeighbours` the neighbourhoods of
/// counts 5...7 complemented.
@inline(__always)
private func treeLoop<Base: TreeBase, Side: NeighbourSide, S: LetterSlots>(
    _ base: Base, _ side: Side.Type, _ slots: S, _ rows: PreparedRows, _ out: UnsafeMutablePointer<UInt64>, _ n: Int
) {
    var k = 0
    while k < n {
        let cell = Neighbourhood(rows, k)
        let (y0, y1, y2, y3) = cell.count
        let dead = y2 & (y0 | y1) & Side.flip
        let f = HenselFeatures(cell.flipped(dead))
        out[k] = base.word(out, k, alive: cell.c, y0, y1, y2, y3) ^ slots.flips(f, alive: cell.c, y0, y1, y2)
        k &+= 1
    }
}
