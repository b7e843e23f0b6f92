import LifeCore

extension Game {
    /// The control strip's actions: values set directly (where keys step them).
    mutating func applyStrip(_ action: Action) {
        switch action {
        case let .setHue(degrees):
            var hue = degrees.truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            look.colours.hsv.hueCentre = hue
            message = "hue \(Int(hue.rounded()) % 360)°"
        case let .setTone(tone):
            look.colours.hsv.tone = min(1, max(-1, tone))
            message = "tone \(Self.toneName(look.colours.hsv.tone))"
        case let .setDecay(decay):
            look.decay = Float(min(1, max(0, decay)))
            message = "decay \(Self.format(Double(look.decay)))"
        case let .setSpeed(speed):
            message = pace.set(speed)
        case let .choosePalette(palette):
            look.colours.palette = palette
            message = "palette \(palette)"
        default:
            return
        }
    }

    /// `pure`, `dark 0.4`, `pale 0.25`.
    static func toneName(_ tone: Double) -> String {
        let amount = format((abs(tone) * 100).rounded() / 100)
        return amount == "0" ? "pure" : tone < 0 ? "dark \(amount)" : "pale \(amount)"
    }
}
