/// A colour as hue (degrees, any value; wrapped to 0..<360), saturation and value (0…1).
public struct HSV: Sendable, Equatable {
    public var hue: Double
    public var saturation: Double
    public var value: Double

    public init(hue: Double, saturation: Double, value: Double) {
        self.hue = hue
        self.saturation = saturation
        self.value = value
    }

    /// The same colour as red, green, blue in 0…1 (the usual six-sector hexcone).
    public var rgb: (r: Double, g: Double, b: Double) {
        let s = min(max(saturation, 0), 1), v = min(max(value, 0), 1)
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let sector = h / 60
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

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
