import LifeCore
import Testing
@testable import LifeApp

/// The look's keys on the look itself, and what each says.
@Suite struct PaintOptionsKeysTests {
    // (palette, key, what it says): hue and purity shape the hsv palette only, drift the noisy ones.
    @Test(arguments: [
        (Palette.hsv, Action.hue(1), "hue 15°"), (.perlin, .hue(-1), "hue 345° (hsv palette: p)"),
        (.hsv, .hueRange(-1), "hue range 345°"), (.mono, .purity(-1), "purity 0.9 (hsv palette: p)"),
        (.perlin, .toggleAnimated, "colours drift"), (.geometric, .toggleAnimated, "colours drift (perlin or hsv palette: p)"),
        (.perlin, .palette(1), "palette hsv"), (.birthday, .palette(1), "palette perlin"), (.birthday, .palette(-1), "palette mono"),
    ])
    func colourKeysSayWhatTheyChanged(palette: Palette, action: Action, said: String) {
        var look = PaintOptions()
        look.colours.palette = palette
        look.colours.hsv.hueCentre = 0
        look.colours.hsv.hueRange = 360
        look.colours.hsv.purity = 1
        look.colours.animated = false
        #expect(look.applyColourKey(action, pulsePeriod: 6) == said)
        #expect(look.applyPictureKey(action) == nil || action == .toggleAnimated)
    }

    @Test func thePulseComesOnWithItsPeriodAndGoesOff() {
        var look = PaintOptions()
        look.colours.palette = .hsv
        look.colours.hsv.pulsePeriod = nil
        #expect(look.applyColourKey(.togglePulse, pulsePeriod: 2.5) == "hue pulse every 2.5 s")
        #expect(look.colours.hsv.pulsePeriod == 2.5)
        #expect(look.applyColourKey(.togglePulse, pulsePeriod: 2.5) == "hue pulse off" && look.colours.hsv.pulsePeriod == nil)
    }

    @Test func pictureSwitchesGoBothWays() {
        var look = PaintOptions()
        for action in [Action.toggleVideo, .toggleMirror, .toggleLight, .toggleFit] {
            let first = look.applyPictureKey(action), second = look.applyPictureKey(action)
            #expect(first != nil && second != nil && first != second)
        }
        #expect(look == PaintOptions())
        #expect(look.applyColourKey(.toggleVideo, pulsePeriod: 6) == nil && look.applyPictureKey(.hue(1)) == nil)
    }

    // (value, step, after): clamped to 0…1 and in tenths.
    @Test(arguments: [(0.37, 0.1, 0.5), (0.95, 0.1, 1.0), (0.05, -0.1, 0.0), (0.3, -0.1, 0.2)])
    func stepsComeBackInTenths(value: Double, delta: Double, after: Double) {
        #expect(PaintOptions.step(value, by: delta) == after)
    }

    // (tone, its name)
    @Test(arguments: [(0.0, "pure"), (-0.4, "dark 0.4"), (0.25, "pale 0.25"), (0.004, "pure"), (-1, "dark 1")])
    func tonesAreNamed(tone: Double, name: String) {
        #expect(PaintOptions.toneName(tone) == name)
    }

    // (strip control, what it says)
    @Test(arguments: [(Action.setHue(-30), "hue 330°"), (.setTone(3), "tone pale 1"), (.setDecay(-1), "decay 0"),
                      (.choosePalette(.mono), "palette mono"), (.setSpeed(3), nil)] as [(Action, String?)])
    func stripControlsSetTheLook(action: Action, said: String?) {
        var look = PaintOptions()
        #expect(look.applyStripControl(action) == said)
    }
}
