import Testing
@testable import LifeCore

/// Cells that glow (what a player just made) show their own colour over a
/// video darker than it, on every shape and palette, and nothing else changes.
@Suite struct CellGlowTests {
    /// A board with cells (1, 1) and (3, 2) alive, painted over `video`, (1, 1) glowing at `level`.
    static func paint(level: UInt8, video: RGBFrame, cell: Double, options: PaintOptions) throws -> (glowing: RGBFrame,
                                                                                                    plain: RGBFrame,
                                                                                                    maskOnly: RGBFrame) {
        var board = try Board(width: 6, height: 4, topology: .bounded)
        board[1, 1] = true
        board[3, 2] = true
        let w = Int(6 * cell), h = Int(4 * cell)
        var painter = Painter(options: options)
        let plain = painter.frame(board: board, video: .rgb(video), canvasWidth: w, canvasHeight: h, cellSize: cell, time: 0)
        painter.glow = [CellGlow(cell: 1 * 6 + 1, level: level)]
        let glowing = painter.frame(board: board, video: .rgb(video), canvasWidth: w, canvasHeight: h, cellSize: cell, time: 0)
        var white = Painter(options: options)
        let maskOnly = white.frame(board: board, video: nil, canvasWidth: w, canvasHeight: h, cellSize: cell, time: 0)
        return (glowing, plain, maskOnly)
    }

    static func dark(width: Int, height: Int) -> RGBFrame {
        var video = RGBFrame(width: width, height: height)
        for y in 0..<height { for x in 0..<width { video[x, y] = RGB(20, 12, 30) } }
        return video
    }

    /// Over a dark video a glowing cell's pixels are its mask's (its colour
    /// whole at 255, the disc's edge and gap kept); at half, half of it (or
    /// the video's, where brighter); the other cell and the dead cells are
    /// as without a glow.
    @Test(arguments: [(Palette.perlin, 2.0, CellShape.disc), (.hsv, 6, .disc), (.perlin, 6, .hex), (.geometric, 8, .disc),
                      (.mono, 3, .mix)])
    func aGlowingCellShowsItsOwnColour(palette: Palette, cell: Double, shape: CellShape) throws {
        var options = PaintOptions(colours: ColourSettings(palette: palette))
        options.shape = shape
        let video = Self.dark(width: Int(6 * cell), height: Int(4 * cell))
        let full = try Self.paint(level: 255, video: video, cell: cell, options: options)
        let half = try Self.paint(level: 128, video: video, cell: cell, options: options)
        let layout = SceneLayout(canvasWidth: video.width, canvasHeight: video.height, boardWidth: 6, boardHeight: 4, scale: cell)
        var inside = 0, brighter = 0
        for y in 0..<video.height {
            for x in 0..<video.width {
                for c in 0..<3 {
                    let i = y * video.stride + x * 3 + c
                    let plain = full.plain.pixels[i]
                    guard layout.cell(atPixelX: x, y: y) == GridPoint(x: 1, y: 1) else {
                        #expect(full.glowing.pixels[i] == plain && half.glowing.pixels[i] == plain)
                        continue
                    }
                    inside += 1
                    let mask = full.maskOnly.pixels[i]
                    #expect(full.glowing.pixels[i] == max(plain, mask))
                    #expect(half.glowing.pixels[i] == max(plain, UInt8((Int(mask) * 128 + 127) / 255)))
                    if full.glowing.pixels[i] > plain { brighter += 1 }
                }
            }
        }
        #expect(inside > 0 && brighter > inside / 3)
    }

    /// Light mode draws cells dark already, and without a video a cell is its
    /// colour: there the glow changes nothing.
    @Test func lightModeAndNoVideoAreUnchanged() throws {
        var options = PaintOptions(colours: ColourSettings(palette: .perlin))
        options.lightMode = true
        let video = Self.dark(width: 24, height: 16)
        let light = try Self.paint(level: 255, video: video, cell: 4, options: options)
        #expect(light.glowing == light.plain)
        var board = try Board(width: 6, height: 4, topology: .bounded)
        board[1, 1] = true
        var painter = Painter(options: PaintOptions(colours: ColourSettings(palette: .perlin)))
        let plain = painter.frame(board: board, video: nil, canvasWidth: 24, canvasHeight: 16, cellSize: 4, time: 0)
        painter.glow = [CellGlow(cell: 7, level: 255)]
        #expect(painter.frame(board: board, video: nil, canvasWidth: 24, canvasHeight: 16, cellSize: 4, time: 0) == plain)
    }

    /// Cells out of the board's range, and a level of 0, are ignored.
    @Test func outOfRangeCellsAreIgnored() throws {
        let options = PaintOptions(colours: ColourSettings(palette: .perlin))
        let video = Self.dark(width: 12, height: 8)
        var board = try Board(width: 6, height: 4, topology: .bounded)
        board[1, 1] = true
        var painter = Painter(options: options)
        let plain = painter.frame(board: board, video: .rgb(video), canvasWidth: 12, canvasHeight: 8, cellSize: 2, time: 0)
        painter.glow = [CellGlow(cell: -1, level: 255), CellGlow(cell: 24, level: 255), CellGlow(cell: 7, level: 0)]
        #expect(painter.frame(board: board, video: .rgb(video), canvasWidth: 12, canvasHeight: 8, cellSize: 2, time: 0) == plain)
    }
}
