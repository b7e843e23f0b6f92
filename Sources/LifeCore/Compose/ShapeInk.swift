/// One cell as a shape in a picture: which cell, which shape, its colour, and
/// how opaquely it is laid over the background and the shapes drawn before it.
///
/// The one description of the board's shapes that both the layered raster
/// compositor and the SVG export draw, so the two show the same picture.
public struct ShapeInk: Sendable, Equatable {
    /// The board cell.
    public var x: Int
    public var y: Int
    public var kind: ShapeKind
    public var colour: RGB
    /// 0…1: the palette's opacity for the cell times its fading intensity.
    public var opacity: Float
    /// Drawing order: lower layers first, and row-major within a layer.
    public var layer: UInt8

    public init(x: Int, y: Int, kind: ShapeKind, colour: RGB, opacity: Float, layer: UInt8) {
        self.x = x
        self.y = y
        self.kind = kind
        self.colour = colour
        self.opacity = opacity
        self.layer = layer
    }

    /// Every lit cell of `mask` (alive, or fading with intensity above 0) in
    /// drawing order. A cell's colour is its palette colour; in light mode
    /// the other palettes' colours are inverted (laid over white at opacity k,
    /// 255 − c shows as 255 − c·k, the inverted mask the raster draws), while
    /// `geometric` lays its swatches over white as they are.
    public static func collect(mask: DecayMask, colours: CellColours, shape: CellShape, seed: UInt64,
                               palette: Palette, light: Bool) -> [ShapeInk] {
        let w = mask.width, h = mask.height
        guard w == colours.width, h == colours.height else { return [] }
        let invert = light && palette != .geometric
        let layers = Int(colours.layer.max() ?? 0) + 1
        var buckets = [[ShapeInk]](repeating: [], count: layers)
        mask.intensity.withUnsafeBufferPointer { level in
            for y in 0..<h {
                for x in 0..<w {
                    let i = y * w + x, k = level[i]
                    guard k > 0 else { continue }
                    func byte(_ v: Float) -> UInt8 {
                        let b = UInt8(min(max(v, 0), 1) * 255 + 0.5)
                        return invert ? 255 - b : b
                    }
                    let colour = RGB(byte(colours.rgb[i * 3]), byte(colours.rgb[i * 3 + 1]), byte(colours.rgb[i * 3 + 2]))
                    let layer = colours.layer[i]
                    buckets[Int(layer)].append(ShapeInk(x: x, y: y, kind: shape.kind(x: x, y: y, seed: seed), colour: colour,
                                                        opacity: colours.opacity[i] * k, layer: layer))
                }
            }
        }
        return buckets.flatMap { $0 }
    }
}
