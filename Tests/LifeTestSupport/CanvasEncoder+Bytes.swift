import LifeCore
import TerminalRenderer

extension CanvasEncoder {
    /// The bytes for one canvas, for tests that look at one frame at a time.
    package mutating func encode(_ canvas: RGBFrame) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(canvas: canvas, into: &bytes)
        return bytes
    }
}
