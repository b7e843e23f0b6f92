import Testing
@testable import LifeCore

/// A rule's icons drawn in the mask (`PaintOptions.icons`, `CellIcons`): the
/// largest of Golly's sheets that fits the cell, its pixels tinted as Golly
/// tints them (a grey between state 0's colour, here the dark background,
/// and the state's), a multi-colour sheet in its own colours, Golly's way of
/// making the sizes a file lacks, and plain shapes where icons are off or
/// the cell is small.
@Suite struct CellIconsTests {
    static let colours = [RGB(48, 48, 48), RGB(0, 128, 255), RGB(255, 200, 0), RGB(255, 255, 255)]
    /// The XPM keys of the test sheets: black, two greys, white.
    static let greys: [(key: Character, grey: UInt8)] = [(".", 0), ("D", 64), ("C", 192), ("W", 255)]

    /// `count` icons of `side` pixels, each pixel one of `greys` from a seeded generator.
    static func sheet(side: Int, count: Int, seed: UInt64) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in (0..<(side * side)).map { _ in greys[Int(random.next() % 4)].grey } }
    }

    /// `sheets` as a rule file's `@ICONS` section.
    static func xpm(_ sheets: [[[UInt8]]]) -> String {
        var text = "@RULE Test\n@TABLE\nn_states:4\nneighborhood:Moore\nsymmetries:none\n@ICONS\n"
        for icons in sheets {
            let side = Int(Double(icons[0].count).squareRoot())
            text += "XPM\n\"\(side) \(side * icons.count) 4 1\"\n"
            for (key, grey) in greys { text += "\"\(key) c #\(String(repeating: hex(grey), count: 3))\"\n" }
            for icon in icons {
                for row in 0..<side {
                    let keys = icon[(row * side)..<((row + 1) * side)].map { g in greys.first { $0.grey == g }!.key }
                    text += "\"" + String(keys) + "\"\n"
                }
            }
        }
        return text
    }

    static func hex(_ v: UInt8) -> String { String(v >> 4, radix: 16, uppercase: true) + String(v & 15, radix: 16, uppercase: true) }

    static func icons(_ text: String) throws -> RuleIcons {
        try #require(try RuleFile(Array(text.utf8), kind: .rule, file: "Test.rule").icons)
    }

    /// `states` in a row, one cell each, under a rule of four states.
    static func row(_ states: [Int], generation: Int = 0) throws -> Board {
        var board = try Board(width: states.count, height: 1, topology: .bounded, rule: Rule(birthMask: 0, survivalMask: 0, states: 4))
        for (x, s) in states.enumerated() { board.setState(s, x: x, y: 0) }
        board.generation = generation
        return board
    }

    static func painter(_ icons: RuleIcons?, decay: Float = 0.4, light: Bool = false) -> Painter {
        var options = PaintOptions(colours: ColourSettings(palette: .mono), decay: decay, showVideo: false, lightMode: light)
        options.stateColours = colours
        options.icons = icons
        return Painter(options: options)
    }

    /// Golly's tint of a grey icon pixel: state 0's colour (here the black of the mask) + grey / 255 × (the state's − it).
    static func tint(_ grey: UInt8, _ colour: RGB, light: Bool = false) -> RGB {
        func c(_ v: UInt8) -> UInt8 {
            let shown = UInt8(Double(grey) / 255 * Double(v) + 0.5)
            return light ? 255 - shown : shown
        }
        return RGB(c(colour.r), c(colour.g), c(colour.b))
    }

    static let given = [sheet(side: 7, count: 3, seed: 7), sheet(side: 15, count: 3, seed: 15), sheet(side: 31, count: 3, seed: 31)]

    /// Cells of 7 to 64 pixels: the largest sheet no larger than the cell,
    /// each icon pixel as many whole pixels as leave a gap of one, centred to
    /// the nearest icon pixel (at 8, 16, 32 and 64 Golly's place: the top
    /// left, the gap right and below); every pixel the icon's grey tinted with
    /// its state's colour, the gap and the black pixels the background.
    @Test(arguments: [(7, 7, 1, 0), (8, 7, 1, 0), (10, 7, 1, 1), (14, 7, 1, 3), (15, 15, 1, 0), (16, 15, 1, 0),
                      (20, 15, 1, 2), (31, 31, 1, 0), (32, 31, 1, 0), (40, 31, 1, 4), (64, 31, 2, 0), (70, 31, 2, 4)])
    func greyIconsAtEveryCellSize(cell: Int, side: Int, scale: Int, offset: Int) throws {
        let icons = try Self.icons(Self.xpm(Self.given))
        var painter = Self.painter(icons)
        let states = [1, 2, 3, 0]
        let frame = painter.frame(board: try Self.row(states), video: nil, canvasWidth: cell * 4, canvasHeight: cell,
                                  cellSize: Double(cell), time: 0)
        let sheet = Self.given[RuleIcons.sides.firstIndex(of: side)!]
        var wrong = 0
        for (x, state) in states.enumerated() {
            for py in 0..<cell {
                for px in 0..<cell {
                    let kx = px - offset, ky = py - offset
                    let inside = state > 0 && kx >= 0 && ky >= 0 && kx < side * scale && ky < side * scale
                    let want = inside ? Self.tint(sheet[state - 1][(ky / scale) * side + kx / scale], Self.colours[state]) : .black
                    if frame[x * cell + px, py] != want { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels differ from the \(side)-pixel icons at a cell of \(cell)")
    }

    /// A multi-colour sheet keeps its colours (here through mono's white):
    /// the state's colour does not tint it; black is still the background.
    @Test func multiColourIconsKeepTheirColours() throws {
        let text = "@RULE T\n@TABLE\nn_states:4\nneighborhood:Moore\nsymmetries:none\n@ICONS\nXPM\n\"7 7 4 1\"\n"
            + "\". c #000000\"\n\"R c #FF0000\"\n\"B c #3F4DA1\"\n\"G c #808080\"\n"
            + String(repeating: "\"RRBBGG.\"\n", count: 7)
        let icons = try Self.icons(text)
        #expect(icons.isMultiColour)
        var painter = Self.painter(icons)
        let frame = painter.frame(board: try Self.row([2]), video: nil, canvasWidth: 8, canvasHeight: 8, cellSize: 8, time: 0)
        let want: [RGB] = [RGB(255, 0, 0), RGB(255, 0, 0), RGB(63, 77, 161), RGB(63, 77, 161), RGB(128, 128, 128),
                           RGB(128, 128, 128), .black, .black]
        for y in 0..<7 { #expect((0..<8).map { frame[$0, y] } == want, "row \(y)") }
        #expect((0..<8).allSatisfy { frame[$0, 7] == .black }, "the gap below")
    }

    /// Icons turned off, or cells below 7 pixels: the picture of a painter
    /// without icons, pixel for pixel; from 7 pixels on, not.
    @Test(arguments: [16, 7, 6, 4])
    func withoutIconsTheShapesAreDrawn(cell: Int) throws {
        let icons = try Self.icons(Self.xpm(Self.given))
        var painter = Self.painter(icons), plain = Self.painter(nil)
        let board = try Self.row([1, 2, 3, 0])
        func paint(_ p: inout Painter) -> RGBFrame {
            p.frame(board: board, video: nil, canvasWidth: cell * 4, canvasHeight: cell, cellSize: Double(cell), time: 0)
        }
        let iconic = paint(&painter), shapes = paint(&plain)
        #expect((iconic == shapes) == (cell < 7), "icons are drawn from 7 pixels a cell")
        painter.options.icons = nil
        #expect(paint(&painter) == shapes, "icons turned off")
    }

    /// A cell emptied keeps its icon while it fades, at the mask's
    /// intensity; light mode inverts the icon as it inverts a cell.
    @Test func aFadingIconAndLightMode() throws {
        let icons = try Self.icons(Self.xpm(Self.given))
        var painter = Self.painter(icons, decay: 0.5)
        _ = painter.frame(board: try Self.row([3]), video: nil, canvasWidth: 8, canvasHeight: 8, cellSize: 8, time: 0)
        let faded = painter.frame(board: try Self.row([0], generation: 1), video: nil, canvasWidth: 8, canvasHeight: 8,
                                  cellSize: 8, time: 0)
        let half = RGB(128, 128, 128)
        for y in 0..<7 {
            for x in 0..<7 { #expect(faded[x, y] == Self.tint(Self.given[0][2][y * 7 + x], half), "(\(x), \(y))") }
        }
        var light = Self.painter(icons, light: true)
        let inverted = light.frame(board: try Self.row([1]), video: nil, canvasWidth: 8, canvasHeight: 8, cellSize: 8, time: 0)
        for y in 0..<7 {
            for x in 0..<7 {
                #expect(inverted[x, y] == Self.tint(Self.given[0][0][y * 7 + x], Self.colours[1], light: true), "(\(x), \(y))")
            }
        }
    }

    /// Sizes a file lacks, as Golly makes them: 7 from 15 (every second
    /// pixel from the second), 31 from 15 (doubled, the middle row and
    /// column three wide), 7 and 15 from 31; from 7 alone, nothing.
    @Test func missingSizesAsGollyMakesThem() throws {
        let fifteen = Self.sheet(side: 15, count: 2, seed: 3)
        let made = try Self.icons(Self.xpm([fifteen])).gollySheets
        #expect(made.map(\.side) == [7, 15, 31])
        for y in 0..<7 {
            for x in 0..<7 { #expect(made[0].icon(state: 2)[made[0].icon(state: 2).startIndex + y * 7 + x].r == fifteen[1][(2 * y + 1) * 15 + 2 * x + 1]) }
        }
        let big = made[2].icon(state: 1), start = big.startIndex
        // Source pixel (col, row) lands at 2·col (+1 past the middle), its middle row and column a pixel wider.
        func from(_ p: Int) -> Int { p < 14 ? p / 2 : p <= 16 ? 7 : (p - 1) / 2 }
        for y in 0..<31 {
            for x in 0..<31 { #expect(big[start + y * 31 + x].r == fifteen[0][from(y) * 15 + from(x)], "(\(x), \(y))") }
        }
        let thirtyOne = Self.sheet(side: 31, count: 1, seed: 9)
        let down = try Self.icons(Self.xpm([thirtyOne])).gollySheets
        #expect(down.map(\.side) == [7, 15, 31])
        #expect(down[0].pixels.enumerated().allSatisfy { $0.element.r == thirtyOne[0][($0.offset / 7 * 4 + 2) * 31 + $0.offset % 7 * 4 + 2] })
        #expect(down[1].pixels.enumerated().allSatisfy { $0.element.r == thirtyOne[0][($0.offset / 15 * 2 + 1) * 31 + $0.offset % 15 * 2 + 1] })
        let seven = try Self.icons(Self.xpm([Self.sheet(side: 7, count: 1, seed: 1)]))
        #expect(seven.gollySheets.map(\.side) == [7] && seven.sheet(forCell: 40)?.side == 7)
    }
}
