/// What `R` records in play (`--record-format`): a YUV4MPEG2 stream, or a
/// video through ffmpeg.
package enum RecordFormat: String, Sendable, CaseIterable {
    case y4m, mp4, webm, mkv, gif

    /// The video format ffmpeg writes; nil for y4m, which lifecam writes itself.
    package var video: VideoFormat? { VideoFormat(rawValue: rawValue) }

    /// What `R` records unless `--record-format` says: mp4 (H.264) when
    /// ffmpeg is there, else Y4M, which is uncompressed (a minute of play's
    /// 960×552 recording at 30 frames a second is 1.4 GB; the mp4 of it a
    /// few megabytes).
    package static func automatic(ffmpegFound: Bool) -> RecordFormat { ffmpegFound ? .mp4 : .y4m }

    /// The status line's words when `R` starts a recording into `path` in this
    /// format (`chosen`: by `--record-format`, else `automatic`), saying which it is.
    package func started(path: String, chosen: Bool) -> String {
        switch self {
        case .y4m where chosen: "recording \(path) (Y4M, uncompressed)"
        case .y4m: "recording \(path) (Y4M, uncompressed: no ffmpeg on PATH for mp4)"
        default: "recording \(path) (\(rawValue) through ffmpeg)"
        }
    }
}
