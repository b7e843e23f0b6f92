/// Steps an isotropic non-totalistic rule (Hensel letters) 64 cells at a time.
///
/// Each row is prepared as three planes, its west neighbours, its cells and its
/// east neighbours (`RowShifts`), so every one of a cell's eight neighbours is a
/// plane of its own. The combine then works in passes over the block:
///
/// 1. The neighbour count (bit-planes y0…y3, y0…y2 kept in scratch) and a totalistic
///    rule `base`: each count with letters is in it on a side when that side
///    keeps most of the count's letters (`MaskKernel`).
/// 2. One pass per count with letters: the arrangement's letter is told apart
///    by a few features of the neighbourhood (`HenselDecoder`), and the cells
///    whose letter the rule and `base` disagree on are flipped. Counts 5…7 are
///    counts 3…1 of the dead neighbours.
///
/// So a rule costs the totalistic kernel plus one pass for each count with
/// letters. A rule with letters for one count only (`B3-cnqy/S23-a`) does it
/// all in one loop, with no count planes; a rule one letter away from `base`
/// (`B2-a/S12`, B2/S12 but for 2a) decodes that letter alone, in a loop of
/// its own (`HenselLetter`, `IsotropicPass+OneLetter`). When `base` is B3/S23
/// (rules near Life: `B3-cnqy/S23-a`, `B3-ej6e/S234i`) the general loops decide
/// it by `ConwayKernel`, as `Board.step` does for the totalistic rule:
/// `MaskKernel`'s sixteen rule words, held beside the neighbourhood and the
/// letter masks, cost those loops about a fifth of their time
/// (docs/BENCHMARKS.md).
struct IsotropicPass: RowPass {
    static var planes: Int { 3 }

    let base: MaskKernel
    /// Whether `base` is B3/S23, which the general loops then decide by `ConwayKernel`.
    let baseIsConway: Bool
    /// The counts with letters and the masks of the letters each side flips
    /// against `base`.
    let corrections: [(count: Int, masks: LetterMasks)]
    /// When the rule is one letter away from a totalistic one (`B2-a/S12`):
    /// that letter's own loop, and its flip words for dead and live cells.
    let oneLetter: (step: OneLetterStep, flip: LetterFlip)?

    /// `specialised: false` leaves out the one-letter loops (the tests compare them with the general passes).
    init(_ rule: Rule, specialised: Bool = true) {
        // Each count with letters goes into `base` on a side when that side keeps
        // most of its letters; the letters then corrected are the fewer ones
        // where the rule and `base` differ (B2-a/S12 is B2/S12 but for 2a).
        var birth = rule.birth, survival = rule.survival
        var corrections = [(count: Int, masks: LetterMasks)]()
        var flips = [(count: Int, birth: UInt16, survival: UInt16)]()
        for count in 1...7 {
            func flip(_ letters: UInt16, _ mask: inout UInt16) -> UInt16 {
                guard letters.nonzeroBitCount * 2 > Hensel.letterCount[count] else { return letters }
                mask |= 1 << UInt16(count)
                return Hensel.allLetters(count) & ~letters
            }
            let b = flip(rule.birthLetters[count], &birth), s = flip(rule.survivalLetters[count], &survival)
            guard b | s != 0 else { continue }
            corrections.append((count, LetterMasks(birth: b, survival: s)))
            flips.append((count, b, s))
        }
        base = MaskKernel(Rule(birthMask: birth, survivalMask: survival))
        baseIsConway = birth == Rule.conway.birth && survival == Rule.conway.survival
        self.corrections = corrections
        if specialised, flips.count == 1, (flips[0].birth | flips[0].survival).nonzeroBitCount == 1 {
            let (count, b, s) = flips[0]
            let letter = (b | s).trailingZeroBitCount
            let step = count <= 4 ? Self.oneLetterStep(LiveNeighbours.self, count: count, letter: letter)
                : Self.oneLetterStep(DeadNeighbours.self, count: 8 &- count, letter: letter)
            oneLetter = (step, LetterFlip(birth: b != 0, survival: s != 0))
        } else {
            oneLetter = nil
        }
    }

    @inline(__always)
    func prepare(_ row: UnsafePointer<UInt64>, west: UInt64, east: UInt64, _ geometry: RowGeometry, _ rows: PreparedRows, _ i: Int) {
        geometry.traverse(row, west: west, east: east, into: RowShifts(west: rows.at(0, i), centre: rows.at(1, i), east: rows.at(2, i)))
    }

    func combine(_ rows: PreparedRows, centre: UnsafePointer<UInt64>, into out: UnsafeMutablePointer<UInt64>,
                 count n: Int, scratch: UnsafeMutablePointer<UInt64>) {
        if let (step, flip) = oneLetter { return step(self, flip, rows, out, n) }
        if corrections.count == 1 {
            let (count, masks) = corrections[0]
            if count <= 4 {
                combine(LiveNeighbours.self, count, masks, rows, out, n)
            } else {
                combine(DeadNeighbours.self, count, masks, rows, out, n)
            }
            return
        }
        let counts = CountPlanes(base: scratch, words: n)
        if baseIsConway {
            countAndBase(ConwayKernel(), rows, counts, out, n)
        } else {
            countAndBase(base, rows, counts, out, n)
        }
        for (count, masks) in corrections {
            switch count {
            case 1, 7: correct(OneNeighbour.self, count, masks, rows, counts, out, n)
            case 2, 6: correct(TwoNeighbours.self, count, masks, rows, counts, out, n)
            case 3, 5: correct(ThreeNeighbours.self, count, masks, rows, counts, out, n)
            default: correct(FourNeighbours.self, count, masks, rows, counts, out, n)
            }
        }
    }

    /// The first pass of a rule with letters for several counts: the count planes
    /// kept for the letter passes, and `base` on the count.
    @inline(__always)
    private func countAndBase<Kernel: StepKernel>(
        _ base: Kernel, _ rows: PreparedRows, _ counts: CountPlanes, _ out: UnsafeMutablePointer<UInt64>, _ n: Int
    ) {
        eachWord(base, rows, out, n) { k, _, y0, y1, y2 in
            counts.y0[k] = y0
            counts.y1[k] = y1
            counts.y2[k] = y2
            return 0
        }
    }

    /// The whole step of a rule with letters for one count only (most rules:
    /// `B2-a/S12`, `B3-cnqy/S23-a`): the count, the totalistic part and the
    /// letters in one loop, each neighbourhood loaded once and no count planes
    /// stored.
    @inline(__always)
    private func combine<Side: NeighbourSide>(
        _ side: Side.Type, _ count: Int, _ masks: LetterMasks, _ rows: PreparedRows,
        _ out: UnsafeMutablePointer<UInt64>, _ n: Int
    ) {
        switch count {
        case 1, 7: combine(OneNeighbour.self, side, count, masks, rows, out, n)
        case 2, 6: combine(TwoNeighbours.self, side, count, masks, rows, out, n)
        case 3, 5: combine(ThreeNeighbours.self, side, count, masks, rows, out, n)
        default: combine(FourNeighbours.self, side, count, masks, rows, out, n)
        }
    }

    @inline(__always)
    private func combine<Decoder: HenselDecoder, Side: NeighbourSide>(
        _ decoder: Decoder.Type, _ side: Side.Type, _ count: Int, _ masks: LetterMasks, _ rows: PreparedRows,
        _ out: UnsafeMutablePointer<UInt64>, _ n: Int
    ) {
        if baseIsConway {
            fused(ConwayKernel(), count, rows, out, n) { Decoder.kept($0.flipped(Side.flip), masks) }
        } else {
            fused(base, count, rows, out, n) { Decoder.kept($0.flipped(Side.flip), masks) }
        }
    }

    /// The whole step of a rule one letter away from `base`: only that letter decoded.
    @inline(__always)
    func oneLetter<Letter: HenselLetter, Side: NeighbourSide>(
        _ letter: Letter.Type, _ side: Side.Type, _ flip: LetterFlip, _ rows: PreparedRows,
        _ out: UnsafeMutablePointer<UInt64>, _ n: Int
    ) {
        fused(base, Side.flip == 0 ? Letter.count : 8 &- Letter.count, rows, out, n) {
            Letter.plane(HenselFeatures($0.flipped(Side.flip))) & flip.of($0.c)
        }
    }

    /// The fused loop: `base` on the count, and the cells with `count` neighbours
    /// that `flips` names flipped.
    @inline(__always)
    private func fused<Kernel: StepKernel>(
        _ base: Kernel, _ count: Int, _ rows: PreparedRows, _ out: UnsafeMutablePointer<UInt64>, _ n: Int,
        flips: (Neighbourhood) -> UInt64
    ) {
        eachWord(base, rows, out, n) { _, cell, y0, y1, y2 in exactly(count, y0, y1, y2) & flips(cell) }
    }

    /// The word loop of the first pass: `base` on each word's count, XOR what
    /// `more` makes of the word (its index, neighbourhood and count planes y0…y2).
    @inline(__always)
    private func eachWord<Kernel: StepKernel>(
        _ base: Kernel, _ rows: PreparedRows, _ out: UnsafeMutablePointer<UInt64>, _ n: Int,
        more: (Int, Neighbourhood, UInt64, UInt64, UInt64) -> UInt64
    ) {
        var k = 0
        while k < n {
            let cell = Neighbourhood(rows, k)
            let (y0, y1, y2, y3) = cell.count
            out[k] = base.next(alive: cell.c, y0: y0, y1: y1, y2: y2, y3: y3) ^ more(k, cell, y0, y1, y2)
            k &+= 1
        }
    }

    /// Flips the cells with `count` neighbours whose letter the rule flips against
    /// `base`; above four the letters are read from the dead neighbours.
    @inline(__always)
    private func correct<Decoder: HenselDecoder>(
        _ decoder: Decoder.Type, _ count: Int, _ masks: LetterMasks,
        _ rows: PreparedRows, _ counts: CountPlanes, _ out: UnsafeMutablePointer<UInt64>, _ n: Int
    ) {
        let dead: UInt64 = count > 4 ? ~0 : 0
        var k = 0
        while k < n {
            let cell = Neighbourhood(rows, k, flip: dead)
            out[k] ^= exactly(count, counts.y0[k], counts.y1[k], counts.y2[k]) & Decoder.kept(cell, masks)
            k &+= 1
        }
    }
}

/// The count planes of a block in the stepper's scratch that the letter passes
/// read: y0…y2 (`exactly` needs no y3 for the counts 1...7 with letters).
struct CountPlanes {
    let y0, y1, y2: UnsafeMutablePointer<UInt64>

    init(base: UnsafeMutablePointer<UInt64>, words n: Int) {
        y0 = base
        y1 = base + n
        y2 = base + 2 &* n
    }
}

/// Word `k` of a cell's eight neighbours and itself, from the prepared rows 0
/// (above), 1 and 2 (below); `flip` complements the neighbours (not the cell).
struct Neighbourhood {
    let nw, n, ne, w, c, e, sw, s, se: UInt64

    @inline(__always)
    init(nw: UInt64, n: UInt64, ne: UInt64, w: UInt64, c: UInt64, e: UInt64, sw: UInt64, s: UInt64, se: UInt64) {
        (self.nw, self.n, self.ne, self.w, self.c, self.e, self.sw, self.s, self.se) = (nw, n, ne, w, c, e, sw, s, se)
    }

    @inline(__always)
    init(_ rows: PreparedRows, _ k: Int, flip: UInt64 = 0) {
        let a = rows.words
        nw = rows.at(0, 0)[k] ^ flip
        n = rows.at(1, 0)[k] ^ flip
        ne = rows.at(2, 0)[k] ^ flip
        w = rows.at(0, 0)[k &+ a] ^ flip
        c = rows.at(1, 0)[k &+ a]
        e = rows.at(2, 0)[k &+ a] ^ flip
        sw = rows.at(0, 0)[k &+ 2 &* a] ^ flip
        s = rows.at(1, 0)[k &+ 2 &* a] ^ flip
        se = rows.at(2, 0)[k &+ 2 &* a] ^ flip
    }
}

extension Neighbourhood {
    /// The live neighbours' count as bit-planes y0…y3 (`countPlanes`).
    @inline(__always)
    var count: (UInt64, UInt64, UInt64, UInt64) {
        // Above and below as 2-bit sums, the middle row's two neighbours as one.
        let at = nw ^ ne, bt = sw ^ se, mt = w ^ e
        let a0 = at ^ n, a1 = (nw & ne) | (at & n)
        let b0 = bt ^ s, b1 = (sw & se) | (bt & s)
        return countPlanes(a0: a0, a1: a1, b0: b0, b1: b1, t0: mt, t1: w & e)
    }

    /// The same cell with its neighbours complemented by `flip` (all-ones: the dead neighbours).
    @inline(__always)
    func flipped(_ flip: UInt64) -> Neighbourhood {
        Neighbourhood(nw: nw ^ flip, n: n ^ flip, ne: ne ^ flip, w: w ^ flip, c: c, e: e ^ flip,
                      sw: sw ^ flip, s: s ^ flip, se: se ^ flip)
    }
}

/// Which letters of one count each side keeps, as all-ones or all-zero words
/// (`birth[i]`, and `change[i]` = birth XOR survival, so a live cell's mask is
/// `birth[i] ^ change[i]`), indexed by `Hensel`'s letter order.
struct LetterMasks {
    let birth: SIMD16<UInt64>
    let change: SIMD16<UInt64>

    init(birth b: UInt16, survival s: UInt16) {
        var birth = SIMD16<UInt64>(), change = SIMD16<UInt64>()
        for i in 0..<13 {
            birth[i] = b >> UInt16(i) & 1 == 1 ? ~0 : 0
            change[i] = (b ^ s) >> UInt16(i) & 1 == 1 ? ~0 : 0
        }
        self.birth = birth
        self.change = change
    }

    /// The cells of `plane` (the arrangements of letter `i`) that the rule keeps, given the cells' states `c`.
    @inline(__always)
    func pick(_ plane: UInt64, _ i: Int, _ c: UInt64) -> UInt64 {
        plane & (birth[i] ^ (c & change[i]))
    }
}
