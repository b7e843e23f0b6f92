/// A rectangle of cells: the column and row of its top-left cell and its size in cells.
public struct CellRect: Sendable, Hashable, CustomStringConvertible {
    /// Column of the leftmost cell.
    public var x: Int
    /// Row of the topmost cell.
    public var y: Int
    /// Number of columns.
    public var width: Int
    /// Number of rows.
    public var height: Int

    /// A rectangle from its top-left cell and its size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the cell (x, y) lies inside.
    public func contains(x cx: Int, y cy: Int) -> Bool {
        cx >= x && cy >= y && cx - x < width && cy - y < height
    }

    /// `WxH+X+Y`, the X11 geometry form.
    /// The smallest rectangle holding both.
    public func union(_ other: CellRect) -> CellRect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return CellRect(x: x0, y: y0, width: max(x + width, other.x + other.width) - x0,
                        height: max(y + height, other.y + other.height) - y0)
    }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
