/// Draws the board's mask onto a canvas and composites the video under it.
///
/// Input is one premultiplied mask colour per cell (`cellMask`: 3 bytes per
/// cell, row-major) — the cell's colour × its intensity, already inverted in
/// light mode — and a background for gaps and off-board pixels. Output pixel
/// = per channel `min(mask, video)`.
///
/// The layout is precomputed per canvas column and row: which cell a pixel
/// falls in (its byte offset within a row of `cellMask`, or −1 outside the
/// board) and, for discs, its squared distance from the cell's disc centre.
/// A pixel is inside a disc when `columnD2 + rowD2 ≤ r²`; each row stores
/// `r² − rowD2` so the inner loop is one compare. A disc's diameter is the
/// cell size minus one pixel, leaving a one-pixel gap to its neighbours.
public struct SceneRenderer: Sendable {
    public private(set) var layout: SceneLayout?
    private var columnCell: [Int32] = []
    private var columnD2: [Float] = []
    private var rowCell: [Int32] = []
    private var rowLimit: [Float] = []
    private var line: [UInt8] = []

    public init() {}

    /// Draws into `canvas` (which must match the layout's canvas size).
    /// `video`, if given, is a frame of the same size; `solidVideo` stands for a
    /// uniform video colour (e.g. white for no video) without a frame.
    public mutating func render(layout: SceneLayout, cellMask: [UInt8], background: UInt8,
                                video: RGBFrame?, solidVideo: RGB = .white, into canvas: inout RGBFrame) {
        precondition(canvas.width == layout.canvasWidth && canvas.height == layout.canvasHeight, "canvas does not match layout")
        precondition(cellMask.count >= layout.boardWidth * layout.boardHeight * 3, "cell mask too small")
        if layout != self.layout { prepare(layout) }
        let w = layout.canvasWidth, bytes = w * 3, rowBytes = layout.boardWidth * 3, stride = canvas.stride
        let solid = (solidVideo.r, solidVideo.g, solidVideo.b)
        var lineKey: (cell: Int32, limit: Float)? = nil
        cellMask.withUnsafeBufferPointer { cells in
            columnCell.withUnsafeBufferPointer { colCell in
                columnD2.withUnsafeBufferPointer { colD2 in
                    line.withUnsafeMutableBufferPointer { line in
                        canvas.pixels.withUnsafeMutableBufferPointer { out in
                            for y in 0..<layout.canvasHeight {
                                let cy = rowCell[y], limit = rowLimit[y]
                                if lineKey.map({ $0.cell != cy || $0.limit != limit }) ?? true {
                                    lineKey = (cy, limit)
                                    Self.drawLine(line, cells: cy < 0 ? nil : cells.baseAddress! + Int(cy) * rowBytes,
                                                  limit: limit, columnCell: colCell, columnD2: colD2, background: background)
                                }
                                let dst = out.baseAddress! + y * stride
                                if let video {
                                    video.pixels.withUnsafeBufferPointer { v in
                                        let src = v.baseAddress! + y * video.stride
                                        for i in 0..<bytes { dst[i] = min(line[i], src[i]) }
                                    }
                                } else if solid == (255, 255, 255) {
                                    for i in 0..<bytes { dst[i] = line[i] }
                                } else {
                                    for x in 0..<w {
                                        dst[x * 3] = min(line[x * 3], solid.0)
                                        dst[x * 3 + 1] = min(line[x * 3 + 1], solid.1)
                                        dst[x * 3 + 2] = min(line[x * 3 + 2], solid.2)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// One canvas row of mask colours: `cells` is the row's cell colours, nil off the board.
    private static func drawLine(_ line: UnsafeMutableBufferPointer<UInt8>, cells: UnsafePointer<UInt8>?, limit: Float,
                                 columnCell: UnsafeBufferPointer<Int32>, columnD2: UnsafeBufferPointer<Float>,
                                 background: UInt8) {
        guard let cells, limit >= 0 else {
            for i in 0..<line.count { line[i] = background }
            return
        }
        for x in 0..<columnCell.count {
            let c = Int(columnCell[x])
            if c >= 0 && columnD2[x] <= limit {
                line[x * 3] = cells[c]
                line[x * 3 + 1] = cells[c + 1]
                line[x * 3 + 2] = cells[c + 2]
            } else {
                line[x * 3] = background
                line[x * 3 + 1] = background
                line[x * 3 + 2] = background
            }
        }
    }

    private mutating func prepare(_ layout: SceneLayout) {
        self.layout = layout
        let discs = layout.drawsDiscs, s = layout.scale
        let radius = (s - 1) / 2
        // Cell and squared distance from the disc centre along one axis, for pixel p.
        func axis(_ p: Int, origin: Int, cells: Int) -> (cell: Int, d2: Double) {
            let centre = Double(p - origin) + 0.5
            let cell = Int((centre / s).rounded(.down))
            guard centre >= 0, cell < cells else { return (-1, 0) }
            let d = centre - (Double(cell) * s + radius)
            return (cell, d * d)
        }
        columnCell = []
        columnD2 = []
        for x in 0..<layout.canvasWidth {
            let a = axis(x, origin: layout.originX, cells: layout.boardWidth)
            columnCell.append(a.cell < 0 ? -1 : Int32(a.cell * 3))
            columnD2.append(discs ? Float(a.d2) : 0)
        }
        rowCell = []
        rowLimit = []
        for y in 0..<layout.canvasHeight {
            let a = axis(y, origin: layout.originY, cells: layout.boardHeight)
            rowCell.append(Int32(a.cell))
            rowLimit.append(discs ? Float(radius * radius - a.d2) : .greatestFiniteMagnitude)
        }
        line = [UInt8](repeating: 0, count: layout.canvasWidth * 3)
    }
}
