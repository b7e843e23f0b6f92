/// Where a scaled source lands: the source rectangle used and the canvas rectangle filled.
struct ScalePlacement: Equatable {
    /// Source crop, in source pixels (may be fractional).
    var sourceX: Double, sourceY: Double, sourceWidth: Double, sourceHeight: Double
    /// Canvas rectangle, in whole pixels.
    var x: Int, y: Int, width: Int, height: Int

    /// `pixelAspect`: a canvas pixel's width over its height as shown (a
    /// quadrant's pixels are twice as tall as wide: 0.5), so the picture
    /// keeps its shape on the screen.
    init(sourceWidth sw: Int, sourceHeight sh: Int, canvasWidth dw: Int, canvasHeight dh: Int, mode: ScaleMode,
         pixelAspect: Double = 1) {
        let aspect = pixelAspect.isFinite && pixelAspect > 0 ? pixelAspect : 1
        // The canvas measured in square pixels of its height.
        let s = (w: Double(sw), h: Double(sh)), d = (w: Double(dw) * aspect, h: Double(dh))
        let sourceIsWider = s.w * d.h > d.w * s.h
        switch mode {
        case .cover:
            x = 0; y = 0; width = dw; height = dh
            if sourceIsWider {
                sourceHeight = s.h
                sourceWidth = s.h * d.w / d.h
            } else {
                sourceWidth = s.w
                sourceHeight = s.w * d.h / d.w
            }
            sourceX = (s.w - sourceWidth) / 2
            sourceY = (s.h - sourceHeight) / 2
        case .fit:
            sourceX = 0; sourceY = 0; sourceWidth = s.w; sourceHeight = s.h
            if sourceIsWider {
                width = dw
                height = max(1, min(dh, Int((d.w * s.h / s.w).rounded())))
            } else {
                height = dh
                width = max(1, min(dw, Int((d.h * s.w / s.h / aspect).rounded())))
            }
            x = (dw - width) / 2
            y = (dh - height) / 2
        }
    }
}
