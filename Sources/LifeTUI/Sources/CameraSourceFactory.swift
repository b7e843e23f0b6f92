import LifeApp
import LifeCore
import V4LCapture

/// A frame source picked for a `--source` spec, with a one-line notice for
/// the status line when it is not what was asked for.
public struct OpenedSource {
    public let source: any FrameSource
    public let notice: String?
}

/// Opens the camera specs: `v4l2[:DEVICE][@WxH]` and `auto`.
///
/// Call this before the terminal enters curses mode: opening a node that is
/// not a V4L2 device makes libv4l2's stock mplane plugin print to stderr
/// (libv4l2's own log is sent to /dev/null, or to `LIBV4L2_LOG_FILENAME`).
public struct CameraSourceFactory {
    /// Opens a camera: the device (nil: the first that opens) with the request.
    public typealias Opener = (_ device: String?, _ request: CaptureRequest) throws(CaptureError) -> any FrameSource

    let openCamera: Opener

    /// The real cameras.
    public init() {
        openCamera = { device, request throws(CaptureError) in try CameraSource.open(device: device, request: request) }
    }

    /// Cameras from `opener` (tests).
    public init(opener: @escaping Opener) { openCamera = opener }

    /// The source for `spec`, or nil when the spec names no camera (synthetic,
    /// y4m, none). `v4l2` throws the camera's error; `auto` falls back to
    /// `fallback()` (the synthetic plasma) with a notice saying why.
    public func make(_ spec: SourceSpec, canvas: PixelSize? = nil,
                     fallback: () throws -> any FrameSource) throws -> OpenedSource? {
        switch spec {
        case let .v4l2(device, size):
            let request = CaptureRequest(size: size.map { PixelSize(width: $0.width, height: $0.height) }, canvas: canvas)
            return OpenedSource(source: try openCamera(device, request), notice: nil)
        case .auto:
            do {
                return OpenedSource(source: try openCamera(nil, CaptureRequest(canvas: canvas)), notice: nil)
            } catch {
                let stand = try fallback()
                return OpenedSource(source: stand, notice: "\(error); showing \(stand.name) instead")
            }
        case .synthetic, .y4m, .none:
            return nil
        }
    }
}
