/// A video frame as the painter lays it on a canvas (scaled, fitted or
/// cropped, mirrored), with its luma when the scaler made that on the way:
/// the value play and `render` scale once a frame (`Painter.scaled`) and
/// hand to the births from motion, while the painter paints from the same
/// scaling. Let go of it before the next frame is scaled, or the painter's
/// buffer is copied.
public struct ScaledVideo: Sendable {
    /// The frame scaled, to tell a new one from the same one again (`VideoFrame.isSameFrame`).
    public let source: VideoFrame
    /// The picture on the canvas; nil for a frame with nothing to scale (a solid colour, a single pixel).
    public let picture: RGBFrame?
    /// `(77R + 150G + 29B) >> 8` per pixel of `picture`, rows the canvas
    /// width apart, when the scaler made it (a YUV source); nil otherwise.
    public let luma: [UInt8]?
}

extension Painter {
    /// `source` scaled to a canvas of this size as `frame` will paint it (and
    /// will not scale it again); nil without a frame.
    public mutating func scaled(_ source: VideoFrame?, canvasWidth: Int, canvasHeight: Int) -> ScaledVideo? {
        guard let source else { return nil }
        let picture = scaledVideo(source, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        return ScaledVideo(source: source, picture: picture, luma: picture == nil ? nil : scaledLuma)
    }
}
