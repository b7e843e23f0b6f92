import LifeCore
import Testing
@testable import LifeApp

@Suite struct StripPainterTests {
    static let layout = StripLayout(columns: 80)

    private func row(_ hsv: HSVModel = HSVModel(), decay: Double = 0.4, speed: Double = 10) -> [StripCell] {
        StripPainter.cells(StripState(hsv: hsv, decay: decay, speed: speed), layout: Self.layout)
    }

    private func text(_ cells: [StripCell], _ control: StripLayout.Control) -> String {
        let s = Self.layout.span(control)!
        return String(cells[s.start..<s.end].map(\.character)).trimmingSpaces
    }

    // The twelve spectral anchors sit at twelfths of the ribbon (a 120-column ribbon: 10 columns each);
    // the cell at an anchor's column shows that anchor's hue, full where the thumb covers it.
    @Test(arguments: Array(0..<12))
    func anchorsAtTwelfths(k: Int) {
        let hue = Double(k) * 30
        let cells = StripPainter.hueRibbon(HSVModel(hueCentre: hue + 15, hueRange: 360), width: 120)
        let c = HSV(hue: hue + 1.5, saturation: 1, value: 1).rgb    // column 10k: its middle is at hue 30k + 1.5
        let shown = cells[10 * k].background
        #expect(abs(Int(shown.r) - Int((c.r * 255).rounded())) <= 1 && abs(Int(shown.g) - Int((c.g * 255).rounded())) <= 1
                && abs(Int(shown.b) - Int((c.b * 255).rounded())) <= 1, "\(k): \(shown)")
    }

    @Test func theThumbIsBrightAndTheRestDim() {
        // Centre 180°, range 90°: 135…225°, columns 15…24 of 40 (9° each, measured at their middles).
        let cells = row(HSVModel(hueCentre: 180, hueRange: 90))
        func brightness(_ c: StripCell) -> Int { Int(max(c.background.r, c.background.g, c.background.b)) }
        for k in 0..<40 {
            let inside = (15...24).contains(k)
            #expect(brightness(cells[k]) == (inside ? 255 : 102), "column \(k)")
        }
        // The centre carries the mark.
        #expect(cells[20].character == "│" && cells.prefix(40).filter { $0.character == "│" }.count == 1)
    }

    @Test func theThumbWrapsAroundRed() {
        let cells = row(HSVModel(hueCentre: 0, hueRange: 60))
        let bright = (0..<40).filter { max(cells[$0].background.r, cells[$0].background.g, cells[$0].background.b) == 255 }
        #expect(bright == [0, 1, 2, 37, 38, 39])   // ±30°: the middles 4.5°, 13.5°, 22.5° and their mirror images
        #expect(cells[0].character == "│")
    }

    @Test func purityRibbonRunsFromDarkThroughPureToPale() {
        let cells = row(HSVModel(hueCentre: 240, hueRange: 0, purity: 0, tone: 0))    // spread 1: all bright
        let p = Self.layout.span(.purity)!
        let first = cells[p.start].background, middle = cells[p.start + 5].background, last = cells[p.end - 1].background
        #expect(first.b < 40 && first.r == 0)                         // nearly black, blue
        #expect(middle.b == 255 && middle.r < 60 && middle.r == middle.g)   // nearly pure blue
        #expect(last.b == 255 && last.r > 200 && last.r == last.g)    // nearly white
        // Tone −0.6, purity 0.8: the thumb is tone ± 0.2, left of the middle.
        let toned = row(HSVModel(hueCentre: 240, purity: 0.8, tone: -0.6))
        let marked = (p.start..<p.end).filter { toned[$0].character == "│" }
        #expect(marked == [p.start + 2])
    }

    // (decay, speed, texts, decay cells filled, speed cells filled of 6: ladder position of 17)
    @Test(arguments: [(0.4, 10.0, "decay 0.4", "10/s", 4, 3), (1, 480, "decay 1", "480/s", 10, 6), (0, 0.25, "decay 0", "0.25/s", 0, 0)])
    func fieldsShowTheirValues(decay: Double, speed: Double, decayText: String, speedText: String, decayFill: Int, speedFill: Int) {
        let cells = row(decay: decay, speed: speed)
        #expect(text(cells, .decay) == decayText)
        #expect(text(cells, .speed) == speedText)
        #expect(text(cells, .pulse) == "pulse off")
        let d = Self.layout.span(.decay)!, s = Self.layout.span(.speed)!
        #expect(cells[d.start..<d.end].filter { $0.background == StripPainter.fieldOn }.count == decayFill)
        #expect(cells[s.start..<s.end].filter { $0.background == StripPainter.fieldOn }.count == speedFill)
    }

    @Test func pulseShowsItsPeriodWhenOn() {
        #expect(text(row(HSVModel(pulsePeriod: 6)), .pulse) == "pulse 6s")
        #expect(text(row(HSVModel(pulsePeriod: 2.5)), .pulse) == "pulse 2.5s")
    }
}

private extension String {
    var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
