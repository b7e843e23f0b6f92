/// The rectangle an RLE file's header declares around its cells (`x = W, y = H`),
/// and where the cells' trimmed box lies in it: what Golly places a pattern by
/// when no `#CXRLE Pos=` says where (`Pattern.gollyPosition`).
public struct PatternFrame: Sendable, Hashable {
    /// The trimmed box's top-left, counted from the frame's top-left (the file's first row and column).
    public var offset: GridPoint
    /// The header's `x`.
    public var width: Int
    /// The header's `y`.
    public var height: Int

    public init(offset: GridPoint, width: Int, height: Int) {
        self.offset = offset
        self.width = width
        self.height = height
    }
}
