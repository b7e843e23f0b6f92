/// One terminal cell's size in screen pixels.
public struct CellPixels: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
