import LifeApp
import CPNGShim
import LifeCore

/// PNG encoding and decoding through libpng (the C shim runs libpng's
/// setjmp-based error handling; this is the one Swift file that calls it).
enum PNGCodec {
    /// zlib level for frame sequences: speed first, the Sub filter keeps files reasonable.
    static let fastLevel = 1
    /// zlib level for single snapshots, where size matters more than time.
    static let compactLevel = 6

    /// Encodes a frame (any stride; the row padding is not written) as an 8-bit RGB PNG.
    static func encode(_ frame: RGBFrame, level: Int = compactLevel) throws(RecordingError) -> [UInt8] {
        var buffer = lifecam_png_buffer(data: nil, size: 0, capacity: 0)
        var message = [CChar](repeating: 0, count: 256)
        let status = frame.pixels.withUnsafeBufferPointer { pixels in
            lifecam_png_encode(
                pixels.baseAddress, UInt32(clamping: frame.width), UInt32(clamping: frame.height),
                frame.stride, Int32(level), &buffer, &message, message.count)
        }
        defer { lifecam_png_free(buffer.data) }
        guard status == 0, let data = buffer.data else {
            throw .png("cannot encode PNG: \(Self.text(message))")
        }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }

    /// Decodes any PNG to a packed RGB frame (grey, palette and 16-bit images
    /// are converted; alpha is dropped). Images with a side over `maxSide` are refused.
    static func decode(_ bytes: [UInt8], maxSide: Int = 16384) throws(RecordingError) -> RGBFrame {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            lifecam_png_decode(
                data.baseAddress, data.count, UInt32(clamping: maxSide),
                &pixels, &width, &height, &message, message.count)
        }
        defer { lifecam_png_free(pixels) }
        guard status == 0, let pixels else {
            throw .png("cannot decode PNG: \(Self.text(message))")
        }
        let w = Int(width), h = Int(height)
        let copy = Array(UnsafeBufferPointer(start: pixels, count: w * h * 3))
        return RGBFrame(width: w, height: h, stride: w * 3, pixels: copy)
    }

    private static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return bytes.isEmpty ? "libpng gave no reason" : String(decoding: bytes, as: UTF8.self)
    }
}
