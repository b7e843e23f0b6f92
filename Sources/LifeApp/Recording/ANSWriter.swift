import LifeCore
import TerminalRenderer

/// Writes, frame after frame, the exact bytes the terminal renderer would send
/// to show each canvas with its encoder (glyphs: `columns × 2·rows` pixels
/// for half blocks; kitty pictures) on a terminal: `cat FILE.ans` in a
/// terminal of that size plays it back.
///
/// Like `Y4MWriter`, each frame is one record (`OutputFile.writeRecord`): a
/// failed write is cut back to the last whole frame, so the file never ends
/// inside an escape sequence. `record` shapes each frame's bytes into the
/// record written (a cast wraps them in an asciicast line); by default they
/// are written as they are.
package final class ANSWriter: FrameWriter {
    package let path: String
    private let file: OutputFile
    private let fileSystem: FileSystem
    private var encoder: any CanvasEncoder
    private let record: (_ index: Int, _ bytes: [UInt8]) -> [UInt8]
    private var bytes: [UInt8] = []
    package private(set) var framesWritten = 0

    /// Creates `path`; refuses (`.wouldOverwrite`) when it exists.
    package convenience init(path: String, mode: ColorMode, mosaic: Mosaic = .half, fileSystem: FileSystem) throws(RecordingError) {
        try self.init(path: path, encoder: FrameEncoder(mode: mode, mosaic: mosaic), fileSystem: fileSystem)
    }

    /// Creates `path` for the bytes of `encoder`; refuses (`.wouldOverwrite`) when it exists.
    package init(path: String, encoder: any CanvasEncoder, fileSystem: FileSystem,
                 record: @escaping (_ index: Int, _ bytes: [UInt8]) -> [UInt8] = { $1 }) throws(RecordingError) {
        file = try OutputFile.createRecording(path, fileSystem: fileSystem)
        self.path = path
        self.fileSystem = fileSystem
        self.encoder = encoder
        self.record = record
    }

    package func write(_ frame: RGBFrame) throws(RecordingError) {
        bytes.removeAll(keepingCapacity: true)
        // Encoded in place (a copy of the encoder would copy its buffers, a
        // canvas and more, every frame).
        encoder.encode(canvas: frame, into: &bytes)
        do {
            try file.writeRecord(record(framesWritten, bytes))
        } catch {
            // The file was cut back to its last whole frame, which the
            // encoder no longer knows: a next frame repaints everything.
            encoder.invalidate()
            throw .file(error)
        }
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
