/// Why a camera could not be used, worded for the status line.
public enum CaptureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `/dev/video*` node can capture video.
    case noCamera
    /// The node does not exist.
    case notFound(path: String)
    /// The node exists but this user may not open it.
    case permissionDenied(path: String)
    /// Another program holds the camera.
    case busy(path: String)
    /// The node is not a V4L2 video capture device.
    case notACamera(path: String, reason: String)
    /// The camera offers nothing that libv4l2 can turn into RGB24.
    case noUsableFormat(path: String, reason: String)
    /// The camera went away mid-stream (unplugged, or failing for good).
    case lost(path: String, reason: String)
    /// Any other failed call.
    case system(path: String, call: String, errno: Errno)

    public var description: String {
        switch self {
        case .noCamera:
            return "no camera found: no /dev/video* device can capture video"
        case let .notFound(path):
            return "\(path) does not exist (is the camera plugged in?)"
        case let .permissionDenied(path):
            return "permission denied opening \(path): the user may need to be in the 'video' group"
        case let .busy(path):
            return "\(path) is busy: another program is using the camera"
        case let .notACamera(path, reason):
            return "\(path) is not a video capture device (\(reason))"
        case let .noUsableFormat(path, reason):
            return "\(path) offers no usable picture format (\(reason))"
        case let .lost(path, reason):
            return "camera lost: \(path) \(reason)"
        case let .system(path, call, errno):
            return "\(path): \(call) failed: \(errno)"
        }
    }

    /// Classifies the `errno` of `call` on `path`.
    static func from(_ errno: Errno, path: String, call: String) -> CaptureError {
        switch errno {
        case .accessDenied, .notPermitted: return .permissionDenied(path: path)
        case .busy: return .busy(path: path)
        case .notFound: return .notFound(path: path)
        case .noDevice, .noSuchDeviceOrAddress: return .lost(path: path, reason: "went away (\(errno))")
        case .notATTY where call == "open": return .notACamera(path: path, reason: "not a video4linux device")
        case .isADirectory: return .notACamera(path: path, reason: "it is a directory")
        default: return .system(path: path, call: call, errno: errno)
        }
    }
}
