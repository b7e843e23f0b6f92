/// How much of a picture is lit: the share of its pixels whose BT.601 luma,
/// `(77R + 150G + 29B) / 256`, is at least `LitShare.level`.
///
/// The measure of "the picture never burns down to black" (`KeepAlive`,
/// `Benchmarks/keepalive.sh`): a composite is black where the cells are dead
/// and faded, and shows the video through the live ones.
public enum LitShare {
    /// The luma a pixel needs to count as lit: 40 of 255, about a sixth,
    /// which a live cell reaches over all but the darkest video and a dead
    /// one keeps for two generations at the default decay (0.6² of its colour).
    public static let level = 40

    /// The share of `frame`'s pixels lit, 0…1 (0 for an empty frame).
    public static func of(_ frame: RGBFrame, level: Int = LitShare.level) -> Double {
        guard frame.width > 0, frame.height > 0 else { return 0 }
        let bar = level * 256
        var lit = 0
        frame.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<frame.height {
                var p = y * frame.stride
                for _ in 0..<frame.width {
                    if 77 * Int(pixels[p]) + 150 * Int(pixels[p + 1]) + 29 * Int(pixels[p + 2]) >= bar { lit += 1 }
                    p += 3
                }
            }
        }
        return Double(lit) / Double(frame.width * frame.height)
    }
}
