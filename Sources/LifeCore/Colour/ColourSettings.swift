/// What decides the cells' colours, apart from the board size.
public struct ColourSettings: Sendable, Equatable {
    public var palette: Palette
    /// nil: Perlin's reference permutation (the original look); else a shuffled one.
    /// Also seeds the `geometric` choices.
    public var seed: UInt64?
    public var hsv: HSVModel
    /// When true the noise's fourth coordinate moves with time, so colours drift.
    public var animated: Bool

    public init(palette: Palette = .perlin, seed: UInt64? = nil, hsv: HSVModel = HSVModel(), animated: Bool = false) {
        self.palette = palette
        self.seed = seed
        self.hsv = hsv
        self.animated = animated
    }

    /// Whether the colours change with time (and so are recomputed every frame).
    public var isTimeDependent: Bool {
        switch palette {
        case .mono, .geometric: return false
        case .hsv: return animated || hsv.pulsePeriod != nil
        case .perlin, .birthday: return animated
        }
    }
}
