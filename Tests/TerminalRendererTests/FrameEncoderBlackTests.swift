import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

/// Black is shown as black: a cell wanted black is never left, nor written,
/// in a colour merely near it. On a black field a level or six of grey is
/// plainly seen (the faint grid a zoomed-out giant left behind, where the
/// picture had faded out below the encoder's threshold); the screen is
/// decoded from the bytes written.
@Suite struct FrameEncoderBlackTests {
    /// A grid of dim cells (every other 4x4 block lit), at `level` of 255 in
    /// red, green and blue slightly apart, shifted `offset` pixels to the right.
    static func grid(level: Double, offset: Int = 0, width: Int = 64, height: Int = 32) -> RGBFrame {
        var frame = RGBFrame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width where ((x + offset) / 4 + y / 4) % 2 == 0 {
                frame[x, y] = RGB(UInt8(level.rounded()), UInt8((level * 0.8).rounded()), UInt8((level * 1.1).rounded()))
            }
        }
        return frame
    }

    /// Every sub-pixel the frame wants black that the screen shows otherwise, as "x,y".
    static func notBlack(_ model: TerminalModel, _ frame: CellFrame) -> [String] {
        var found: [String] = []
        for y in 0..<frame.rows {
            for x in 0..<frame.columns {
                let shown = model[x, y].subpixels(in: frame.mosaic) ?? []
                for (k, colour) in shown.enumerated() where frame[x, y].color(ofSubpixel: k).packedRGB == 0 {
                    if colour?.packedRGB != 0 { found.append("\(x),\(y)") }
                }
            }
        }
        return found
    }

    // (mosaic, colour mode, whether the grid moves while it fades)
    @Test(arguments: [
        (Mosaic.half, ColorMode.truecolor, false), (.quadrant, .truecolor, false), (.sextant, .truecolor, false),
        (.half, .truecolor, true), (.quadrant, .truecolor, true), (.octant, .truecolor, true),
        (.half, .palette256, false), (.quadrant, .palette256, true),
    ])
    func aFadedPictureEndsBlack(mosaic: Mosaic, mode: ColorMode, moving: Bool) throws {
        var encoder = FrameEncoder(mode: mode, mosaic: mosaic)
        let probe = CellFrame(canvas: Self.grid(level: 0), mode: mode, mosaic: mosaic)
        var model = TerminalModel(width: probe.columns, height: probe.rows)
        // Decay 0.4 a generation, as dead Life cells fade: 200, 120, 72 … 1, 0.
        var level = 200.0
        var step = 0
        while level >= 0.5 {
            try model.feed(encoder.encode(canvas: Self.grid(level: level, offset: moving ? step : 0)))
            level *= 0.6
            step += 1
        }
        let black = RGBFrame(width: 64, height: 32)
        try model.feed(encoder.encode(canvas: black))
        let wanted = CellFrame(canvas: black, mode: mode, mosaic: mosaic)
        let left = Self.notBlack(model, wanted)
        #expect(left.count == 0, "sub-pixels not black, e.g. in cells \(left.prefix(4))")
        // And black stays: nothing more to write.
        let wrapper = EscapeWriter.frameStart.count + EscapeWriter.frameEnd.count
        for _ in 0...EncodePass.restFrames {
            #expect(encoder.encode(canvas: black).count == wrapper)
        }
    }

    /// Next to black, a dim colour may still be written through a register
    /// set for a neighbour (within the threshold), but black itself never is:
    /// a row of dim and black cells, written in motion, shows its black cells black.
    @Test(arguments: [Mosaic.half, .quadrant])
    func blackIsNeverARegistersNeighbour(mosaic: Mosaic) throws {
        var encoder = FrameEncoder(mode: .truecolor, mosaic: mosaic)
        var first = RGBFrame(width: 64, height: 8)
        for y in 0..<8 { for x in 0..<64 { first[x, y] = RGB(200, 90, 40) } }
        let cells = CellFrame(canvas: first, mode: .truecolor, mosaic: mosaic)
        var model = TerminalModel(width: cells.columns, height: cells.rows)
        try model.feed(encoder.encode(canvas: first))
        // Moved: dim greys of 1 to 5 levels beside exact black, every other pixel column.
        var dim = RGBFrame(width: 64, height: 8)
        for y in 0..<8 { for x in 0..<64 where (x / (mosaic == .half ? 1 : 2)) % 2 == 0 { dim[x, y] = RGB(UInt8(1 + x % 5), UInt8(1 + x % 5), 3) } }
        try model.feed(encoder.encode(canvas: dim))
        let wanted = CellFrame(canvas: dim, mode: .truecolor, mosaic: mosaic)
        #expect(Self.notBlack(model, wanted).count == 0)
        #expect(try #require(RendererFixtures.worstMosaicError(model, wanted)) <= FrameEncoder.defaultMotionRegisterThreshold)
    }
}
