/// Where a point beyond a grid's edge lands: the one rule behind the ring the
/// board steps with, stamping and painting across an edge, and the view past it.
extension Topology {
    /// The grid cell that plane point (x, y) stands for on a `width × height`
    /// grid, or nil when it stands for none (off a bounded plane; far off a sphere).
    ///
    /// Inside the grid a point is itself. Off it, the plane is tiled with copies
    /// of the grid as the joins glue them: a torus repeats the grid; a shifted
    /// torus offsets each row of copies by the shift (going down through the
    /// bottom edge moves a cell `by` to the right); a Klein bottle mirrors every
    /// other copy along its twisted edges (around the middle, or one cell
    /// further round with Golly's `*+1`); a cross-surface mirrors across in
    /// alternate rows of copies and down in alternate columns. A sphere's top
    /// edge meets its left edge and its bottom edge its right, so a point left
    /// of the grid at row i, k cells out, is cell (i, k − 1) — its mirror in
    /// the diagonal — and likewise round the other three sides.
    ///
    /// One cell out, this is Golly's border ring exactly (`CreateBorderCells`,
    /// gollybase/lifealgo.cpp), corners included: on a cross-surface or sphere
    /// the cell beyond a corner is that corner itself.
    public func fold(_ x: Int, _ y: Int, width w: Int, height h: Int) -> GridPoint? {
        if x >= 0, y >= 0, x < w, y < h { return GridPoint(x: x, y: y) }
        let rx = Self.mod(x, w), ry = Self.mod(y, h)
        /// How many grid widths (heights) the point lies right of (below) the grid; negative left (above).
        var across: Int { Self.floorDiv(x, w) }
        var down: Int { Self.floorDiv(y, h) }
        switch self {
        case .bounded:
            return nil
        case .torus:
            return GridPoint(x: rx, y: ry)
        case let .shiftedTorus(.horizontal, by):
            return GridPoint(x: Self.mod(x + Self.mod(down, w) * by, w), y: ry)
        case let .shiftedTorus(.vertical, by):
            return GridPoint(x: rx, y: Self.mod(y + Self.mod(across, h) * by, h))
        case let .kleinBottle(.horizontal, shifted):
            guard down & 1 == 1 else { return GridPoint(x: rx, y: ry) }
            return GridPoint(x: Self.mod(w - (shifted ? 2 : 1) - rx, w), y: ry)
        case let .kleinBottle(.vertical, shifted):
            guard across & 1 == 1 else { return GridPoint(x: rx, y: ry) }
            return GridPoint(x: rx, y: Self.mod(h - (shifted ? 2 : 1) - ry, h))
        case .crossSurface:
            return GridPoint(x: down & 1 == 1 ? w - 1 - rx : rx, y: across & 1 == 1 ? h - 1 - ry : ry)
        case .sphere:
            return Self.sphereFold(x, y, side: w)
        }
    }

    /// Where grid cell `cell` lies in the copy of the grid `tile` copies across
    /// and down from it (`fold`'s tiling; tile (0, 0) is the grid itself): the
    /// plane point in that copy that `fold` takes to `cell`. Nil for the
    /// bounded plane and the sphere, which do not tile the plane.
    public func unfold(_ cell: GridPoint, tile: GridPoint, width w: Int, height h: Int) -> GridPoint? {
        var x = cell.x, y = cell.y
        switch self {
        case .bounded, .sphere:
            return nil
        case .torus:
            break
        case let .shiftedTorus(.horizontal, by):
            x = Self.mod(x - Self.mod(tile.y, w) * by, w)
        case let .shiftedTorus(.vertical, by):
            y = Self.mod(y - Self.mod(tile.x, h) * by, h)
        case let .kleinBottle(.horizontal, shifted):
            if tile.y & 1 == 1 { x = Self.mod(w - (shifted ? 2 : 1) - x, w) }
        case let .kleinBottle(.vertical, shifted):
            if tile.x & 1 == 1 { y = Self.mod(h - (shifted ? 2 : 1) - y, h) }
        case .crossSurface:
            if tile.y & 1 == 1 { x = w - 1 - x }
            if tile.x & 1 == 1 { y = h - 1 - y }
        }
        return GridPoint(x: tile.x * w + x, y: tile.y * h + y)
    }

    /// After how many cells across and down `fold`'s tiling repeats itself on a
    /// `width × height` grid: the grid's size on a torus, twice it along a twist,
    /// the width times the number of shifts that come round again along a shift;
    /// nil for the bounded plane and the sphere.
    public func period(width w: Int, height h: Int) -> (width: Int, height: Int)? {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        switch self {
        case .bounded, .sphere: return nil
        case .torus: return (w, h)
        case let .shiftedTorus(.horizontal, by): return (w, h * (w / gcd(w, abs(by))))
        case let .shiftedTorus(.vertical, by): return (w * (h / gcd(h, abs(by))), h)
        case .kleinBottle(.horizontal, _): return (w, 2 * h)
        case .kleinBottle(.vertical, _): return (2 * w, h)
        case .crossSurface: return (2 * w, 2 * h)
        }
    }

    /// `fold` on an `n × n` sphere: each step mirrors a point beyond one edge in
    /// the diagonal through the corner that edge shares with its partner, which
    /// brings it nearer; a point still outside after eight steps (many sides away) is nil.
    private static func sphereFold(_ x: Int, _ y: Int, side n: Int) -> GridPoint? {
        var x = x, y = y
        for _ in 0..<8 {
            if x >= 0, y >= 0, x < n, y < n { return GridPoint(x: x, y: y) }
            if x < 0 {
                (x, y) = (y, -1 - x)
            } else if x >= n {
                (x, y) = (y, 2 * n - 1 - x)
            } else if y < 0 {
                (x, y) = (-1 - y, x)
            } else {
                (x, y) = (2 * n - 1 - y, x)
            }
        }
        return nil
    }

    /// `a` modulo `n`, in 0..<n also for negative `a`.
    static func mod(_ a: Int, _ n: Int) -> Int {
        let r = a % n
        return r < 0 ? r + n : r
    }

    /// `a / n` rounded down, also for negative `a`.
    static func floorDiv(_ a: Int, _ n: Int) -> Int {
        let q = a / n
        return a % n < 0 ? q - 1 : q
    }
}
