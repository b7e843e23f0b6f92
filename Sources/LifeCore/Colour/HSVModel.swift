/// The painter's colour controls for the `hsv` palette.
///
/// Each cell's hue is chosen by noise inside `hueRange` degrees centred on
/// `hueCentre`. `purity` says how far colours stay at the pure hue: 1 gives
/// fully saturated, full-value colours; lower values let the noise pull
/// saturation and value down together (towards whites, greys and shadows).
/// With a `pulsePeriod` the hue centre swings through the range over time.
public struct HSVModel: Sendable, Equatable {
    /// Centre of the hue range, in degrees.
    public var hueCentre: Double
    /// Width of the hue range, in degrees (0…360).
    public var hueRange: Double
    /// 0…1: 1 = pure hues, 0 = hues mixed freely with white and black.
    public var purity: Double
    /// Seconds for one swing of the hue through the range; nil = no pulse.
    public var pulsePeriod: Double?

    public init(hueCentre: Double = 200, hueRange: Double = 120, purity: Double = 0.7, pulsePeriod: Double? = nil) {
        self.hueCentre = hueCentre
        self.hueRange = min(max(hueRange, 0), 360)
        self.purity = min(max(purity, 0), 1)
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
                   saturation: 1 - depart * ns,
                   value: 1 - depart * nv)
    }
}
