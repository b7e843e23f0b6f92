import Testing
@testable import LifeCore

@Suite struct HSVTests {
    @Test(arguments: [
        (0.0, 1.0, 1.0, 1.0, 0.0, 0.0),
        (120, 1, 1, 0, 1, 0),
        (240, 1, 1, 0, 0, 1),
        (60, 1, 1, 1, 1, 0),
        (300, 1, 0.5, 0.5, 0, 0.5),
        (-60, 1, 1, 1, 0, 1),
        (720, 0, 0.25, 0.25, 0.25, 0.25),
    ])
    func convertsToRGB(h: Double, s: Double, v: Double, r: Double, g: Double, b: Double) {
        let c = HSV(hue: h, saturation: s, value: v).rgb
        #expect(abs(c.r - r) < 1e-9 && abs(c.g - g) < 1e-9 && abs(c.b - b) < 1e-9, "\(c)")
    }

    @Test func hueStaysInsideTheRange() {
        let model = HSVModel(hueCentre: 100, hueRange: 40, purity: 1)
        for n in stride(from: 0.0, through: 1.0, by: 0.1) {
            let c = model.colour(n: n, ns: 0.5, nv: 0.5, time: 0)
            #expect(c.hue >= 80 && c.hue <= 120)
            #expect(c.saturation == 1 && c.value == 1)
        }
    }

    @Test func lowPurityDepartsFromThePureHue() {
        let model = HSVModel(hueCentre: 0, hueRange: 0, purity: 0.25)
        let c = model.colour(n: 0.5, ns: 1, nv: 1, time: 0)
        #expect(c.saturation == 0.25 && c.value == 0.25)
    }

    /// Tone moves the colours from the pure hue towards black (below 0) or
    /// white (above): with purity 1 exactly `toned`; at tone 0 as without it.
    @Test(arguments: [(-1.0, 0.0, 1.0), (-0.5, 0.5, 1), (0, 1, 1), (0.25, 1, 0.75), (1, 1, 0)])
    func toneLeadsFromDarkThroughPureToPale(tone: Double, value: Double, saturation: Double) {
        let model = HSVModel(hueCentre: 240, hueRange: 0, purity: 1, tone: tone)
        let c = model.colour(n: 0.3, ns: 0.8, nv: 0.6, time: 0)
        #expect(c.value == value && c.saturation == saturation && c.hue == 240)
        #expect(c == HSVModel.toned(hue: 240, tone: tone))
    }

    @Test func toneAndPurityTogether() {
        // Dark tone, purity 0.5: value from 1 − 0.6 down by up to 0.5 more; saturation down by up to 0.5.
        let model = HSVModel(hueCentre: 0, hueRange: 0, purity: 0.5, tone: -0.6)
        let c = model.colour(n: 0.5, ns: 0.5, nv: 0.5, time: 0)
        #expect(abs(c.value - 0.15) < 1e-12 && abs(c.saturation - 0.75) < 1e-12)
        #expect(model.colour(n: 0.5, ns: 1, nv: 1, time: 0).value == 0)   // clamped at black
        #expect(HSVModel(tone: 5).tone == 1 && HSVModel(tone: -5).tone == -1)
    }

    @Test func pulseSwingsTheHueThroughTheRange() {
        let model = HSVModel(hueCentre: 180, hueRange: 60, purity: 1, pulsePeriod: 4)
        #expect(abs(model.colour(n: 0.5, ns: 0, nv: 0, time: 1).hue - 210) < 1e-6)
        #expect(abs(model.colour(n: 0.5, ns: 0, nv: 0, time: 3).hue - 150) < 1e-6)
        #expect(abs(model.colour(n: 0.5, ns: 0, nv: 0, time: 2).hue - 180) < 1e-6)
    }

    @Test func sineApproximationIsClose() {
        // sin(2πx) checked against identities: sin² + cos² = 1, cos(2πx) = sin(2π(x + 1/4)).
        var x = -2.0
        while x < 2 {
            let s = sin2pi(x), c = sin2pi(x + 0.25)
            #expect(abs(s * s + c * c - 1) < 1e-9)
            x += 0.013
        }
        #expect(abs(sin2pi(0.25) - 1) < 1e-10)
        #expect(sin2pi(0) == 0 && sin2pi(0.5) == 0)
        #expect(abs(sin2pi(1.0 / 12) - 0.5) < 1e-10)
    }
}
