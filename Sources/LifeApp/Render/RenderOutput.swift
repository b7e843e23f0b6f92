/// Where `lifecam render` puts its frames, told by the shape of `--out`.
package enum RenderOutput: Equatable, Sendable, CustomStringConvertible {
    /// `FILE.y4m`: one YUV4MPEG2 stream.
    case y4m(String)
    /// `DIR/` (or an existing folder): numbered PNG frames.
    case pngFolder(String)
    /// `FILE.ans`: the bytes the terminal renderer would write.
    case ans(String)
    /// `FILE.svg`: the board at the last frame as shapes (`BoardSVG`).
    case svg(String)
    /// `FILE.mp4`, `.webm`, `.mkv`, `.gif`: a video file, encoded by an ffmpeg child.
    case video(String, VideoFormat)
    /// `FILE.cast`: the `.ans` bytes as an asciicast v2 file in rendered time.
    case cast(String)

    /// Reads `--out`; `isDirectory` tells whether a path names a folder.
    package init(parsing path: String, isDirectory: (String) -> Bool) throws(CommandFailure) {
        let lower = path.lowercased()
        if path.hasSuffix("/") || isDirectory(path) {
            self = .pngFolder(path)
        } else if lower.hasSuffix(".y4m") && lower.count > 4 {
            self = .y4m(path)
        } else if lower.hasSuffix(".ans") && lower.count > 4 {
            self = .ans(path)
        } else if lower.hasSuffix(".svg") && lower.count > 4 {
            self = .svg(path)
        } else if let format = VideoFormat(path: path) {
            self = .video(path, format)
        } else if lower.hasSuffix(".cast") && lower.count > 5 {
            self = .cast(path)
        } else {
            throw CommandFailure("--out '\(path)' must be FILE.y4m, a video FILE.mp4|.webm|.mkv|.gif, a folder DIR/ for PNG frames, "
                + "FILE.ans, FILE.cast or FILE.svg")
        }
    }

    package var path: String {
        switch self {
        case .y4m(let path), .pngFolder(let path), .ans(let path), .svg(let path), .video(let path, _), .cast(let path): path
        }
    }

    package var description: String {
        switch self {
        case .y4m(let path): "Y4M stream \(path)"
        case .pngFolder(let path): "PNG frames in \(path)"
        case .ans(let path): "terminal bytes in \(path)"
        case .svg(let path): "SVG picture \(path)"
        case .video(let path, let format): "\(format) video \(path)"
        case .cast(let path): "asciicast \(path)"
        }
    }
}

extension RenderOutput {
    /// Whether the output is a terminal's bytes (`.ans`, `.cast`): the canvas
    /// is then a terminal's pixel grid, sized by `--terminal`.
    package var isTerminal: Bool {
        switch self {
        case .ans, .cast: true
        default: false
        }
    }
}
