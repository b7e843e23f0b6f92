import Testing
@testable import LifeCore

@Suite struct Y4MHeaderTests {
    @Test(arguments: [
        ("YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg XYSCSS=420JPEG", 640, 480, 30, 1, Y4MChroma.c420jpeg),
        ("YUV4MPEG2 W1 H1", 1, 1, 0, 0, .c420jpeg),
        ("YUV4MPEG2 H2 W3 C444 F25:1", 3, 2, 25, 1, .c444),
        ("YUV4MPEG2 W4 H4 C422 F30000:1001 It", 4, 4, 30000, 1001, .c422),
        ("YUV4MPEG2 W5 H5 C420paldv", 5, 5, 0, 0, .c420paldv),
        ("YUV4MPEG2 W5 H5 C420mpeg2", 5, 5, 0, 0, .c420mpeg2),
        ("YUV4MPEG2  W6 H7 C420  Cmono", 6, 7, 0, 0, .mono),
    ])
    func parses(line: String, w: Int, h: Int, num: Int, den: Int, chroma: Y4MChroma) throws {
        let header = try Y4MHeader(line: Array(line.utf8))
        #expect(header.width == w && header.height == h && header.chroma == chroma)
        #expect(header.frameRate.numerator == num && header.frameRate.denominator == den)
    }

    @Test(arguments: [
        ("YUV4MPEG W2 H2", Y4MError.notY4M),
        ("yuv4mpeg2 W2 H2", .notY4M),
        ("YUV4MPEG2 W2", .badHeader("width (W) and height (H) are required")),
        ("YUV4MPEG2 W0 H2", .badHeader("width W0 is out of range: it must be 1 to 16384")),
        ("YUV4MPEG2 Wx H2", .badHeader("width (W) must be a number, e.g. W640, not 'x'")),
        ("YUV4MPEG2 W-2 H2", .badHeader("width (W) must be a number, e.g. W640, not '-2'")),
        ("YUV4MPEG2 W2 H99999", .badHeader("height H99999 is out of range: it must be 1 to 16384")),
        ("YUV4MPEG2 W2 H99999999999999999999999", .badHeader("height H99999999999999999999999 is out of range: it must be 1 to 16384")),
        ("YUV4MPEG2 W16384 H16384", .tooLarge(width: 16384, height: 16384)),
        ("YUV4MPEG2 W2 H2 C420p10", .unsupportedColourspace("420p10")),
        ("YUV4MPEG2 W2 H2 F30", .badHeader("frame rate (F) must be N:D, e.g. F30:1, not '30'")),
        ("YUV4MPEG2 W2 H2 F30:0", .badHeader("frame rate F30:0 is out of range: it must be from F1:3600 (one frame an hour) to F1000:1 (1000 fps)")),
        ("YUV4MPEG2 W2 H2 F0:1", .badHeader("frame rate F0:1 (0 fps) is out of range: it must be from F1:3600 (one frame an hour) to F1000:1 (1000 fps)")),
        ("YUV4MPEG2 W2 H2 F2147483648:1",
         .badHeader("frame rate F2147483648:1 (2147483648 fps) is out of range: it must be from F1:3600 (one frame an hour) to F1000:1 (1000 fps)")),
        ("YUV4MPEG2 W2 H2 F100000000:1",
         .badHeader("frame rate F100000000:1 (100000000 fps) is out of range: it must be from F1:3600 (one frame an hour) to F1000:1 (1000 fps)")),
        ("YUV4MPEG2 W2 H2 F1001:1", .badHeader("frame rate F1001:1 (1001 fps) is out of range: it must be from F1:3600 (one frame an hour) to F1000:1 (1000 fps)")),
        ("YUV4MPEG2 W2 H2 F1:3601", .badHeader("frame rate F1:3601 (1/3601 fps) is out of range: it must be from F1:3600 (one frame an hour) to F1000:1 (1000 fps)")),
        ("YUV4MPEG2 W2 H2 F99999999999999999999:1",
         .badHeader("frame rate F9223372036854775807:1 (9223372036854775807 fps) is out of range: it must be from F1:3600 (one frame an hour) to F1000:1 (1000 fps)")),
        ("YUV4MPEG2 W2 H2 A1:x", .badHeader("pixel aspect (A) must be N:D, e.g. A1:1, not '1:x'")),
        ("YUV4MPEG2 W2 H2 A1:17", .badHeader("pixel aspect A1:17 is out of range: it must be A0:0 (unknown) or N:D from 1:16 to 16:1, N and D at most 65535")),
        ("YUV4MPEG2 W2 H2 A100000:100000",
         .badHeader("pixel aspect A100000:100000 is out of range: it must be A0:0 (unknown) or N:D from 1:16 to 16:1, N and D at most 65535")),
        ("YUV4MPEG2 W2 H2 A0:1", .badHeader("pixel aspect A0:1 is out of range: it must be A0:0 (unknown) or N:D from 1:16 to 16:1, N and D at most 65535")),
        ("YUV4MPEG2 W2 H2 X" + String(repeating: "9", count: 257), .badHeader("an X parameter of 257 bytes is longer than 256")),
        ("YUV4MPEG2 W2 H2" + String(repeating: " XA=1", count: 33), .badHeader("more than 32 X parameters")),
        ("YUV4MPEG2 W2 H2 F30:1 C420jpeg\r", .badHeader("the header line ends in a Windows CR LF; YUV4MPEG2 lines end in a single LF (\\n)")),
        ("YUV4MPEG2 W2 H2 Iz", .badHeader("interlacing (I) must be p, t, b, m or ?, not 'z'")),
        ("YUV4MPEG2 W2 H2 I\u{1B}[2Jz", .badHeader("interlacing (I) must be p, t, b, m or ?, not 'z'")),
        ("YUV4MPEG2 W2 H2 Q9", .badHeader("unknown parameter 'Q9'")),
    ])
    func rejects(line: String, error: Y4MError) {
        #expect(throws: error) { try Y4MHeader(line: Array(line.utf8)) }
    }

    /// The edges of every range are accepted.
    @Test(arguments: [
        "YUV4MPEG2 W16384 H1 F1000:1 A16:1",
        "YUV4MPEG2 W1 H16384 F1:3600 A1:16 Ip",
        "YUV4MPEG2 W8192 H8192 F30000:1001 A0:0 C444" + String(repeating: " XYSCSS=444", count: 31) + " X" + String(repeating: "A", count: 256),
        "YUV4MPEG2 W640 H480 F65535:65535 A65535:65535",
    ])
    func acceptsTheEdgesOfTheRanges(line: String) throws {
        let h = try Y4MHeader(line: Array(line.utf8))
        #expect(h.width * h.height <= Y4MHeader.maxPixels)
        #expect(Y4MHeader.frameRates.contains(h.framesPerSecond ?? 0))
    }

    @Test func messagesSayWhatIsWrongAndWhatIsRight() {
        #expect(Y4MError.tooLarge(width: 16384, height: 16384).description
                == "YUV4MPEG2 frames of 16384x16384 are too large: at most 67108864 pixels (8192x8192)")
        #expect(Y4MError.frameLineCRLF.description
                == "bad YUV4MPEG2 stream: a FRAME line ends in a Windows CR LF; YUV4MPEG2 lines end in a single LF (\\n)")
    }

    @Test func writesWhatItReads() throws {
        let h = Y4MHeader(width: 7, height: 3, frameRate: (24, 1), chroma: .c422, aspect: "1:1", extensions: ["YSCSS=422"])
        #expect(try Y4MHeader(line: Array(h.line.dropLast())) == h)
    }

    @Test(arguments: [(Y4MChroma.c420jpeg, 5, 3, 15 + 2 * 6), (.c422, 5, 3, 15 + 2 * 9), (.c444, 5, 3, 45), (.mono, 5, 3, 15)])
    func frameSizes(chroma: Y4MChroma, w: Int, h: Int, bytes: Int) {
        #expect(Y4MHeader(width: w, height: h, chroma: chroma).frameBytes == bytes)
    }
}

@Suite struct Y4MDecoderTests {
    /// References from ffmpeg 5.1 (`-f rawvideo -pix_fmt yuv444p` to `rgb24`, its default BT.601 studio range).
    @Test(arguments: [
        (UInt8(16), UInt8(128), UInt8(128), RGB(0, 0, 0)),
        (235, 128, 128, RGB(255, 255, 255)),
        (126, 128, 128, RGB(128, 128, 128)),
        (81, 90, 240, RGB(254, 0, 0)),
        (145, 54, 34, RGB(0, 255, 1)),
        (41, 240, 110, RGB(0, 0, 255)),
        (0, 0, 0, RGB(0, 136, 0)),
        (180, 100, 160, RGB(242, 176, 134)),
        (60, 150, 120, RGB(38, 49, 96)),
        (200, 200, 60, RGB(106, 241, 255)),
    ])
    func convertsBT601StudioRange(y: UInt8, cb: UInt8, cr: UInt8, expected: RGB) {
        let c = BT601.rgb(y: y, cb: cb, cr: cr)
        #expect(abs(Int(c.r) - Int(expected.r)) <= 1 && abs(Int(c.g) - Int(expected.g)) <= 1 && abs(Int(c.b) - Int(expected.b)) <= 1,
                "\(c) vs \(expected)")
    }

    /// Full range, from ffmpeg 5.1 (`-pix_fmt yuvj444p` to `rgb24`).
    @Test(arguments: [
        (UInt8(180), UInt8(100), UInt8(160), RGB(225, 167, 130)),
        (60, 150, 120, RGB(49, 58, 99)),
        (76, 85, 255, RGB(254, 0, 0)),
        (0, 128, 128, RGB(0, 0, 0)),
        (255, 128, 128, RGB(255, 255, 255)),
    ])
    func convertsBT601FullRange(y: UInt8, cb: UInt8, cr: UInt8, expected: RGB) {
        let c = BT601.rgb(y: y, cb: cb, cr: cr, fullRange: true)
        #expect(abs(Int(c.r) - Int(expected.r)) <= 1 && abs(Int(c.g) - Int(expected.g)) <= 1 && abs(Int(c.b) - Int(expected.b)) <= 1,
                "\(c) vs \(expected)")
    }

    @Test func fullRangeStreamsAreReadAsSuch() throws {
        // ffmpeg writes grey (mono) streams at full range and says so.
        let bytes = Array("YUV4MPEG2 W3 H1 F25:1 Cmono XCOLORRANGE=FULL\nFRAME\n".utf8) + [0, 128, 255]
        let frame = try Y4MDecoder.decodeAll(bytes).frames[0]
        #expect(frame[0, 0] == .black && frame[1, 0] == RGB(128, 128, 128) && frame[2, 0] == .white)
        let studio = try Y4MDecoder.decodeAll(Array("YUV4MPEG2 W1 H1 Cmono\nFRAME\n".utf8) + [16]).frames[0]
        #expect(studio[0, 0] == .black)
    }

    @Test(arguments: Y4MChroma.allCases)
    func roundTripsFlatBlocks(chroma: Y4MChroma) throws {
        // 2×2 blocks of one colour survive any subsampling; odd sizes test the edge blocks.
        var frame = RGBFrame(width: 7, height: 5)
        var rng = SplitMix64(seed: 11)
        let grey = chroma == .mono
        for by in 0..<3 {
            for bx in 0..<4 {
                let v = rng.next()
                var c = RGB(UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v >> 16))
                if grey { c = RGB(c.r, c.r, c.r) }
                for y in (by * 2)..<min(5, by * 2 + 2) { for x in (bx * 2)..<min(7, bx * 2 + 2) { frame[x, y] = c } }
            }
        }
        let (header, frames) = try Y4MDecoder.decodeAll(Y4MTestStream.bytes([frame, frame], chroma: chroma))
        #expect(header.chroma == chroma && frames.count == 2)
        for y in 0..<5 {
            for x in 0..<7 {
                let a = frame[x, y], b = frames[1][x, y]
                #expect(abs(Int(a.r) - Int(b.r)) <= 3 && abs(Int(a.g) - Int(b.g)) <= 3 && abs(Int(a.b) - Int(b.b)) <= 3,
                        "\(chroma) at \(x),\(y): \(a) became \(b)")
            }
        }
    }

    @Test func chromaCoversItsBlock() throws {
        // 4:2:0, 3×3: the Cb/Cr sample at (1, 1) colours only pixel (2, 2).
        var bytes = Y4MHeader(width: 3, height: 3, chroma: .c420).line + Array("FRAME\n".utf8)
        bytes += [UInt8](repeating: 126, count: 9)
        bytes += [128, 128, 128, 90]   // Cb
        bytes += [128, 128, 128, 240]  // Cr
        let frame = try Y4MDecoder.decodeAll(bytes).frames[0]
        #expect(frame[1, 1] == RGB(128, 128, 128))
        #expect(frame[2, 1] == RGB(128, 128, 128) && frame[1, 2] == RGB(128, 128, 128))
        #expect(frame[2, 2].r > 200 && frame[2, 2].b < 100)
    }

    @Test(arguments: [1, 3, 64, 100_000])
    func bytesMayArriveInAnyChunks(chunk: Int) throws {
        let frames = (0..<3).map { ScalingTests.random(width: 6, height: 4, seed: UInt64($0)) }
        let stream = Y4MTestStream.bytes(frames, chroma: .c420mpeg2, frameParams: " Ixyz")
        let whole = try Y4MDecoder.decodeAll(stream).frames
        var d = Y4MDecoder()
        var got: [RGBFrame] = []
        var i = 0
        while i < stream.count {
            d.append(stream[i..<min(stream.count, i + chunk)])
            i += chunk
            while let f = try d.nextFrame() { got.append(f) }
        }
        try d.finish()
        #expect(got == whole && got.count == 3 && d.frameCount == 3)
    }

    static let malformed: [([UInt8], Y4MError)] = {
        let head: [UInt8] = Y4MHeader(width: 2, height: 2).line
        let six = [UInt8](repeating: 0, count: 6)
        var cases: [([UInt8], Y4MError)] = []
        cases.append((Array("GIF89a".utf8), .notY4M))
        cases.append(([], .empty))
        cases.append((Array("YUV4MPEG2 W2 H2".utf8), .truncatedHeader))
        cases.append((head + Array("FRAME\n".utf8) + [1, 2, 3], .truncated))
        cases.append((head + Array("FRAMX\n".utf8) + six, .badFrameHeader("FRAMX")))
        cases.append((head + Array("FRAMES\n".utf8) + six, .badFrameHeader("FRAMES")))
        cases.append((head + Array("FRAME\r\n".utf8) + six, .frameLineCRLF))
        cases.append((Array("YUV4MPEG2 W2 H2 F2147483648:1\nFRAME\n".utf8) + six, .badHeader(
            "frame rate F2147483648:1 (2147483648 fps) is out of range: it must be from F1:3600 (one frame an hour) to F1000:1 (1000 fps)")))
        cases.append((Array("YUV4MPEG2 ".utf8) + [UInt8](repeating: 0x41, count: 5000), .lineTooLong))
        return cases
    }()

    @Test(arguments: malformed)
    func malformedStreamsAreTypedErrors(bytes: [UInt8], error: Y4MError) {
        #expect(throws: error) { try Y4MDecoder.decodeAll(bytes) }
    }

    @Test func anErrorSticks() {
        var d = Y4MDecoder()
        d.append(Array("RIFF....".utf8))
        #expect(throws: Y4MError.notY4M) { try d.nextFrame() }
        d.append(Y4MTestStream.bytes([RGBFrame(width: 1, height: 1)]))
        #expect(throws: Y4MError.notY4M) { try d.nextFrame() }
    }

    @Test func resetReadsAgain() throws {
        let stream = Y4MTestStream.bytes([RGBFrame(width: 2, height: 2, fill: .white)])
        var d = Y4MDecoder()
        d.append(stream)
        #expect(try d.nextFrame() != nil)
        d.reset()
        d.append(stream)
        #expect(try d.nextFrame() != nil)
        #expect(try d.nextFrame() == nil)
    }

    /// Seeded garbage, truncations and byte flips of a valid stream: every
    /// input ends in frames or a typed error, with a bounded number of calls.
    @Test(arguments: 0..<8)
    func fuzzNeverCrashesOrHangs(seed: UInt64) {
        var rng = Xoshiro256(seed: seed)
        let valid = Y4MTestStream.bytes((0..<3).map { ScalingTests.random(width: 5, height: 3, seed: $0) }, chroma: .c420jpeg)
        for round in 0..<150 {
            var bytes: [UInt8]
            switch round % 3 {
            case 0:
                bytes = (0..<Int(rng.next() % 300)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                if rng.next() % 2 == 0 { bytes = Array("YUV4MPEG2 ".utf8) + bytes }
            case 1:
                bytes = Array(valid.prefix(Int(rng.next() % UInt64(valid.count + 1))))
            default:
                bytes = valid
                for _ in 0..<(1 + rng.next() % 4) {
                    bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
                }
            }
            var d = Y4MDecoder()
            var calls = 0, i = 0
            outer: while i < bytes.count {
                let n = 1 + Int(rng.next() % 40)
                d.append(bytes[i..<min(bytes.count, i + n)])
                i += n
                while true {
                    calls += 1
                    guard calls < 10_000 else { Issue.record("no progress on round \(round)"); break outer }
                    do {
                        guard let f = try d.nextFrame() else { break }
                        #expect(f.width == 5 && f.height == 3)
                    } catch {
                        // A typed error of one printable line, naming the stream.
                        let text = error.description
                        #expect(text.contains("YUV4MPEG2") || text.contains("FRAME") || text.contains("line"), "\(text)")
                        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(text)")
                        break outer
                    }
                }
            }
            _ = try? d.finish()
        }
    }
}

/// YUV planes scaled before they are converted give the picture that
/// converting first and scaling after gives (within a few levels: chroma is
/// filtered at its own resolution), in every mode and size.
@Suite struct YUVScalingTests {
    /// A one-frame stream of random samples, `width × height`, kept where every
    /// colour is inside RGB (nothing clips, so the two orders agree).
    static func planes(width: Int, height: Int, chroma: String, seed: UInt64) throws -> YUVFrame {
        var rng = SplitMix64(seed: seed)
        var header = Y4MHeader(width: width, height: height)
        header.chroma = Y4MChroma(rawValue: chroma)!
        var bytes = header.line + Array("FRAME\n".utf8)
        let (sx, sy) = header.chroma.subsampling ?? (1, 1)
        let planes = header.chroma.subsampling == nil ? 0 : 2 * ((width + sx - 1) / sx) * ((height + sy - 1) / sy)
        // Smooth enough that filtering luma and chroma apart matches filtering the colours.
        bytes += (0..<(width * height)).map { i in UInt8(80 + (i % width) / 4 + (i / width) / 3 + Int.random(in: 0...6, using: &rng)) }
        let chromaWidth = (width + sx - 1) / sx
        bytes += (0..<planes).map { i in UInt8(116 + (i % chromaWidth) / 12 + Int.random(in: 0...1, using: &rng)) }
        var decoder = Y4MDecoder()
        decoder.append(bytes)
        return try #require(try decoder.nextPlanes())
    }

    /// The largest difference of any channel of any pixel of two pictures of one size.
    static func worstDifference(_ a: RGBFrame, _ b: RGBFrame) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        return worst
    }

    @Test(arguments: [("420jpeg", 160, 94, ScaleMode.cover), ("420jpeg", 160, 94, .fit), ("422", 300, 200, .cover),
                      ("444", 50, 40, .fit), ("mono", 97, 31, .cover), ("420jpeg", 1000, 700, .cover)])
    func scalingPlanesThenConvertingMatchesConvertingThenScaling(chroma: String, width: Int, height: Int, mode: ScaleMode) throws {
        let yuv = try Self.planes(width: 320, height: 180, chroma: chroma, seed: 5)
        var viaPlanes = RGBFrame(width: width, height: height), viaRGB = RGBFrame(width: width, height: height)
        var a = VideoScaler(), b = VideoScaler()
        a.scale(yuv, into: &viaPlanes, mode: mode, mirror: true)
        b.scale(yuv.rgb, into: &viaRGB, mode: mode, mirror: true)
        let worst = Self.worstDifference(viaPlanes, viaRGB)
        #expect(worst <= 4, "worst channel difference \(worst)")
    }

    /// Every canvas pixel gets its own chroma, whatever the subsampling:
    /// with chroma that changes from sample to sample (inside RGB, so
    /// nothing clips), the planes scaled then converted give what the
    /// picture converted at its own size (each pixel with the chroma sample
    /// it lies in) then area-averaged gives, on canvases as fine as the
    /// chroma, finer, and coarser (4:2:0 kept on a canvas would give each
    /// pair of pixels one colour).
    @Test(arguments: [("420jpeg", 160, 90), ("420jpeg", 240, 135), ("420jpeg", 96, 54), ("422", 160, 180), ("444", 100, 60)])
    func eachCanvasPixelHasItsOwnChroma(chroma: String, width: Int, height: Int) throws {
        var rng = SplitMix64(seed: 422)
        var header = Y4MHeader(width: 320, height: 180)
        header.chroma = Y4MChroma(rawValue: chroma)!
        let (sx, sy) = header.chroma.subsampling ?? (1, 1)
        let chromaSamples = 2 * (320 / sx) * (180 / sy)
        var bytes = header.line + Array("FRAME\n".utf8)
        bytes += (0..<(320 * 180)).map { _ in UInt8(110 + Int.random(in: 0...30, using: &rng)) }
        bytes += (0..<chromaSamples).map { _ in UInt8(108 + Int.random(in: 0...40, using: &rng)) }
        var decoder = Y4MDecoder()
        decoder.append(bytes)
        let yuv = try #require(try decoder.nextPlanes())
        var viaPlanes = RGBFrame(width: width, height: height), viaRGB = RGBFrame(width: width, height: height)
        var a = VideoScaler(), b = VideoScaler()
        a.scale(yuv, into: &viaPlanes)
        b.scale(yuv.rgb, into: &viaRGB)
        let worst = Self.worstDifference(viaPlanes, viaRGB)
        #expect(worst <= 2, "worst channel difference \(worst)")
    }

    /// The luma the scaler leaves for the motion detector is exactly
    /// `(77R + 150G + 29B) >> 8` of every canvas pixel it drew, black bars
    /// and odd widths (the conversion's one-by-one tail) included, mirrored
    /// or not; after an RGB frame there is none.
    @Test(arguments: [("420jpeg", 160, 94, ScaleMode.cover, true), ("420jpeg", 163, 94, .fit, false), ("422", 300, 200, .cover, false),
                      ("444", 50, 40, .fit, true), ("mono", 97, 31, .cover, false), ("420jpeg", 1000, 700, .cover, true)])
    func lumaIsTheCanvasLuma(chroma: String, width: Int, height: Int, mode: ScaleMode, mirror: Bool) throws {
        let yuv = try Self.planes(width: 320, height: 180, chroma: chroma, seed: 9)
        var canvas = RGBFrame(width: width, height: height, fill: RGB(7, 7, 7))
        var scaler = VideoScaler()
        scaler.scale(yuv, into: &canvas, mode: mode, mirror: mirror)
        #expect(scaler.luma.count == width * height)
        var wrong = 0
        for y in 0..<height {
            for x in 0..<width {
                let c = canvas[x, y]
                let luma = (77 * Int(c.r) + 150 * Int(c.g) + 29 * Int(c.b)) >> 8
                if Int(scaler.luma[y * width + x]) != luma { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels")
        scaler.scale(yuv.rgb, into: &canvas, mode: mode, mirror: mirror)
        #expect(scaler.luma.isEmpty)
    }

    @Test func nextFrameIsTheConvertedPlanes() throws {
        let bytes = Y4MHeader(width: 6, height: 4).line + Array("FRAME\n".utf8) + (0..<36).map { UInt8(40 + $0 * 3) }
        var a = Y4MDecoder(), b = Y4MDecoder()
        a.append(bytes)
        b.append(bytes)
        #expect(try a.nextFrame() == (try b.nextPlanes())?.rgb)
    }
}
