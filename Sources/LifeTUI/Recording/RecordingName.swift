import Foundation

/// Fresh names for recordings and snapshots, from the date they start:
/// `lifecam-20261122-031500.y4m`, then `lifecam-20261122-031500-2.y4m`, … when
/// a name is taken (two snapshots in one second).
///
/// The date is passed in, never read here, so tests fix it.
struct RecordingName: Sendable {
    /// `YYYYMMDD-HHMMSS` in `timeZone`.
    let stamp: String
    /// `y4m`, `png`, or empty for a folder.
    let fileExtension: String

    /// How many names `candidates` offers before giving up.
    static let attempts = 100

    init(date: Date, timeZone: TimeZone, fileExtension: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        stamp = pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "-"
            + pad(parts.hour, 2) + pad(parts.minute, 2) + pad(parts.second, 2)
        self.fileExtension = fileExtension
    }

    /// The names to try in order; the first is the plain one.
    var candidates: [String] {
        (1...Self.attempts).map { n in
            let base = n == 1 ? "lifecam-\(stamp)" : "lifecam-\(stamp)-\(n)"
            return fileExtension.isEmpty ? base : "\(base).\(fileExtension)"
        }
    }

    /// `directory/name`, without doubling the slash; just `name` when `directory` is empty (the current folder).
    static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `000042` for 42: numbers padded to six digits (frame files sort by name).
    static func sixDigits(_ n: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
