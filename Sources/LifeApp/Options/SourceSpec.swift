import LifeCore

/// A `--source` value, as DESIGN.md lists them.
///
/// `auto` (first camera that opens, else synthetic plasma),
/// `v4l2[:/dev/videoN][@WxH]`, `synthetic[:plasma|bars|noise]`,
/// `y4m:PATH` (file or FIFO), `none` (no video: the mask over white), and
/// `file:PATH` or a bare path (one holding `/` or `.`): a video file of any
/// kind, read by ffmpeg unless it is YUV4MPEG2.
package enum SourceSpec: Sendable, Equatable, CustomStringConvertible {
    case auto
    case v4l2(device: String?, size: Dimensions?)
    case synthetic(SyntheticKind)
    case y4m(path: String)
    case file(path: String)
    case none

    /// The synthetic pictures that stand in for a camera.
    package enum SyntheticKind: String, Sendable, CaseIterable {
        case plasma, bars, noise
    }

    /// Parses a spec; throws a message naming what is wrong.
    package init(parsing text: String) throws(SourceSpecError) {
        let (head, rest) = Self.split(text)
        switch head {
        case "auto" where rest == nil:
            self = .auto
        case "none" where rest == nil:
            self = .none
        case "synthetic":
            guard let kind = SyntheticKind(rawValue: rest ?? "plasma") else {
                throw SourceSpecError(text: text, reason: "synthetic kinds are plasma, bars, noise")
            }
            self = .synthetic(kind)
        case "y4m":
            guard let path = rest, !path.isEmpty else {
                throw SourceSpecError(text: text, reason: "give a file or FIFO: y4m:PATH")
            }
            self = .y4m(path: path)
        case "v4l2":
            var device = rest
            var size: Dimensions?
            if let r = rest, let at = r.lastIndex(of: "@") {
                let sizeText = String(r[r.index(after: at)...])
                switch Dimensions.parse(sizeText, largest: Self.largestCamera) {
                case .success(let s): size = s
                case .failure(let problem):
                    throw SourceSpecError(text: text, reason: "the camera size '\(TextSanitizer.clean(sizeText, maxLength: 40))': "
                        + Dimensions.reason(problem, example: "v4l2:/dev/video0@1280x720"))
                }
                device = at == r.startIndex ? nil : String(r[..<at])
            }
            if let d = device, d.isEmpty { device = nil }
            self = .v4l2(device: device, size: size)
        case "file":
            guard let path = rest, !path.isEmpty else {
                throw SourceSpecError(text: text, reason: "give a video file: file:PATH")
            }
            self = .file(path: path)
        default:
            // A path needs no prefix: `clip.mp4`, `./take`, `/srv/a.webm`.
            guard text.contains("/") || text.contains(".") else {
                throw SourceSpecError(text: text, reason: "expected auto, v4l2[:DEVICE][@WxH], synthetic[:plasma|bars|noise], "
                    + "y4m:PATH, file:PATH (or a path to a video file) or none")
            }
            self = .file(path: text)
        }
    }

    /// The largest picture a camera may be asked for.
    static let largestCamera = Dimensions(width: 16384, height: 16384)

    private static func split(_ text: String) -> (String, String?) {
        // `v4l2@640x480` has no colon but a size.
        if text.hasPrefix("v4l2@") { return ("v4l2", String(text.dropFirst(4))) }
        guard let colon = text.firstIndex(of: ":") else { return (text, nil) }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }

    package var description: String {
        switch self {
        case .auto: return "auto"
        case .none: return "none"
        case let .synthetic(kind): return "synthetic:\(kind.rawValue)"
        case let .y4m(path): return "y4m:\(path)"
        case let .file(path): return "file:\(path)"
        case let .v4l2(device, size):
            var s = "v4l2"
            if let device { s += ":\(device)" }
            if let size { s += "@\(size)" }
            return s
        }
    }

    package static func == (a: SourceSpec, b: SourceSpec) -> Bool { a.description == b.description }
}

/// A `--source` value that could not be understood.
package struct SourceSpecError: Error, Sendable, CustomStringConvertible {
    package let text: String
    package let reason: String
    package var description: String { "bad source '\(text)': \(reason)" }
}
