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
