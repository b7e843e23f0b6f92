/// Standard base64 (RFC 4648, with padding), appended to a byte buffer: the
/// payload encoding of the kitty graphics protocol.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Appends the base64 text of `input[range]` to `output`.
    static func encode(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + (range.count + 2) / 3 * 4)
        alphabet.withUnsafeBufferPointer { a in
            var i = range.lowerBound
            while i + 3 <= range.upperBound {
                let v = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2])
                output.append(a[Int(v >> 18)])
                output.append(a[Int(v >> 12 & 63)])
                output.append(a[Int(v >> 6 & 63)])
                output.append(a[Int(v & 63)])
                i += 3
            }
            let left = range.upperBound - i
            guard left > 0 else { return }
            let v = UInt32(input[i]) << 16 | (left == 2 ? UInt32(input[i + 1]) << 8 : 0)
            output.append(a[Int(v >> 18)])
            output.append(a[Int(v >> 12 & 63)])
            output.append(left == 2 ? a[Int(v >> 6 & 63)] : UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        }
    }

    /// The base64 text of `text`'s UTF-8 bytes (a `t=s` command's object name).
    package static func encode(_ text: String) -> String {
        var out: [UInt8] = []
        Array(text.utf8).withUnsafeBufferPointer { encode($0, 0..<$0.count, into: &out) }
        return String(decoding: out, as: UTF8.self)
    }
}
