import LifeCore

/// Paints the control strip's row: the hue ribbon (the spectrum, hue 0° at
/// the left to 360° at the right, so through the twelve anchors red, orange,
/// yellow, chartreuse, green, spring green, cyan, azure, blue, violet,
/// magenta and rose at twelfths; the thumb, centre ± half the range, bright
/// and the rest dim, judged at each column's middle; `│` at the centre,
/// bright even when the range is 0), the purity ribbon (the centre hue
/// from black through pure to white, the tone axis of `HSVModel`, its thumb
/// tone ± the spread 1 − purity), and the fields, whose background fills
/// from the left as far as their value goes.
package enum StripPainter {
    /// Brightness of the ribbons outside their thumbs.
    static let dim = 0.4
    static let black = RGB(0, 0, 0)
    static let ink = RGB(230, 230, 230)
    static let fieldOn = RGB(64, 72, 104)
    static let fieldOff = RGB(28, 28, 32)

    /// The row for `state` laid out as `layout`, one cell per column.
    package static func cells(_ state: StripState, layout: StripLayout) -> [StripCell] {
        var row = Array(repeating: StripCell(" ", foreground: ink, background: black), count: layout.columns)
        for span in layout.spans {
            let cells: [StripCell]
            switch span.control {
            case .hue: cells = hueRibbon(state.hsv, width: span.width)
            case .purity: cells = purityRibbon(state.hsv, width: span.width)
            case .decay: cells = field("decay \(NumberText.short(state.decay))", fill: state.decay, width: span.width)
            case .speed: cells = field(speedText(state.speed), fill: speedFill(state.speed), width: span.width, right: true)
            case .pulse where state.drawing != nil:
                cells = drawingField(state.drawing ?? 1, colour: state.drawingColour, width: span.width)
            case .pulse:
                let period = state.hsv.pulsePeriod
                cells = field(period.map { "pulse \(NumberText.short($0))s" } ?? "pulse off", fill: period == nil ? 0 : 1,
                              width: span.width)
            case .floor:
                // Filled to the share of the video shown, full at 0.5, the highest step of V.
                cells = field(state.floor.map { "floor \(NumberText.short($0))" } ?? "floor -", fill: min(1, (state.floor ?? 0) / 0.5),
                              width: span.width)
            case .keepAlive where state.step != nil:
                cells = field("step \(state.step ?? "")", fill: 1, width: span.width)
            case .keepAlive:
                cells = field(state.keepAlive ?? "keep off", fill: state.keepAlive == nil ? 0 : state.keepAlive == "keep on" ? 1 : 0.5,
                              width: span.width)
            }
            row.replaceSubrange(span.start..<span.end, with: cells)
        }
        return row
    }

    /// The hue at `fraction` (0…1) of the ribbon, in degrees: the HSV model's hue circle laid flat.
    package static func hue(atFraction fraction: Double) -> Double { min(max(fraction, 0), 1) * 360 }

    /// The tone at `fraction` of the purity ribbon: −1 (black) at the left, +1 (white) at the right.
    package static func tone(atFraction fraction: Double) -> Double { min(max(fraction, 0), 1) * 2 - 1 }

    static func hueRibbon(_ hsv: HSVModel, width: Int) -> [StripCell] {
        let centre = wrapped(hsv.hueCentre)
        let mark = min(width - 1, Int(centre / 360 * Double(width)))
        return (0..<width).map { k in
            let hue = hue(atFraction: (Double(k) + 0.5) / Double(width))
            var distance = abs(hue - centre).truncatingRemainder(dividingBy: 360)
            distance = min(distance, 360 - distance)
            let inside = distance <= hsv.hueRange / 2 || k == mark
            return ribbonCell(HSV(hue: hue, saturation: 1, value: inside ? 1 : dim).rgb, marked: k == mark)
        }
    }

    static func purityRibbon(_ hsv: HSVModel, width: Int) -> [StripCell] {
        let mark = min(width - 1, Int((hsv.tone + 1) / 2 * Double(width)))
        let spread = 1 - hsv.purity
        return (0..<width).map { k in
            let tone = tone(atFraction: (Double(k) + 0.5) / Double(width))
            let inside = abs(tone - hsv.tone) <= spread || k == mark
            let c = HSVModel.toned(hue: hsv.hueCentre, tone: tone).rgb
            let scale = inside ? 1 : dim
            return ribbonCell((c.r * scale, c.g * scale, c.b * scale), marked: k == mark)
        }
    }

    /// A ribbon cell of colour `c` (0…1 channels); the marked one carries `│`
    /// in black or white, whichever stands out.
    private static func ribbonCell(_ c: (r: Double, g: Double, b: Double), marked: Bool) -> StripCell {
        let colour = RGB(byte(c.r), byte(c.g), byte(c.b))
        guard marked else { return StripCell(" ", foreground: colour, background: colour) }
        let light = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b > 0.5
        return StripCell("│", foreground: light ? black : RGB(255, 255, 255), background: colour)
    }

    /// `text` over a background filled from the left to `fill` (0…1) of `width`.
    static func field(_ text: String, fill: Double, width: Int, right: Bool = false) -> [StripCell] {
        let chars = Array(text.prefix(width))
        let pad = right ? width - chars.count : 0
        let filled = Int((min(max(fill, 0), 1) * Double(width)).rounded())
        return (0..<width).map { k in
            let i = k - pad
            let character = i >= 0 && i < chars.count ? chars[i] : " "
            return StripCell(character, foreground: ink, background: k < filled ? fieldOn : fieldOff)
        }
    }

    /// `draw N` on the drawing state's colour (black or white ink, whichever stands out), else a full field.
    static func drawingField(_ state: Int, colour: RGB?, width: Int) -> [StripCell] {
        let text = field("draw \(state)", fill: 1, width: width)
        guard let colour else { return text }
        let light = 0.299 * Double(colour.r) + 0.587 * Double(colour.g) + 0.114 * Double(colour.b) > 127.5
        return text.map { StripCell($0.character, foreground: light ? black : RGB(255, 255, 255), background: colour) }
    }

    static func speedText(_ speed: Double) -> String { "\(NumberText.short(speed))/s" }

    /// How far along the speed ladder `speed` is, 0…1 (1/count for the slowest, 1 for the fastest).
    static func speedFill(_ speed: Double) -> Double {
        let ladder = Pace.speeds
        let index = ladder.lastIndex { $0 <= speed * 1.0001 } ?? -1
        return Double(index + 1) / Double(ladder.count)
    }

    private static func wrapped(_ degrees: Double) -> Double {
        let d = degrees.truncatingRemainder(dividingBy: 360)
        return d < 0 ? d + 360 : d
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
}
