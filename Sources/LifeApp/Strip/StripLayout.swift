/// Where the control strip's parts lie on its row, and which part a pointer
/// is over: pure arithmetic on the terminal's width, so hit-testing is tested
/// with tables.
///
/// Left to right, one blank column apart: the hue ribbon (at least half the
/// row), the purity ribbon, then five fields: decay, speed, the pulse switch,
/// the keep-alive switch and the video's floor. At 80 columns the first three
/// fit (40 + 10 + 10 + 6 + 10 columns and four gaps), from 90 the keep-alive,
/// from 114 the floor; wider rows give the ribbons the room. On rows narrower
/// than everything needs, the floor goes first, then the keep-alive, the
/// pulse, speed, then decay; the ribbons stay.
package struct StripLayout: Sendable, Equatable {
    /// A part of the strip.
    package enum Control: Sendable, Equatable, CaseIterable {
        case hue, purity, decay, speed, pulse, keepAlive, floor
    }

    /// One part and the columns it covers.
    package struct Span: Sendable, Equatable {
        package var control: Control
        package var start: Int
        package var width: Int

        package init(_ control: Control, start: Int, width: Int) {
            self.control = control
            self.start = start
            self.width = width
        }

        /// One past the last column.
        package var end: Int { start + width }
    }

    /// The row's width in columns.
    package let columns: Int
    /// The parts shown, left to right.
    package let spans: [Span]

    /// Columns of each field: "decay 0.35", "0.25/s" … "480/s", "pulse off" / "pulse 12.5s",
    /// "keep on" / "keep off" / "keep held", "floor 0.15".
    package static let fieldWidths: [(Control, Int)] = [(.decay, 10), (.speed, 6), (.pulse, 10), (.keepAlive, 9), (.floor, 10)]
    /// The narrowest purity ribbon, and the widest (the rest goes to the hue).
    static let purityWidths = 6...32
    /// The strip is shown unless hidden (`i`) when the terminal has at least this many rows.
    package static let minimumRows = 20

    /// Lays out a row of `columns`.
    package init(columns: Int) {
        self.columns = max(0, columns)
        let half = (self.columns + 1) / 2
        // The fields that fit beside a hue ribbon of half the row and the narrowest purity ribbon.
        var fields = Self.fieldWidths
        func fixed() -> Int { fields.reduce(0) { $0 + 1 + $1.1 } }   // each with the gap before it
        while !fields.isEmpty, half + 1 + Self.purityWidths.lowerBound + fixed() > self.columns { fields.removeLast() }
        let rest = self.columns - fixed()                              // the two ribbons and the gap between them
        guard rest >= half + 1 + Self.purityWidths.lowerBound, half >= 2 else {
            spans = self.columns >= 2 ? [Span(.hue, start: 0, width: self.columns)] : []
            return
        }
        let purity = min(Self.purityWidths.upperBound, max(Self.purityWidths.lowerBound, min(rest / 4, rest - 1 - half)))
        var spans = [Span(.hue, start: 0, width: rest - 1 - purity), Span(.purity, start: rest - purity, width: purity)]
        var x = rest + 1
        for (control, width) in fields {
            spans.append(Span(control, start: x, width: width))
            x += width + 1
        }
        self.spans = spans
    }

    /// The span of `control`, when shown.
    package func span(_ control: Control) -> Span? { spans.first { $0.control == control } }

    /// The part under the pointer at `column` (fractional with the pixel mouse:
    /// 12.5 is the middle of column 12), and where in it, 0…1 from the left; nil in a gap or off the row.
    package func hit(column: Double) -> (control: Control, fraction: Double)? {
        for s in spans where column >= Double(s.start) && column < Double(s.end) {
            return (s.control, (column - Double(s.start)) / Double(s.width))
        }
        return nil
    }

    /// Where in `control`'s span the pointer at `column` is, 0…1, clamped: a
    /// drag that began on it and left it keeps moving its value to the end.
    package func fraction(of control: Control, column: Double) -> Double? {
        guard let s = span(control) else { return nil }
        return min(1, max(0, (column - Double(s.start)) / Double(s.width)))
    }
}
