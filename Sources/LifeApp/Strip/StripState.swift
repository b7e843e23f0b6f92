import LifeCore

/// What the strip shows: the values its controls set.
package struct StripState: Sendable, Equatable {
    package var hsv: HSVModel
    package var decay: Double
    /// Generations per second.
    package var speed: Double
    /// The keep-alive: `keep on`, `keep held` (stepped aside after an edit), nil when off.
    package var keepAlive: String?

    package init(hsv: HSVModel, decay: Double, speed: Double, keepAlive: String? = nil) {
        self.hsv = hsv
        self.decay = decay
        self.speed = speed
        self.keepAlive = keepAlive
    }
}
