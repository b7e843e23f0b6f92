import LifeApp
import LifeCore

/// The writers of frame files, built from the one decision of their kind
/// (`OutputKind.Frames`): play's `--record`, what `R` records, and render's `--out`.
enum FrameFiles {
    /// A new writer of `kind` at `path` (never over an existing file): a Y4M
    /// stream, a video through `ffmpeg` (its path) at `pace`, or a folder of PNGs.
    static func writer(_ kind: OutputKind.Frames, path: String, fps: Int, pace: FFmpegArguments.Pace, ffmpeg: String?,
                       fileSystem: FileSystem) throws(RecordingError) -> FrameWriter {
        switch kind {
        case .y4m: try Y4MWriter(path: path, fps: fps, fileSystem: fileSystem)
        case .pngFolder: try PNGSequenceWriter(directory: path, fileSystem: fileSystem)
        case .video(let format):
            try VideoFileWriter(path: path, format: format, fps: fps, pace: pace, ffmpeg: ffmpeg ?? "ffmpeg", fileSystem: fileSystem)
        }
    }

    /// A new writer of `kind` under the first name of `lifecam-STAMP`, `-2`, `-3` … in `directory` that
    /// nothing has (an empty folder of that name is not taken over).
    static func fresh(_ kind: OutputKind.Frames, in directory: String, at time: WallTime, fps: Int, pace: FFmpegArguments.Pace = .live,
                      ffmpeg: String? = nil, fileSystem: FileSystem) throws(RecordingError) -> FrameWriter {
        let name = RecordingName(at: time, fileExtension: kind.fileExtension)
        for candidate in name.candidates {
            let path = RecordingName.join(directory, candidate)
            guard !fileSystem.exists(path) else { continue }
            do {
                return try writer(kind, path: path, fps: fps, pace: pace, ffmpeg: ffmpeg, fileSystem: fileSystem)
            } catch .wouldOverwrite {
                continue
            }
        }
        throw .noFreeName(name.candidates[0])
    }
}
