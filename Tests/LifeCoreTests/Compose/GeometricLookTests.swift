import Testing
@testable import LifeCore

/// The `geometric` palette's look: each swatch laid at its opacity over the
/// background (not over white, which made it look like `mono`), and, once
/// cells have shapes, translucent shapes wider than a cell whose overlaps blend.
@Suite struct GeometricLookTests {
    static func painter(light: Bool = false, seed: UInt64 = 7) -> Painter {
        Painter(options: PaintOptions(colours: ColourSettings(palette: .geometric, seed: seed), lightMode: light))
    }

    /// Source-over in bytes, as the compositors round it.
    static func over(_ under: UInt8, _ colour: UInt8, _ alpha: Float) -> Double {
        let a = (alpha * 255).rounded()
        return (Double(under) * Double(255 - a) + Double(colour) * Double(a)) / 255
    }

    @Test(arguments: [false, true])
    func squareCellsAreTheSwatchAtItsOpacityOverTheBackground(light: Bool) throws {
        let board = try SceneTests.randomBoard(width: 40, height: 30, seed: 2)
        var painter = Self.painter(light: light)
        let out = painter.frame(board: board, video: nil, canvasWidth: 80, canvasHeight: 60, cellSize: 2, time: 0)
        let background: Float = light ? 255 : 0
        for y in 0..<30 {
            for x in 0..<40 {
                let pixel = out[x * 2 + 1, y * 2 + 1]
                guard board[x, y] else {
                    #expect(pixel == (light ? .white : .black))
                    continue
                }
                let swatch = GeometricSwatch.standard[Int(painter.colours.layer[y * 40 + x])]
                let alpha = painter.colours.opacity[y * 40 + x]
                #expect(swatch.opacity.contains(Double(alpha)))
                func expected(_ c: UInt8) -> UInt8 { UInt8(background + (Float(c) - background) * alpha + 0.5) }
                #expect(pixel == RGB(expected(swatch.colour.r), expected(swatch.colour.g), expected(swatch.colour.b)))
            }
        }
    }

    /// Two neighbours of 16 pixels: radius 0.65 cells (10.4 pixels) reaches
    /// across the shared edge, where the right cell's colour is laid over the
    /// left one's; elsewhere each shows alone over black.
    @Test func overlappingShapesBlendInDrawingOrder() throws {
        var board = try Board(width: 6, height: 3, topology: .bounded)
        board[2, 1] = true
        board[3, 1] = true
        var painter = Self.painter(seed: 11)
        let out = painter.frame(board: board, video: nil, canvasWidth: 96, canvasHeight: 48, cellSize: 16, time: 0)
        let shapes = painter.shapes
        #expect(shapes.count == 2)
        let (first, second) = (shapes[0], shapes[1])
        // Both shapes cover pixel (48, 24) fully: 7.5 and 8.5 pixels from the centres at (40, 24) and (56, 24).
        let shared = out[48, 24], alone = out[35, 24]
        let blended = [(first.colour.r, second.colour.r, shared.r), (first.colour.g, second.colour.g, shared.g),
                       (first.colour.b, second.colour.b, shared.b)]
        for (a, b, got) in blended {
            let bottom = UInt8(Self.over(0, a, first.opacity).rounded())
            #expect(abs(Self.over(bottom, b, second.opacity) - Double(got)) <= 1)
        }
        let leftAlone = first.x == 2 ? first : second
        #expect(abs(Self.over(0, leftAlone.colour.r, leftAlone.opacity) - Double(alone.r)) <= 1)
        // Far from both (the corner) stays black; the overlap differs from either colour alone.
        #expect(out[0, 0] == .black)
        #expect(shared != alone)
    }

    /// Shapes are drawn swatch by swatch (yellow first, purple last), row-major within one.
    @Test func shapesComeInLayerOrder() throws {
        let board = try SceneTests.randomBoard(width: 30, height: 20, seed: 4)
        var painter = Self.painter()
        _ = painter.frame(board: board, video: nil, canvasWidth: 240, canvasHeight: 160, cellSize: 8, time: 0)
        let shapes = painter.shapes
        #expect(shapes.count == board.population)
        let keys = shapes.map { (Int($0.layer), $0.y * 30 + $0.x) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
        #expect(Set(shapes.map(\.layer)) == [0, 1, 2, 3, 4])
        for s in shapes {
            #expect(s.colour == GeometricSwatch.standard[Int(s.layer)].colour)
        }
    }
}
