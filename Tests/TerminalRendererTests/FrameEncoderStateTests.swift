import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

/// What the encoder remembers between frames: the threshold against the
/// screen, invalidation, dropped frames, resizes.
@Suite struct FrameEncoderStateTests {
    typealias F = RendererFixtures

    /// A slow ramp of steps smaller than the threshold is sent as soon as the
    /// screen is more than the threshold away, so the error never grows past it.
    @Test(arguments: [1, 4, 9], [1, 3])
    func thresholdNeverLetsErrorAccumulate(threshold: Int, step: Int) throws {
        var encoder = FrameEncoder(mode: .truecolor, threshold: threshold)
        var model = TerminalModel(width: 4, height: 1)
        var sends = 0
        for level in stride(from: 0, through: 240, by: step) {
            let v = UInt8(level)
            let frame = CellFrame(columns: 4, rows: 1, color: .rgb(RGB(v, 255 - v, v / 2)))
            try model.feed(encoder.encode(frame))
            let error = try #require(F.worstError(model, frame))
            #expect(error <= threshold)
            if encoder.lastFrame.cellsWritten > 0 { sends += 1 }
        }
        #expect(sends >= 240 / (threshold + step) && sends <= 240 / step + 1)
    }

    /// A colour being written takes a register's colour only within the
    /// register threshold (1 by default), however far the threshold against
    /// the screen reaches: a ramp of close colours that replaces another
    /// picture is drawn within 1 level (within 6, in fewer bytes, when the
    /// register threshold is 6), and noise of ±3 on it afterwards is left on
    /// the screen (within 6). With the threshold of 2 before, the ramp was 2
    /// levels off. Painted first (nothing known on the screen), it is exact.
    @Test func registersStandInOnlyWithinTheRegisterThreshold() throws {
        var ramp = RGBFrame(width: 80, height: 8)
        for y in 0..<8 {
            for x in 0..<80 { ramp[x, y] = RGB(UInt8(60 + x), UInt8(100 + 2 * y), 90) }
        }
        let wanted = CellFrame(canvas: ramp, mode: .truecolor, mosaic: .half)
        let before = RGBFrame(width: 80, height: 8, fill: RGB(200, 20, 220))
        var sizes: [Int] = []
        for register in [FrameEncoder.defaultRegisterThreshold, 6] {
            var encoder = FrameEncoder(mode: .truecolor, threshold: 6, registerThreshold: register,
                                       motionRegisterThreshold: register)
            var model = TerminalModel(width: 80, height: 4)
            let first = encoder.encode(canvas: ramp)
            try model.feed(first)
            #expect(try #require(F.worstMosaicError(model, wanted)) == 0, "a first paint is exact")
            try model.feed(encoder.encode(canvas: before))
            let bytes = encoder.encode(canvas: ramp)
            sizes.append(bytes.count)
            #expect(bytes.count < first.count)
            try model.feed(bytes)
            let error = try #require(F.worstMosaicError(model, wanted))
            #expect(register == 1 ? error == 1 : error > 2 && error <= 6, "register threshold \(register): error \(error)")
            guard register == 1 else { continue }
            var rng = Xoshiro256(seed: 23)
            var noisy = ramp
            for y in 0..<8 {
                for x in 0..<80 {
                    let p = ramp[x, y]
                    noisy[x, y] = RGB(UInt8(Int(p.r) + Int.random(in: -3...3, using: &rng)), p.g, p.b)
                }
            }
            #expect(encoder.encode(canvas: noisy).count == EscapeWriter.frameStart.count + EscapeWriter.frameEnd.count)
        }
        #expect(sizes[1] < sizes[0])
    }

    /// A cell the picture has drifted from (more than the threshold, within
    /// twice it: noise, a fade) is written again with registers within half
    /// the threshold: a flat row that drifts to three colours 2 levels apart
    /// takes one colour code (with registers within 1 level, as a fresh
    /// paint of the same picture is, it took one every other cell or so).
    @Test func driftedCellsShareRegistersWithinHalfTheThreshold() throws {
        let flat = RGBFrame(width: 30, height: 2, fill: RGB(100, 100, 100))
        var drifted = flat
        for x in 0..<30 {
            let v = UInt8(107 + 2 * (x % 3))
            (drifted[x, 0], drifted[x, 1]) = (RGB(v, 100, 100), RGB(v, 100, 100))
        }
        let wanted = CellFrame(canvas: drifted, mode: .truecolor, mosaic: .half)
        var encoder = FrameEncoder(mode: .truecolor)
        var model = TerminalModel(width: 30, height: 1)
        try model.feed(encoder.encode(canvas: flat))
        let before = model.sgrCount
        try model.feed(encoder.encode(canvas: drifted))
        #expect(encoder.lastFrame.cellsWritten == 30)
        #expect(model.sgrCount - before == 2, "the colour, and the wrapper's reset")
        #expect(try #require(F.worstMosaicError(model, wanted)) <= FrameEncoder.defaultThreshold / 2)
        var fresh = FrameEncoder(mode: .truecolor)
        var freshModel = TerminalModel(width: 30, height: 1)
        try freshModel.feed(fresh.encode(canvas: drifted))
        #expect(try #require(F.worstMosaicError(freshModel, wanted)) <= FrameEncoder.defaultRegisterThreshold)
        #expect(freshModel.sgrCount > 8)
    }

    /// Random walks of noise: each frame stays within the threshold of what
    /// was meant, while far fewer cells are written than change.
    @Test(arguments: [2, 6])
    func noisyFramesStayWithinTheThreshold(threshold: Int) throws {
        var rng = Xoshiro256(seed: 11)
        var encoder = FrameEncoder(mode: .truecolor, threshold: threshold)
        var model = TerminalModel(width: 40, height: 10)
        var canvas = RGBFrame(width: 40, height: 20, fill: RGB(120, 60, 200))
        var written = 0
        for _ in 0..<60 {
            for y in 0..<20 {
                for x in 0..<40 {
                    let p = canvas[x, y]
                    func jitter(_ v: UInt8) -> UInt8 { UInt8(clamping: Int(v) + Int.random(in: -2...2, using: &rng)) }
                    canvas[x, y] = RGB(jitter(p.r), jitter(p.g), jitter(p.b))
                }
            }
            let frame = CellFrame(canvas: canvas, mode: .truecolor)
            try model.feed(encoder.encode(frame))
            #expect(try #require(F.worstError(model, frame)) <= threshold)
            written += encoder.lastFrame.cellsWritten
        }
        #expect(written < 60 * 400 / 2)
    }

    /// A smooth gradient: a register is set to a colour that stays within the
    /// register threshold of as many following cells as it can, so one colour
    /// code serves a run of about 2·threshold/step cells, not threshold/step.
    @Test(arguments: ColorMode.allCases)
    func registersAreChosenToServeTheNextCellsToo(mode: ColorMode) throws {
        var encoder = FrameEncoder(mode: mode, threshold: 6, registerThreshold: 6, motionRegisterThreshold: 6)
        var model = TerminalModel(width: 60, height: 1)
        var canvas = RGBFrame(width: 60, height: 2)
        for x in 0..<60 {
            canvas[x, 0] = RGB(UInt8(40 + 2 * x), 90, UInt8(200 - x))
            canvas[x, 1] = canvas[x, 0]
        }
        // Over another picture (a first paint would be exact).
        try model.feed(encoder.encode(canvas: RGBFrame(width: 60, height: 2, fill: RGB(250, 250, 0))))
        let before = model.sgrCount
        let frame = CellFrame(canvas: canvas, mode: mode)
        try model.feed(encoder.encode(frame))
        #expect(try #require(F.worstError(model, frame)) <= 6)
        if mode == .truecolor { #expect(model.sgrCount - before <= 11) }
    }

    @Test func invalidateRepaintsEverything() throws {
        var rng = Xoshiro256(seed: 21)
        var encoder = FrameEncoder(mode: .palette256)
        var model = TerminalModel(width: 25, height: 9)
        let frame = F.randomFrame(columns: 25, rows: 8, mode: .palette256, distinct: 30, rng: &rng)
        try model.feed(encoder.encode(frame))
        model.wipe()
        encoder.invalidate()
        try model.feed(encoder.encode(frame))
        #expect(encoder.lastFrame.cellsWritten == 25 * 8)
        #expect(F.worstError(model, frame) == 0)
    }

    /// A frame dropped (never encoded) leaves the state as it was: the next
    /// one is diffed against what the screen really shows.
    @Test func droppedFramesLeaveTheScreenStateIntact() throws {
        var rng = Xoshiro256(seed: 8)
        var encoder = FrameEncoder(mode: .truecolor, threshold: 0)
        var model = TerminalModel(width: 30, height: 6)
        let a = F.randomFrame(columns: 30, rows: 6, mode: .truecolor, distinct: 20, rng: &rng)
        let b = F.perturbed(a, fraction: 0.5, mode: .truecolor, rng: &rng)
        let c = F.perturbed(b, fraction: 0.1, mode: .truecolor, rng: &rng)
        try model.feed(encoder.encode(a))
        try model.feed(encoder.encode(c))
        #expect(F.worstError(model, c) == 0)
        #expect(encoder.framesEncoded == 2)
    }

    @Test(arguments: [(30, 6, 12, 4), (12, 4, 30, 6), (30, 6, 29, 6)])
    func aNewSizeRepaintsEverything(c0: Int, r0: Int, c1: Int, r1: Int) throws {
        var rng = Xoshiro256(seed: 2)
        var encoder = FrameEncoder(mode: .truecolor, threshold: 0)
        var model = TerminalModel(width: 30, height: 6)
        try model.feed(encoder.encode(F.randomFrame(columns: c0, rows: r0, mode: .truecolor, distinct: 9, rng: &rng)))
        model.wipe()
        let next = F.randomFrame(columns: c1, rows: r1, mode: .truecolor, distinct: 9, rng: &rng)
        try model.feed(encoder.encode(next))
        #expect(encoder.lastFrame.cellsWritten == c1 * r1)
        #expect(F.worstError(model, next) == 0)
    }

    @Test func changingTheModeRepaintsInTheNewColours() throws {
        var rng = Xoshiro256(seed: 4)
        var canvas = RGBFrame(width: 12, height: 8)
        for y in 0..<8 { for x in 0..<12 { canvas[x, y] = RGB(UInt8.random(in: 0...255, using: &rng), UInt8(x * 20), UInt8(y * 30)) } }
        var encoder = FrameEncoder(mode: .truecolor)
        var model = TerminalModel(width: 12, height: 4)
        try model.feed(encoder.encode(canvas: canvas))
        encoder.mode = .palette16
        let bytes = encoder.encode(canvas: canvas)
        try model.feed(bytes)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("38;2;"))
        #expect(F.worstError(model, CellFrame(canvas: canvas, mode: .palette16)) == 0)
        #expect(encoder.lastFrame.cellsWritten == 48)
    }
}
