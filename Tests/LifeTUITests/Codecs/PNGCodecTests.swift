import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

@Suite struct PNGCodecTests {
    @Test(arguments: [
        (1, 1, 0), (3, 2, 0), (17, 9, 0), (17, 9, 5), (64, 48, 1), (320, 180, 64),
    ])
    func roundTripKeepsEveryPixelAndSkipsRowPadding(width: Int, height: Int, padding: Int) throws {
        let frame = TestFrames.random(width: width, height: height, padding: padding, seed: UInt64(width * 1000 + padding))
        for level in [PNGCodec.fastLevel, PNGCodec.compactLevel] {
            let decoded = try PNGCodec.decode(try PNGCodec.encode(frame, level: level))
            #expect(decoded == TestFrames.packed(frame))
        }
    }

    @Test func paddedAndPackedFramesEncodeToTheSameBytes() throws {
        let padded = TestFrames.random(width: 20, height: 7, padding: 9, seed: 7)
        #expect(try PNGCodec.encode(padded) == PNGCodec.encode(TestFrames.packed(padded)))
    }

    @Test func startsWithThePNGSignatureAndAnRGBHeader() throws {
        let bytes = try PNGCodec.encode(RGBFrame(width: 300, height: 2, fill: .white))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height big-endian, bit depth 8, colour type 2 (RGB).
        #expect(Array(bytes[16..<26]) == [0, 0, 1, 44, 0, 0, 0, 2, 8, 2])
    }

    @Test func emptyFrameIsAnErrorNotACrash() {
        #expect(throws: RecordingError.png("cannot encode PNG: the image is empty")) {
            try PNGCodec.encode(RGBFrame(width: 0, height: 0))
        }
    }

    @Test(arguments: [
        ("empty", [UInt8]()),
        ("text", Array("hello, this is not a PNG".utf8)),
        ("signature only", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
    ])
    func decodeRefusesNonsense(label: String, bytes: [UInt8]) {
        #expect(throws: RecordingError.self, "\(label)") { try PNGCodec.decode(bytes) }
    }

    @Test(arguments: [20, 40, 100])
    func decodeRefusesTruncatedFiles(keep: Int) throws {
        let bytes = try PNGCodec.encode(TestFrames.random(width: 16, height: 16, seed: 3))
        #expect(throws: RecordingError.self) { try PNGCodec.decode(Array(bytes.prefix(keep))) }
    }

    @Test func decodeRefusesImagesOverTheSizeLimit() throws {
        let bytes = try PNGCodec.encode(RGBFrame(width: 40, height: 3))
        #expect(throws: RecordingError.self) { try PNGCodec.decode(bytes, maxSide: 39) }
        #expect(try PNGCodec.decode(bytes, maxSide: 40).width == 40)
    }

    @Test func decodeErrorsCarryLibpngsReason() throws {
        var bytes = try PNGCodec.encode(TestFrames.random(width: 8, height: 8, seed: 1))
        bytes[13] ^= 0xFF  // inside the IHDR chunk: its CRC no longer matches
        do {
            _ = try PNGCodec.decode(bytes)
            Issue.record("a corrupt PNG decoded")
        } catch {
            #expect(error.description.hasPrefix("cannot decode PNG: "))
            #expect(!error.description.contains("gave no reason"))
        }
    }
}
