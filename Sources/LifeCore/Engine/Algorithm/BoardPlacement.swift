/// Where a board an engine holds its universe on lies in Golly's coordinates,
/// and which of its cells a point of the plane shows (`LifeAlgorithm.draw`):
/// the board is a bounded grid itself, or on Golly's plane or a grid with one
/// unbounded side (a tube) a stretch of it grown round the cells.
struct BoardPlacement {
    /// The grid (a side of 0 unbounded); nil on Golly's plane.
    let grid: Grid?
    /// Golly's coordinates of the board's top-left cell.
    let corner: GridPoint
    let width: Int, height: Int

    /// The board cell Golly's (x, y) shows: on a bounded grid the cell the
    /// joins bring there (nil off a bounded plane); along a finite side of a
    /// tube folded round a torus' join; nil beyond the board along an open side.
    func cell(_ x: Int, _ y: Int) -> GridPoint? {
        let bx = x &- corner.x, by = y &- corner.y
        guard let grid else {
            return bx >= 0 && by >= 0 && bx < width && by < height ? GridPoint(x: bx, y: by) : nil
        }
        if grid.isFinite { return grid.topology.fold(bx, by, width: width, height: height) }
        func finite(_ v: Int, _ length: Int) -> Int? {
            grid.topology == .torus ? Board.wrapped(v, length) : (0..<length).contains(v) ? v : nil
        }
        func open(_ v: Int, _ length: Int) -> Int? { (0..<length).contains(v) ? v : nil }
        guard let cx = grid.width == 0 ? open(bx, width) : finite(bx, width),
              let cy = grid.height == 0 ? open(by, height) : finite(by, height) else { return nil }
        return GridPoint(x: cx, y: cy)
    }
}
