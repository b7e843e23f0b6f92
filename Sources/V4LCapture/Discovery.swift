import CV4L2

/// What discovery found: the cameras, and the nodes that could not be opened.
public struct DiscoveryReport: Sendable, Codable, Equatable {
    /// Every node that can capture, in node order.
    public var cameras: [CameraInfo]
    /// Nodes that look like cameras but failed, e.g. permission denied.
    public var problems: [DeviceProblem]

    public init(cameras: [CameraInfo], problems: [DeviceProblem]) {
        self.cameras = cameras
        self.problems = problems
    }
}

/// A node discovery could not use, and why.
public struct DeviceProblem: Sendable, Codable, Equatable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// Finds cameras: every `/dev/video*` node whose device caps include video capture.
public enum Discovery {
    /// Probes every `/dev/video*` node. Nodes that are not capture devices
    /// (metadata nodes, codecs) are left out silently.
    public static func run() -> DiscoveryReport { run(system: LibV4L2System.shared) }

    static func run(system: V4L2System) -> DiscoveryReport {
        var report = DiscoveryReport(cameras: [], problems: [])
        for path in system.deviceNodes() {
            do {
                report.cameras.append(try probe(path, system: system))
            } catch .notACamera {
                continue
            } catch {
                report.problems.append(DeviceProblem(path: path, message: error.description))
            }
        }
        return report
    }

    /// Opens `path` and reads its name, formats, sizes and frame rates.
    public static func probe(_ path: String) throws(CaptureError) -> CameraInfo {
        try probe(path, system: LibV4L2System.shared)
    }

    static func probe(_ path: String, system: V4L2System) throws(CaptureError) -> CameraInfo {
        let device = try DeviceHandle(path: path, system: system)
        defer { device.close() }
        return try device.describe()
    }
}
