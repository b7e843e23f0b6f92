import LifeCore

/// What the strip shows: the values its controls set.
public struct StripState: Sendable, Equatable {
    public var hsv: HSVModel
    public var decay: Double
    /// Generations per second.
    public var speed: Double
    /// The keep-alive: `keep on`, `keep held` (stepped aside after an edit), nil when off.
    public var keepAlive: String?

    public init(hsv: HSVModel, decay: Double, speed: Double, keepAlive: String? = nil) {
        self.hsv = hsv
        self.decay = decay
        self.speed = speed
        self.keepAlive = keepAlive
    }
}
