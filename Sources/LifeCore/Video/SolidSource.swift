/// A `FrameSource` of one flat colour: `none` is white, so the mask shows alone.
public final class SolidSource: FrameSource {
    public let name: String
    public var state: SourceState { .live }
    public var isStill: Bool { true }
    private let frame: RGBFrame

    /// A 1×1 frame of `colour`; the painter spreads it over the canvas without scaling.
    public init(colour: RGB = .white, name: String = "none") {
        self.name = name
        frame = RGBFrame(width: 1, height: 1, fill: colour)
    }

    public func latestFrame(at time: Double) -> RGBFrame? { frame }
}
