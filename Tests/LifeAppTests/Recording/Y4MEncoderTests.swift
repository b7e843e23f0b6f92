import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp

@Suite struct Y4MEncoderTests {
    @Test func headerNamesSizeRateAndLayout() {
        let encoder = Y4MEncoder(width: 1280, height: 720, fps: 30)
        #expect(String(decoding: encoder.header, as: UTF8.self) == "YUV4MPEG2 W1280 H720 F30:1 Ip A1:1 C420jpeg\n")
    }

    @Test(arguments: [
        (2, 2, 6 + 4 + 2), (4, 2, 6 + 8 + 4), (3, 3, 6 + 9 + 8), (1, 1, 6 + 1 + 2),
        (1280, 720, 6 + 1280 * 720 * 3 / 2), (321, 181, 6 + 321 * 181 + 2 * 161 * 91),
    ])
    func recordSizeIsMarkerPlusPlanes(width: Int, height: Int, expected: Int) {
        let encoder = Y4MEncoder(width: width, height: height, fps: 30)
        #expect(encoder.recordSize == expected)
        var record = [UInt8](repeating: 0, count: encoder.recordSize)
        encoder.encode(TestFrames.random(width: width, height: height, seed: 1), into: &record)
        #expect(Array(record.prefix(6)) == Array("FRAME\n".utf8))
    }

    /// Studio-range BT.601 values of plain colours, from the standard's formulas.
    @Test(arguments: [
        (RGB.black, 16, 128, 128), (RGB.white, 235, 128, 128), (RGB(128, 128, 128), 126, 128, 128),
        (RGB(255, 0, 0), 81, 90, 240), (RGB(0, 255, 0), 145, 54, 34), (RGB(0, 0, 255), 41, 240, 110),
    ])
    func plainColoursGiveTheStandardsValues(colour: RGB, y: Int, cb: Int, cr: Int) {
        let encoder = Y4MEncoder(width: 2, height: 2, fps: 30)
        var record = [UInt8](repeating: 0, count: encoder.recordSize)
        encoder.encode(RGBFrame(width: 2, height: 2, fill: colour), into: &record)
        #expect(record[6..<10].allSatisfy { Int($0) == y })
        #expect(Int(record[10]) == cb)
        #expect(Int(record[11]) == cr)
    }

    /// Every sample is the floating-point BT.601 value rounded to nearest.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func samplesMatchTheFormulaWithinHalfAStep(seed: UInt64) {
        let frame = TestFrames.random(width: 9, height: 5, seed: seed)
        let encoder = Y4MEncoder(width: 9, height: 5, fps: 30)
        var record = [UInt8](repeating: 0, count: encoder.recordSize)
        encoder.encode(frame, into: &record)
        let (cw, ch) = (5, 3)
        for y in 0..<5 {
            for x in 0..<9 {
                let p = frame[x, y]
                let luma = 16 + (65.481 * Double(p.r) + 128.553 * Double(p.g) + 24.966 * Double(p.b)) / 255
                #expect(abs(Double(record[6 + y * 9 + x]) - luma) <= 0.5 + 1e-3)
            }
        }
        for cy in 0..<ch {
            for cx in 0..<cw {
                var (r, g, b, n) = (0.0, 0.0, 0.0, 0.0)
                for y in (2 * cy)..<min(2 * cy + 2, 5) {
                    for x in (2 * cx)..<min(2 * cx + 2, 9) {
                        r += Double(frame[x, y].r); g += Double(frame[x, y].g); b += Double(frame[x, y].b); n += 1
                    }
                }
                let cb = 128 + (-37.797 * r - 74.203 * g + 112 * b) / 255 / n
                let cr = 128 + (112 * r - 93.786 * g - 18.214 * b) / 255 / n
                #expect(abs(Double(record[6 + 45 + cy * cw + cx]) - cb) <= 0.5 + 1e-3)
                #expect(abs(Double(record[6 + 45 + cw * ch + cy * cw + cx]) - cr) <= 0.5 + 1e-3)
            }
        }
    }

    @Test func rowPaddingIsIgnored() {
        let padded = TestFrames.random(width: 11, height: 7, padding: 13, seed: 5)
        let encoder = Y4MEncoder(width: 11, height: 7, fps: 25)
        var a = [UInt8](repeating: 0, count: encoder.recordSize)
        var b = a
        encoder.encode(padded, into: &a)
        encoder.encode(TestFrames.packed(padded), into: &b)
        #expect(a == b)
    }
}
