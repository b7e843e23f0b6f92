import LifeCore

/// A minimal PNG codec for test snapshots only: 8-bit RGB, filter 0, zlib
/// "stored" (uncompressed) deflate blocks. Writing needs only CRC-32 and
/// Adler-32; reading accepts exactly what `encode` writes. The app's real
/// PNGs go through libpng; this keeps reference images viewable without it.
enum PNGFile {
    struct DecodeError: Error, CustomStringConvertible {
        let description: String
    }

    static func encode(_ frame: RGBFrame) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((frame.width * 3 + 1) * frame.height)
        for y in 0..<frame.height {
            raw.append(0)
            raw.append(contentsOf: frame.pixels[(y * frame.stride)..<(y * frame.stride + frame.width * 3)])
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, raw.count - offset)
            let last: UInt8 = offset + n == raw.count ? 1 : 0
            zlib += [last, UInt8(n & 0xff), UInt8(n >> 8), UInt8(~n & 0xff), UInt8((~n >> 8) & 0xff)]
            zlib += raw[offset..<(offset + n)]
            offset += n
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))
        var header = bigEndian(UInt32(frame.width)) + bigEndian(UInt32(frame.height))
        header += [8, 2, 0, 0, 0]   // 8 bits, truecolour, deflate, filter 0, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    static func decode(_ bytes: [UInt8]) throws -> RGBFrame {
        guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw DecodeError(description: "not a PNG")
        }
        var i = 8, width = 0, height = 0, zlib: [UInt8] = []
        while i + 8 <= bytes.count {
            let length = Int(readBigEndian(bytes, i)), type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            guard i + 12 + length <= bytes.count else { throw DecodeError(description: "truncated chunk") }
            let data = Array(bytes[(i + 8)..<(i + 8 + length)])
            if type == "IHDR" {
                width = Int(readBigEndian(data, 0)); height = Int(readBigEndian(data, 4))
                guard data[8] == 8, data[9] == 2 else { throw DecodeError(description: "only 8-bit RGB is read") }
            } else if type == "IDAT" {
                zlib += data
            }
            i += 12 + length
        }
        var raw: [UInt8] = [], p = 2
        while p + 5 <= zlib.count {
            let last = zlib[p] & 1, n = Int(zlib[p + 1]) | Int(zlib[p + 2]) << 8
            guard zlib[p] & 6 == 0, p + 5 + n <= zlib.count else { throw DecodeError(description: "only stored deflate is read") }
            raw += zlib[(p + 5)..<(p + 5 + n)]
            p += 5 + n
            if last == 1 { break }
        }
        guard raw.count == (width * 3 + 1) * height else { throw DecodeError(description: "wrong image data size") }
        var frame = RGBFrame(width: width, height: height)
        for y in 0..<height {
            guard raw[y * (width * 3 + 1)] == 0 else { throw DecodeError(description: "only filter 0 is read") }
            let row = y * (width * 3 + 1) + 1
            frame.pixels.replaceSubrange((y * width * 3)..<((y + 1) * width * 3), with: raw[row..<(row + width * 3)])
        }
        return frame
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)]
    }

    private static func readBigEndian(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xff)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
