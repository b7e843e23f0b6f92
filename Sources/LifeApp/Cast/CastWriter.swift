import LifeCore

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
    package let path: String
    private let file: OutputFile
    private let fileSystem: FileSystem
    private let fps: Int
    private let columns: Int
    private let rows: Int
    private var encoder: any CanvasEncoder
    private var bytes: [UInt8] = []
    package private(set) var framesWritten = 0

    /// Creates `path` for a `columns × rows` terminal; refuses (`.wouldOverwrite`) when it exists.
    package convenience init(path: String, columns: Int, rows: Int, fps: Int, mode: ColorMode, mosaic: Mosaic = .half,
                             fileSystem: FileSystem) throws(RecordingError) {
        try self.init(path: path, columns: columns, rows: rows, fps: fps, encoder: FrameEncoder(mode: mode, mosaic: mosaic),
                      fileSystem: fileSystem)
    }

    /// Creates `path` for the bytes of `encoder` (glyphs: casts carry no pictures).
    package init(path: String, columns: Int, rows: Int, fps: Int, encoder: any CanvasEncoder,
                 fileSystem: FileSystem) throws(RecordingError) {
        file = try OutputFile.createRecording(path, fileSystem: fileSystem)
        self.path = path
        self.fileSystem = fileSystem
        self.fps = max(1, fps)
        self.columns = columns
        self.rows = rows
        self.encoder = encoder
    }

    package func write(_ frame: RGBFrame) throws(RecordingError) {
        var next = encoder
        bytes.removeAll(keepingCapacity: true)
        next.encode(canvas: frame, into: &bytes)
        var line = Asciicast.output(time: Double(framesWritten) / Double(fps), bytes)
        // The header goes with the first event: the file is never a bare header.
        if framesWritten == 0 { line = Asciicast.header(width: columns, height: rows, timestamp: nil, term: "xterm-256color") + line }
        do { try file.writeRecord(line) } catch { throw .file(error) }
        encoder = next
        framesWritten += 1
    }

    package func finish() throws(RecordingError) {
        do {
            if framesWritten > 0 { try file.sync() }
            try file.close()
            if framesWritten == 0 { try fileSystem.remove(path) }
        } catch {
            throw .file(error)
        }
    }
}
