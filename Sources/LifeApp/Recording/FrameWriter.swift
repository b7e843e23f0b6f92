import LifeCore

/// Where a recording's frames go: a Y4M stream or a folder of PNGs.
///
/// A writer is used by one thread at a time (the recorder's writer thread).
/// After `write` throws, the frames written before it are complete and valid;
/// `finish` then closes what is open.
package protocol FrameWriter: AnyObject {
    /// The file or folder being written, for messages.
    var path: String { get }
    /// Appends one frame.
    func write(_ frame: RGBFrame) throws(RecordingError)
    /// Flushes and closes; a recording with no frame leaves nothing behind.
    func finish() throws(RecordingError)
    /// Whether the frames written before a failure stay in the output (a Y4M
    /// file, PNG frames); false when a failed output is removed whole (a
    /// video file that ffmpeg could not finish).
    var keepsFramesOnFailure: Bool { get }
}

extension FrameWriter {
    package var keepsFramesOnFailure: Bool { true }
}
