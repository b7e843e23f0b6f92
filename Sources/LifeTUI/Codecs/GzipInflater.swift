import CZlib

/// zlib's streaming `inflate`, wrapped once, for gzip-compressed pattern files
/// (Golly ships `.rle.gz` and `.mc.gz`): compressed chunks go in as they are
/// read, and the text comes out in pieces of at most `pieceSize` bytes, so the
/// caller counts what a file expands to as it expands and refuses a
/// decompression bomb before it costs memory. Reads gzip and zlib streams
/// (zlib's automatic header detection, windowBits 15 + 32) and gzip files of
/// several members one after another, as `gunzip` and Golly's `gzopen` do.
final class GzipInflater {
    /// The most each call of `next` returns.
    let pieceSize: Int
    private let stream: UnsafeMutablePointer<z_stream>
    /// The compressed bytes being read; `stream.next_in` points into it while inflating.
    private var input: [UInt8] = []
    private var offset = 0
    /// Where inflate writes, made once: a file read in small chunks calls
    /// `next` for each, and a fresh zeroed MiB every call cost more than inflating.
    private var output: [UInt8]
    /// Whether every byte given has been inflated and every byte it makes
    /// handed out: `give` the next compressed bytes then.
    private(set) var needsInput = true
    /// Whether a gzip member ended and nothing has been read since: the end of
    /// the file there is a whole file, anywhere else it is cut short.
    private(set) var atMemberEnd = false
    /// A failure met after some text was made in the same call: that text is
    /// handed out first (a reader that stops at an RLE's `!` may need no
    /// more), so what is read never depends on how the file came in chunks.
    private var failure: InflateError?

    init(pieceSize: Int = 1 << 20) throws(InflateError) {
        self.pieceSize = max(pieceSize, 1)
        output = [UInt8](repeating: 0, count: self.pieceSize)
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = inflateInit2_(stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw InflateError(reason: Zlib.describe(status))
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Hands over the next compressed bytes; only when `needsInput`.
    func give(_ bytes: [UInt8]) {
        precondition(needsInput, "GzipInflater.give before the last input was inflated")
        input = bytes
        offset = 0
        needsInput = bytes.isEmpty
    }

    /// Up to `pieceSize` bytes inflated from the input given; empty when it
    /// needs more input. Throws for a stream that is not gzip or is corrupt.
    func next() throws(InflateError) -> [UInt8] {
        if let failure { throw failure }
        var produced = 0
        while produced < pieceSize, !needsInput {
            let (status, used, made) = input.withUnsafeMutableBufferPointer { inBytes in
                output.withUnsafeMutableBufferPointer { outBytes in
                    // An empty array has no address; zlib reads nothing when avail_in is 0.
                    stream.pointee.next_in = inBytes.baseAddress.map { $0 + offset }
                    stream.pointee.avail_in = uInt(min(inBytes.count - offset, Int(UInt32.max)))
                    stream.pointee.next_out = outBytes.baseAddress! + produced
                    stream.pointee.avail_out = uInt(pieceSize - produced)
                    let before = (stream.pointee.avail_in, stream.pointee.avail_out)
                    let status = inflate(stream, Z_NO_FLUSH)
                    return (status, Int(before.0 - stream.pointee.avail_in), Int(before.1 - stream.pointee.avail_out))
                }
            }
            offset += used
            produced += made
            if used > 0 || made > 0 { atMemberEnd = false }
            switch status {
            case Z_STREAM_END:
                // Another gzip member may follow, as in files joined with cat.
                atMemberEnd = true
                inflateReset(stream)
                needsInput = offset == input.count
            case Z_OK, Z_BUF_ERROR:
                // Room left in the output with all input taken means zlib has
                // handed out all it can; no progress at all means the same.
                let stuck = used == 0 && made == 0
                if stuck, offset < input.count { throw InflateError(reason: "gzip: the stream makes no progress") }
                needsInput = offset == input.count && (produced < pieceSize || stuck)
            default:
                let error = InflateError(reason: stream.pointee.msg.map { "gzip: " + String(cString: $0) } ?? Zlib.describe(status))
                guard produced > 0 else { throw error }
                failure = error
                return Array(output.prefix(produced))
            }
        }
        return Array(output.prefix(produced))
    }
}
