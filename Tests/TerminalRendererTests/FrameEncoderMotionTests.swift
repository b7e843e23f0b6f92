import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

/// Looser colour registers where the picture moves, and the rewrite that
/// makes a cell exact again once it has come to rest; the screen is decoded
/// from the bytes written.
@Suite struct FrameEncoderMotionTests {
    typealias F = RendererFixtures

    /// A ramp of close colours, shifted by `offset` levels of red.
    static func ramp(_ offset: Int) -> RGBFrame {
        var ramp = RGBFrame(width: 80, height: 8)
        for y in 0..<8 {
            for x in 0..<80 { ramp[x, y] = RGB(UInt8(60 + x + offset), UInt8(100 + 2 * y), 90) }
        }
        return ramp
    }

    /// A first paint is written as before, byte for byte, whatever the
    /// motion threshold: the fidelity of a still picture does not change.
    @Test func firstPaintIgnoresTheMotionThreshold() {
        var loose = FrameEncoder(mode: .truecolor)
        var strict = FrameEncoder(mode: .truecolor, motionRegisterThreshold: FrameEncoder.defaultRegisterThreshold)
        #expect(loose.encode(canvas: Self.ramp(0)) == strict.encode(canvas: Self.ramp(0)))
    }

    /// Cells that move (more than twice the threshold from the screen) are
    /// written within 6 levels in fewer bytes than within 1; once the picture
    /// stops, nothing is written for `restFrames` frames, then every cell is
    /// written again within 1 level, and after that nothing at all.
    @Test func movingCellsAreLooseUntilTheyRest() throws {
        var loose = FrameEncoder(mode: .truecolor)
        var strict = FrameEncoder(mode: .truecolor, motionRegisterThreshold: FrameEncoder.defaultRegisterThreshold)
        var model = TerminalModel(width: 80, height: 4)
        var strictModel = TerminalModel(width: 80, height: 4)
        try model.feed(loose.encode(canvas: Self.ramp(0)))
        try strictModel.feed(strict.encode(canvas: Self.ramp(0)))
        let moved = Self.ramp(20), wanted = CellFrame(canvas: moved, mode: .truecolor, mosaic: .half)
        let looseBytes = loose.encode(canvas: moved), strictBytes = strict.encode(canvas: moved)
        try model.feed(looseBytes)
        try strictModel.feed(strictBytes)
        #expect(looseBytes.count < strictBytes.count)
        let error = try #require(F.worstMosaicError(model, wanted))
        #expect(error > 1 && error <= 6, "in motion: \(error)")
        #expect(try #require(F.worstMosaicError(strictModel, wanted)) <= 1)
        let wrapper = EscapeWriter.frameStart.count + EscapeWriter.frameEnd.count
        for _ in 0..<EncodePass.restFrames {
            #expect(loose.encode(canvas: moved).count == wrapper)
        }
        try model.feed(loose.encode(canvas: moved))
        #expect(loose.lastFrame.cellsWritten > 0)
        #expect(try #require(F.worstMosaicError(model, wanted)) <= 1, "at rest, as exact as a first paint")
        #expect(loose.encode(canvas: moved).count == wrapper)
    }

    /// The encoder's cursor goes to the next row by `CR LF`, never scrolling:
    /// every row of a picture is where it belongs.
    @Test func rowsAreReachedByLineFeeds() throws {
        var encoder = FrameEncoder(mode: .truecolor)
        var model = TerminalModel(width: 80, height: 4)
        let bytes = encoder.encode(canvas: Self.ramp(0))
        #expect(bytes.contains(0x0A))
        try model.feed(bytes)
        #expect(try #require(F.worstMosaicError(model, CellFrame(canvas: Self.ramp(0), mode: .truecolor, mosaic: .half))) <= 1)
    }
}
