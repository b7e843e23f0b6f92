/// The eight symmetries of a square: four rotations, each optionally mirrored.
///
/// Coordinates are screen-like (y grows downwards), so `rotate90` turns a
/// pattern clockwise as seen on screen.
public enum Orientation: String, Sendable, CaseIterable {
    case identity
    /// A quarter turn clockwise.
    case rotate90
    case rotate180
    /// A quarter turn anticlockwise.
    case rotate270
    /// Mirrored left to right.
    case flipHorizontal
    /// Mirrored top to bottom.
    case flipVertical
    /// Mirrored in the main diagonal: (x, y) becomes (y, x).
    case transpose
    /// Mirrored in the other diagonal.
    case antiTranspose

    /// Whether width and height trade places.
    public var swapsAxes: Bool {
        switch self {
        case .rotate90, .rotate270, .transpose, .antiTranspose: true
        default: false
        }
    }

    /// Where cell (x, y) of a `width`×`height` box lands in the oriented box.
    public func map(_ p: GridPoint, width: Int, height: Int) -> GridPoint {
        let (x, y, w, h) = (p.x, p.y, width, height)
        switch self {
        case .identity: return GridPoint(x: x, y: y)
        case .rotate90: return GridPoint(x: h - 1 - y, y: x)
        case .rotate180: return GridPoint(x: w - 1 - x, y: h - 1 - y)
        case .rotate270: return GridPoint(x: y, y: w - 1 - x)
        case .flipHorizontal: return GridPoint(x: w - 1 - x, y: y)
        case .flipVertical: return GridPoint(x: x, y: h - 1 - y)
        case .transpose: return GridPoint(x: y, y: x)
        case .antiTranspose: return GridPoint(x: h - 1 - y, y: w - 1 - x)
        }
    }
}

extension Pattern {
    /// The pattern turned or mirrored; name, comments and rule are kept.
    public func oriented(_ orientation: Orientation) -> Pattern {
        guard orientation != .identity else { return self }
        let (w, h) = orientation.swapsAxes ? (height, width) : (width, height)
        let perRow = (w + 63) >> 6
        let count = perRow * h, planeCount = self.planeCount
        var out = [UInt64](repeating: 0, count: count), outPlanes = [UInt64](repeating: 0, count: planeCount * count)
        forEachLiveCell { c in
            let p = orientation.map(c, width: width, height: height)
            let bit: UInt64 = 1 << UInt64(p.x & 63), index = p.y * perRow + (p.x >> 6)
            out[index] |= bit
            guard planeCount > 0 else { return }
            let state = self.state(x: c.x, y: c.y) - 1
            for plane in 0..<planeCount where state >> plane & 1 == 1 { outPlanes[plane * count + index] |= bit }
        }
        return Pattern(width: w, height: h, words: out, planes: outPlanes, name: name, comments: comments, rule: rule)
    }
}
