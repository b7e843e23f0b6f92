/// What `R` records in play (`--record-format`): a YUV4MPEG2 stream, or a
/// video through ffmpeg.
package enum RecordFormat: String, Sendable, CaseIterable {
    case y4m, mp4, webm, mkv, gif

    /// The video format ffmpeg writes; nil for y4m, which lifecam writes itself.
    package var video: VideoFormat? { VideoFormat(rawValue: rawValue) }
}
