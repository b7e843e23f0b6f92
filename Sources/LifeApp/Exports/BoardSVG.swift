import LifeCore

/// The board as a vector picture: every lit cell (alive, or fading after
/// death) as one shape, in SVG 1.1, that opens in browsers and `rsvg-convert`
/// and scales to any size.
///
/// Coordinates are in cells: the `viewBox` is the part of the board the
/// canvas shows, so `width`/`height` (the picture's size in pixels) can be
/// changed freely. The two shapes are defined once (`<defs>`: a disc `#d`
/// and a hexagon `#h`, centred on the origin, no fill of their own) and
/// placed per cell with `<use>` at the cell's centre (`translate(.5 .5)`
/// moves the cell's corner there), which keeps a shape under 60 bytes.
/// Colours go on `fill`, opacity on `fill-opacity` (SVG 1.1 has no
/// `rgba()`); consecutive shapes of one colour share a `<g fill>`. Shapes
/// are written in drawing order (`ShapeInk`), so overlapping translucent
/// shapes blend as the raster renderer blends them.
package struct BoardSVG: Sendable {
    package let shapes: [ShapeInk]
    /// Where the board lies on the canvas, and the canvas's size in pixels.
    package let layout: SceneLayout
    /// Shape radius in cell sides (`Painter.shapeRadius`).
    package let radius: Double
    package let background: RGB
    /// Output pixels per cell side: the `width`/`height` attributes are the canvas in cells times this.
    package let pixelsPerCell: Double

    package init(shapes: [ShapeInk], layout: SceneLayout, radius: Double, background: RGB, pixelsPerCell: Double) {
        self.shapes = shapes
        self.layout = layout
        self.radius = radius
        self.background = background
        self.pixelsPerCell = pixelsPerCell
    }

    /// The board `painter` last painted on `layout` (its `shapes`, unless given).
    package init(painter: Painter, shapes: [ShapeInk]? = nil, layout: SceneLayout, pixelsPerCell: Double) {
        self.init(shapes: shapes ?? painter.shapes, layout: layout, radius: painter.shapeRadius(pixelsPerCell: pixelsPerCell),
                  background: painter.background, pixelsPerCell: pixelsPerCell)
    }

    /// The most shapes a picture may have (about 50 MB of SVG): a larger one
    /// is refused, in `render` and in play.
    package static let maxShapes = 1_000_000
    /// The longest side of a whole board's picture, in pixels (`width`/`height`),
    /// as of the largest picture `render --size` makes.
    package static let largestSide = 7680

    /// The layout of a picture of a whole `width` × `height` board, and its
    /// pixels per cell: `pixelsPerCell`, or fewer where the longer side would
    /// pass `largestSide` pixels. The `viewBox` is the board.
    package static func wholeBoard(width: Int, height: Int, pixelsPerCell: Double) -> (layout: SceneLayout, pixelsPerCell: Double) {
        let side = Double(max(1, width, height))
        let scale = min(pixelsPerCell, Double(largestSide) / side)
        let layout = SceneLayout(canvasWidth: Int((Double(width) * scale).rounded(.up)),
                                 canvasHeight: Int((Double(height) * scale).rounded(.up)),
                                 boardWidth: width, boardHeight: height, scale: scale)
        return (layout, scale)
    }

    /// The document, UTF-8.
    package var bytes: [UInt8] { Array(text.utf8) }

    /// The document.
    package var text: String {
        let (sx, sy) = (layout.scaleX, layout.scaleY), n = { (v: Double) in SVGNumber.format(v) }
        let view = (x: -Double(layout.originX) / sx, y: -Double(layout.originY) / sy,
                    width: Double(layout.canvasWidth) / sx, height: Double(layout.canvasHeight) / sy)
        let size = (width: Int((view.width * pixelsPerCell).rounded()), height: Int((view.height * pixelsPerCell).rounded()))
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\""
        out += " width=\"\(max(1, size.width))\" height=\"\(max(1, size.height))\""
        out += " viewBox=\"\(n(view.x)) \(n(view.y)) \(n(view.width)) \(n(view.height))\">\n"
        out += "<title>lifecam: \(layout.boardWidth)x\(layout.boardHeight) board, \(shapes.count) cells</title>\n"
        out += "<defs><circle id=\"d\" r=\"\(n(radius))\"/><path id=\"h\" d=\"\(hexagonPath)\"/></defs>\n"
        out += "<rect x=\"\(n(view.x))\" y=\"\(n(view.y))\" width=\"\(n(view.width))\" height=\"\(n(view.height))\""
        out += " fill=\"\(SVGNumber.hex(background))\"/>\n"
        out += "<g transform=\"translate(.5 .5)\">\n"
        var i = 0
        while i < shapes.count {
            var end = i + 1
            while end < shapes.count, shapes[end].colour == shapes[i].colour { end += 1 }
            let fill = SVGNumber.hex(shapes[i].colour)
            if end - i == 1 {
                out += use(shapes[i], fill: fill)
            } else {
                out += "<g fill=\"\(fill)\">\n"
                for shape in shapes[i..<end] { out += use(shape, fill: nil) }
                out += "</g>\n"
            }
            i = end
        }
        out += "</g>\n</svg>\n"
        return out
    }

    /// One shape: `<use xlink:href="#d" x="12" y="4" fill-opacity=".42"/>`.
    private func use(_ shape: ShapeInk, fill: String?) -> String {
        var text = "<use xlink:href=\"#\(shape.kind == .disc ? "d" : "h")\" x=\"\(shape.x)\" y=\"\(shape.y)\""
        if let fill { text += " fill=\"\(fill)\"" }
        // Three decimals, at least .001: a cell still fading keeps its shape.
        if shape.opacity < 0.9995 { text += " fill-opacity=\"\(SVGNumber.format(Double(max(shape.opacity, 0.001)), decimals: 3))\"" }
        return text + "/>\n"
    }

    /// The hexagon's outline through its six exact corners (`ShapeGeometry`), six decimals.
    private var hexagonPath: String {
        let corners = ShapeGeometry.hexagonCorners(radius: radius)
        return corners.enumerated().map { i, c in
            (i == 0 ? "M" : "L") + SVGNumber.format(c.x, decimals: 6) + " " + SVGNumber.format(c.y, decimals: 6)
        }.joined() + "Z"
    }
}
