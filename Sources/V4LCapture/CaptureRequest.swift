import LifeCore

/// What the app wants from a camera.
public struct CaptureRequest: Sendable, Equatable {
    /// The size the user asked for (`v4l2:/dev/video0@1280x720`), if any.
    public var size: Dimensions?
    /// The canvas the picture is drawn on, to pick the smallest size that covers it.
    public var canvas: Dimensions?
    /// The frame rate asked for through S_PARM.
    public var framesPerSecond: Int
    /// How many mmap buffers to ask for: few, since latency beats smoothness.
    public var bufferCount: Int

    /// The size asked for when neither the user nor the canvas says otherwise.
    public static let fallbackSize = Dimensions(width: 640, height: 480)

    public init(size: Dimensions? = nil, canvas: Dimensions? = nil, framesPerSecond: Int = 30, bufferCount: Int = 3) {
        self.size = size
        self.canvas = canvas
        self.framesPerSecond = framesPerSecond
        self.bufferCount = min(max(bufferCount, 2), 4)
    }

    /// The size to ask the driver for: the requested one, else the smallest
    /// offered size at least as large as the canvas, else 640×480.
    public func chooseSize(offered: [Dimensions]) -> Dimensions {
        if let size { return size }
        if let canvas {
            let covering = offered.filter { $0.width >= canvas.width && $0.height >= canvas.height }
            if let best = covering.min(by: { ($0.width * $0.height, $0.width) < ($1.width * $1.height, $1.width) }) {
                return best
            }
        }
        return Self.fallbackSize
    }
}

/// The picture the driver actually delivers, after S_FMT.
public struct CaptureFormat: Sendable, Equatable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// Bytes per row, at least width × 3.
    public var stride: Int
    /// Bytes a whole frame occupies.
    public var imageSize: Int
    /// How frames are fetched.
    public var io: IOMethod

    /// mmap streaming with this many buffers, or read() calls.
    public enum IOMethod: Sendable, Equatable {
        case mmap(buffers: Int)
        case read
    }

    public var description: String {
        switch io {
        case let .mmap(n): return "\(width)x\(height) RGB24, mmap \(n) buffers"
        case .read: return "\(width)x\(height) RGB24, read()"
        }
    }
}
