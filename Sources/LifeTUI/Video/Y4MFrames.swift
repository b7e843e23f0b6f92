import LifeCore

/// A YUV4MPEG2 stream read frame by frame: a file or FIFO (`Y4MStream`) or
/// a video file decoded by ffmpeg (`VideoFileStream`). The app's paced
/// source and render's timeline read either.
protocol Y4MFrames: AnyObject {
    /// The file the frames come from, for messages.
    var path: String { get }
    /// The stream's header, once read.
    var header: Y4MHeader? { get }
    /// Reads until the next whole frame, the end, or a failure.
    func next() -> Y4MStream.Next
    /// What went wrong without stopping the frames (`FrameSource.warning`).
    var warning: String? { get }
}

extension Y4MFrames {
    var warning: String? { nil }
}
