import LifeCore
import Testing
@testable import LifeApp

@Suite struct StripLayoutTests {
    typealias Control = StripLayout.Control

    private func spans(_ columns: Int) -> [String] {
        StripLayout(columns: columns).spans.map { "\($0.control) \($0.start)+\($0.width)" }
    }

    // Every width from tiny to wide: the hue ribbon takes at least half; fields go when there is no room.
    @Test(arguments: [
        (80, ["hue 0+40", "purity 41+10", "decay 52+10", "speed 63+6", "pulse 70+10"]),
        (81, ["hue 0+41", "purity 42+10", "decay 53+10", "speed 64+6", "pulse 71+10"]),
        (113, ["hue 0+57", "purity 58+16", "decay 75+10", "speed 86+6", "pulse 93+10", "keepAlive 104+9"]),
        (114, ["hue 0+57", "purity 58+6", "decay 65+10", "speed 76+6", "pulse 83+10", "keepAlive 94+9", "floor 104+10"]),
        (120, ["hue 0+60", "purity 61+9", "decay 71+10", "speed 82+6", "pulse 89+10", "keepAlive 100+9", "floor 110+10"]),
        (200, ["hue 0+117", "purity 118+32", "decay 151+10", "speed 162+6", "pulse 169+10", "keepAlive 180+9", "floor 190+10"]),
        (75, ["hue 0+38", "purity 39+7", "decay 47+10", "speed 58+6", "pulse 65+10"]),
        (72, ["hue 0+36", "purity 37+6", "decay 44+10", "speed 55+6", "pulse 62+10"]),
        (71, ["hue 0+39", "purity 40+13", "decay 54+10", "speed 65+6"]),
        (40, ["hue 0+21", "purity 22+7", "decay 30+10"]),
        (30, ["hue 0+22", "purity 23+7"]),
        (20, ["hue 0+13", "purity 14+6"]),
        (12, ["hue 0+12"]),
        (1, []),
    ])
    func layout(columns: Int, expected: [String]) {
        #expect(spans(columns) == expected)
        let layout = StripLayout(columns: columns)
        // Nothing overlaps or leaves the row, and the hue ribbon has at least half of it.
        for (a, b) in zip(layout.spans, layout.spans.dropFirst()) { #expect(a.end < b.start) }
        #expect((layout.spans.last?.end ?? 0) <= columns)
        #expect(layout.spans.map(\.end).max() == (columns >= 2 ? columns : nil))   // the whole row is used
        if let hue = layout.span(.hue) { #expect(hue.width * 2 >= columns) }
    }

    // Click at column X (cell reports: the middle of the cell) → hue, at 80 columns (a 40-column ribbon, 9° a column).
    @Test(arguments: [
        (0, 4.5), (1, 13.5), (13, 121.5), (26, 238.5), (39, 355.5),
    ] as [(Int, Double)])
    func hueUnderAClick(column: Int, hue: Double) throws {
        let (control, fraction) = try #require(StripLayout(columns: 80).hit(column: Double(column) + 0.5))
        #expect(control == .hue)
        #expect(abs(StripPainter.hue(atFraction: fraction) - hue) < 1e-9)
    }

    // With the pixel mouse the column is fractional: exact to the pixel (10-pixel cells here).
    @Test(arguments: [
        (26 * 10 + 6, 239.85), (0, 0.45), (399, 359.55), (133, 120.15),
    ] as [(Int, Double)])
    func hueUnderAPixelClick(pixelX: Int, hue: Double) throws {
        let mouse = try #require(PixelMouse(cell: Dimensions(width: 10, height: 20)))
        let report = mouse.convert(MouseReport(column: pixelX, row: 23 * 20 + 3, kind: .press(.left)))
        #expect(report.row == 23)
        let fine = try #require(report.fineColumn)
        let (control, fraction) = try #require(StripLayout(columns: 80).hit(column: fine))
        #expect(control == .hue)
        #expect(abs(StripPainter.hue(atFraction: fraction) - hue) < 1e-9)
    }

    // What lies under each column at 80 columns: gaps are nothing.
    @Test(arguments: [
        (39, Control.hue), (40, nil), (41, .purity), (50, .purity), (51, nil), (52, .decay), (61, .decay), (62, nil),
        (63, .speed), (68, .speed), (69, nil), (70, .pulse), (79, .pulse), (80, nil), (-1, nil),
    ] as [(Int, Control?)])
    func controlUnderAColumn(column: Int, control: Control?) {
        #expect(StripLayout(columns: 80).hit(column: Double(column) + 0.5)?.control == control)
    }

    @Test func dragsOffAPartAreClampedToItsEnds() {
        let layout = StripLayout(columns: 80)
        #expect(layout.fraction(of: .hue, column: -5) == 0)
        #expect(layout.fraction(of: .hue, column: 70) == 1)
        #expect(layout.fraction(of: .purity, column: 46) == 0.5)
        #expect(StripLayout(columns: 40).fraction(of: .pulse, column: 10) == nil)
    }
}
