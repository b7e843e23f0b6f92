/// Why a recording or snapshot could not start or go on.
package enum RecordingError: Error, Equatable, CustomStringConvertible {
    /// A file operation failed.
    case file(FileError)
    /// libpng refused the image; the message says whether encoding or decoding, and libpng's reason.
    case png(String)
    /// A frame with no pixels (a stream needs a picture size).
    case emptyPicture
    /// The output folder already holds files.
    case folderNotEmpty(String)
    /// The output exists and lifecam never overwrites a recording.
    case wouldOverwrite(String)
    /// Every fresh name tried was taken.
    case noFreeName(String)
    /// The output was deleted, or moved away with its folder, while being written.
    case vanished(String)
    /// The encoder (an ffmpeg child) failed; the message says how, in its words.
    case encoder(String)

    package var description: String {
        switch self {
        case .file(let error):
            error.kind == .exists ? RecordingError.wouldOverwrite(error.path).description : error.description
        case .png(let message): message
        case .emptyPicture: "cannot record an empty picture"
        case .folderNotEmpty(let path): "\(path) already holds files; lifecam never overwrites a recording"
        case .wouldOverwrite(let path): "\(path) already exists; lifecam never overwrites a recording"
        case .noFreeName(let example): "no free name like \(example) in that folder"
        case .vanished(let path): "\(path) was deleted or moved away while it was written"
        case .encoder(let message): message
        }
    }
}
