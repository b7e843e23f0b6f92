import LifeCore

/// An independent reader for the Y4M streams the writer makes, so tests check
/// the bytes by decoding them back (4:2:0, BT.601 limited range, in floating point).
public struct Y4MTestDecoder {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let width: Int
    public let height: Int
    public let parameters: [String]
    /// Bytes of the header line, newline included.
    public let headerSize: Int
    /// Every frame, as stored (Y, Cb, Cr planes).
    public let planes: [(y: [UInt8], cb: [UInt8], cr: [UInt8])]

    public init(_ bytes: [UInt8]) throws {
        guard let newline = bytes.firstIndex(of: 0x0A) else { throw Failure(description: "no header line") }
        let fields = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ").map(String.init)
        guard fields.first == "YUV4MPEG2" else { throw Failure(description: "bad magic") }
        parameters = Array(fields.dropFirst())
        guard let w = parameters.first(where: { $0.hasPrefix("W") }).flatMap({ Int($0.dropFirst()) }),
              let h = parameters.first(where: { $0.hasPrefix("H") }).flatMap({ Int($0.dropFirst()) }) else {
            throw Failure(description: "no size")
        }
        width = w
        height = h
        headerSize = newline + 1
        let chroma = ((w + 1) / 2) * ((h + 1) / 2)
        let record = 6 + w * h + 2 * chroma
        var offset = headerSize
        var frames: [(y: [UInt8], cb: [UInt8], cr: [UInt8])] = []
        while offset < bytes.count {
            guard bytes.count - offset >= record else {
                throw Failure(description: "half a frame at byte \(offset)")
            }
            guard Array(bytes[offset..<offset + 6]) == Array("FRAME\n".utf8) else {
                throw Failure(description: "no FRAME marker at byte \(offset)")
            }
            let y = offset + 6, cb = y + w * h, cr = cb + chroma
            frames.append((Array(bytes[y..<cb]), Array(bytes[cb..<cr]), Array(bytes[cr..<cr + chroma])))
            offset += record
        }
        planes = frames
    }

    /// Frame `index` converted back to RGB.
    public func rgb(_ index: Int) -> RGBFrame {
        let (yPlane, cbPlane, crPlane) = planes[index]
        let cw = (width + 1) / 2
        var frame = RGBFrame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let l = (Double(yPlane[y * width + x]) - 16) * 255 / 219
                let c = (y / 2) * cw + x / 2
                let cb = (Double(cbPlane[c]) - 128) * 255 / 224
                let cr = (Double(crPlane[c]) - 128) * 255 / 224
                frame[x, y] = RGB(Self.byte(l + 1.402 * cr),
                                  Self.byte(l - 0.344136 * cb - 0.714136 * cr),
                                  Self.byte(l + 1.772 * cb))
            }
        }
        return frame
    }

    private static func byte(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
