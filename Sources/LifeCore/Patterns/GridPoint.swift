/// A cell position: `x` grows to the right (east), `y` grows downwards (south).
public struct GridPoint: Sendable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }
}
