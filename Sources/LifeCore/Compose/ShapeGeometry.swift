/// The exact outlines of the cell shapes, in one place for the raster
/// compositors and the SVG export, so both draw the same figure.
///
/// Every shape is centred on its cell. `radius` is a disc's radius; a
/// hexagon has the same circumradius, so it fits inside the disc: corners at
/// (0, ∓r) and (±r·√3/2, ∓r/2), flat sides left and right (the apothem,
/// r·√3/2, is half its width).
public enum ShapeGeometry {
    /// √3 / 2: a hexagon's apothem per unit of circumradius.
    public static let apothem = 0.866_025_403_784_438_6

    /// Radius in cell sides of a shape on a picture with `pixelsPerCell`
    /// pixels per cell: half a cell less half a pixel, leaving a one-pixel
    /// gap between neighbours as the raster draws them. Below 8 pixels per
    /// cell (a vector picture has no pixel) the gap stays an eighth of a cell.
    public static func gappedRadius(pixelsPerCell: Double) -> Double {
        let p = max(8, pixelsPerCell.isFinite ? pixelsPerCell : 8)
        return (p - 1) / (2 * p)
    }

    /// Radius in cell sides of the `geometric` palette's shapes: wider than
    /// a cell, so neighbours overlap and their translucent colours blend, as
    /// in the wallpaper the palette comes from.
    public static let overlappingRadius = 0.65

    /// The six corners of a hexagon of circumradius `radius` centred on the
    /// origin, clockwise from the top (y grows downwards).
    public static func hexagonCorners(radius r: Double) -> [(x: Double, y: Double)] {
        let a = apothem * r
        return [(0, -r), (a, -r / 2), (a, r / 2), (0, r), (-a, r / 2), (-a, -r / 2)]
    }

    /// How far (dx, dy) lies outside the shape's edge (negative inside), for
    /// anti-aliasing. Exact for a disc and along a hexagon's sides; near a
    /// hexagon's corners it is the distance to the nearer side's line.
    @inlinable
    public static func signedDistance(_ kind: ShapeKind, dx: Double, dy: Double, radius: Double) -> Double {
        switch kind {
        case .disc:
            return (dx * dx + dy * dy).squareRoot() - radius
        case .hexagon:
            let x = abs(dx), y = abs(dy)
            return max(x, 0.5 * x + apothem * y) - apothem * radius
        }
    }

    /// The fraction (0…1) of a one-pixel square centred at (dx, dy) that the
    /// shape covers, approximated by the signed distance of its centre.
    @inlinable
    public static func coverage(_ kind: ShapeKind, dx: Double, dy: Double, radius: Double) -> Double {
        min(max(0.5 - signedDistance(kind, dx: dx, dy: dy, radius: radius), 0), 1)
    }
}
