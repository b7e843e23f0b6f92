extension VideoScaler {
    /// Draws YUV planes over all of `canvas`, as `scale` draws RGB: each
    /// plane is scaled to the placed rectangle first, and only then converted
    /// to RGB, so a 640×360 stream shown on a 160×94 canvas converts 15,040
    /// pixels, not 230,400.
    ///
    /// Every canvas pixel gets its own chroma: the chroma planes are scaled
    /// from their own, subsampled, coordinates to the whole placed
    /// rectangle, by area also where the canvas is finer than the chroma (a
    /// source pixel's colour is the chroma sample it lies in, and a canvas
    /// pixel averages the source pixels it covers). Subsampled on the canvas
    /// too, every colour edge would be smeared over two canvas pixels, where
    /// the finer glyphs should draw it. Averaging Y, Cb and Cr is averaging
    /// RGB, the conversion being affine (but for the clamping of colours
    /// outside RGB's cube). The planes keep four fraction bits up to the
    /// conversion, so each canvas colour is rounded once.
    public mutating func scale(_ source: YUVFrame, into canvas: inout RGBFrame, mode: ScaleMode = .cover, mirror: Bool = false,
                               pixelAspect: Double = 1) {
        guard canvas.width > 0, canvas.height > 0 else { return luma.removeAll() }
        // Black (luma 0) wherever the picture does not reach: bars of `.fit`, an empty source.
        if luma.count != canvas.width * canvas.height {
            luma = [UInt8](repeating: 0, count: canvas.width * canvas.height)
        }
        guard source.width > 0, source.height > 0 else {
            Self.fill(&canvas, rows: 0..<canvas.height, columns: 0..<canvas.width)
            luma.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            return
        }
        let p = ScalePlacement(sourceWidth: source.width, sourceHeight: source.height,
                               canvasWidth: canvas.width, canvasHeight: canvas.height, mode: mode, pixelAspect: pixelAspect)
        if mode == .fit {
            luma.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            Self.fill(&canvas, rows: 0..<p.y, columns: 0..<canvas.width)
            Self.fill(&canvas, rows: (p.y + p.height)..<canvas.height, columns: 0..<canvas.width)
            Self.fill(&canvas, rows: p.y..<(p.y + p.height), columns: 0..<p.x)
            Self.fill(&canvas, rows: p.y..<(p.y + p.height), columns: (p.x + p.width)..<canvas.width)
        }
        let (w, h, cw, ch) = (source.width, source.height, source.chromaWidth, source.chromaHeight)
        let mono = source.isMonochrome
        source.withPlanes { data in
            let luma = data.baseAddress!
            lumaPlane.scale(luma, sourceWidth: w, sourceHeight: h, x: p.sourceX, y: p.sourceY, w: p.sourceWidth, h: p.sourceHeight,
                            width: p.width, height: p.height, mirror: mirror)
            guard !mono else { return }
            let fx = Double(cw) / Double(w), fy = Double(ch) / Double(h)
            blueChroma.scale(luma + w * h, sourceWidth: cw, sourceHeight: ch, x: p.sourceX * fx, y: p.sourceY * fy,
                             w: p.sourceWidth * fx, h: p.sourceHeight * fy, width: p.width, height: p.height, mirror: mirror,
                             area: true)
            redChroma.scale(luma + w * h + cw * ch, sourceWidth: cw, sourceHeight: ch, x: p.sourceX * fx, y: p.sourceY * fy,
                            w: p.sourceWidth * fx, h: p.sourceHeight * fy, width: p.width, height: p.height, mirror: mirror,
                            area: true)
        }
        let stride = canvas.stride
        lumaPlane.output.withUnsafeBufferPointer { y in
            blueChroma.output.withUnsafeBufferPointer { cb in
                redChroma.output.withUnsafeBufferPointer { cr in
                    canvas.pixels.withUnsafeMutableBufferPointer { out in
                    luma.withUnsafeMutableBufferPointer { lumaOut in
                        BT601.convert(sixteenths: y.baseAddress!, cb: mono ? nil : cb.baseAddress, cr: mono ? nil : cr.baseAddress,
                                      planeStride: p.width, width: p.width, height: p.height, fullRange: source.fullRange,
                                      into: out.baseAddress! + p.y * stride + p.x * 3, stride: stride,
                                      rgbLuma: (lumaOut.baseAddress! + p.y * canvas.width + p.x, canvas.width))
                    }
                    }
                }
            }
        }
    }
}
