import LifeCore

/// Turns canvas pixels into mosaic cells: for each character, the glyph and
/// its two colours that show the character's block of sub-pixels best
/// (`PartitionSearch`: exhaustive, least squared error, each colour the mean
/// of its group), then quantised for the colour mode.
///
/// Canonical form of a cell, which the encoder and the tests rely on: one
/// colour → mask 0 (' ') with foreground = background; otherwise the group
/// holding the top-left sub-pixel is the foreground, so its bit is set.
/// Half blocks skip the search: two sub-pixels are always best split apart.
///
/// A cell depends only on its own sub-pixels and the colour mode, so eight
/// characters whose sub-pixels are exactly those of the last fill, in the
/// same mode, keep the cells made then: most of a frame of play (dark dead
/// cells, still parts of the video, the generations between Life's steps)
/// skips the search.
package struct MosaicBlitter: Sendable {
    package let mosaic: Mosaic
    private let search: PartitionSearch?
    /// The canvas as floats, one plane per channel and sub-pixel column:
    /// plane (channel c, sub-column s) row y holds the channel of pixels
    /// (s, y), (2 + s, y), (4 + s, y) …, so one sub-pixel of eight characters
    /// side by side is eight floats in a row: one load. Rows are `planeWidth`
    /// long (the characters rounded up to eight; the padding stays black).
    /// Kept between frames so the loop allocates nothing.
    private var planes: [Float] = []
    private var planeWidth = 0
    private var planeRows = 0
    /// The canvas size the planes were made for (a smaller canvas leaves padding that must stay black).
    private var planeCanvas = (width: 0, height: 0)
    /// Eight characters' sub-pixels, channel-major (see `PartitionSearch.best`).
    private var lanes = [SIMD8<Float>](repeating: SIMD8(), count: 24)
    /// The last fill: its planes (swapped with `planes` after each fill),
    /// its cells, and what they were made for (nil: nothing to reuse).
    private var lastPlanes: [Float] = []
    private var lastCells: [TerminalCell] = []
    private var lastFill: (columns: Int, rows: Int, width: Int, height: Int, mode: ColorMode)?
    /// Groups of eight characters the last fill computed, and reused unchanged.
    package private(set) var searched = 0
    package private(set) var reused = 0

    package init(_ mosaic: Mosaic) {
        self.mosaic = mosaic
        search = mosaic == .half ? nil : PartitionSearch(subpixels: mosaic.count)
    }

    /// The cell for one block of sub-pixels (`mosaic.count` colours,
    /// row-major from the top left): the pure function each blitter is.
    package static func cell(_ block: [RGB], mosaic: Mosaic, mode: ColorMode) -> TerminalCell {
        precondition(block.count == mosaic.count, "one colour per sub-pixel")
        var canvas = RGBFrame(width: mosaic.columns, height: mosaic.rows)
        for (k, c) in block.enumerated() { canvas[k % mosaic.columns, k / mosaic.columns] = c }
        var blitter = MosaicBlitter(mosaic)
        var out = [TerminalCell(mask: 0, foreground: .rgb(.black), background: .rgb(.black))]
        out.withUnsafeMutableBufferPointer { blitter.fill($0, columns: 1, rows: 1, from: canvas, mode: mode) }
        return out[0]
    }

    /// Fills `cells` (`columns × rows`, row-major) from `canvas`; sub-pixels
    /// beyond the canvas' edges count as black.
    package mutating func fill(_ cells: UnsafeMutableBufferPointer<TerminalCell>, columns: Int, rows: Int,
                               from canvas: RGBFrame, mode: ColorMode) {
        guard let search else {
            HalfBlock.fill(cells, columns: columns, rows: rows, from: canvas, mode: mode)
            return
        }
        let made = (columns: columns, rows: rows, width: canvas.width, height: canvas.height, mode: mode)
        let reusable = loadPlanes(canvas, columns: columns, rows: rows)
            && lastFill.map { $0 == made } ?? false
        let (n, down, full) = (mosaic.count, mosaic.rows, mosaic.fullMask)
        let (width, height) = (planeWidth, planeRows)
        var (searched, reused) = (0, 0)
        planes.withUnsafeBufferPointer { planes in
        lastPlanes.withUnsafeBufferPointer { lastPlanes in
        lastCells.withUnsafeBufferPointer { lastCells in
            lanes.withUnsafeMutableBufferPointer { lanes in
                let raw = UnsafeRawPointer(planes.baseAddress!), last = UnsafeRawPointer(lastPlanes.baseAddress!)
                for y in 0..<rows {
                    for x0 in Swift.stride(from: 0, to: columns, by: 8) {
                        // Sub-pixel k of the eight characters: row y·rows + k/2 of plane (channel, k % 2).
                        var same = reusable
                        for k in 0..<n {
                            let row = y * down + k / 2
                            for c in 0..<3 {
                                let offset = (((c * 2 + k % 2) * height + row) * width + x0) * 4
                                let lane = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                                lanes[c * n + k] = lane
                                if same { same = lane == last.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self) }
                            }
                        }
                        let (start, count) = (y * columns + x0, min(8, columns - x0))
                        if same {
                            for i in start..<(start + count) { cells[i] = lastCells[i] }
                            reused += 1
                            continue
                        }
                        let channels = UnsafePointer(lanes.baseAddress!)
                        let best = search.best(channels)
                        Self.store(best, search: search, lanes: channels, full: full, mode: mode,
                                   into: cells, at: start, count: count)
                        searched += 1
                    }
                }
            }
        }
        }
        }
        remember(cells, made)
        (self.searched, self.reused) = (searched, reused)
    }

    /// Keeps this fill's planes and cells for the next one to reuse.
    private mutating func remember(_ cells: UnsafeMutableBufferPointer<TerminalCell>,
                                   _ made: (columns: Int, rows: Int, width: Int, height: Int, mode: ColorMode)) {
        swap(&planes, &lastPlanes)
        if lastCells.count != cells.count {
            lastCells = Array(cells)
        } else {
            lastCells.withUnsafeMutableBufferPointer { last in
                _ = last.baseAddress!.update(from: cells.baseAddress!, count: cells.count)
            }
        }
        lastFill = made
    }

    /// Converts the canvas into `planes`, black beyond its edges; false when
    /// the planes were made anew (of another size), and `lastPlanes` with them.
    private mutating func loadPlanes(_ canvas: RGBFrame, columns: Int, rows: Int) -> Bool {
        let width = (columns + 7) / 8 * 8, height = rows * mosaic.rows
        var kept = true
        if width != planeWidth || height != planeRows || planeCanvas != (canvas.width, canvas.height) {
            planeWidth = width
            planeRows = height
            planeCanvas = (canvas.width, canvas.height)
            planes = [Float](repeating: 0, count: 6 * width * height)
            lastPlanes = planes
            kept = false
        }
        let w = min(canvas.width, 2 * columns), h = min(canvas.height, height), stride = canvas.stride
        let plane = width * height
        canvas.pixels.withUnsafeBufferPointer { px in
            planes.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    let source = px.baseAddress! + y * stride
                    // Plane (channel c, sub-column s) is plane number 2c + s.
                    let row = out.baseAddress! + y * width
                    var x = 0, column = 0
                    while x + 1 < w {
                        let p = source + 3 * x
                        row[column] = Float(p[0])
                        row[plane + column] = Float(p[3])
                        row[2 * plane + column] = Float(p[1])
                        row[3 * plane + column] = Float(p[4])
                        row[4 * plane + column] = Float(p[2])
                        row[5 * plane + column] = Float(p[5])
                        x += 2
                        column += 1
                    }
                    if x < w {
                        let p = source + 3 * x
                        row[column] = Float(p[0])
                        row[2 * plane + column] = Float(p[1])
                        row[4 * plane + column] = Float(p[2])
                    }
                }
            }
        }
        return kept
    }

    /// Turns each lane's best split into its canonical cell: the two groups'
    /// channel sums (selected lane by lane), their rounded means, quantised.
    @inline(__always)
    private static func store(_ best: SIMD8<Int32>, search: PartitionSearch, lanes: UnsafePointer<SIMD8<Float>>, full: UInt8,
                              mode: ColorMode, into cells: UnsafeMutableBufferPointer<TerminalCell>, at start: Int, count: Int) {
        let n = search.count
        let (group0, size0) = search.groups.withUnsafeBufferPointer { g in
            search.sizes.withUnsafeBufferPointer { s in
                (SIMD8<Int32>(g[Int(best[0])], g[Int(best[1])], g[Int(best[2])], g[Int(best[3])],
                              g[Int(best[4])], g[Int(best[5])], g[Int(best[6])], g[Int(best[7])]),
                 SIMD8<Float>(s[Int(best[0])], s[Int(best[1])], s[Int(best[2])], s[Int(best[3])],
                              s[Int(best[4])], s[Int(best[5])], s[Int(best[6])], s[Int(best[7])]))
            }
        }
        var s0 = (SIMD8<Float>(), SIMD8<Float>(), SIMD8<Float>()), t = s0
        for k in 0..<n {
            let inGroup = (group0 & Int32(1 << k)) .!= 0
            let (r, g, b) = (lanes[k], lanes[n + k], lanes[2 * n + k])
            t = (t.0 + r, t.1 + g, t.2 + b)
            s0.0.replace(with: s0.0 + r, where: inGroup)
            s0.1.replace(with: s0.1 + g, where: inGroup)
            s0.2.replace(with: s0.2 + b, where: inGroup)
        }
        let size1 = Float(n) - size0
        // Rounded means ⌊(sum + size/2) / size⌋, packed as 0xRRGGBB: all
        // exact in floats for these integers (below 2²⁴).
        let divisor0 = size0.replacing(with: 1, where: size0 .== 0)
        func packed(_ r: SIMD8<Float>, _ g: SIMD8<Float>, _ b: SIMD8<Float>, _ size: SIMD8<Float>, _ divisor: SIMD8<Float>) -> SIMD8<Float> {
            let half = 0.5 * size
            let (mr, mg, mb) = (((r + half) / divisor).rounded(.down), ((g + half) / divisor).rounded(.down),
                                ((b + half) / divisor).rounded(.down))
            return mr * 65536 + mg * 256 + mb
        }
        let colours0 = packed(s0.0, s0.1, s0.2, size0, divisor0)
        let colours1 = packed(t.0 - s0.0, t.1 - s0.1, t.2 - s0.2, size1, size1)
        for lane in 0..<count {
            let colour1 = Self.quantize(UInt32(colours1[lane]), mode)
            let mask = UInt8(truncatingIfNeeded: group0[lane])
            guard mask != 0 else {
                cells[start + lane] = TerminalCell(mask: 0, foreground: colour1, background: colour1)
                continue
            }
            let colour0 = Self.quantize(UInt32(colours0[lane]), mode)
            if colour0 == colour1 {
                cells[start + lane] = TerminalCell(mask: 0, foreground: colour0, background: colour0)
            } else if mask & 1 != 0 {
                cells[start + lane] = TerminalCell(mask: mask, foreground: colour0, background: colour1)
            } else {
                cells[start + lane] = TerminalCell(mask: full ^ mask, foreground: colour1, background: colour0)
            }
        }
    }

    /// `0xRRGGBB` as the colour mode shows it.
    @inline(__always)
    private static func quantize(_ packed: UInt32, _ mode: ColorMode) -> TerminalColor {
        if mode == .truecolor { return TerminalColor(code: packed) }
        return mode.quantize(RGB(UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8),
                                 UInt8(truncatingIfNeeded: packed)))
    }
}
