import CZlib
import LifeApp
import TerminalRenderer

/// zlib, wrapped once: `compress2` at level 1 (the fastest: a 1600×940
/// canvas compresses in ~30 ms) for the kitty graphics protocol, and
/// `uncompress` for the tests that read the pictures back.
struct Zlib: Deflater {
    /// zlib's compression level, 1 (fastest) … 9 (smallest).
    var level: Int32 = 1

    /// `compress2`: appends the zlib stream of `input` to `output`.
    func deflate(_ input: UnsafeRawBufferPointer, into output: inout [UInt8]) throws(DeflateError) {
        var size = compressBound(uLong(input.count))
        let start = output.count
        output.append(contentsOf: repeatElement(0, count: Int(size)))
        let status = output.withUnsafeMutableBufferPointer { out in
            compress2(out.baseAddress! + start, &size, input.baseAddress?.assumingMemoryBound(to: Bytef.self),
                      uLong(input.count), level)
        }
        guard status == Z_OK else {
            output.removeSubrange(start...)
            throw DeflateError(reason: Self.describe(status))
        }
        output.removeSubrange((start + Int(size))...)
    }

    /// `uncompress`: the `expected` bytes of a zlib stream, or a typed error.
    static func inflate(_ input: [UInt8], expected: Int) throws(DeflateError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expected)
        var size = uLong(expected)
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK else { throw DeflateError(reason: describe(status)) }
        return Array(output.prefix(Int(size)))
    }

    /// zlib's status codes in words.
    static func describe(_ status: Int32) -> String {
        switch status {
        case Z_MEM_ERROR: "zlib ran out of memory"
        case Z_BUF_ERROR: "zlib's output buffer was too small"
        case Z_DATA_ERROR: "the data is not a zlib stream, or is cut short"
        case Z_STREAM_ERROR: "bad zlib level"
        default: "zlib error \(status)"
        }
    }
}
