extension Y4MDecoder {
    /// Converts one frame of planar data to packed RGB averaged over `k × k`
    /// blocks: each output pixel takes the mean luma of its block and the mean
    /// chroma over its pixels (each chroma sample weighted by the pixels of the
    /// block it covers), then BT.601 as `convert` does.
    /// Averaging before the conversion (a linear map) equals averaging after
    /// it, except where colours clip.
    static func convertReduced(_ data: UnsafePointer<UInt8>, header: Y4MHeader, by k: Int, into frame: inout RGBFrame) {
        let w = header.width, h = header.height
        let (sx, sy) = header.chroma.subsampling ?? (1, 1)
        let cw = (w + sx - 1) / sx, ch = (h + sy - 1) / sy
        let ow = frame.width, oh = frame.height
        let yPlane = data, cbPlane = data + w * h, crPlane = cbPlane + cw * ch
        let mono = header.chroma.subsampling == nil
        let tables = header.isFullRange ? BT601.full : BT601.studio
        // Per output column, the chroma columns its block covers and how many of its pixels each covers.
        let chromaColumns = (0..<ow).map { ox in Self.coverage(from: ox * k, count: k, per: sx) }
        var lumaSums = [Int](repeating: 0, count: ow)
        tables.luma.withUnsafeBufferPointer { luma in
        tables.crToR.withUnsafeBufferPointer { crToR in
        tables.crToG.withUnsafeBufferPointer { crToG in
        tables.cbToG.withUnsafeBufferPointer { cbToG in
        tables.cbToB.withUnsafeBufferPointer { cbToB in
        lumaSums.withUnsafeMutableBufferPointer { sums in
            frame.pixels.withUnsafeMutableBufferPointer { out in
                let area = k * k
                for oy in 0..<oh {
                    for i in 0..<ow { sums[i] = 0 }
                    for y in (oy * k)..<(oy * k + k) {
                        let row = yPlane + y * w
                        for ox in 0..<ow {
                            var sum = 0
                            let base = row + ox * k
                            for x in 0..<k { sum &+= Int(base[x]) }
                            sums[ox] &+= sum
                        }
                    }
                    let chromaRows = Self.coverage(from: oy * k, count: k, per: sy)
                    let o = out.baseAddress! + oy * ow * 3
                    for ox in 0..<ow {
                        let l = luma[(sums[ox] + area / 2) / area]
                        var cb = 128, cr = 128
                        if !mono {
                            var sumB = 0, sumR = 0
                            for (cy, rowWeight) in chromaRows {
                                for (cx, columnWeight) in chromaColumns[ox] {
                                    let weight = rowWeight * columnWeight
                                    sumB &+= weight * Int(cbPlane[cy * cw + cx])
                                    sumR &+= weight * Int(crPlane[cy * cw + cx])
                                }
                            }
                            cb = (sumB + area / 2) / area
                            cr = (sumR + area / 2) / area
                        }
                        o[ox * 3] = BT601.clamp(l &+ crToR[cr])
                        o[ox * 3 + 1] = BT601.clamp(l &+ cbToG[cb] &+ crToG[cr])
                        o[ox * 3 + 2] = BT601.clamp(l &+ cbToB[cb])
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

    /// The chroma samples (of `per` pixels each) that pixels `from ..< from + count`
    /// fall on, with how many of those pixels each one covers.
    static func coverage(from start: Int, count: Int, per: Int) -> [(index: Int, weight: Int)] {
        stride(from: start / per, through: (start + count - 1) / per, by: 1).map { c in
            (c, min(start + count, (c + 1) * per) - max(start, c * per))
        }
    }
}
