import LifeCore
import Testing
@testable import LifeApp

@Suite struct StripInputTests {
    static let layout = StripLayout(columns: 80)   // hue 0+40, purity 41+10, decay 52+10, speed 63+6, pulse 70+10
    static let row = 23

    private func report(_ column: Int, _ kind: MouseReport.Kind, row: Int = row, fine: Double? = nil) -> MouseReport {
        MouseReport(column: column, row: row, kind: kind, fineColumn: fine)
    }

    @Test func pressOnTheHueRibbonSetsTheHueAndSwitchesToHSV() {
        var input = StripInput()
        #expect(input.actions(for: report(26, .press(.left)), layout: Self.layout, hsvActive: false)
            == [.choosePalette(.hsv), .setHue(238.5)])
        #expect(input.captured == .hue)
        // A drag follows the pointer, off the ribbon too (clamped to its ends), and the release ends it.
        #expect(input.actions(for: report(30, .motion), layout: Self.layout, hsvActive: false) == [.setHue(274.5)])
        #expect(input.actions(for: report(60, .motion, row: 5), layout: Self.layout, hsvActive: false) == [.setHue(360)])
        #expect(input.actions(for: report(-3, .release(.left)), layout: Self.layout, hsvActive: false) == [.setHue(0)])
        #expect(input.captured == nil)
        #expect(input.actions(for: report(30, .motion), layout: Self.layout, hsvActive: false) == [])
    }

    @Test func pixelReportsAreExact() {
        var input = StripInput()
        #expect(input.actions(for: report(26, .press(.left), fine: 26 + 2.0 / 3), layout: Self.layout, hsvActive: true)
            == [.setHue(240)])
    }

    // The wheel over each part: (column, wheel up, actions).
    @Test(arguments: [
        (10, true, [Action.choosePalette(.hsv), .hueRange(1)]), (10, false, [.choosePalette(.hsv), .hueRange(-1)]),
        (45, true, [.choosePalette(.hsv), .purity(-1)]), (45, false, [.choosePalette(.hsv), .purity(1)]),
        (55, true, [.decay(1)]), (55, false, [.decay(-1)]),
        (65, true, [.speed(1)]), (65, false, [.speed(-1)]),
        (72, true, []), (40, true, []),
    ])
    func wheel(column: Int, up: Bool, expected: [Action]) {
        var input = StripInput()
        #expect(input.actions(for: report(column, up ? .wheelUp : .wheelDown), layout: Self.layout, hsvActive: false) == expected)
        #expect(input.captured == nil)
    }

    // A press sets the value under the pointer (cell reports: the cell's middle); the
    // fields' first and last cells are their ends, so a click reaches both.
    @Test(arguments: [
        (41, Action.setTone(-0.9)), (46, .setTone(0.1)), (50, .setTone(0.9)),
        (52, .setDecay(0)), (56, .setDecay(0.44)), (61, .setDecay(1)),
        (63, .setSpeed(0.25)), (66, .setSpeed(30)), (68, .setSpeed(480)),
    ])
    func slidersSetTheValueUnderThePointer(column: Int, action: Action) {
        var input = StripInput()
        let actions = input.actions(for: report(column, .press(.left)), layout: Self.layout, hsvActive: true)
        #expect(actions == [action])
    }

    @Test func pulseIsASwitch() {
        var input = StripInput()
        #expect(input.actions(for: report(75, .press(.left)), layout: Self.layout, hsvActive: true) == [.togglePulse])
        #expect(input.captured == nil)
    }

    /// Under a rule of more than two states the pulse's field is the drawing
    /// state: `draw 2` on the state's colour, a press the next state, the wheel up or down.
    @Test func thePulsesFieldIsTheDrawingStateUnderManyStates() throws {
        var input = StripInput()
        #expect(input.actions(for: report(75, .press(.left)), layout: Self.layout, hsvActive: true, drawing: true) == [.drawingState(1)])
        #expect(input.actions(for: report(75, .wheelDown), layout: Self.layout, hsvActive: true, drawing: true) == [.drawingState(-1)])
        #expect(input.actions(for: report(75, .wheelUp), layout: Self.layout, hsvActive: true, drawing: true) == [.drawingState(1)])
        let span = try #require(Self.layout.span(.pulse))
        var state = StripState(hsv: HSVModel(pulsePeriod: 6), decay: 0.4, speed: 10)
        state.drawing = 2
        state.drawingColour = RGB(255, 255, 255)
        let cells = Array(StripPainter.cells(state, layout: Self.layout)[span.start..<span.end])
        #expect(String(cells.map(\.character)).hasPrefix("draw 2"))
        #expect(cells.allSatisfy { $0.background == RGB(255, 255, 255) && $0.foreground == RGB(0, 0, 0) })
    }

    /// From 90 columns the keep-alive switch shows after the pulse: a press flips it, and it paints its state.
    @Test func keepAliveIsASwitch() throws {
        var input = StripInput()
        let wide = StripLayout(columns: 120)
        let span = try #require(wide.span(.keepAlive))
        #expect(StripLayout(columns: 80).span(.keepAlive) == nil)
        #expect(input.actions(for: report(span.start + 2, .press(.left)), layout: wide, hsvActive: true) == [.toggleKeepAlive])
        #expect(input.captured == nil)
        for state in ["keep on", "keep held", nil] {
            let cells = StripPainter.cells(StripState(hsv: HSVModel(), decay: 0.4, speed: 10, keepAlive: state), layout: wide)
            let text = String(cells[span.start..<span.end].map(\.character))
            #expect(text.hasPrefix(state ?? "keep off"), "\(text)")
        }
    }

    @Test func whatTheStripTakes() {
        var input = StripInput()
        #expect(input.takes(report(5, .press(.left)), stripRow: Self.row))
        #expect(input.takes(report(5, .wheelUp), stripRow: Self.row))
        #expect(!input.takes(report(5, .press(.left), row: 10), stripRow: Self.row))   // the canvas
        #expect(!input.takes(report(5, .motion), stripRow: Self.row))                    // a canvas drag passing over
        #expect(!input.takes(report(5, .release(.left)), stripRow: Self.row))
        _ = input.actions(for: report(5, .press(.left)), layout: Self.layout, hsvActive: true)
        #expect(input.takes(report(5, .motion, row: 3), stripRow: Self.row))             // its own drag, anywhere
        #expect(input.takes(report(5, .release(.left), row: 3), stripRow: Self.row))
        // Presses in a gap take nothing.
        var gap = StripInput()
        #expect(gap.actions(for: report(40, .press(.left)), layout: Self.layout, hsvActive: true) == [])
        #expect(gap.captured == nil)
    }
}

/// A giant's step in the keep-alive's place: shown, and the wheel over it steps it.
@Suite struct StripGiantStepTests {
    static let layout = StripLayout(columns: 120)

    @Test func theStepFieldShowsAndWheels() throws {
        let span = try #require(Self.layout.span(.keepAlive))
        let cells = StripPainter.cells(StripState(hsv: HSVModel(), decay: 0.4, speed: 30, step: "2^8"), layout: Self.layout)
        #expect(String(cells[span.start..<span.end].map(\.character)).contains("step 2^8"))
        let board = StripPainter.cells(StripState(hsv: HSVModel(), decay: 0.4, speed: 30), layout: Self.layout)
        #expect(String(board[span.start..<span.end].map(\.character)).contains("keep off"))
        var input = StripInput()
        func report(_ kind: MouseReport.Kind) -> MouseReport { MouseReport(column: span.start + 1, row: 23, kind: kind) }
        #expect(input.actions(for: report(.wheelUp), layout: Self.layout, hsvActive: true, giant: true) == [.stepExponent(1)])
        #expect(input.actions(for: report(.wheelDown), layout: Self.layout, hsvActive: true, giant: true) == [.stepExponent(-1)])
        #expect(input.actions(for: report(.press(.left)), layout: Self.layout, hsvActive: true, giant: true) == [])
        #expect(input.actions(for: report(.press(.left)), layout: Self.layout, hsvActive: true) == [.toggleKeepAlive])
    }
}
