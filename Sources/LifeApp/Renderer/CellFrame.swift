import LifeCore

/// A whole canvas as terminal cells, built in memory before anything is
/// written: `columns × rows` cells, row-major, cell (x, y) showing canvas
/// pixels (x, 2y) above (x, 2y + 1).
public struct CellFrame: Sendable, Equatable {
    public private(set) var columns: Int
    public private(set) var rows: Int
    public private(set) var cells: [TerminalCell]

    /// A frame of one colour.
    public init(columns: Int, rows: Int, color: TerminalColor) {
        precondition(columns >= 0 && rows >= 0, "negative frame size")
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: HalfBlock.cell(upper: color, lower: color), count: columns * rows)
    }

    /// The cells for an RGB canvas of `columns × 2·rows` pixels, each pixel
    /// quantised for `mode`. An odd canvas height leaves the last row's lower
    /// half black.
    public init(canvas: RGBFrame, mode: ColorMode) {
        columns = 0
        rows = 0
        cells = []
        update(from: canvas, mode: mode)
    }

    /// Makes this frame the cells of `canvas`, reusing its storage when the size is the same.
    public mutating func update(from canvas: RGBFrame, mode: ColorMode) {
        let (width, height, stride) = (canvas.width, canvas.height, canvas.stride)
        let rows = (height + 1) / 2
        if columns != width || self.rows != rows {
            columns = width
            self.rows = rows
            cells = Array(repeating: HalfBlock.cell(upper: .rgb(.black), lower: .rgb(.black)), count: width * rows)
        }
        let black = mode.quantize(.black)
        canvas.pixels.withUnsafeBufferPointer { px in
            cells.withUnsafeMutableBufferPointer { out in
                for y in 0..<rows {
                    let top = 2 * y * stride
                    let bottom = 2 * y + 1 < height ? top + stride : -1
                    for x in 0..<width {
                        let t = top + 3 * x
                        let upper = mode.quantize(RGB(px[t], px[t + 1], px[t + 2]))
                        var lower = black
                        if bottom >= 0 {
                            let b = bottom + 3 * x
                            lower = mode.quantize(RGB(px[b], px[b + 1], px[b + 2]))
                        }
                        out[y * width + x] = HalfBlock.cell(upper: upper, lower: lower)
                    }
                }
            }
        }
    }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> TerminalCell {
        get { cells[y * columns + x] }
        set { cells[y * columns + x] = newValue }
    }
}
