import LifeCore

/// Turns a recording's frames into the records of one YUV4MPEG2 stream, for
/// every writer that sends Y4M somewhere (a file, an ffmpeg child).
///
/// The picture size is fixed by the first frame; a later frame of another
/// size (the terminal was resized) is fitted into it, with black bars.
package struct Y4MRecords {
    package let fps: Int
    /// The stream's encoder, once the first frame fixed the size.
    package private(set) var encoder: Y4MEncoder?
    private var record: [UInt8] = []
    private var scaler = VideoScaler()
    private var fitted = RGBFrame(width: 0, height: 0)

    package init(fps: Int) {
        self.fps = fps
    }

    /// The stream header (`YUV4MPEG2 W… H… F…`), once a frame fixed the size.
    package var header: [UInt8] { encoder?.header ?? [] }

    /// The `FRAME` record for `frame`. The buffer is reused: let go of the
    /// returned array before asking for the next record.
    package mutating func record(for frame: RGBFrame) throws(RecordingError) -> [UInt8] {
        guard frame.width > 0, frame.height > 0 else { throw .emptyPicture }
        let encoder = self.encoder ?? Y4MEncoder(width: frame.width, height: frame.height, fps: fps)
        if self.encoder == nil {
            self.encoder = encoder
            record = [UInt8](repeating: 0, count: encoder.recordSize)
        }
        if frame.width == encoder.width && frame.height == encoder.height {
            encoder.encode(frame, into: &record)
        } else {
            if fitted.width != encoder.width || fitted.height != encoder.height {
                fitted = RGBFrame(width: encoder.width, height: encoder.height)
            }
            scaler.scale(frame, into: &fitted, mode: .fit)
            encoder.encode(fitted, into: &record)
        }
        return record
    }
}
