/// A rectangle on the unbounded plane, in Golly's coordinates (x right, y down),
/// wide enough for any pattern HashLife can reach.
public struct PlaneRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Int128
    public var y: Int128
    public var width: Int128
    public var height: Int128

    public init(x: Int128, y: Int128, width: Int128, height: Int128) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height) at (\(x), \(y))" }
}
