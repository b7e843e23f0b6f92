/// Why a YUV4MPEG2 stream could not be read.
public enum Y4MError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stream does not start with `YUV4MPEG2 `.
    case notY4M
    case badHeader(String)
    case unsupportedColourspace(String)
    case tooLarge(width: Int, height: Int)
    /// A line (header or `FRAME`) ran past its limit without a newline.
    case lineTooLong
    /// Where a `FRAME` line should be, something else is.
    case badFrameHeader(String)
    /// A `FRAME` line ends in CR LF.
    case frameLineCRLF
    /// The stream stopped inside its header line.
    case truncatedHeader
    /// The stream stopped inside a frame.
    case truncated
    /// The stream ended before its header.
    case empty

    /// The message, with whatever it quotes from the stream cleaned of
    /// control characters and escape sequences (a file must never drive the terminal).
    public var description: String { TextSanitizer.clean(text, maxLength: 300) }

    private var text: String {
        switch self {
        case .notY4M: return "not a YUV4MPEG2 stream (it must start with 'YUV4MPEG2 ')"
        case let .badHeader(why): return "bad YUV4MPEG2 header: \(why)"
        case let .unsupportedColourspace(c):
            return "unsupported YUV4MPEG2 colour space C\(c): use 420jpeg, 420paldv, 420mpeg2, 420, 422, 444 or mono (8-bit)"
        case let .tooLarge(w, h):
            return "YUV4MPEG2 frames of \(w)x\(h) are too large: at most \(Y4MHeader.maxPixels) pixels (8192x8192)"
        case .lineTooLong: return "bad YUV4MPEG2 stream: a header line has no end"
        case let .badFrameHeader(text): return "bad YUV4MPEG2 stream: expected 'FRAME', found '\(text)'"
        case .frameLineCRLF:
            return "bad YUV4MPEG2 stream: a FRAME line ends in a Windows CR LF; YUV4MPEG2 lines end in a single LF (\\n)"
        case .truncatedHeader: return "YUV4MPEG2 stream ends inside its header line"
        case .truncated: return "YUV4MPEG2 stream ends in the middle of a frame"
        case .empty: return "YUV4MPEG2 stream is empty"
        }
    }
}
