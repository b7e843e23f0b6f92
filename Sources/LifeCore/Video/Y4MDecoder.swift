/// Reads a YUV4MPEG2 stream from bytes as they come: `append` what was read,
/// then take frames with `nextPlanes()` (or `nextFrame()`, in RGB) until it
/// returns nil (more bytes needed). A stream held whole in memory (a mapped
/// file) is read in place with `nextPlanes(in:at:)`, without copying it into
/// the decoder.
///
/// Frames come as YUV planes (`YUVFrame`), converted to RGB with BT.601 at
/// studio range (or full range, when the header says so) only when asked
/// for, usually after scaling to the canvas. A malformed stream throws a
/// `Y4MError`; after that every call throws the same error, so a reader can
/// never loop on bad input. Lines are limited to `maxLine` bytes and frames
/// to `Y4MHeader.maxPixels`, so no input can make it allocate without bound.
public struct Y4MDecoder: Sendable {
    public private(set) var header: Y4MHeader?
    /// Frames decoded so far.
    public private(set) var frameCount = 0
    private var buffer: [UInt8] = []
    private var start = 0
    private var failure: Y4MError?

    /// The longest header or `FRAME` line accepted.
    public static let maxLine = 4096
    static let magic = Array("YUV4MPEG2 ".utf8)
    static let frameTag = Array("FRAME".utf8)

    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        if start > 0 && start * 2 >= buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Forgets everything, to read a stream again from its start (a looping file).
    public mutating func reset() {
        self = Y4MDecoder()
    }

    /// The next whole frame as YUV planes, or nil until more bytes arrive.
    public mutating func nextPlanes() throws(Y4MError) -> YUVFrame? {
        if let failure { throw failure }
        do {
            var at = start
            let frame = try buffer.withUnsafeBufferPointer { bytes throws(Y4MError) in try Self.scan(bytes, from: &at, header: &header) }
            start = at
            if frame != nil { frameCount += 1 }
            return frame
        } catch {
            failure = error
            throw error
        }
    }

    /// The next whole frame of a stream held whole in `bytes`, from `offset`
    /// (moved past what was read); nil at the end of `bytes`, where
    /// `finish(in:at:)` tells whether a partial frame was left.
    /// With `memory` (which `bytes` lie in, and which keeps them), frames
    /// borrow their planes from `bytes` instead of copying them.
    public mutating func nextPlanes(in bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int,
                                    borrowingFrom memory: (any PlaneMemory)? = nil) throws(Y4MError) -> YUVFrame? {
        if let failure { throw failure }
        do {
            let frame = try Self.scan(bytes, from: &offset, header: &header, memory: memory)
            if frame != nil { frameCount += 1 }
            return frame
        } catch {
            failure = error
            throw error
        }
    }

    /// `finish()` for a stream held whole in `bytes`, read up to `offset`.
    public func finish(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) throws(Y4MError) {
        if let failure { throw failure }
        if bytes.count > offset {
            guard header != nil else { throw Self.hasMagicPrefix(bytes, at: offset) ? .truncatedHeader : .notY4M }
            throw .truncated
        }
        if header == nil { throw .empty }
    }

    /// The next whole frame in RGB, or nil until more bytes arrive.
    public mutating func nextFrame() throws(Y4MError) -> RGBFrame? {
        try nextPlanes()?.rgb
    }

    /// Call at the end of the stream: throws `.truncatedHeader` or `.truncated`
    /// if a partial header or frame is left.
    public func finish() throws(Y4MError) {
        if let failure { throw failure }
        if buffer.count > start {
            guard header != nil else { throw hasMagicPrefix ? .truncatedHeader : .notY4M }
            throw .truncated
        }
        if header == nil { throw .empty }
    }

    /// Decodes a whole stream held in memory.
    public static func decodeAll(_ bytes: [UInt8]) throws(Y4MError) -> (header: Y4MHeader, frames: [RGBFrame]) {
        var d = Y4MDecoder()
        d.append(bytes)
        var frames: [RGBFrame] = []
        while let f = try d.nextFrame() { frames.append(f) }
        try d.finish()
        return (d.header!, frames)
    }

    private var hasMagicPrefix: Bool {
        buffer.withUnsafeBufferPointer { Self.hasMagicPrefix($0, at: start) }
    }

    /// Whether the bytes from `start` begin like a stream (as far as there are bytes).
    private static func hasMagicPrefix(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let n = min(magic.count, bytes.count - start)
        return bytes[start..<(start + n)].elementsEqual(magic[0..<n])
    }

    /// Reads, from `start` on, the header line (if `header` is still nil) and
    /// the next whole frame, moving `start` past what it read; nil when the
    /// bytes end first (the header, once read, is kept and passed).
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: inout Int,
                             header: inout Y4MHeader?, memory: (any PlaneMemory)? = nil) throws(Y4MError) -> YUVFrame? {
        if header == nil {
            guard hasMagicPrefix(bytes, at: start) else { throw .notY4M }
            guard let newline = try findNewline(bytes, from: start) else { return nil }
            header = try Y4MHeader(line: Array(bytes[start..<newline]))
            start = newline + 1
        }
        guard let header else { return nil }
        // Peek at the FRAME line without consuming it until the whole frame is here.
        guard let newline = try findNewline(bytes, from: start) else {
            let seen = bytes[start..<min(bytes.count, start + frameTag.count)]
            guard seen.elementsEqual(frameTag[0..<seen.count]) else { throw .badFrameHeader(printable(seen)) }
            return nil
        }
        let line = bytes[start..<newline]
        if line.last == 0x0D, line.starts(with: frameTag) { throw .frameLineCRLF }
        guard line.starts(with: frameTag), line.count == frameTag.count || line[start + frameTag.count] == 0x20 else {
            throw .badFrameHeader(printable(line.prefix(20)))
        }
        let dataStart = newline + 1
        guard bytes.count - dataStart >= header.frameBytes else { return nil }
        let (sx, sy) = header.chroma.subsampling ?? (0, 0)
        let (chromaWidth, chromaHeight) = (sx == 0 ? 0 : (header.width + sx - 1) / sx, sy == 0 ? 0 : (header.height + sy - 1) / sy)
        let planes = UnsafeBufferPointer(rebasing: bytes[dataStart..<(dataStart + header.frameBytes)])
        let frame = if let memory {
            YUVFrame(width: header.width, height: header.height, chromaWidth: chromaWidth, chromaHeight: chromaHeight,
                     fullRange: header.isFullRange, borrowing: planes, in: memory)
        } else {
            YUVFrame(width: header.width, height: header.height, chromaWidth: chromaWidth, chromaHeight: chromaHeight,
                     fullRange: header.isFullRange, planes: Array(planes))
        }
        start = dataStart + header.frameBytes
        return frame
    }

    /// The index of the next newline at or after `start`, or nil if not there yet; throws past `maxLine`.
    private static func findNewline(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws(Y4MError) -> Int? {
        let end = min(bytes.count, start + maxLine)
        if let i = bytes[start..<end].firstIndex(of: 0x0A) { return i }
        if bytes.count - start >= maxLine { throw .lineTooLong }
        return nil
    }

    private static func printable(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(bytes.map { (0x20..<0x7F).contains($0) ? Character(UnicodeScalar($0)) : "?" })
    }
}
