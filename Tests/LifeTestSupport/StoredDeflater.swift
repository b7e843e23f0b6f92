import TerminalRenderer

/// A zlib stream without compression (RFC 1950 around RFC 1951 stored
/// blocks): lets the pure-Swift tests make and read kitty payloads without zlib.
package struct StoredDeflater: Deflater {
    /// Fail every call, as zlib would out of memory.
    package var fails = false

    package init(fails: Bool = false) { self.fails = fails }

    package func deflate(_ input: UnsafeRawBufferPointer, into output: inout [UInt8]) throws(DeflateError) {
        if fails { throw DeflateError(reason: "told to fail") }
        output += [0x78, 0x01]
        var at = 0
        repeat {
            let n = min(65535, input.count - at)
            output.append(at + n == input.count ? 1 : 0)
            output += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            output += input[at..<(at + n)]
            at += n
        } while at < input.count
        let adler = Self.adler32(input)
        output += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    /// The stored blocks' bytes of a stream this type wrote; nil for anything else.
    package static func inflate(_ data: [UInt8]) -> [UInt8]? {
        guard data.count >= 6, data[0] == 0x78 else { return nil }
        var out: [UInt8] = []
        var at = 2
        while true {
            guard at + 5 <= data.count, data[at] & 0b110 == 0 else { return nil }
            let last = data[at] & 1 == 1
            let n = Int(data[at + 1]) | Int(data[at + 2]) << 8
            guard Int(data[at + 3]) | Int(data[at + 4]) << 8 == ~n & 0xFFFF, at + 5 + n <= data.count else { return nil }
            out += data[(at + 5)..<(at + 5 + n)]
            at += 5 + n
            if last { break }
        }
        guard at + 4 == data.count else { return nil }
        let adler = out.withUnsafeBytes { adler32($0) }
        guard data[at...] == [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)][...] else { return nil }
        return out
    }

    static func adler32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
