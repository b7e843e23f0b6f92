/// A video file format lifecam writes through an `ffmpeg` child process,
/// told by the file name's extension.
///
/// The codecs are the ones every player and browser opens: H.264 in 4:2:0
/// for `.mp4` (with the index at the front, `+faststart`, so a browser plays
/// it while it downloads) and `.mkv`, VP9 for `.webm`, and for `.gif` a
/// palette made from the picture (docs/INTEROP.md, "ffmpeg as a child process").
package enum VideoFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    case mp4, webm, mkv, gif

    /// The format whose extension `path` ends in (any case), or nil.
    package init?(path: String) {
        let lower = path.lowercased()
        guard let format = Self.allCases.first(where: { lower.hasSuffix("." + $0.rawValue) }),
              lower.count > format.rawValue.count + 1,
              !lower.hasSuffix("/." + format.rawValue) else { return nil }
        self = format
    }

    /// ffmpeg's name for the container (`-f`): the output is written under a
    /// temporary name, whose extension ffmpeg cannot guess from.
    package var muxer: String {
        switch self {
        case .mp4: "mp4"
        case .webm: "webm"
        case .mkv: "matroska"
        case .gif: "gif"
        }
    }

    /// The extensions, for messages: `.mp4, .webm, .mkv, .gif`.
    package static var extensions: String { allCases.map { "." + $0.rawValue }.joined(separator: ", ") }

    package var description: String { rawValue }
}
