import Foundation
import LifeCore
import SnapshotTesting

extension Snapshotting where Value == RGBFrame, Format == RGBFrame {
    /// Stores the canvas as a PNG; a mismatch reports how many pixels differ and by how much.
    static var png: Snapshotting<RGBFrame, RGBFrame> {
        Snapshotting(
            pathExtension: "png",
            diffing: .diff(
                toData: { Data(PNGFile.encode($0)) },
                fromData: { (try? PNGFile.decode([UInt8]($0))) ?? RGBFrame(width: 0, height: 0) },
                diffV2: { old, new in
                    guard old.width == new.width, old.height == new.height else {
                        return ("size \(new.width)x\(new.height) differs from the reference's \(old.width)x\(old.height)", [])
                    }
                    var differing = 0, worst = 0
                    for y in 0..<old.height {
                        for x in 0..<old.width where old[x, y] != new[x, y] {
                            differing += 1
                            let a = old[x, y], b = new[x, y]
                            worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                        }
                    }
                    return differing == 0 ? nil : ("\(differing) pixels differ, by up to \(worst) per channel", [])
                }
            ),
            snapshot: { $0 }
        )
    }
}
