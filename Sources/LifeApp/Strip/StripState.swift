import LifeCore

/// What the strip shows: the values its controls set.
public struct StripState: Sendable, Equatable {
    public var hsv: HSVModel
    public var decay: Double
    /// Generations per second.
    public var speed: Double

    public init(hsv: HSVModel, decay: Double, speed: Double) {
        self.hsv = hsv
        self.decay = decay
        self.speed = speed
    }
}
