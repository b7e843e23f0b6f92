/// Finds where the video moves, per Life cell: each cell's average luma is
/// compared with a background that slowly follows the picture, and a cell
/// whose luma stands further from its background than `threshold` moves.
///
/// It reads the video as the painter scaled it to the canvas (so mirroring,
/// fitting and cropping are already applied) and maps canvas pixels to cells
/// through the `SceneLayout` the painter draws with, so motion lands on the
/// cells drawn over it. Luma is BT.601 (`(77R + 150G + 29B) / 256`); large
/// cells are sampled on a sparser grid (about 4×4 samples each), which keeps
/// the cost near that of a terminal-sized canvas at any resolution.
///
/// Averaging over a cell already damps sensor noise; the threshold ignores
/// the rest. A change over most of the picture at once (a cut, the camera's
/// exposure, a bump) is no motion: the background is taken anew instead.
public struct MotionDetector: Sendable {
    /// Luma levels (of 255) a cell must differ from its background to move.
    public var threshold: Int
    /// Each frame moves the background 1/2^`adaptShift` of the way to the picture
    /// (1/16: a hand held still fades into it in about a second at 30 fps).
    public static let adaptShift = 4
    /// The default threshold: above the frame-to-frame noise of a webcam
    /// averaged over a cell, well below a hand against a wall.
    public static let defaultThreshold = 16
    /// Above this share of the cells moving at once, the whole picture changed.
    public static let wholePicture = 0.5

    /// The layout the tables below were made for.
    private var layout: SceneLayout?
    /// Sample stride in canvas pixels, and each sampled column's and row's cell (-1: none).
    private var stride = 1
    private var columnCell: [Int32] = []
    private var rowCell: [Int32] = []
    /// When every sample is a pixel and each cell is two columns side by
    /// side (a cell size of 2, play's default): the first sampled column of
    /// cell `firstCell`, and how many cells follow in pairs of columns.
    private var columnPairs: (column: Int, firstCell: Int, cells: Int)?
    /// Samples per cell (0 for cells off the canvas).
    private var counts: [Int32] = []
    /// Per cell, `reciprocal(of: count)`: the mean needs no division per cell and frame.
    private var reciprocals: [UInt64] = []
    /// Cells with samples, and whether every count is at most 64 (then
    /// eight cells are compared at a time: `compareEights`).
    private var sampledCells = 0
    private var comparesEights = false
    /// Per-cell luma sums of the current frame.
    private var sums: [Int32] = []
    /// The background per cell, luma × 256; empty until the first frame.
    private var background: [Int32] = []
    /// Cells (index y × boardWidth + x) that moved in the last frame, in order.
    public private(set) var moving: [Int] = []
    /// Room for every cell's index: the moving cells are listed here first, then copied to `moving` in one go.
    private var movers: [Int] = []

    public init(threshold: Int = MotionDetector.defaultThreshold) {
        self.threshold = max(0, threshold)
    }

    /// Forgets the background: the next frame is taken as the still picture.
    public mutating func reset() {
        background.removeAll(keepingCapacity: true)
        moving.removeAll(keepingCapacity: true)
    }

    /// Compares `video` (the canvas-sized picture laid out by `layout`) with
    /// the background, fills `moving`, and lets the background follow.
    /// The first frame, or the first after the layout changed, moves nothing.
    /// `luma`, when given, is the picture's luma as `sample` would work it out
    /// (`VideoScaler.luma`: one byte a pixel, made while converting), read
    /// instead of the pixels.
    public mutating func update(video: RGBFrame, luma: [UInt8]? = nil, layout: SceneLayout) {
        moving.removeAll(keepingCapacity: true)
        guard video.width == layout.canvasWidth, video.height == layout.canvasHeight else { return reset() }
        if self.layout != layout { prepare(for: layout) }
        if let luma, luma.count == video.width * video.height {
            sample(luma: luma, width: video.width)
        } else {
            sample(video)
        }
        let cells = counts.count
        guard background.count == cells else {
            background = (0..<cells).map { counts[$0] > 0 ? sums[$0] * 256 / counts[$0] : 0 }
            return
        }
        let limit = Int32(clamping: threshold * 256), shift = Int32(Self.adaptShift)
        let sampled = sampledCells, eights = comparesEights
        var found = 0
        if movers.count != cells { movers = [Int](repeating: 0, count: cells) }
        counts.withUnsafeBufferPointer { counts in
            sums.withUnsafeBufferPointer { sums in
                background.withUnsafeMutableBufferPointer { background in
                reciprocals.withUnsafeBufferPointer { reciprocals in
                movers.withUnsafeMutableBufferPointer { movers in
                    let done = eights ? Self.compareEights(sums.baseAddress!, counts.baseAddress!, background.baseAddress!,
                                                           movers.baseAddress!, found: &found, limit: limit, shift: shift, cells: cells) : 0
                    // Wrapping arithmetic: a luma × 256 and its difference are far from overflowing.
                    for i in done..<cells where counts[i] > 0 {
                        let luma = Self.mean(sums[i], reciprocals[i])
                        let difference = luma &- background[i]
                        if difference > limit || difference < -limit {
                            movers[found] = i
                            found &+= 1
                        }
                        background[i] = background[i] &+ (difference &>> shift)
                    }
                }
                }
                }
            }
        }
        moving.append(contentsOf: movers[0..<found])
        if Double(moving.count) > Self.wholePicture * Double(sampled) {
            moving.removeAll(keepingCapacity: true)
            for i in 0..<cells where counts[i] > 0 { background[i] = sums[i] * 256 / counts[i] }
        }
    }

    /// Makes the column, row and count tables for `layout`.
    private mutating func prepare(for layout: SceneLayout) {
        self.layout = layout
        stride = max(1, Int(min(layout.scaleX, layout.scaleY)) / 4)
        // A pixel row inside cell row 0, and a column inside cell column 0: probes for one axis at a time.
        let probeX = layout.originX + Int(layout.scaleX / 2), probeY = layout.originY + Int(layout.scaleY / 2)
        columnCell = Swift.stride(from: stride / 2, to: layout.canvasWidth, by: stride).map {
            Int32(layout.cell(atPixelX: $0, y: probeY)?.x ?? -1)
        }
        rowCell = Swift.stride(from: stride / 2, to: layout.canvasHeight, by: stride).map {
            Int32(layout.cell(atPixelX: probeX, y: $0)?.y ?? -1)
        }
        columnPairs = stride == 1 ? Self.pairs(columnCell) : nil
        let cells = layout.boardWidth * layout.boardHeight
        counts = [Int32](repeating: 0, count: cells)
        sums = counts
        for row in rowCell where row >= 0 {
            for column in columnCell where column >= 0 { counts[Int(row) * layout.boardWidth + Int(column)] += 1 }
        }
        reciprocals = counts.map { $0 > 0 ? Self.reciprocal(of: $0) : 0 }
        sampledCells = counts.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        comparesEights = counts.allSatisfy { $0 <= 64 }
        background.removeAll(keepingCapacity: true)
    }

    /// The columns' cells as pairs of columns for consecutive cells, with
    /// no cell (-1) before and after them; nil when they are not that.
    static func pairs(_ columnCell: [Int32]) -> (column: Int, firstCell: Int, cells: Int)? {
        guard let first = columnCell.firstIndex(where: { $0 >= 0 }) else { return nil }
        let end = columnCell[first...].firstIndex(where: { $0 < 0 }) ?? columnCell.count
        guard (end - first) % 2 == 0, columnCell[end...].allSatisfy({ $0 < 0 }) else { return nil }
        let firstCell = Int(columnCell[first])
        for c in first..<end where Int(columnCell[c]) != firstCell + (c - first) / 2 { return nil }
        return (first, firstCell, (end - first) / 2)
    }

    /// ⌈2³²/count⌉, with which `mean` divides by `count`.
    static func reciprocal(of count: Int32) -> UInt64 {
        ((1 << 32) + UInt64(count) - 1) / UInt64(count)
    }

    /// `sum · 256 / count` (the cell's mean luma × 256, rounded down) for a
    /// sum of `count` lumas: with x = sum · 256 ≤ 255 · 256 · count, the
    /// reciprocal's error (below 1) adds less than x/2³² < 1/count, which
    /// cannot reach the next whole number, for every count below 256 (a test
    /// checks counts up to 64; cells have about 16 samples).
    @inline(__always)
    static func mean(_ sum: Int32, _ reciprocal: UInt64) -> Int32 {
        Int32(truncatingIfNeeded: (UInt64(UInt32(bitPattern: sum)) &* 256 &* reciprocal) >> 32)
    }

    /// The cell-by-cell comparison of `update` for cells `0..<cells` rounded
    /// down to eights, eight at a time; returns the cells done. Needs every
    /// count at most 64: a mean is then a float division, exact when
    /// truncated (sum · 256 < 2²³; the true quotient is at least 1/64 from
    /// the next whole number, more than half a float step below 2¹⁶). The
    /// integer lanes are compared through their sign bits (comparisons of
    /// integer lanes into a `SIMDMask` go lane by lane through memory here).
    static func compareEights(_ sums: UnsafePointer<Int32>, _ counts: UnsafePointer<Int32>, _ background: UnsafeMutablePointer<Int32>,
                              _ movers: UnsafeMutablePointer<Int>, found: inout Int, limit: Int32, shift: Int32, cells: Int) -> Int {
        // Any limit above 65,280 (the largest difference) moves nothing; kept small, limit ± difference cannot overflow.
        let limits = SIMD8<Int32>(repeating: min(limit, 1 << 24))
        var i = 0
        while i + 8 <= cells {
            let s = UnsafeRawPointer(sums + i).loadUnaligned(as: SIMD8<Int32>.self)
            let c = UnsafeRawPointer(counts + i).loadUnaligned(as: SIMD8<Int32>.self)
            let luma = (SIMD8<Float>(wholeNumbers: s &<< 8) / SIMD8<Float>(wholeNumbers: c)).roundedDown
            let old = UnsafeMutableRawPointer(background + i).loadUnaligned(as: SIMD8<Int32>.self)
            let difference = luma &- old
            // All ones where the cell has samples (count > 0) and where it moves (|difference| > limit).
            let sampled = (SIMD8<Int32>() &- c) &>> 31
            let moves = ((limits &- difference) | (difference &+ limits)) &>> 31 & sampled
            UnsafeMutableRawPointer(background + i).storeBytes(of: old &+ (difference &>> shift) & sampled, as: SIMD8<Int32>.self)
            let any = unsafeBitCast(moves, to: SIMD4<UInt64>.self)
            if any[0] | any[1] | any[2] | any[3] != 0 {
                for k in 0..<8 where moves[k] != 0 {
                    movers[found] = i + k
                    found &+= 1
                }
            }
            i += 8
        }
        return i
    }

    /// As `sample(_:)`, from the luma bytes of a picture `width` pixels wide.
    private mutating func sample(luma: [UInt8], width: Int) {
        let boardWidth = layout?.boardWidth ?? 0, stride = self.stride
        sums.withUnsafeMutableBufferPointer { sums in
            sums.update(repeating: 0)
            luma.withUnsafeBufferPointer { luma in
                columnCell.withUnsafeBufferPointer { columns in
                    let first = luma.baseAddress! + stride / 2
                    if let pairs = columnPairs {
                        // Each cell of the row adds its two pixels: no table look per pixel.
                        for (r, cellRow) in rowCell.enumerated() where cellRow >= 0 {
                            let cells = sums.baseAddress! + Int(cellRow) * boardWidth + pairs.firstCell
                            let p = first + r * width + pairs.column
                            for j in 0..<pairs.cells {
                                cells[j] &+= Int32(p[2 &* j]) &+ Int32(p[2 &* j &+ 1])
                            }
                        }
                        return
                    }
                    for (r, cellRow) in rowCell.enumerated() where cellRow >= 0 {
                        let cells = sums.baseAddress! + Int(cellRow) * boardWidth
                        var p = first + (stride / 2 + r * stride) * width
                        for column in columns {
                            if column >= 0 { cells[Int(column)] &+= Int32(p[0]) }
                            p += stride
                        }
                    }
                }
            }
        }
    }

    /// Sums the sampled pixels' luma into their cells (wrapping arithmetic:
    /// a cell's sum is at most 255 × its samples, far from overflowing).
    private mutating func sample(_ video: RGBFrame) {
        let boardWidth = layout?.boardWidth ?? 0, stride = self.stride, rowBytes = video.stride
        sums.withUnsafeMutableBufferPointer { sums in
            sums.update(repeating: 0)
            video.pixels.withUnsafeBufferPointer { pixels in
                columnCell.withUnsafeBufferPointer { columns in
                    let (first, step) = (pixels.baseAddress! + (stride / 2) * 3, stride * 3)
                    for (r, cellRow) in rowCell.enumerated() where cellRow >= 0 {
                        let cells = sums.baseAddress! + Int(cellRow) * boardWidth
                        var p = first + (stride / 2 + r * stride) * rowBytes
                        for column in columns {
                            if column >= 0 {
                                let luma = 77 &* Int32(p[0]) &+ 150 &* Int32(p[1]) &+ 29 &* Int32(p[2])
                                cells[Int(column)] &+= luma &>> 8
                            }
                            p += step
                        }
                    }
                }
            }
        }
    }
}
