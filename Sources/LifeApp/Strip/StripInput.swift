/// Turns mouse reports on the control strip into actions. A press on a part
/// takes it: its value follows the pointer (drag) until the release, even
/// off the part (clamped to its ends) or off the row. The wheel over a part
/// changes its range or steps its value; a press on a switch flips it.
///
/// - hue ribbon: press/drag → hue centre under the pointer; wheel up/down →
///   range wider/narrower. Touching it switches to the `hsv` palette.
/// - purity ribbon: press/drag → tone under the pointer (dark … pure … pale);
///   wheel up/down → wider/narrower spread (less/more purity). Also `hsv`.
/// - decay and speed: press/drag → the value at the pointer; wheel up/down → one step up/down.
/// - pulse: press → on/off.
/// - keep-alive: press → on/off, or back after an edit made it step aside.
/// - floor: press → the next step of the video's floor, as `V`; wheel up/down → the next / the one before.
package struct StripInput: Sendable {
    /// The part a press took, until the release.
    package private(set) var captured: StripLayout.Control?

    package init() {}

    /// Whether the strip takes `report`: while it holds a part, everything;
    /// else presses and wheel turns on its row. Other reports (a drag from the
    /// canvas passing over the row) belong to the canvas.
    package func takes(_ report: MouseReport, stripRow: Int) -> Bool {
        if captured != nil { return true }
        switch report.kind {
        case .press, .wheelUp, .wheelDown: return report.row == stripRow
        case .release, .motion: return false
        }
    }

    /// Actions for `report` on a strip laid out as `layout`. `hsvActive`: the
    /// `hsv` palette paints already (else touching a ribbon switches to it).
    /// `giant`: the keep-alive's field shows a giant's step, which the wheel changes.
    /// `drawing`: the pulse's field shows the drawing state, which a click and the wheel step.
    package mutating func actions(for report: MouseReport, layout: StripLayout, hsvActive: Bool, giant: Bool = false,
                                  drawing: Bool = false) -> [Action] {
        // The pointer's column: exact with the pixel mouse, else the middle of the cell.
        let column = report.fineColumn ?? Double(report.column) + 0.5
        switch report.kind {
        case .press(.left):
            guard let (control, fraction) = layout.hit(column: column) else { return [] }
            if control == .pulse { return [drawing ? .drawingState(1) : .togglePulse] }
            if control == .floor { return [.videoFloor(1)] }
            if control == .keepAlive { return giant ? [] : [.toggleKeepAlive] }
            captured = control
            return set(control, fraction, layout: layout, hsvActive: hsvActive)
        case .press(.right):
            return []
        case .motion:
            guard let control = captured, let fraction = layout.fraction(of: control, column: column) else { return [] }
            return set(control, fraction, layout: layout, hsvActive: true)
        case .release:
            defer { captured = nil }
            guard let control = captured, let fraction = layout.fraction(of: control, column: column) else { return [] }
            return set(control, fraction, layout: layout, hsvActive: true)
        case .wheelUp, .wheelDown:
            guard let (control, _) = layout.hit(column: column) else { return [] }
            let up = report.kind == .wheelUp
            switch control {
            case .hue: return palette(hsvActive) + [.hueRange(up ? 1 : -1)]
            case .purity: return palette(hsvActive) + [.purity(up ? -1 : 1)]
            case .decay: return [.decay(up ? 1 : -1)]
            case .speed: return [.speed(up ? 1 : -1)]
            case .keepAlive where giant: return [.stepExponent(up ? 1 : -1)]
            case .pulse where drawing: return [.drawingState(up ? 1 : -1)]
            case .floor: return [.videoFloor(up ? 1 : -1)]
            case .pulse, .keepAlive: return []
            }
        }
    }

    private func set(_ control: StripLayout.Control, _ fraction: Double, layout: StripLayout, hsvActive: Bool) -> [Action] {
        switch control {
        case .hue: return palette(hsvActive) + [.setHue(Self.hundredths(StripPainter.hue(atFraction: fraction)))]
        case .purity: return palette(hsvActive) + [.setTone(Self.hundredths(StripPainter.tone(atFraction: fraction)))]
        case .decay: return [.setDecay(Self.hundredths(Self.slider(fraction, width: layout.span(.decay)?.width ?? 1)))]
        case .speed:
            let ladder = Pace.speeds
            let step = Self.slider(fraction, width: layout.span(.speed)?.width ?? 1) * Double(ladder.count - 1)
            return [.setSpeed(ladder[Int(step.rounded())])]
        case .pulse, .keepAlive, .floor: return []
        }
    }

    /// A slider's value, 0…1, from where in it the pointer is: the middle of
    /// its first cell is 0 and of its last 1, so a click reaches both ends.
    static func slider(_ fraction: Double, width: Int) -> Double {
        guard width > 1 else { return min(1, max(0, fraction)) }
        return min(1, max(0, (fraction * Double(width) - 0.5) / Double(width - 1)))
    }

    static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    private func palette(_ hsvActive: Bool) -> [Action] { hsvActive ? [] : [.choosePalette(.hsv)] }
}
