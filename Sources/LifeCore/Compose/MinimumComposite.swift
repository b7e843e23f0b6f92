/// The last step of every frame: each output byte is the minimum of the
/// mask's byte and the video's, so black shows black, white shows the video
/// and a colour tints it; with a `floor`, never less than that share of the
/// video's byte, so where no cell is lit the video still shows, dimmed.
enum MinimumComposite {
    /// A whole canvas: each row of `mask` (`canvasWidth × 3` bytes a row)
    /// against `video`'s (a frame of the canvas's size) or `solid`, into
    /// `canvas`; then the `glow` cells brightened (`CellGlow`). The end of
    /// both compositors' frames.
    static func frame(mask: [UInt8], layout: SceneLayout, video: RGBFrame?, solid: RGB, floor: UInt16, glow: [CellGlow],
                      into canvas: inout RGBFrame) {
        let w = layout.canvasWidth, stride = canvas.stride
        let videoPixels = video?.pixels ?? [], videoStride = video?.stride ?? 0
        videoPixels.withUnsafeBufferPointer { frame in
            mask.withUnsafeBufferPointer { mask in
                canvas.pixels.withUnsafeMutableBufferPointer { out in
                    for y in 0..<layout.canvasHeight {
                        row(mask: mask.baseAddress! + y * w * 3, video: video == nil ? nil : frame.baseAddress! + y * videoStride,
                            solid: solid, count: w, floor: floor, into: out.baseAddress! + y * stride)
                    }
                }
            }
        }
        if !glow.isEmpty {
            mask.withUnsafeBufferPointer { CellGlow.brighten(glow, layout: layout, mask: $0.baseAddress!, canvas: &canvas) }
        }
    }

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
