import Foundation
import LifeApp

extension RecordingName {
    /// The name for something started at `date`: `YYYYMMDD-HHMMSS` in `timeZone`.
    init(date: Date, timeZone: TimeZone, fileExtension: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let stamp = pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "-"
            + pad(parts.hour, 2) + pad(parts.minute, 2) + pad(parts.second, 2)
        self.init(stamp: stamp, fileExtension: fileExtension)
    }
}
