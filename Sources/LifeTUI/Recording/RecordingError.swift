/// Why a recording or snapshot could not start or go on.
enum RecordingError: Error, Equatable, CustomStringConvertible {
    /// A file operation failed.
    case file(FileError)
    /// libpng refused the image (the message is libpng's or the shim's).
    case png(String)
    /// A Y4M stream has one picture size; a frame of another size arrived.
    case sizeChanged(from: Size, to: Size)
    /// The output folder already holds files.
    case folderNotEmpty(String)
    /// The output exists and lifecam never overwrites a recording.
    case wouldOverwrite(String)
    /// Every fresh name tried was taken.
    case noFreeName(String)

    /// A picture size, for messages.
    struct Size: Equatable, Sendable, CustomStringConvertible {
        let width: Int
        let height: Int
        var description: String { "\(width)x\(height)" }
    }

    var description: String {
        switch self {
        case .file(let error):
            error.kind == .exists ? RecordingError.wouldOverwrite(error.path).description : error.description
        case .png(let message): "PNG encoding failed: \(message)"
        case .sizeChanged(let from, let to): "picture size changed from \(from) to \(to); a Y4M stream keeps one size"
        case .folderNotEmpty(let path): "\(path) already holds files; lifecam never overwrites a recording"
        case .wouldOverwrite(let path): "\(path) already exists; lifecam never overwrites a recording"
        case .noFreeName(let example): "no free name like \(example) in that folder"
        }
    }
}
