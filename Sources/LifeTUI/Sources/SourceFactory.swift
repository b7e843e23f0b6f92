import LifeApp
import LifeCore

/// Makes the `FrameSource` a `SourceSpec` names.
///
/// Cameras come from `openCamera`, which the capture module supplies; without
/// it `v4l2` specs fail with a clear message and `auto` falls back to the
/// synthetic plasma, saying why in `note`.
public enum SourceFactory {
    /// Opens a camera for a `.v4l2` spec (device and size as given, nil = defaults).
    public typealias CameraOpener = (_ device: String?, _ size: (width: Int, height: Int)?) throws -> any FrameSource

    /// The source for `spec`, and a one-line note for the status line when it is
    /// not exactly what was asked (e.g. `auto` found no camera).
    public static func make(_ spec: SourceSpec, seed: UInt64 = 0, openCamera: CameraOpener? = nil)
        throws(SourceError) -> (source: any FrameSource, note: String?) {
        switch spec {
        case let .synthetic(kind):
            return (SyntheticSource(pattern: pattern(kind), seed: seed), nil)
        case .none:
            return (SolidSource(colour: .white, name: "none"), nil)
        case let .y4m(path):
            return (try Y4MFileSource(path: path), nil)
        case let .v4l2(device, size):
            guard let openCamera else {
                throw SourceError(source: spec.description, reason: "camera capture is not available in this build")
            }
            do {
                return (try openCamera(device, size), nil)
            } catch {
                throw SourceError(source: spec.description, reason: "\(error)")
            }
        case .auto:
            let fallback = SyntheticSource(pattern: .plasma, seed: seed)
            guard let openCamera else {
                return (fallback, "no camera support: showing synthetic:plasma")
            }
            do {
                return (try openCamera(nil, nil), nil)
            } catch {
                return (fallback, "no camera (\(error)): showing synthetic:plasma")
            }
        }
    }

    private static func pattern(_ kind: SourceSpec.SyntheticKind) -> SyntheticPattern {
        switch kind {
        case .plasma: return .plasma
        case .bars: return .bars
        case .noise: return .noise
        }
    }
}
