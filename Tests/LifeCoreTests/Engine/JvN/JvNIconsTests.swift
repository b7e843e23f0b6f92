import Testing
@testable import LifeCore

/// von Neumann's rules carry Golly's JvN icons (`JvNIcons`): a machine
/// zoomed in shows its transmission states as arrows, each in its state's colour.
@Suite struct JvNIconsTests {
    /// Golly's 7 × 7 and 15 × 15 icons of state 9, an ordinary transmission state pointing east.
    static let east7 = [".......", "....W..", "....WW.", "WWWWWWW", "....WW.", "....W..", "......."]
    static let east15 = ["...............", ".......W.......", ".......WW......", ".......WWW.....", ".......WWWW....",
                         ".......WWWWW...", ".WWWWWWWWWWWW..", ".WWWWWWWWWWWWW.", ".WWWWWWWWWWWW..", ".......WWWWW...",
                         ".......WWWW....", ".......WWW.....", ".......WW......", ".......W.......", "..............."]

    @Test(arguments: JvNRule.Variant.allCases)
    func everyRuleHasGollysThirtyOneIconsOfEachSize(_ variant: JvNRule.Variant) throws {
        let icons = try #require(LoadedRule(jvn: JvNRule(variant)).icons)
        #expect(icons.sheets.map(\.side) == [7, 15, 31] && icons.sheets.allSatisfy { $0.count == 31 })
        #expect(!icons.isMultiColour, "grey icons: each takes its state's colour")
    }

    /// State 9 painted at 8 and 16 pixels a cell is Golly's arrow east in state 9's colour, the rest dark.
    @Test(arguments: [(8, east7), (16, east15)])
    func anOrdinaryTransmissionStateIsAnArrow(cell: Int, arrow: [String]) throws {
        let rule = LoadedRule(jvn: JvNRule(.jvn29))
        var board = try Board(width: 1, height: 1, topology: .bounded, rule: Rule(birthMask: 0, survivalMask: 0, states: rule.states))
        board.setState(9, x: 0, y: 0)
        var options = PaintOptions(colours: ColourSettings(palette: .mono), showVideo: false)
        options.stateColours = rule.colours
        options.icons = rule.icons
        var painter = Painter(options: options)
        let frame = painter.frame(board: board, video: nil, canvasWidth: cell, canvasHeight: cell, cellSize: Double(cell), time: 0)
        let colour = rule.colours[9]
        let drawn = (0..<cell).map { y in
            String((0..<cell).map { x in frame[x, y] == colour ? "W" : frame[x, y] == .black ? "." : "?" })
        }
        #expect(drawn == arrow.map { $0 + "." } + [String(repeating: ".", count: cell)], "\(drawn.joined(separator: "\n"))")
    }
}
