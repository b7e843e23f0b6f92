/// A `FrameSource` drawing a `SyntheticPattern`: a camera stand-in whose frame
/// depends only on the time asked for.
public final class SyntheticSource: FrameSource {
    public let pattern: SyntheticPattern
    public let seed: UInt64
    public var name: String { "synthetic:\(pattern.rawValue)" }
    public var state: SourceState { .live }

    /// Two buffers used in turn: a consumer may keep the last frame (the
    /// painter does, to skip rescaling it), and drawing into the other one
    /// then needs no copy.
    private var frames: [RGBFrame]
    private var current = 0
    private var frameTime: Double?

    /// A source of `width × height` frames (640×480, a webcam's size, by default).
    public init(pattern: SyntheticPattern = .plasma, width: Int = 640, height: Int = 480, seed: UInt64 = 0) {
        self.pattern = pattern
        self.seed = seed
        let blank = RGBFrame(width: max(1, width), height: max(1, height))
        frames = [blank, blank]
    }

    public func latestFrame(at time: Double) -> RGBFrame? {
        if frameTime != time {
            frameTime = time
            current ^= 1
            pattern.render(time: time, into: &frames[current], seed: seed)
        }
        return frames[current]
    }
}
