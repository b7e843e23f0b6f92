import LifeCore

/// The look's keys: palette, hue, purity, decay, and the switches of the
/// picture (video, mirror, light mode, fit, drift, pulse).
extension Game {
    mutating func applyLook(_ action: Action) {
        switch action {
        case let .palette(delta):
            look.colours.palette = Self.palette(after: look.colours.palette, delta)
            message = "palette \(look.colours.palette)"
        case let .hue(delta):
            var hue = (look.colours.hsv.hueCentre + Double(delta) * 15).truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            look.colours.hsv.hueCentre = hue
            message = "hue \(Int(hue))°" + hsvHint
        case let .hueRange(delta):
            look.colours.hsv.hueRange = min(360, max(0, look.colours.hsv.hueRange + Double(delta) * 15))
            message = "hue range \(Int(look.colours.hsv.hueRange))°" + hsvHint
        case let .purity(delta):
            look.colours.hsv.purity = Self.step(look.colours.hsv.purity, by: Double(delta) * 0.1)
            message = "purity \(Self.format(look.colours.hsv.purity))" + hsvHint
        case let .decay(delta):
            look.decay = Float(Self.step(Double(look.decay), by: Double(delta) * 0.1))
            message = "decay \(Self.format(Double(look.decay)))"
        case let .videoFloor(delta):
            look.videoFloor = Float(Self.floor(after: Double(look.videoFloor), delta))
            message = "video floor \(Self.format(Double(look.videoFloor)))" + (look.videoFloor == 0
                ? ": the original look, the minimum of the mask and the video" : ": the video at that share where no cell is lit")
                + floorHint
        case .toggleVideo:
            look.showVideo.toggle()
            message = look.showVideo ? "video on" : "video off"
        case .toggleMirror:
            look.mirror.toggle()
            message = look.mirror ? "mirrored" : "not mirrored"
        case .toggleLight:
            look.lightMode.toggle()
            message = look.lightMode ? "light mode" : "dark mode"
        case .toggleFit:
            look.scaling = look.scaling == .cover ? .fit : .cover
            message = look.scaling == .fit ? "video fits (whole picture)" : "video covers (cropped)"
        case .toggleAnimated:
            look.colours.animated.toggle()
            message = (look.colours.animated ? "colours drift" : "colours still") + noiseHint
        case .togglePulse:
            if look.colours.hsv.pulsePeriod == nil {
                look.colours.hsv.pulsePeriod = pulsePeriod
                message = "hue pulse every \(Self.format(pulsePeriod)) s" + hsvHint
            } else {
                look.colours.hsv.pulsePeriod = nil
                message = "hue pulse off" + hsvHint
            }
        case .toggleIcons:
            toggleIcons()
        default:
            assertionFailure("not a look action: \(action)")
        }
    }

    /// `I`: the rule's icons on or off (`PaintOptions.icons`); a rule without icons says so.
    private mutating func toggleIcons() {
        guard let icons = Self.icons(of: rule) else {
            message = "\(rule) has no icons"
            return
        }
        look.icons = look.icons == nil ? icons : nil
        message = look.icons == nil ? "icons off: plain cells"
            : "icons on: drawn where a cell is 7 pixels or more on pictures (kitty, sixel, recordings)"
    }

    /// The floors `V` steps through: 0, the original look (the minimum of the
    /// mask and the video), 0.15, 0.3 (the default) and 0.5.
    package static let floors = [0, 0.15, 0.3, 0.5]

    /// The floor `delta` steps along `floors` from `floor` (a value between
    /// two, from `--floor`, goes to the next one up or down), round from the end.
    package static func floor(after floor: Double, _ delta: Int) -> Double {
        let n = floors.count
        if delta > 0 { return floors.first { $0 > floor + 1e-6 } ?? floors[0] }
        if delta < 0 { return floors.last { $0 < floor - 1e-6 } ?? floors[n - 1] }
        return floor
    }

    /// The floor shows in dark mode over a video only: say why when it does not.
    private var floorHint: String {
        if look.lightMode { return " (light mode keeps its own rule: l)" }
        if !look.showVideo { return " (the video is off: v)" }
        return ""
    }

    /// What the status line and the strip say of the floor: nil where it has
    /// no part in the picture (light mode, the video off, the video alone).
    package var floorShown: Double? {
        look.lightMode || !look.showVideo || !look.showMask ? nil : Double(look.videoFloor)
    }

    /// Hue and purity shape only the `hsv` palette: say so when another is shown.
    private var hsvHint: String { look.colours.palette == .hsv ? "" : " (hsv palette: p)" }

    /// Drift moves the noise of the `perlin`, `hsv` and birthday palettes only.
    private var noiseHint: String {
        switch look.colours.palette {
        case .mono, .geometric: " (perlin or hsv palette: p)"
        case .perlin, .hsv, .birthday: ""
        }
    }
}
