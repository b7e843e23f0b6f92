/// A cell drawn brighter than the video lets it: the cells a player has just
/// made, so that a glider launched over a dark picture is seen at once. Where
/// a cell glows at `level` (of 255), each pixel of it is at least its mask
/// colour × level / 255, whatever the video under it; at 255 the cell shows
/// its own colour whole, as it would over white.
public struct CellGlow: Sendable, Equatable {
    /// The cell's index on the painted board, row by row (`y × width + x`).
    public var cell: Int
    /// How much of the cell's own colour shows through a darker video (0…255).
    public var level: UInt8

    public init(cell: Int, level: UInt8) {
        self.cell = cell
        self.level = level
    }

    /// Brightens the glowing cells of `canvas`: each pixel whose centre falls
    /// in a glowing cell becomes at least `mask` there × level / 255, per
    /// channel. `mask` is the drawn mask, canvas-sized rows of `canvasWidth × 3`
    /// bytes, so the cell's shape (a disc's edge, the gap) is kept.
    static func brighten(_ glow: [CellGlow], layout: SceneLayout, mask: UnsafePointer<UInt8>, canvas: inout RGBFrame) {
        guard !glow.isEmpty, layout.boardWidth > 0 else { return }
        let w = layout.canvasWidth, stride = canvas.stride, cells = layout.boardWidth * layout.boardHeight
        // Pixel p belongs to cell ⌊(p − origin + ½) / scale⌋ (`SceneLayout.cell(atPixelX:y:)`): cell c's first pixel is
        // origin + ⌈c·scale − ½⌉.
        func first(_ c: Int, _ scale: Double, _ origin: Int) -> Int { origin + Int((Double(c) * scale - 0.5).rounded(.up)) }
        canvas.pixels.withUnsafeMutableBufferPointer { out in
            for g in glow where g.level > 0 && g.cell >= 0 && g.cell < cells {
                let cx = g.cell % layout.boardWidth, cy = g.cell / layout.boardWidth
                let x0 = max(0, first(cx, layout.scaleX, layout.originX)), x1 = min(w, first(cx + 1, layout.scaleX, layout.originX))
                let y0 = max(0, first(cy, layout.scaleY, layout.originY))
                let y1 = min(layout.canvasHeight, first(cy + 1, layout.scaleY, layout.originY))
                guard x0 < x1, y0 < y1 else { continue }
                let level = UInt32(g.level)
                for y in y0..<y1 {
                    let m = mask + y * w * 3, o = out.baseAddress! + y * stride
                    for i in (x0 * 3)..<(x1 * 3) {
                        // m·level/255, rounded (the compositor's shift trick).
                        let v = UInt32(m[i]) &* level &+ 128
                        o[i] = max(o[i], UInt8(truncatingIfNeeded: (v &+ (v >> 8)) >> 8))
                    }
                }
            }
        }
    }
}
