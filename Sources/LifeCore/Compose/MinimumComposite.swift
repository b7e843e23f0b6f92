/// The last step of every frame: each output byte is the minimum of the
/// mask's byte and the video's, so black shows black, white shows the video
/// and a colour tints it; with a `floor`, never less than that share of the
/// video's byte, so where no cell is lit the video still shows, dimmed.
enum MinimumComposite {
    /// One row of `count` pixels: `mask` against `video` (a row of a frame of
    /// the same width) or, without one, against the uniform colour `solid`.
    /// With a video, each byte is at least `video × floor / 256`.
    @inline(__always)
    static func row(mask: UnsafePointer<UInt8>, video: UnsafePointer<UInt8>?, solid: RGB, count: Int, floor: UInt16 = 0,
                    into dst: UnsafeMutablePointer<UInt8>) {
        let bytes = count * 3
        if let video, floor > 0 {
            for i in 0..<bytes {
                let v = video[i]
                dst[i] = max(min(mask[i], v), UInt8(truncatingIfNeeded: (UInt16(v) &* floor) &>> 8))
            }
        } else if let video {
            for i in 0..<bytes { dst[i] = min(mask[i], video[i]) }
        } else if solid == .white {
            for i in 0..<bytes { dst[i] = mask[i] }
        } else {
            for x in 0..<count {
                dst[x * 3] = min(mask[x * 3], solid.r)
                dst[x * 3 + 1] = min(mask[x * 3 + 1], solid.g)
                dst[x * 3 + 2] = min(mask[x * 3 + 2], solid.b)
            }
        }
    }
}
