import LifeCore
import TerminalRenderer

/// `render --out FILE.cast`: the bytes `.ans` holds, as an asciicast v2 file
/// in rendered time: the header (the `--terminal` size, `TERM`
/// xterm-256color, no timestamp, so the same options give the same bytes),
/// then frame i as one output event at i / fps seconds. `asciinema cat` of
/// it writes exactly the `.ans` bytes; `asciinema play` and `lifecam replay`
/// play it at its pace.
///
/// Each line is one record (`OutputFile.writeRecord`): a failed write is cut
/// back to the last whole event, so the file is always valid line by line.
package final class CastWriter: FrameWriter {
    /// The `.ans` writer underneath: the same encoder, file and failure rules,
    /// each frame's bytes made into an output event.
    private let ans: ANSWriter
    package var path: String { ans.path }
    package var framesWritten: Int { ans.framesWritten }

    /// Creates `path` for a `columns × rows` terminal; refuses (`.wouldOverwrite`) when it exists.
    package convenience init(path: String, columns: Int, rows: Int, fps: Int, mode: ColorMode, mosaic: Mosaic = .half,
                             fileSystem: FileSystem) throws(RecordingError) {
        try self.init(path: path, columns: columns, rows: rows, fps: fps, encoder: FrameEncoder(mode: mode, mosaic: mosaic),
                      fileSystem: fileSystem)
    }

    /// Creates `path` for the bytes of `encoder` (glyphs: casts carry no pictures).
    package init(path: String, columns: Int, rows: Int, fps: Int, encoder: any CanvasEncoder,
                 fileSystem: FileSystem) throws(RecordingError) {
        let fps = Double(max(1, fps))
        ans = try ANSWriter(path: path, encoder: encoder, fileSystem: fileSystem) { index, bytes in
            let line = Asciicast.output(time: Double(index) / fps, bytes)
            // The header goes with the first event: the file is never a bare header.
            guard index == 0 else { return line }
            return Asciicast.header(width: columns, height: rows, timestamp: nil, term: "xterm-256color") + line
        }
    }

    package func write(_ frame: RGBFrame) throws(RecordingError) { try ans.write(frame) }

    package func finish() throws(RecordingError) { try ans.finish() }
}
