/// Fresh names for recordings and snapshots, from the date they start:
/// `lifecam-20261122-031500.y4m`, then `lifecam-20261122-031500-2.y4m`, … when
/// a name is taken (two snapshots in one second).
///
/// The stamp is made from the wall time the injected clock gives
/// (`AppClock.wallTime()`), never read here, so tests fix it.
package struct RecordingName: Sendable {
    /// `YYYYMMDD-HHMMSS` in `timeZone`.
    package let stamp: String
    /// `y4m`, `png`, or empty for a folder.
    package let fileExtension: String

    /// How many names `candidates` offers before giving up.
    package static let attempts = 100

    /// A name from a stamp already made (`YYYYMMDD-HHMMSS`).
    package init(stamp: String, fileExtension: String) {
        self.stamp = stamp
        self.fileExtension = fileExtension
    }

    /// The name for something started at `time`: `YYYYMMDD-HHMMSS`, local time.
    package init(at time: WallTime, fileExtension: String) {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let stamp = pad(time.day.year, 4) + pad(time.day.month, 2) + pad(time.day.day, 2) + "-"
            + pad(time.hour, 2) + pad(time.minute, 2) + pad(time.second, 2)
        self.init(stamp: stamp, fileExtension: fileExtension)
    }

    /// The names to try in order; the first is the plain one.
    package var candidates: [String] {
        (1...Self.attempts).map { n in
            let base = n == 1 ? "lifecam-\(stamp)" : "lifecam-\(stamp)-\(n)"
            return fileExtension.isEmpty ? base : "\(base).\(fileExtension)"
        }
    }

    /// `directory/name`, without doubling the slash; just `name` when `directory` is empty (the current folder).
    package static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `000042` for 42: numbers padded to six digits (frame files sort by name).
    package static func sixDigits(_ n: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
