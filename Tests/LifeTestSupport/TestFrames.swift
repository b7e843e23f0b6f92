import LifeCore

/// Seeded test pictures.
public enum TestFrames {
    /// Random pixels; rows padded to `stride` with 0xEE bytes that must never show.
    public static func random(width: Int, height: Int, padding: Int = 0, seed: UInt64) -> RGBFrame {
        var generator = SplitMix64(seed: seed)
        let stride = width * 3 + padding
        var pixels = [UInt8](repeating: 0xEE, count: stride * height)
        for y in 0..<height {
            for i in 0..<(width * 3) {
                pixels[y * stride + i] = UInt8.random(in: 0...255, using: &generator)
            }
        }
        return RGBFrame(width: width, height: height, stride: stride, pixels: pixels)
    }

    /// Random colours constant over each 2×2 block, so 4:2:0 loses nothing to subsampling.
    public static func blocky(width: Int, height: Int, seed: UInt64) -> RGBFrame {
        var generator = SplitMix64(seed: seed)
        var frame = RGBFrame(width: width, height: height)
        for by in Swift.stride(from: 0, to: height, by: 2) {
            for bx in Swift.stride(from: 0, to: width, by: 2) {
                let colour = RGB(.random(in: 0...255, using: &generator),
                                 .random(in: 0...255, using: &generator),
                                 .random(in: 0...255, using: &generator))
                for y in by..<min(by + 2, height) {
                    for x in bx..<min(bx + 2, width) { frame[x, y] = colour }
                }
            }
        }
        return frame
    }

    /// The same picture with rows packed (stride = width × 3), to compare frames of any stride.
    public static func packed(_ frame: RGBFrame) -> RGBFrame {
        var out = RGBFrame(width: frame.width, height: frame.height)
        for y in 0..<frame.height {
            for x in 0..<frame.width { out[x, y] = frame[x, y] }
        }
        return out
    }
}

/// A frame that says which it is: every pixel holds its number.
package func numberedFrame(_ n: Int, width: Int = 4, height: Int = 2) -> RGBFrame {
    RGBFrame(width: width, height: height, fill: RGB(UInt8(n), UInt8(n), UInt8(n)))
}
