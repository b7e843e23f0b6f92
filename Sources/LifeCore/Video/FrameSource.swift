/// What a frame source is doing, for the status line.
public enum SourceState: Sendable, Equatable {
    /// Opening; no frame yet.
    case starting
    /// Frames are arriving.
    case live
    /// No new frame for this many seconds; the last one stays on screen.
    case stalled(seconds: Double)
    /// The device went away; the last frame stays on screen while it is retried.
    case lost(reason: String)
    /// A finished stream (e.g. a FIFO whose writer closed).
    case ended
    /// Failed for good.
    case failed(reason: String)
}

/// Where video comes from: a camera, a file, or a synthetic picture.
///
/// `latestFrame(at:)` never waits: it returns the newest frame available, or
/// nil before the first one. Sources driven by a clock (synthetic ones) compute
/// their frame from `time` (seconds since start) and are pure functions of it;
/// live sources ignore `time`.
public protocol FrameSource: AnyObject {
    /// The spec that names this source, e.g. `synthetic:plasma`, `v4l2:/dev/video0`.
    var name: String { get }
    /// The source's condition, for the status line.
    var state: SourceState { get }
    /// The newest frame, never blocking.
    func latestFrame(at time: Double) -> RGBFrame?
    /// Whether the picture never changes once it is there (a solid colour),
    /// so a paused app need not wake up for it.
    var isStill: Bool { get }
    /// Whether the frames were captured from the world (a camera, a video
    /// file) rather than computed (synthetic, a solid colour): births from
    /// motion are on by default for these.
    var isCaptured: Bool { get }
    /// The newest frame as the source has it (a Y4M stream keeps YUV planes,
    /// which the painter scales before converting), never blocking.
    func latestVideo(at time: Double) -> VideoFrame?
    /// Something wrong with the frames that did not stop them (a truncated
    /// or damaged file whose decoder reported errors), worded for people;
    /// nil while nothing is wrong. Once set it stays.
    var warning: String? { get }
}

extension FrameSource {
    public var isStill: Bool { false }
    public var isCaptured: Bool { false }
    public func latestVideo(at time: Double) -> VideoFrame? { latestFrame(at: time).map(VideoFrame.rgb) }
    public var warning: String? { nil }
}
