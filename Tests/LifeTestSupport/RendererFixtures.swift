import LifeCore
import TerminalRenderer

/// Seeded frames and checks shared by the renderer tests.
package enum RendererFixtures {
    /// A random frame whose pixels come from `distinct` random colours
    /// (few colours → many equal halves and reusable colours), quantised for `mode`.
    package static func randomFrame(columns: Int, rows: Int, mode: ColorMode, distinct: Int, rng: inout Xoshiro256) -> CellFrame {
        let colors = (0..<distinct).map { _ in
            RGB(UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng))
        }
        var canvas = RGBFrame(width: columns, height: rows * 2)
        for y in 0..<rows * 2 {
            for x in 0..<columns { canvas[x, y] = colors[Int.random(in: 0..<distinct, using: &rng)] }
        }
        return CellFrame(canvas: canvas, mode: mode)
    }

    /// `frame` with about `fraction` of its cells replaced by random colours.
    package static func perturbed(_ frame: CellFrame, fraction: Double, mode: ColorMode, rng: inout Xoshiro256) -> CellFrame {
        var next = frame
        for y in 0..<frame.rows {
            for x in 0..<frame.columns where Double.random(in: 0..<1, using: &rng) < fraction {
                let u = mode.quantize(RGB(UInt8.random(in: 0...255, using: &rng), 0, UInt8.random(in: 0...255, using: &rng)))
                let l = Bool.random(using: &rng) ? u : mode.quantize(RGB(0, UInt8.random(in: 0...255, using: &rng), 9))
                next[x, y] = HalfBlock.cell(upper: u, lower: l)
            }
        }
        return next
    }

    /// The largest per-channel difference between what the model shows in
    /// the canvas at `origin` and what `frame` wants; nil if any canvas cell
    /// shows a default colour or a glyph that is not a block.
    package static func worstError(_ model: TerminalModel, _ frame: CellFrame, origin: CanvasOrigin = CanvasOrigin()) -> Int? {
        var worst = 0
        for y in 0..<frame.rows {
            for x in 0..<frame.columns {
                let shown = model[origin.column + x, origin.row + y]
                guard let u = shown.upper, let l = shown.lower else { return nil }
                worst = max(worst, u.distance(to: frame[x, y].upper), l.distance(to: frame[x, y].lower))
            }
        }
        return worst
    }

    /// The largest per-channel difference between what the model shows in
    /// the canvas and what `frame` wants, sub-pixel by sub-pixel of the
    /// frame's mosaic; nil if a canvas cell shows a default colour or a glyph
    /// of another set.
    package static func worstMosaicError(_ model: TerminalModel, _ frame: CellFrame, origin: CanvasOrigin = CanvasOrigin()) -> Int? {
        var worst = 0
        for y in 0..<frame.rows {
            for x in 0..<frame.columns {
                guard let shown = model[origin.column + x, origin.row + y].subpixels(in: frame.mosaic) else { return nil }
                for (k, colour) in shown.enumerated() {
                    guard let colour else { return nil }
                    worst = max(worst, colour.distance(to: frame[x, y].color(ofSubpixel: k)))
                }
            }
        }
        return worst
    }

    /// A canvas of random pixels drawn from `distinct` random colours.
    package static func randomCanvas(width: Int, height: Int, distinct: Int, rng: inout Xoshiro256) -> RGBFrame {
        let colors = (0..<distinct).map { _ in
            RGB(UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng))
        }
        var canvas = RGBFrame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { canvas[x, y] = colors[Int.random(in: 0..<distinct, using: &rng)] }
        }
        return canvas
    }

    /// Whether every cell outside the canvas at `origin` is still untouched.
    package static func outsideUntouched(_ model: TerminalModel, columns: Int, rows: Int, origin: CanvasOrigin) -> Bool {
        for y in 0..<model.height {
            for x in 0..<model.width {
                let inside = (origin.row..<origin.row + rows).contains(y) && (origin.column..<origin.column + columns).contains(x)
                if !inside && model[x, y] != TerminalModel.untouched { return false }
            }
        }
        return true
    }
}
