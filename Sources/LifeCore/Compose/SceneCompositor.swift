/// Draws the board's mask onto a canvas and composites the video under it.
///
/// Input is one premultiplied mask colour per cell (`cellMask`: 3 bytes per
/// cell, row-major) — the cell's colour × its intensity, already inverted in
/// light mode — and a background for gaps and off-board pixels. Output pixel
/// = per channel `min(mask, video)`.
///
/// The layout is precomputed per canvas column and row: which cell a pixel
/// falls in (its byte offset within a row of `cellMask`, or −1 outside the
/// board). Discs are anti-aliased: a pixel's coverage (0…255) is how much of
/// it lies inside the disc, `clamp(r + ½ − distance)`. Coverage depends only
/// on the pixel's distances from its cell's centre across and down, so rows
/// at the same vertical distance share one row of `coverage` (`rowCoverage`
/// says which; with whole-pixel cells there are only a few). A disc's
/// diameter is the cell size minus one pixel, leaving a one-pixel gap; it is
/// centred on its cell, as the SVG export draws it (half a pixel of the gap on
/// each side).
/// Consecutive rows with the same cell row and coverage row (every row of a
/// square cell) reuse the mask line drawn for the first. The mask's lines are
/// kept from frame to frame and drawn again only when the mask's colours
/// (or shapes, or background) change: Life moves ten times a second, the
/// video thirty.
///
/// Shapes (`CellShape`): a hexagon's coverage, like a disc's, depends only on
/// the distances across and down (it is symmetric both ways), so it gets a
/// table of its own built the same way. With `mix`, both tables are made and
/// each pixel takes the one its cell's kind names (`kinds`, one per cell).
///
/// Icons (`CellIcons`, a rule's own, where cells are 7 pixels or more) take
/// the place of shapes: each canvas column and row knows its pixel in the
/// icon (or a gap), and each cell draws the icon of its state (`tints`),
/// its pixels blending the cell's mask colour with the background as a
/// shape's edge does (`CompositorIcons`).
public struct SceneCompositor: Sendable {
    public private(set) var layout: SceneLayout?
    private var shape = CellShape.disc
    var columnCell: [Int32] = []
    /// `columnCell` as runs of equal entries: each run's cell offset (or −1)
    /// and its length in pixels, side by side. A square cell's line is
    /// drawn a cell at a time from these, not looked up a pixel at a time.
    private var columnRuns: [Int32] = []
    var rowCell: [Int32] = []
    /// Per canvas row: the row of `coverage` it uses, or −1 for square cells (full coverage).
    private var rowCoverage: [Int32] = []
    /// Coverage rows of the first shape (discs, or hexagons for `hex`); with
    /// `mix`, each is followed by the hexagon's row for the same distance.
    private var coverage: [UInt8] = []
    /// The mask drawn as canvas rows (`canvasWidth × 3` bytes each), and what
    /// they were drawn from (nil: not drawn for this layout and shape).
    var lines: [UInt8] = []
    private var drawnFrom: (cellMask: [UInt8], kinds: [UInt8], background: UInt8, icons: IconInput?)?
    /// Per canvas column and row: its pixel in the icon, or −1 (a gap, off the board); empty without icons.
    var iconColumn: [Int32] = []
    var iconRow: [Int32] = []
    /// The icons' geometry `iconColumn` and `iconRow` were made for.
    var iconGeometry: IconGeometry?

    public init() {}

    /// Draws into `canvas` (which must match the layout's canvas size).
    /// `video`, if given, is a frame of the same size; `solidVideo` stands for a
    /// uniform video colour (e.g. white for no video) without a frame. With
    /// `mix`, `kinds` holds each cell's `ShapeKind` (`CellShape.kinds`).
    /// `floor` (of 256): the share of the video's brightness every pixel keeps.
    /// `glow`: cells shown brighter than the video lets them (`CellGlow`).
    /// `icons`: each cell drawn as its state's icon instead of a shape (`IconInput`).
    public mutating func composite(layout: SceneLayout, cellMask: [UInt8], background: UInt8,
                                video: RGBFrame?, solidVideo: RGB = .white, shape: CellShape = .disc,
                                kinds: [UInt8] = [], floor: UInt16 = 0, glow: [CellGlow] = [], icons: IconInput? = nil,
                                into canvas: inout RGBFrame) {
        precondition(canvas.width == layout.canvasWidth && canvas.height == layout.canvasHeight, "canvas does not match layout")
        precondition(cellMask.count >= layout.boardWidth * layout.boardHeight * 3, "cell mask too small")
        let mixed = icons == nil && shape == .mix && layout.drawsDiscs
        precondition(!mixed || kinds.count >= layout.boardWidth * layout.boardHeight, "shape kinds missing")
        if let icons { icons.check(cells: layout.boardWidth * layout.boardHeight) }
        if layout != self.layout || shape != self.shape { prepare(layout, shape: shape) }
        if let icons, iconGeometry != IconGeometry(icons.icons) { prepareIcons(layout, icons.icons) }
        // The same colours as last time (often the same array: Life moves a third as often as the video) need no drawing.
        let drawn = drawnFrom.map {
            $0.background == background && $0.cellMask == cellMask && $0.kinds == kinds && $0.icons == icons
        } ?? false
        if !drawn {
            if let icons {
                drawIconLines(layout: layout, cellMask: cellMask, background: background, icons: icons)
            } else {
                drawLines(layout: layout, cellMask: cellMask, background: background, kinds: kinds, mixed: mixed)
            }
            drawnFrom = (cellMask, kinds, background, icons)
        }
        MinimumComposite.frame(mask: lines, layout: layout, video: video, solid: solidVideo, floor: floor, glow: glow, into: &canvas)
    }

    /// Fills the mask's canvas rows, `width` pixels each from `lines`, top to
    /// bottom: a row whose cell row and `second` row (its coverage row, or its
    /// row in the icon) are the row above's is a copy of it (every row of a
    /// square cell but its first); any other is drawn by `draw(line, cell row, second row)`.
    @inline(__always)
    static func fillLines(_ lines: UnsafeMutablePointer<UInt8>, width w: Int, rowCell: [Int32], second: [Int32],
                          draw: (UnsafeMutablePointer<UInt8>, Int32, Int32) -> Void) {
        var lineKey: (cell: Int32, second: Int32)? = nil
        for y in 0..<rowCell.count {
            let cy = rowCell[y], s = second[y]
            let line = lines + y * w * 3
            if let key = lineKey, key.cell == cy, key.second == s {
                line.update(from: line - w * 3, count: w * 3)
                continue
            }
            lineKey = (cy, s)
            draw(line, cy, s)
        }
    }

    /// Draws the mask's rows into `lines` (`fillLines`: a row like the one
    /// above it, the same cell row and coverage row, is copied from it).
    private mutating func drawLines(layout: SceneLayout, cellMask: [UInt8], background: UInt8, kinds: [UInt8], mixed: Bool) {
        let w = layout.canvasWidth, rowBytes = layout.boardWidth * 3
        // Coverage rows: the first shape's, followed by the hexagon's when mixed.
        let coverageStride = mixed ? 2 * w : w
        let (rowCell, rowCoverage) = (self.rowCell, self.rowCoverage)
        cellMask.withUnsafeBufferPointer { cells in
            kinds.withUnsafeBufferPointer { kinds in
                columnCell.withUnsafeBufferPointer { colCell in
                columnRuns.withUnsafeBufferPointer { columnRuns in
                    coverage.withUnsafeBufferPointer { coverage in
                        lines.withUnsafeMutableBufferPointer { lines in
                            Self.fillLines(lines.baseAddress!, width: w, rowCell: rowCell, second: rowCoverage) { line, cy, cov in
                                let shapeRow = cov < 0 ? nil : coverage.baseAddress! + Int(cov) * coverageStride
                                let shapes = cy >= 0 && mixed
                                    ? shapeRow.map { ($0 + w, kinds.baseAddress! + Int(cy) * layout.boardWidth) } : nil
                                Self.drawLine(UnsafeMutableBufferPointer(start: line, count: w * 3),
                                              cells: cy < 0 ? nil : cells.baseAddress! + Int(cy) * rowBytes,
                                              coverage: shapeRow, mixed: shapes, columnCell: colCell,
                                              columnRuns: columnRuns, background: background)
                            }
                        }
                    }
                }
                }
            }
        }
    }

    /// One canvas row of mask colours: `cells` is the row's cell colours (nil off
    /// the board), `coverage` the row's shape coverage (nil for square cells);
    /// with `mixed`, hexagon cells (per `kinds`, one per cell) take `alternate`.
    private static func drawLine(_ line: UnsafeMutableBufferPointer<UInt8>, cells: UnsafePointer<UInt8>?,
                                 coverage: UnsafePointer<UInt8>?,
                                 mixed: (alternate: UnsafePointer<UInt8>, kinds: UnsafePointer<UInt8>)?,
                                 columnCell: UnsafeBufferPointer<Int32>, columnRuns: UnsafeBufferPointer<Int32>,
                                 background: UInt8) {
        guard let cells else {
            for i in 0..<line.count { line[i] = background }
            return
        }
        guard let coverage else {
            var o = line.baseAddress!, r = columnRuns.baseAddress!
            let end = r + columnRuns.count
            while r < end {
                let c = Int(r[0]), n = Int(r[1])
                let (red, green, blue) = c >= 0 ? (cells[c], cells[c &+ 1], cells[c &+ 2]) : (background, background, background)
                (o[0], o[1], o[2]) = (red, green, blue)
                if n == 2 {
                    // A cell two pixels wide (play's default cell size): no loop.
                    (o[3], o[4], o[5]) = (red, green, blue)
                } else {
                    var k = 1
                    while k < n {
                        (o[3 &* k], o[3 &* k &+ 1], o[3 &* k &+ 2]) = (red, green, blue)
                        k &+= 1
                    }
                }
                o += 3 &* n
                r += 2
            }
            return
        }
        let bg = UInt32(background)
        for x in 0..<columnCell.count {
            let c = Int(columnCell[x]), o = x &* 3
            var cov = c < 0 ? 0 : UInt32(coverage[x])
            if let mixed, c >= 0, mixed.kinds[c / 3] == ShapeKind.hexagon.rawValue { cov = UInt32(mixed.alternate[x]) }
            if cov == 255 {
                line[o] = cells[c]
                line[o + 1] = cells[c + 1]
                line[o + 2] = cells[c + 2]
            } else if cov == 0 {
                line[o] = background
                line[o + 1] = background
                line[o + 2] = background
            } else {
                // (a·cov + bg·(255 − cov)) / 255, rounded, by the usual shift trick.
                let rest = bg &* (255 &- cov) &+ 128
                for k in 0..<3 {
                    let v = UInt32(cells[c + k]) &* cov &+ rest
                    line[o + k] = UInt8(truncatingIfNeeded: (v &+ (v >> 8)) >> 8)
                }
            }
        }
    }

    private mutating func prepare(_ layout: SceneLayout, shape: CellShape) {
        self.layout = layout
        self.shape = shape
        let first: ShapeKind = shape == .hex ? .hexagon : .disc
        let discs = layout.drawsDiscs, sx = layout.scaleX, sy = layout.scaleY
        // Distances are measured on screen (`SceneLayout.screenUnits`), so a disc
        // is round on pixels of any shape, one unit narrower than the cell.
        let radius = (layout.cellSide - 1) / 2
        let (across, down) = layout.screenUnits
        // Cell and on-screen distance from the disc centre along one axis, for pixel p.
        func axis(_ p: Int, origin: Int, cells: Int, scale s: Double, unit: Double) -> (cell: Int, d: Double) {
            let centre = Double(p - origin) + 0.5
            let cell = Int((centre / s).rounded(.down))
            guard centre >= 0, cell < cells else { return (-1, 0) }
            return (cell, (centre - (Double(cell) + 0.5) * s) * unit)
        }
        let columns = (0..<layout.canvasWidth).map {
            axis($0, origin: layout.originX, cells: layout.boardWidth, scale: sx, unit: across)
        }
        columnCell = columns.map { $0.cell < 0 ? -1 : Int32($0.cell * 3) }
        columnRuns = []
        for c in columnCell {
            if let last = columnRuns.dropLast().last, last == c {
                columnRuns[columnRuns.count - 1] += 1
            } else {
                columnRuns += [c, 1]
            }
        }
        rowCell = []
        rowCoverage = []
        coverage = []
        var known: [Double: Int32] = [:]
        for y in 0..<layout.canvasHeight {
            let a = axis(y, origin: layout.originY, cells: layout.boardHeight, scale: sy, unit: down)
            rowCell.append(Int32(a.cell))
            guard discs else { rowCoverage.append(-1); continue }
            let dv = abs(a.d)
            if let index = known[dv] {
                rowCoverage.append(index)
                continue
            }
            let index = Int32(known.count)
            known[dv] = index
            rowCoverage.append(index)
            for kind in shape == .mix ? [first, .hexagon] : [first] {
                for column in columns {
                    coverage.append(UInt8((ShapeGeometry.coverage(kind, dx: column.d, dy: dv, radius: radius) * 255).rounded()))
                }
            }
        }
        lines = [UInt8](repeating: 0, count: layout.canvasWidth * layout.canvasHeight * 3)
        drawnFrom = nil
        iconGeometry = nil
    }
}
