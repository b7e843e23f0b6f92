extension Y4MDecoder {
    /// Converts one frame of planar data (Y plane, then Cb, then Cr) to packed RGB,
    /// at full range when the header says `XCOLORRANGE=FULL`, else at studio range.
    static func convert(_ data: UnsafePointer<UInt8>, header: Y4MHeader, into frame: inout RGBFrame) {
        let w = header.width, h = header.height
        let (sx, sy) = header.chroma.subsampling ?? (1, 1)
        let cw = (w + sx - 1) / sx, ch = (h + sy - 1) / sy
        let yPlane = data
        let cbPlane = data + w * h, crPlane = cbPlane + cw * ch
        let mono = header.chroma.subsampling == nil
        let tables = header.isFullRange ? BT601.full : BT601.studio
        tables.luma.withUnsafeBufferPointer { luma in
        tables.crToR.withUnsafeBufferPointer { crToR in
        tables.crToG.withUnsafeBufferPointer { crToG in
        tables.cbToG.withUnsafeBufferPointer { cbToG in
        tables.cbToB.withUnsafeBufferPointer { cbToB in
            frame.pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    let yRow = yPlane + y * w
                    let cbRow = cbPlane + (y / sy) * cw, crRow = crPlane + (y / sy) * cw
                    let o = out.baseAddress! + y * w * 3
                    for x in 0..<w {
                        let l = luma[Int(yRow[x])]
                        let cb = mono ? 128 : Int(cbRow[x / sx]), cr = mono ? 128 : Int(crRow[x / sx])
                        o[x * 3] = BT601.clamp(l &+ crToR[cr])
                        o[x * 3 + 1] = BT601.clamp(l &+ cbToG[cb] &+ crToG[cr])
                        o[x * 3 + 2] = BT601.clamp(l &+ cbToB[cb])
                    }
                }
            }
        }
        }
        }
        }
        }
    }
}
