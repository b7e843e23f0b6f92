import LifeCore

/// The characters that changed, searched eight at a time: the queue that
/// gathers them, the search, and the cells made from its answers.
extension MosaicBlitter {
    /// Characters waiting to be searched, eight at a time.
    struct SearchQueue {
        let batch: UnsafeMutablePointer<Int>
        let gather: Gather
        let search: PartitionSearch
        let lanes: UnsafeMutablePointer<SIMD8<Float>>
        let full: UInt8
        let mode: ColorMode
        let made: UnsafeMutablePointer<TerminalCell>
        let cells: UnsafeMutableBufferPointer<TerminalCell>
        /// The last fill's cells, kept up to date as cells are made (nil: remembered afterwards).
        let last: UnsafeMutablePointer<TerminalCell>?
        /// Where the characters added are listed, in order (nil: not listed).
        let changes: UnsafeMutablePointer<Int32>?
        var pending = 0
        /// Characters added so far (searched, waiting, or made directly).
        var listed = 0

        /// Adds cell `i`, whose pixels start `offset` bytes into the canvas
        /// (-1: it reaches past the canvas' edge), searching the batch once it
        /// holds eight. A character of one or two colours is made at once.
        @inline(__always)
        mutating func add(_ i: Int, at offset: Int) {
            changes?[listed] = Int32(truncatingIfNeeded: i)
            listed += 1
            if offset >= 0, let split = MosaicBlitter.split(gather.pixels + offset, rows: search.count / 2, stride: gather.stride) {
                let cell = MosaicBlitter.cell(split, full: full, mode: mode, rank: MosaicBlitter.rank(i, columns: gather.columns, mode))
                cells[i] = cell
                last?[i] = cell
                return
            }
            batch[pending] = i
            batch[8 + pending] = offset
            pending += 1
            if pending == 8 { flush() }
        }

        /// Searches what the batch holds.
        @inline(__always)
        mutating func flush() {
            guard pending > 0 else { return }
            MosaicBlitter.make(pending, batch, gather, search, lanes, full, mode, made, cells)
            if let last { for j in 0..<pending { last[batch[j]] = made[j] } }
            pending = 0
        }
    }

    /// Searches the `count` characters gathered in `batch` and puts their cells in place.
    @inline(__always)
    static func make(_ count: Int, _ batch: UnsafeMutablePointer<Int>, _ gather: Gather, _ search: PartitionSearch,
                             _ lanes: UnsafeMutablePointer<SIMD8<Float>>, _ full: UInt8, _ mode: ColorMode,
                             _ made: UnsafeMutablePointer<TerminalCell>, _ cells: UnsafeMutableBufferPointer<TerminalCell>) {
        // The sub-pixel count as a constant in each case, so the loops over sub-pixels unroll.
        @inline(__always) func run(_ n: Int) {
            gather.load(batch, count: count, subpixels: n)
            let best = search.best(lanes, subpixels: n)
            store(best, search: search, subpixels: n, lanes: lanes, full: full, mode: mode, into: made, count: count,
                  at: batch, columns: gather.columns)
        }
        switch search.count {
        case 4: run(4)
        case 6: run(6)
        case 8: run(8)
        default: run(search.count)
        }
        for j in 0..<count { cells[batch[j]] = made[j] }
    }


    /// Turns each lane's best split into its canonical cell: the two groups'
    /// channel sums (selected lane by lane), their rounded means, quantised
    /// (lane j is the character `at[j]` of rows `columns` wide: its place in the dither tile).
    @inline(__always)
    static func store(_ best: SIMD8<Int32>, search: PartitionSearch, subpixels n: Int, lanes: UnsafePointer<SIMD8<Float>>,
                      full: UInt8, mode: ColorMode, into cells: UnsafeMutablePointer<TerminalCell>, count: Int,
                      at: UnsafePointer<Int>, columns: Int) {
        let group0 = search.groups.withUnsafeBufferPointer { g in
            SIMD8<Int32>(g[Int(best[0])], g[Int(best[1])], g[Int(best[2])], g[Int(best[3])],
                         g[Int(best[4])], g[Int(best[5])], g[Int(best[6])], g[Int(best[7])])
        }
        var s0 = (SIMD8<Float>(), SIMD8<Float>(), SIMD8<Float>()), t = s0
        // Sub-pixel k's channels count in group 0 through a mask of all ones
        // or zeros per lane (integer lanes: comparisons into a SIMDMask are
        // done lane by lane through memory, several times slower).
        @inline(__always)
        func kept(_ v: SIMD8<Float>, _ mask: SIMD8<Int32>) -> SIMD8<Float> {
            unsafeBitCast(unsafeBitCast(v, to: SIMD8<Int32>.self) & mask, to: SIMD8<Float>.self)
        }
        for k in 0..<n {
            let inGroup = SIMD8<Int32>() &- ((group0 &>> Int32(k)) & 1)
            let (r, g, b) = (lanes[k], lanes[n + k], lanes[2 * n + k])
            t = (t.0 + r, t.1 + g, t.2 + b)
            s0 = (s0.0 + kept(r, inGroup), s0.1 + kept(g, inGroup), s0.2 + kept(b, inGroup))
        }
        // Rounded means ⌊(sum + size/2) / size⌋ = ⌊(2·sum + size) / (2·size)⌋,
        // in integers: the float sums are whole numbers below 2²³ (read
        // exactly through the bits of sum + 2²³), and the division is a
        // multiply and a shift (`meanFactors`).
        let size0i = SIMD8<Int32>(truncatingIfNeeded: group0.nonzeroBitCount)
        let size1i = SIMD8<Int32>(repeating: Int32(n)) &- size0i
        let factor0 = meanFactors.withUnsafeBufferPointer { f in
            SIMD8<Int32>(f[Int(size0i[0])], f[Int(size0i[1])], f[Int(size0i[2])], f[Int(size0i[3])],
                         f[Int(size0i[4])], f[Int(size0i[5])], f[Int(size0i[6])], f[Int(size0i[7])])
        }
        let factor1 = meanFactors.withUnsafeBufferPointer { f in
            SIMD8<Int32>(f[Int(size1i[0])], f[Int(size1i[1])], f[Int(size1i[2])], f[Int(size1i[3])],
                         f[Int(size1i[4])], f[Int(size1i[5])], f[Int(size1i[6])], f[Int(size1i[7])])
        }
        @inline(__always)
        func mean(_ sum: SIMD8<Float>, _ size: SIMD8<Int32>, _ factor: SIMD8<Int32>) -> SIMD8<Int32> {
            ((sum.wholeNumbers &<< 1 &+ size) &* factor) &>> 16
        }
        let colours0 = mean(s0.0, size0i, factor0) &<< 16 | mean(s0.1, size0i, factor0) &<< 8 | mean(s0.2, size0i, factor0)
        let colours1 = mean(t.0 - s0.0, size1i, factor1) &<< 16 | mean(t.1 - s0.1, size1i, factor1) &<< 8
            | mean(t.2 - s0.2, size1i, factor1)
        emit(colours0, colours1, group0, full: full, mode: mode, into: cells, count: count, at: at, columns: columns)
    }

    /// The cells of `store`'s lanes: each lane's two groups' colours
    /// (`colours0`, `colours1`, 0xRRGGBB) and group 0's sub-pixels (`group0`),
    /// quantised to `mode` and made canonical (no mask for one colour; the
    /// first sub-pixel's group in the foreground); `at` and `columns` place
    /// each lane's cell for `rank`.
    @inline(__always)
    private static func emit(_ colours0: SIMD8<Int32>, _ colours1: SIMD8<Int32>, _ group0: SIMD8<Int32>, full: UInt8,
                             mode: ColorMode, into cells: UnsafeMutablePointer<TerminalCell>, count: Int,
                             at: UnsafePointer<Int>, columns: Int) {
        // Lanes read from memory, once (a vector's lane picked by a variable index is spilled each time).
        withUnsafeBytes(of: colours0) { c0 in
        withUnsafeBytes(of: colours1) { c1 in
        withUnsafeBytes(of: group0) { g in
            let (c0, c1, g) = (c0.assumingMemoryBound(to: Int32.self), c1.assumingMemoryBound(to: Int32.self),
                               g.assumingMemoryBound(to: Int32.self))
            for lane in 0..<count {
                let rank = Self.rank(at[lane], columns: columns, mode)
                let colour1 = Self.quantize(UInt32(truncatingIfNeeded: c1[lane]), mode, rank: 15 - rank)
                let mask = UInt8(truncatingIfNeeded: g[lane])
                guard mask != 0 else {
                    cells[lane] = TerminalCell(mask: 0, foreground: colour1, background: colour1)
                    continue
                }
                let colour0 = Self.quantize(UInt32(truncatingIfNeeded: c0[lane]), mode, rank: rank)
                if colour0 == colour1 {
                    cells[lane] = TerminalCell(mask: 0, foreground: colour0, background: colour0)
                } else if mask & 1 != 0 {
                    cells[lane] = TerminalCell(mask: mask, foreground: colour0, background: colour1)
                } else {
                    cells[lane] = TerminalCell(mask: full ^ mask, foreground: colour1, background: colour0)
                }
            }
        }
        }
        }
    }

    /// ⌊x / (2·size)⌋ = (x · `meanFactors[size]`) >> 16 for every x up to
    /// 2·255·8 + 8 (the largest sum of eight sub-pixels, doubled, plus the
    /// size): each factor is ⌈65536 / (2·size)⌉, whose error stays below
    /// 1/(2·size) for x < 4096 (a test checks every case).
    static let meanFactors: [Int32] = (0...8).map { (size: Int) -> Int32 in
        size == 0 ? 0 : Int32((65536 + 2 * size - 1) / (2 * size))
    }

    /// The cell of a character whose sub-pixels take at most two colours
    /// (`split`): what the search and `store` make of it, since splitting by
    /// colour leaves no error at all (one colour: ' '; else the group of the
    /// top-left sub-pixel is the foreground), and a mean of equal colours is that colour.
    @inline(__always)
    static func cell(_ split: Split, full: UInt8, mode: ColorMode, rank: Int) -> TerminalCell {
        let colour0 = quantize(split.first, mode, rank: rank)
        guard split.mask != full else { return TerminalCell(mask: 0, foreground: colour0, background: colour0) }
        let colour1 = quantize(split.second, mode, rank: 15 - rank)
        if colour0 == colour1 { return TerminalCell(mask: 0, foreground: colour0, background: colour0) }
        return TerminalCell(mask: split.mask, foreground: colour0, background: colour1)
    }

    /// `0xRRGGBB` as the colour mode shows it at `rank` of the dither tile.
    @inline(__always)
    static func quantize(_ packed: UInt32, _ mode: ColorMode, rank: Int) -> TerminalColor {
        if mode == .truecolor { return TerminalColor(code: packed) }
        return mode.quantize(RGB(UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8),
                                 UInt8(truncatingIfNeeded: packed)), rank: rank)
    }

    /// Character `index`'s place in the dither tile, in rows `columns` wide
    /// (its first colour takes that rank, its second the opposite one, 15 −
    /// rank); 0 where nothing is dithered.
    @inline(__always)
    static func rank(_ index: Int, columns: Int, _ mode: ColorMode) -> Int {
        mode == .palette256 ? ColorPalette.rank(x: index % columns, y: index / columns) : 0
    }
}
