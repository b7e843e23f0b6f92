/// Where the board's cells fall on a canvas: `scaleX` pixels per cell across
/// and `scaleY` down (any positive values, e.g. 2 in a terminal or 7.5 in a
/// recording; they differ where the canvas's pixels are not square, as a
/// quadrant's 1:2 pixels are, so that a cell is square on screen), the board
/// centred, cells beyond the canvas cut off.
public struct SceneLayout: Sendable, Equatable {
    public let canvasWidth: Int
    public let canvasHeight: Int
    public let boardWidth: Int
    public let boardHeight: Int
    /// Canvas pixels per cell, across and down.
    public let scaleX: Double
    public let scaleY: Double
    /// Canvas position of the board's top-left corner (whole pixels; may be negative).
    public let originX: Int
    public let originY: Int

    /// Cells covering this many pixels or more (the geometric mean of their
    /// sides at least 4) are drawn as discs; smaller ones as filled rectangles.
    public static let discThreshold = 4.0

    /// Cells of `scaleX × scaleY` pixels.
    public init(canvasWidth: Int, canvasHeight: Int, boardWidth: Int, boardHeight: Int, scaleX: Double, scaleY: Double) {
        self.canvasWidth = max(0, canvasWidth)
        self.canvasHeight = max(0, canvasHeight)
        self.boardWidth = max(0, boardWidth)
        self.boardHeight = max(0, boardHeight)
        self.scaleX = scaleX.isFinite && scaleX > 0 ? scaleX : 1
        self.scaleY = scaleY.isFinite && scaleY > 0 ? scaleY : self.scaleX
        originX = Int(((Double(self.canvasWidth) - Double(self.boardWidth) * self.scaleX) / 2).rounded(.down))
        originY = Int(((Double(self.canvasHeight) - Double(self.boardHeight) * self.scaleY) / 2).rounded(.down))
    }

    /// Square cells of `scale` pixels a side, on square pixels.
    public init(canvasWidth: Int, canvasHeight: Int, boardWidth: Int, boardHeight: Int, scale: Double) {
        self.init(canvasWidth: canvasWidth, canvasHeight: canvasHeight, boardWidth: boardWidth, boardHeight: boardHeight,
                  scaleX: scale, scaleY: scale)
    }

    /// The largest scale across at which the whole board fits the canvas, its
    /// cells `aspect` times as many pixels down as across.
    public static func fittingScale(boardWidth: Int, boardHeight: Int, canvasWidth: Int, canvasHeight: Int,
                                    aspect: Double = 1) -> Double {
        guard boardWidth > 0, boardHeight > 0 else { return 1 }
        let down = aspect.isFinite && aspect > 0 ? aspect : 1
        return min(Double(canvasWidth) / Double(boardWidth), Double(canvasHeight) / (Double(boardHeight) * down))
    }

    /// Whether cells are drawn as discs (with a one-pixel gap) rather than rectangles.
    public var drawsDiscs: Bool { cellSide >= Self.discThreshold }

    /// A pixel's sides on screen in units of a pixel of area 1: distances
    /// measured in them make shapes round on pixels of any shape.
    public var screenUnits: (across: Double, down: Double) { ((scaleY / scaleX).squareRoot(), (scaleX / scaleY).squareRoot()) }

    /// A cell's side in those units.
    public var cellSide: Double { (scaleX * scaleY).squareRoot() }

    /// The board cell under canvas pixel (x, y), or nil outside the board.
    /// A pixel belongs to the cell that holds its centre, as the compositor draws it.
    public func cell(atPixelX x: Int, y: Int) -> GridPoint? {
        let cx = Int(((Double(x - originX) + 0.5) / scaleX).rounded(.down))
        let cy = Int(((Double(y - originY) + 0.5) / scaleY).rounded(.down))
        guard x >= originX, y >= originY, cx < boardWidth, cy < boardHeight else { return nil }
        return GridPoint(x: cx, y: cy)
    }
}
