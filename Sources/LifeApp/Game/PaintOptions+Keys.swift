import LifeCore

/// The look's keys and the strip's look controls, carried out on the look
/// itself: palette, hue, purity, tone, the pulse and drift (the colours);
/// decay, the video floor and the switches of the picture (video, mirror,
/// light mode, fit). Each returns what the status line says, with a hint
/// where the change does not show (the hue on a palette that ignores it).
extension PaintOptions {
    /// The floors `V` steps through: 0, the original look (the minimum of the
    /// mask and the video), 0.15, 0.3 (the default) and 0.5.
    static let floors = [0, 0.15, 0.3, 0.5]

    /// `p`, `h`/`H`, `u`/`U`, `e`/`E`, `o`, `a`: the colours. `pulsePeriod`:
    /// the period `o` turns the hue pulse on with. Nil for another action.
    mutating func applyColourKey(_ action: Action, pulsePeriod: Double) -> String? {
        switch action {
        case let .palette(delta):
            colours.palette = Self.palette(after: colours.palette, delta)
            return "palette \(colours.palette)"
        case let .hue(delta):
            var hue = (colours.hsv.hueCentre + Double(delta) * 15).truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            colours.hsv.hueCentre = hue
            return "hue \(Int(hue))°" + hsvHint
        case let .hueRange(delta):
            colours.hsv.hueRange = min(360, max(0, colours.hsv.hueRange + Double(delta) * 15))
            return "hue range \(Int(colours.hsv.hueRange))°" + hsvHint
        case let .purity(delta):
            colours.hsv.purity = Self.step(colours.hsv.purity, by: Double(delta) * 0.1)
            return "purity \(NumberText.short(colours.hsv.purity))" + hsvHint
        case .toggleAnimated:
            colours.animated.toggle()
            return (colours.animated ? "colours drift" : "colours still") + noiseHint
        case .togglePulse:
            guard colours.hsv.pulsePeriod == nil else {
                colours.hsv.pulsePeriod = nil
                return "hue pulse off" + hsvHint
            }
            colours.hsv.pulsePeriod = pulsePeriod
            return "hue pulse every \(NumberText.short(pulsePeriod)) s" + hsvHint
        default:
            return nil
        }
    }

    /// `d`/`D`, `V`, `v`, `m`, `l`, `f`: the picture. Nil for another action.
    mutating func applyPictureKey(_ action: Action) -> String? {
        switch action {
        case let .decay(delta):
            decay = Float(Self.step(Double(decay), by: Double(delta) * 0.1))
            return "decay \(NumberText.short(Double(decay)))"
        case let .videoFloor(delta):
            videoFloor = Float(Self.floor(after: Double(videoFloor), delta))
            return "video floor \(NumberText.short(Double(videoFloor)))" + (videoFloor == 0
                ? ": the original look, the minimum of the mask and the video" : ": the video at that share where no cell is lit")
                + floorHint
        case .toggleVideo:
            showVideo.toggle()
            return showVideo ? "video on" : "video off"
        case .toggleMirror:
            mirror.toggle()
            return mirror ? "mirrored" : "not mirrored"
        case .toggleLight:
            lightMode.toggle()
            return lightMode ? "light mode" : "dark mode"
        case .toggleFit:
            scaling = scaling == .cover ? .fit : .cover
            return scaling == .fit ? "video fits (whole picture)" : "video covers (cropped)"
        default:
            return nil
        }
    }

    /// The control strip's look controls: values set directly (where keys step them). Nil for another action.
    mutating func applyStripControl(_ action: Action) -> String? {
        switch action {
        case let .setHue(degrees):
            var hue = degrees.truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            colours.hsv.hueCentre = hue
            return "hue \(Int(hue.rounded()) % 360)°"
        case let .setTone(tone):
            colours.hsv.tone = min(1, max(-1, tone))
            return "tone \(Self.toneName(colours.hsv.tone))"
        case let .setDecay(value):
            decay = Float(min(1, max(0, value)))
            return "decay \(NumberText.short(Double(decay)))"
        case let .choosePalette(palette):
            colours.palette = palette
            return "palette \(palette)"
        default:
            return nil
        }
    }

    /// What the status line and the strip say of the floor: nil where it has
    /// no part in the picture (light mode, the video off, the video alone).
    package var floorShown: Double? {
        lightMode || !showVideo || !showMask ? nil : Double(videoFloor)
    }

    /// The floor shows in dark mode over a video only: say why when it does not.
    private var floorHint: String {
        if lightMode { return " (light mode keeps its own rule: l)" }
        if !showVideo { return " (the video is off: v)" }
        return ""
    }

    /// Hue and purity shape only the `hsv` palette: say so when another is shown.
    private var hsvHint: String { colours.palette == .hsv ? "" : " (hsv palette: p)" }

    /// Drift moves the noise of the `perlin`, `hsv` and birthday palettes only.
    private var noiseHint: String {
        switch colours.palette {
        case .mono, .geometric: " (perlin or hsv palette: p)"
        case .perlin, .hsv, .birthday: ""
        }
    }
}
