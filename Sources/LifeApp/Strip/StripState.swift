import LifeCore

/// What the strip shows: the values its controls set.
package struct StripState: Sendable, Equatable {
    package var hsv: HSVModel
    package var decay: Double
    /// Generations per second.
    package var speed: Double
    /// The keep-alive: `keep on`, `keep held` (stepped aside after an edit), nil when off.
    package var keepAlive: String?
    /// A giant's step (`2^8`), shown in the keep-alive's place (a giant has none); nil on a board.
    package var step: String?
    /// The video's floor where it has a part in the picture (`PaintOptions.floorShown`); nil: `floor -`.
    package var floor: Double?
    /// The drawing state under a rule of more than two states, shown in the
    /// pulse's place (`draw 2`, on its colour); nil: the pulse.
    package var drawing: Int?
    /// The drawing state's colour (a rule file's); nil: the fields' own.
    package var drawingColour: RGB?

    package init(hsv: HSVModel, decay: Double, speed: Double, keepAlive: String? = nil, step: String? = nil,
                 floor: Double? = nil) {
        self.hsv = hsv
        self.decay = decay
        self.speed = speed
        self.keepAlive = keepAlive
        self.step = step
        self.floor = floor
    }
}
