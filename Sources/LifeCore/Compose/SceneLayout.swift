/// Where the board's cells fall on a canvas: `scale` pixels per cell (any
/// positive value, e.g. 2 in a terminal or 7.5 in a recording), the board
/// centred, cells beyond the canvas cut off.
public struct SceneLayout: Sendable, Equatable {
    public let canvasWidth: Int
    public let canvasHeight: Int
    public let boardWidth: Int
    public let boardHeight: Int
    /// Canvas pixels per cell side.
    public let scale: Double
    /// Canvas position of the board's top-left corner (whole pixels; may be negative).
    public let originX: Int
    public let originY: Int

    /// Cells this size or larger are drawn as discs; smaller ones as filled squares.
    public static let discThreshold = 4.0

    public init(canvasWidth: Int, canvasHeight: Int, boardWidth: Int, boardHeight: Int, scale: Double) {
        self.canvasWidth = max(0, canvasWidth)
        self.canvasHeight = max(0, canvasHeight)
        self.boardWidth = max(0, boardWidth)
        self.boardHeight = max(0, boardHeight)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        originX = Int(((Double(self.canvasWidth) - Double(self.boardWidth) * self.scale) / 2).rounded(.down))
        originY = Int(((Double(self.canvasHeight) - Double(self.boardHeight) * self.scale) / 2).rounded(.down))
    }

    /// The largest scale at which the whole board fits the canvas.
    public static func fittingScale(boardWidth: Int, boardHeight: Int, canvasWidth: Int, canvasHeight: Int) -> Double {
        guard boardWidth > 0, boardHeight > 0 else { return 1 }
        return min(Double(canvasWidth) / Double(boardWidth), Double(canvasHeight) / Double(boardHeight))
    }

    /// Whether cells are drawn as discs (with a one-pixel gap) rather than squares.
    public var drawsDiscs: Bool { scale >= Self.discThreshold }

    /// The board cell under canvas pixel (x, y), or nil outside the board.
    /// A pixel belongs to the cell that holds its centre, as the compositor draws it.
    public func cell(atPixelX x: Int, y: Int) -> GridPoint? {
        let cx = Int(((Double(x - originX) + 0.5) / scale).rounded(.down))
        let cy = Int(((Double(y - originY) + 0.5) / scale).rounded(.down))
        guard x >= originX, y >= originY, cx < boardWidth, cy < boardHeight else { return nil }
        return GridPoint(x: cx, y: cy)
    }
}
