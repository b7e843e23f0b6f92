/// Steps an isotropic non-totalistic rule (Hensel letters) 64 cells at a time.
///
/// Each row is prepared as three planes, its west neighbours, its cells and its
/// east neighbours (`RowShifts`), so every one of a cell's eight neighbours is a
/// plane of its own. Each output word then loads its neighbourhood once,
/// counts it (bit-planes y0…y3) and decides a totalistic rule `base` on the
/// count; the cells whose count has letters are then flipped where their
/// letter's outcome differs from `base`'s:
///
/// - a rule one letter away from its totalistic `base` (`B2-a/S12`, B2/S12 but
///   for 2a; each count with letters is in `base` on a side when that side
///   keeps most of the count's letters) decodes that letter alone, in a loop
///   of its own (`HenselLetter`, `IsotropicPass+OneLetter`);
/// - any other rule decides every count with letters by a tree of selections
///   over features of the neighbourhood computed once for all of them
///   (`LetterShape`), up to three counts in the loop that decides `base` and
///   the rest two at a time in further loops (`IsotropicPass+Trees`).
///
/// Counts 5…7 are counts 3…1 of the dead neighbours.
struct IsotropicPass: RowPass {
    static var planes: Int { 3 }

    let base: MaskKernel
    /// When the rule is one letter away from a totalistic one (`B2-a/S12`):
    /// that letter's own loop, and its flip words for dead and live cells.
    let oneLetter: (step: OneLetterStep, flip: LetterFlip)?
    /// Otherwise the tree loops that decide every count with letters.
    let trees: [TreeStep]
    /// The totalistic rule their first loop decides on the count (nil with `oneLetter`).
    let treeBase: TreeBaseKind?

    /// `specialised: false` leaves out the one-letter loops (the tests compare them with the tree loops).
    init(_ rule: Rule, specialised: Bool = true) {
        // Each count with letters goes into `base` on a side when that side keeps
        // most of its letters; the letters then corrected are the fewer ones
        // where the rule and `base` differ (B2-a/S12 is B2/S12 but for 2a).
        var birth = rule.birth, survival = rule.survival
        var flips = [(count: Int, birth: UInt16, survival: UInt16)]()
        for count in 1...7 {
            func flip(_ letters: UInt16, _ mask: inout UInt16) -> UInt16 {
                guard letters.nonzeroBitCount * 2 > Hensel.letterCount[count] else { return letters }
                mask |= 1 << UInt16(count)
                return Hensel.allLetters(count) & ~letters
            }
            let b = flip(rule.birthLetters[count], &birth), s = flip(rule.survivalLetters[count], &survival)
            guard b | s != 0 else { continue }
            flips.append((count, b, s))
        }
        base = MaskKernel(Rule(birthMask: birth, survivalMask: survival))
        if specialised, flips.count == 1, (flips[0].birth | flips[0].survival).nonzeroBitCount == 1 {
            let (count, b, s) = flips[0]
            let letter = (b | s).trailingZeroBitCount
            let step = count <= 4 ? Self.oneLetterStep(LiveNeighbours.self, count: count, letter: letter)
                : Self.oneLetterStep(DeadNeighbours.self, count: 8 &- count, letter: letter)
            oneLetter = (step, LetterFlip(birth: b != 0, survival: s != 0))
            (trees, treeBase) = ([], nil)
        } else {
            oneLetter = nil
            (trees, treeBase) = Self.treeSteps(rule, lettered: flips.map(\.count))
        }
    }

    @inline(__always)
    func prepare(_ row: UnsafePointer<UInt64>, west: UInt64, east: UInt64, _ geometry: RowGeometry, _ rows: PreparedRows, _ i: Int) {
        geometry.traverse(row, west: west, east: east, into: RowShifts(west: rows.at(0, i), centre: rows.at(1, i), east: rows.at(2, i)))
    }

    func combine(_ rows: PreparedRows, centre: UnsafePointer<UInt64>, into out: UnsafeMutablePointer<UInt64>,
                 count n: Int) {
        if let (step, flip) = oneLetter { return step(self, flip, rows, out, n) }
        for step in trees { step(rows, out, n) }
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

    /// The one-letter loop: `base` on each word's count, and the cells with
    /// `count` neighbours that `flips` names flipped.
    @inline(__always)
    private func fused<Kernel: StepKernel>(
        _ base: Kernel, _ count: Int, _ rows: PreparedRows, _ out: UnsafeMutablePointer<UInt64>, _ n: Int,
        flips: (Neighbourhood) -> UInt64
    ) {
        var k = 0
        while k < n {
            let cell = Neighbourhood(rows, k)
            let (y0, y1, y2, y3) = cell.count
            out[k] = base.next(alive: cell.c, y0: y0, y1: y1, y2: y2, y3: y3) ^ (exactly(count, y0, y1, y2) & flips(cell))
            k &+= 1
        }
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
