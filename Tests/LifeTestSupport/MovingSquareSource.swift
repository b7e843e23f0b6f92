import LifeCore

/// Captured video as a test needs it: a grey picture with a white square
/// that stands still at `start` until `moveAt` seconds, then travels right by
/// `speed` pixels a second (never, with `moveAt` nil). Each frame is made
/// once, so a frame asked for again at the same time is the same frame.
public final class MovingSquareSource: FrameSource {
    public let width: Int
    public let height: Int
    public let side: Int
    public let start: (x: Int, y: Int)
    public let moveAt: Double?
    public let speed: Double
    public var name: String { "test:moving-square" }
    public var state: SourceState { .live }
    public var isCaptured: Bool { true }
    private var last: (time: Double, frame: RGBFrame)?

    public init(width: Int = 64, height: Int = 48, side: Int = 8, start: (x: Int, y: Int) = (8, 20), moveAt: Double? = 1,
                speed: Double = 30) {
        self.width = width
        self.height = height
        self.side = side
        self.start = start
        self.moveAt = moveAt
        self.speed = speed
    }

    /// The square's left edge at `time`.
    public func squareX(at time: Double) -> Int {
        guard let moveAt, time > moveAt else { return start.x }
        return min(width - side, start.x + Int((time - moveAt) * speed))
    }

    public func latestFrame(at time: Double) -> RGBFrame? {
        if let last, last.time == time { return last.frame }
        var frame = RGBFrame(width: width, height: height, fill: RGB(90, 90, 90))
        let x0 = squareX(at: time)
        for y in start.y..<min(height, start.y + side) {
            for x in x0..<(x0 + side) { frame[x, y] = .white }
        }
        last = (time, frame)
        return frame
    }
}
