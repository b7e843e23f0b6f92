import LifeCore

/// The size of play's recordings and snapshots (`--record-size`).
///
/// The canvas's pixels are square only for half blocks, octants and the
/// pixel protocols: a quadrant pixel is 1:2 on screen, a sextant pixel 3:4.
/// A picture made of them one for one is the view squashed (a 160×48 xterm's
/// quadrant canvas is 320×92, a 3.5:1 picture of a 1.7:1 view), and small.
/// So by default the canvas is resampled to square pixels and enlarged.
package enum RecordSize: Sendable, Equatable {
    /// What the viewer saw: the canvas in square pixels (each canvas pixel
    /// as wide as its pixel aspect says), enlarged by a whole factor to at
    /// least `sharedWidth` pixels across, nearest neighbour, so Life cells
    /// stay crisp. A 160×48 terminal gives 960×552 with every glyph blitter.
    case shared
    /// The canvas's own pixels, one for one (`canvas`): what the blitter encodes.
    case canvas
    /// The scene painted again at this size (`WxH`): the canvas zoomed until it covers it.
    case fixed(Dimensions)

    /// The size the scene is painted at apart from the canvas (`fixed`'s); nil: the canvas is taken as painted.
    package var painted: Dimensions? {
        if case let .fixed(size) = self { return size }
        return nil
    }

    /// The narrowest picture `shared` makes (unless the canvas is wider).
    package static let sharedWidth = 960

    /// Parses `--record-size`: `canvas`, or WIDTHxHEIGHT up to `largest`.
    package init(parsing text: String, largest: Dimensions) throws(OptionValueError) {
        if text.lowercased() == "canvas" {
            self = .canvas
        } else {
            self = .fixed(try Dimensions(argument: text, largest: largest, example: "1280x720, or canvas"))
        }
    }

    /// The picture `shared` makes of a `canvasWidth × canvasHeight` canvas
    /// whose pixels are `pixelAspect` (width over height) on screen: `s`
    /// square pixels down per canvas pixel and `s × pixelAspect` across,
    /// with `s` the least whole number that makes it `sharedWidth` wide and
    /// shrinks neither side (a shrunk side would average pixels together),
    /// within the largest render.
    package static func shared(canvasWidth: Int, canvasHeight: Int, pixelAspect: Double) -> Dimensions {
        let aspect = pixelAspect.isFinite && pixelAspect > 0 ? pixelAspect : 1
        let across = Double(max(1, canvasWidth)) * aspect
        let wide = (Double(sharedWidth) / across).rounded(.up)
        let unshrunk = aspect < 1 ? (1 / aspect - 1e-9).rounded(.up) : 1
        // Never past the largest render, however narrow the canvas.
        let largest = RenderPlan.largestSize
        let cap = min(Double(largest.width) / across, Double(largest.height) / Double(max(1, canvasHeight))).rounded(.down)
        let s = max(1, min(max(wide, unshrunk), cap))
        return Dimensions(width: max(1, Int((across * s).rounded())), height: max(1, canvasHeight * Int(s)))
    }
}
