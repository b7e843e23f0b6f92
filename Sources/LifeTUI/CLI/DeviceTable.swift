import LifeApp
import Foundation
import V4LCapture

/// The readable table `lifecam devices` prints.
enum DeviceTable {
    static func render(_ report: DiscoveryReport) -> String {
        var out = ""
        if report.cameras.isEmpty {
            out += "No camera found (no /dev/video* device can capture video).\n"
        }
        for camera in report.cameras {
            let io = camera.streaming ? "streaming" : "read() only"
            out += "\(camera.path)  \(camera.card)  [\(camera.driver), \(camera.bus), \(io)]\n"
            let rows = camera.formats.map { format -> [String] in
                let kind = format.emulated ? "emulated" : format.compressed ? "compressed" : "native"
                return ["  " + format.fourcc, format.description, kind, sizes(format.sizes)]
            }
            out += columns([["  FORMAT", "DESCRIPTION", "KIND", "SIZES @ FPS"]] + rows)
        }
        for problem in report.problems {
            out += "\(problem.path): \(problem.message)\n"
        }
        return out
    }

    /// "640x480@30, 320x240@15-30".
    static func sizes(_ sizes: [FrameSizeInfo]) -> String {
        if sizes.isEmpty { return "-" }
        return sizes.map { size in
            guard let fastest = size.framesPerSecond.first, let slowest = size.framesPerSecond.last else {
                return size.sizeText
            }
            let rate = fastest == slowest ? number(fastest) : "\(number(slowest))-\(number(fastest))"
            return "\(size.sizeText)@\(rate)"
        }.joined(separator: ", ")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    /// Left-aligned columns, two spaces apart; the last column is not padded.
    static func columns(_ rows: [[String]]) -> String {
        let widths = (0..<(rows.first?.count ?? 0)).map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { c, cell in
                c == row.count - 1 ? cell : cell.padding(toLength: widths[c], withPad: " ", startingAt: 0)
            }.joined(separator: "  ") + "\n"
        }.joined()
    }
}
