/// What a file written by lifecam holds, told by the shape of its path: the
/// one decision behind render's `--out`, play's `--record` and what `R`
/// records (`FileStudio`). The shell builds the writer from it.
package enum OutputKind: Equatable, Sendable, CustomStringConvertible {
    /// Frames as pictures: a Y4M stream, a video file or a folder of PNGs.
    case frames(Frames)
    /// `FILE.ans`: the bytes the terminal renderer would write.
    case ans
    /// `FILE.svg`: the board as shapes (`BoardSVG`).
    case svg
    /// `FILE.cast`: terminal bytes as an asciicast v2 file.
    case cast

    /// The files that hold frames as pictures, which play records too.
    package enum Frames: Equatable, Sendable {
        /// `FILE.y4m`: one YUV4MPEG2 stream.
        case y4m
        /// `DIR/` (or an existing folder): numbered PNG frames.
        case pngFolder
        /// `FILE.mp4`, `.webm`, `.mkv`, `.gif`: a video file, encoded by an ffmpeg child.
        case video(VideoFormat)

        /// What `R` records in `format` (`--record-format`).
        package init(_ format: RecordFormat) {
            self = format.video.map(Frames.video) ?? .y4m
        }

        /// The extension a fresh name of this kind gets (`RecordingName`); empty for a folder.
        package var fileExtension: String {
            switch self {
            case .y4m: "y4m"
            case .pngFolder: ""
            case .video(let format): format.rawValue
            }
        }
    }

    /// The kind `path` names: a folder when it ends in `/` or `isDirectory`
    /// says it is one, else by its suffix in any case (a suffix alone, as in
    /// `.y4m`, names nothing); nil when no kind fits.
    package init?(path: String, isDirectory: (String) -> Bool) {
        let lower = path.lowercased()
        func named(_ suffix: String) -> Bool { lower.hasSuffix(suffix) && lower.count > suffix.count }
        if path.hasSuffix("/") || isDirectory(path) {
            self = .frames(.pngFolder)
        } else if named(".y4m") {
            self = .frames(.y4m)
        } else if named(".ans") {
            self = .ans
        } else if named(".svg") {
            self = .svg
        } else if let format = VideoFormat(path: path) {
            self = .frames(.video(format))
        } else if named(".cast") {
            self = .cast
        } else {
            return nil
        }
    }

    /// What play records into `path` (`--record`): a Y4M stream or a video
    /// file as its suffix says, else a new folder of PNG frames (play records
    /// frames: a name of another kind is a folder's name).
    package static func recording(_ path: String) -> Frames {
        guard case .frames(let frames) = OutputKind(path: path, isDirectory: { _ in false }) else { return .pngFolder }
        return frames
    }

    /// Whether the output is a terminal's bytes (`.ans`, `.cast`): the canvas
    /// is then a terminal's pixel grid.
    package var isTerminal: Bool { self == .ans || self == .cast }

    package var description: String {
        switch self {
        case .frames(.y4m): "Y4M stream"
        case .frames(.pngFolder): "PNG frames"
        case .frames(.video(let format)): "\(format) video"
        case .ans: "terminal bytes"
        case .svg: "SVG picture"
        case .cast: "asciicast"
        }
    }
}
