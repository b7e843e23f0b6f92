import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp

/// The board as SVG, parsed back: one shape per lit cell where the painter
/// has it, in its colour and opacity, in valid SVG 1.1 forms.
@Suite struct BoardSVGTests {
    /// A seeded soup followed by the painter for `generations`, then its SVG at 8 pixels per cell.
    static func picture(palette: Palette = .perlin, shape: CellShape = .disc, light: Bool = false, decay: Float = 0.4,
                        generations: Int = 6) throws -> (svg: BoardSVG, painter: Painter, board: Board) {
        var board = try Board(width: 48, height: 30)
        var rng = SplitMix64(seed: 12)
        try board.randomFill(density: 0.3, using: &rng)
        var options = PaintOptions(colours: ColourSettings(palette: palette, seed: 3), decay: decay, lightMode: light)
        options.shape = shape
        var painter = Painter(options: options)
        painter.follow(board, time: 0)
        for g in 1...generations {
            board.step()
            painter.follow(board, time: Double(g) / 10)
        }
        let layout = SceneLayout(canvasWidth: 384, canvasHeight: 240, boardWidth: 48, boardHeight: 30, scale: 8)
        return (BoardSVG(painter: painter, layout: layout, pixelsPerCell: 8), painter, board)
    }

    @Test(arguments: [(Palette.perlin, CellShape.disc, false), (.geometric, .mix, false), (.hsv, .hex, true),
                      (.mono, .mix, true), (.geometric, .hex, true), (.birthday, .disc, false)])
    func everyLitCellIsOneShapeInItsColourAndOpacity(palette: Palette, shape: CellShape, light: Bool) throws {
        let (svg, painter, _) = try Self.picture(palette: palette, shape: shape, light: light)
        let bytes = svg.bytes
        let read = try SVGReader(bytes)
        let lit = painter.mask.intensity.filter { $0 > 0 }.count
        #expect(read.placed.count == lit && lit > 100)
        let inks = painter.shapes
        for (placed, ink) in zip(read.placed, inks) {
            #expect(placed.x == Double(ink.x) && placed.y == Double(ink.y))
            #expect(placed.shape == (shape.kind(x: ink.x, y: ink.y, seed: 3) == .disc ? "d" : "h"))
            #expect(placed.fill == SVGNumber.hex(ink.colour))
            #expect(abs(placed.opacity - Double(max(ink.opacity, 0.001))) <= 0.0005)
        }
        #expect(read.root["version"] == "1.1" && read.root["viewBox"] == "0 0 48 30")
        #expect(read.root["width"] == "384" && read.root["height"] == "240")
        #expect(read.background?["fill"] == (light ? "#ffffff" : "#000000"))
        #expect(!read.values.contains { $0.contains("rgba(") })
        #expect(read.elementNames.isSubset(of: ["svg", "title", "defs", "circle", "path", "rect", "g", "use"]))
        #expect(Double(bytes.count) / Double(lit) <= 120, "\(bytes.count) bytes for \(lit) shapes")
    }

    @Test func withDecayOneEveryShapeIsALiveCell() throws {
        let (svg, _, board) = try Self.picture(palette: .geometric, shape: .mix, decay: 1)
        let read = try SVGReader(svg.bytes)
        #expect(read.placed.count == board.population)
        #expect(read.placed.allSatisfy { board[Int($0.x), Int($0.y)] })
    }

    @Test(arguments: [(Palette.perlin, 0.4375), (.geometric, ShapeGeometry.overlappingRadius)])
    func theShapesAreDefinedOnceWithExactCorners(palette: Palette, radius: Double) throws {
        let read = try SVGReader(Self.picture(palette: palette).svg.bytes)
        #expect(read.defined["d"]?["r"].flatMap(Double.init) == radius)
        let path = try #require(read.defined["h"]?["d"])
        let numbers = path.split(whereSeparator: { "MLZ ".contains($0) }).compactMap { Double($0) }
        let corners = ShapeGeometry.hexagonCorners(radius: radius)
        #expect(numbers.count == 12)
        for (i, corner) in corners.enumerated() {
            #expect(abs(numbers[2 * i] - corner.x) <= 5e-7 && abs(numbers[2 * i + 1] - corner.y) <= 5e-7, "corner \(i)")
        }
        #expect(read.defined["d"]?["fill"] == nil && read.defined["h"]?["fill"] == nil)
    }

    /// A canvas that cuts the board's edge cells shows the same part in the viewBox.
    @Test func theViewBoxIsThePartOfTheBoardTheCanvasShows() throws {
        let layout = SceneLayout(canvasWidth: 100, canvasHeight: 60, boardWidth: 13, boardHeight: 8, scale: 8)
        #expect(layout.originX == -2 && layout.originY == -2)
        let svg = BoardSVG(shapes: [], layout: layout, radius: 0.4, background: .black, pixelsPerCell: 8)
        let read = try SVGReader(svg.bytes)
        #expect(read.root["viewBox"] == ".25 .25 12.5 7.5" && read.root["width"] == "100" && read.root["height"] == "60")
        #expect(read.placed.isEmpty)
    }

    @Test(arguments: [(0.0, 4, "0"), (12, 4, "12"), (-0.5, 4, "-.5"), (0.4375, 4, ".4375"), (0.378886, 6, ".378886"),
                      (0.00049, 3, "0"), (0.0005, 3, ".001"), (2.5, 1, "2.5"), (1e-9, 4, "0"), (-3.21, 1, "-3.2")])
    func numbersAreShortAndExact(value: Double, decimals: Int, text: String) {
        #expect(SVGNumber.format(value, decimals: decimals) == text)
    }
}
