/// Reads a YUV4MPEG2 stream from bytes as they come: `append` what was read,
/// then take frames with `nextFrame()` until it returns nil (more bytes needed).
///
/// Chroma is upsampled by repeating each sample over the pixels it covers
/// (the 4:2:0 sitings differ by under a pixel, and are treated alike), then
/// converted with BT.601 at studio range. A malformed stream throws a
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

    /// The next whole frame, or nil until more bytes arrive.
    public mutating func nextFrame() throws(Y4MError) -> RGBFrame? {
        var frame = RGBFrame(width: 0, height: 0)
        return try nextFrame(into: &frame) ? frame : nil
    }

    /// Decodes the next whole frame into `frame` (resized if needed); false until more bytes arrive.
    public mutating func nextFrame(into frame: inout RGBFrame) throws(Y4MError) -> Bool {
        if let failure { throw failure }
        do {
            return try decode(into: &frame)
        } catch {
            failure = error
            throw error
        }
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
        let n = min(Self.magic.count, buffer.count - start)
        return buffer[start..<(start + n)].elementsEqual(Self.magic[0..<n])
    }

    private mutating func decode(into frame: inout RGBFrame) throws(Y4MError) -> Bool {
        if header == nil {
            guard hasMagicPrefix else { throw .notY4M }
            guard let line = try takeLine() else { return false }
            header = try Y4MHeader(line: line)
        }
        guard let header else { return false }
        // Peek at the FRAME line without consuming it until the whole frame is here.
        guard let newline = try findNewline() else {
            let seen = buffer[start..<min(buffer.count, start + Self.frameTag.count)]
            guard seen.elementsEqual(Self.frameTag[0..<seen.count]) else { throw .badFrameHeader(printable(seen)) }
            return false
        }
        let line = buffer[start..<newline]
        if line.last == 0x0D, line.starts(with: Self.frameTag) { throw .frameLineCRLF }
        guard line.starts(with: Self.frameTag), line.count == Self.frameTag.count || line[start + Self.frameTag.count] == 0x20 else {
            throw .badFrameHeader(printable(line.prefix(20)))
        }
        let dataStart = newline + 1
        guard buffer.count - dataStart >= header.frameBytes else { return false }
        if frame.width != header.width || frame.height != header.height || frame.stride != header.width * 3 {
            frame = RGBFrame(width: header.width, height: header.height)
        }
        buffer.withUnsafeBufferPointer { bytes in
            Self.convert(bytes.baseAddress! + dataStart, header: header, into: &frame)
        }
        start = dataStart + header.frameBytes
        frameCount += 1
        return true
    }

    /// The index of the next newline at or after `start`, or nil if not yet read; throws past `maxLine`.
    private func findNewline() throws(Y4MError) -> Int? {
        let end = min(buffer.count, start + Self.maxLine)
        if let i = buffer[start..<end].firstIndex(of: 0x0A) { return i }
        if buffer.count - start >= Self.maxLine { throw .lineTooLong }
        return nil
    }

    private mutating func takeLine() throws(Y4MError) -> [UInt8]? {
        guard let i = try findNewline() else { return nil }
        let line = Array(buffer[start..<i])
        start = i + 1
        return line
    }

    private func printable(_ bytes: ArraySlice<UInt8>) -> String {
        String(bytes.map { (0x20..<0x7F).contains($0) ? Character(UnicodeScalar($0)) : "?" })
    }
}
