import LifeCore
import Testing
@testable import LifeApp

/// `--record-size` and the size of the picture a recording or snapshot has by default.
@Suite struct RecordSizeTests {
    /// A 160×48 terminal's canvas (46 rows under the strip and status line)
    /// for each glyph blitter, on 1:2 character cells: every one gives the
    /// same 960×552 picture, the canvas's shape on screen (160:92 in
    /// characters), each canvas pixel a whole block (3×6 for quadrants).
    @Test(arguments: [
        (160, 92, 1.0, 960, 552), (320, 92, 0.5, 960, 552), (320, 138, 0.75, 960, 552), (320, 184, 1.0, 960, 552),
        // kitty with 10×20 cells: already wider than 960, kept.
        (1600, 920, 1.0, 1600, 920),
        // Quadrants on a wide terminal: twice down rather than half across (no pixel averaged away).
        (1200, 200, 0.5, 1200, 400),
        // xterm's own 6×13 font, quadrants: 6/13 across per 1 down, ×7.
        (320, 92, 6.0 / 13.0, 1034, 644),
        // A canvas too narrow to enlarge without end stops at the largest render.
        (1, 2000, 1.0, 2, 4000),
    ])
    func theSharedPictureHasTheViewersShape(canvasWidth: Int, canvasHeight: Int, aspect: Double, width: Int, height: Int) {
        let size = RecordSize.shared(canvasWidth: canvasWidth, canvasHeight: canvasHeight, pixelAspect: aspect)
        #expect((size.width, size.height) == (width, height))
        let seen = Double(canvasWidth) * aspect / Double(canvasHeight)
        if canvasWidth > 1 { #expect(abs(Double(size.width) / Double(size.height) - seen) / seen < 0.01) }
    }

    @Test func parsing() throws {
        let largest = Dimensions(width: 7680, height: 4320)
        #expect(try RecordSize(parsing: "canvas", largest: largest) == .canvas)
        #expect(try RecordSize(parsing: "CANVAS", largest: largest) == .canvas)
        #expect(try RecordSize(parsing: "1280x720", largest: largest) == .fixed(Dimensions(width: 1280, height: 720)))
        #expect(throws: OptionValueError.self) { try RecordSize(parsing: "canvass", largest: largest) }
        #expect(throws: OptionValueError.self) { try RecordSize(parsing: "9000x10", largest: largest) }
    }
}
