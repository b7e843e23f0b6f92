/// Draws shapes that overlap: each cell's shape is laid, in its colour at its
/// opacity, over the background and the shapes drawn before it (source-over
/// blending, in `ShapeInk` order), then the video is composited under the
/// result by the per-channel minimum. This is how the `geometric` palette
/// looks like the wallpaper it comes from: translucent discs and hexagons
/// wider than a cell, whose overlaps blend.
///
/// The mask is one canvas-sized layer of bytes; each shape touches only the
/// pixels of its bounding box, so the cost grows with the lit cells, not
/// with the board. Anti-aliasing: a pixel's coverage comes from the signed
/// distance of its centre to the shape's edge (`ShapeGeometry.coverage`).
public struct LayeredCompositor: Sendable {
    private var mask: [UInt8] = []

    public init() {}

    /// Draws `inks` (in order) as shapes of `radius` cell sides on `layout`,
    /// over `background`, and composites `video` (a frame of the canvas's size,
    /// or the uniform `solidVideo`) under them into `canvas`; every pixel
    /// keeps `floor` (of 256) of the video's brightness; the `glow` cells
    /// show the shapes laid on them brighter than the video lets them (`CellGlow`).
    public mutating func composite(layout: SceneLayout, inks: [ShapeInk], radius: Double, background: UInt8,
                                video: RGBFrame?, solidVideo: RGB = .white, floor: UInt16 = 0, glow: [CellGlow] = [],
                                into canvas: inout RGBFrame) {
        precondition(canvas.width == layout.canvasWidth && canvas.height == layout.canvasHeight, "canvas does not match layout")
        let w = layout.canvasWidth, h = layout.canvasHeight
        guard w > 0, h > 0 else { return }
        if mask.count != w * h * 3 { mask = [UInt8](repeating: background, count: w * h * 3) }
        mask.withUnsafeMutableBufferPointer { m in
            for i in 0..<m.count { m[i] = background }
            Self.draw(inks, radius: radius, layout: layout, into: m)
        }
        MinimumComposite.frame(mask: mask, layout: layout, video: video, solid: solidVideo, floor: floor, glow: glow, into: &canvas)
    }

    /// Lays `inks` (in order) on `m`, the canvas's mask (three bytes a pixel),
    /// as shapes of `radius` cell sides: each pixel's colour blended with what
    /// is under it by the ink's opacity and the shape's coverage of the pixel.
    private static func draw(_ inks: [ShapeInk], radius: Double, layout: SceneLayout, into m: UnsafeMutableBufferPointer<UInt8>) {
        let w = layout.canvasWidth, h = layout.canvasHeight, sx = layout.scaleX, sy = layout.scaleY
        // Distances on screen (`SceneLayout.screenUnits`): round shapes stay round on pixels of any shape.
        let (across, down) = layout.screenUnits
        let r = radius * layout.cellSide, reachX = r / across + 1, reachY = r / down + 1
        for ink in inks {
            let alpha = min(max(ink.opacity, 0), 1) * 255
            guard alpha >= 0.5 else { continue }
            let cx = Double(layout.originX) + (Double(ink.x) + 0.5) * sx
            let cy = Double(layout.originY) + (Double(ink.y) + 0.5) * sy
            let x0 = max(0, Int((cx - reachX).rounded(.down))), x1 = min(w - 1, Int((cx + reachX).rounded(.up)))
            let y0 = max(0, Int((cy - reachY).rounded(.down))), y1 = min(h - 1, Int((cy + reachY).rounded(.up)))
            guard x0 <= x1, y0 <= y1 else { continue }
            let colour = (UInt32(ink.colour.r), UInt32(ink.colour.g), UInt32(ink.colour.b))
            /// Lays the colour over pixel (px, py) at `cover` (0…1] of the ink's alpha.
            func lay(_ px: Int, _ py: Int, _ cover: Double) {
                let a = UInt32(Float(cover) * alpha + 0.5), keep = 255 - a
                let o = (py * w + px) * 3
                m[o] = Self.blend(m[o], colour.0, a, keep)
                m[o + 1] = Self.blend(m[o + 1], colour.1, a, keep)
                m[o + 2] = Self.blend(m[o + 2], colour.2, a, keep)
            }
            switch ink.kind {
            case .disc:
                // Squared distances settle most pixels: inside the inner circle fully
                // covered, beyond the outer one not at all; only the rim needs a root.
                let inner = max(0, r - 0.5), inner2 = inner * inner, outer2 = (r + 0.5) * (r + 0.5)
                for py in y0...y1 {
                    let dy = (Double(py) + 0.5 - cy) * down, dy2 = dy * dy
                    guard dy2 < outer2 else { continue }
                    let span = (outer2 - dy2).squareRoot() / across
                    let from = max(x0, Int((cx - span - 0.5).rounded(.down))), to = min(x1, Int((cx + span).rounded(.up)))
                    guard from <= to else { continue }
                    for px in from...to {
                        let dx = (Double(px) + 0.5 - cx) * across, d2 = dx * dx + dy2
                        if d2 <= inner2 {
                            lay(px, py, 1)
                        } else if d2 < outer2 {
                            lay(px, py, min(1, r + 0.5 - d2.squareRoot()))
                        }
                    }
                }
            case .hexagon:
                for py in y0...y1 {
                    let dy = (Double(py) + 0.5 - cy) * down
                    for px in x0...x1 {
                        let cover = ShapeGeometry.coverage(.hexagon, dx: (Double(px) + 0.5 - cx) * across, dy: dy, radius: r)
                        if cover > 0 { lay(px, py, cover) }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func blend(_ under: UInt8, _ over: UInt32, _ a: UInt32, _ keep: UInt32) -> UInt8 {
        let v = UInt32(under) &* keep &+ over &* a &+ 128
        return UInt8(truncatingIfNeeded: (v &+ (v >> 8)) >> 8)
    }
}
