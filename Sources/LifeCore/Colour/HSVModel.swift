/// The painter's colour controls for the `hsv` palette.
///
/// Each cell's hue is chosen by noise inside `hueRange` degrees centred on
/// `hueCentre`. `purity` says how far colours stay at the pure hue: 1 gives
/// fully saturated, full-value colours; lower values let the noise pull
/// saturation and value down together (towards whites, greys and shadows).
/// `tone` moves the colours along the line from dark (−1: black) through the
/// pure hue (0) to pale (+1: white), the axis of the control strip's purity
/// ribbon, where purity is the spread around it. With a `pulsePeriod` the hue
/// centre swings through the range over time.
public struct HSVModel: Sendable, Equatable {
    /// Centre of the hue range, in degrees.
    public var hueCentre: Double
    /// Width of the hue range, in degrees (0…360).
    public var hueRange: Double
    /// 0…1: 1 = pure hues, 0 = hues mixed freely with white and black.
    public var purity: Double
    /// −1…1: dark (value lowered) below 0, pale (saturation lowered) above, 0 the pure hue.
    public var tone: Double
    /// Seconds for one swing of the hue through the range; nil = no pulse.
    public var pulsePeriod: Double?

    public init(hueCentre: Double = 200, hueRange: Double = 120, purity: Double = 0.7, tone: Double = 0,
                pulsePeriod: Double? = nil) {
        self.hueCentre = hueCentre
        self.hueRange = min(max(hueRange, 0), 360)
        self.purity = min(max(purity, 0), 1)
        self.tone = min(max(tone, -1), 1)
        self.pulsePeriod = pulsePeriod
    }

    /// The colour for noise samples `n` (hue), `ns` (saturation), `nv` (value),
    /// each in 0…1, at `time` seconds.
    public func colour(n: Double, ns: Double, nv: Double, time: Double) -> HSV {
        var centre = hueCentre
        if let period = pulsePeriod, period > 0 {
            centre += hueRange / 2 * sin2pi(time / period)
        }
        let depart = 1 - purity
        return HSV(hue: centre + (n - 0.5) * hueRange,
                   saturation: 1 - min(1, max(0, tone) + depart * ns),
                   value: 1 - min(1, max(0, -tone) + depart * nv))
    }

    /// The colour at `tone` (−1…1) of the pure `hue`: what the purity ribbon
    /// shows, and what a cell gets with that tone, purity 1.
    public static func toned(hue: Double, tone: Double) -> HSV {
        let t = min(max(tone, -1), 1)
        return HSV(hue: hue, saturation: 1 - max(0, t), value: 1 - max(0, -t))
    }
}
