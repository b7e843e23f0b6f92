/// Where Golly puts a pattern it reads (gollybase/readpattern.cpp, `readrle`),
/// in Golly's coordinates: x grows right, y down, and a W×H grid's top-left
/// cell is (−⌊W/2⌋, −⌊H/2⌋) (`Grid.origin`).
extension Pattern {
    /// The top-left of the live cells' box as Golly places the file on `grid`
    /// (nil: the unbounded plane):
    /// - where `#CXRLE Pos=` says (`position`);
    /// - else, on a grid, the header's frame centred, its top-left at
    ///   (−⌊x/2⌋, −⌊y/2⌋), when both its sides are above 0 and fit the grid's
    ///   (a side of 0 on the grid fits anything); else the frame at the grid's
    ///   top-left corner;
    /// - else, on the plane, the frame's top-left at (0, 0).
    ///
    /// Nil when the file gives nothing to place by (no position and no frame:
    /// plaintext and Life 1.05/1.06 files, built-in patterns); the caller centres those.
    public func gollyPosition(on grid: Grid?) -> GridPoint? {
        if let position { return position }
        guard let frame else { return nil }
        var corner = GridPoint(x: 0, y: 0)
        if let grid {
            let fits = frame.width > 0 && frame.height > 0
                && (grid.width == 0 || frame.width <= grid.width) && (grid.height == 0 || frame.height <= grid.height)
            corner = fits ? GridPoint(x: -(frame.width / 2), y: -(frame.height / 2)) : grid.origin
        }
        return GridPoint(x: corner.x + frame.offset.x, y: corner.y + frame.offset.y)
    }
}
