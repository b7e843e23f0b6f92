/// ITU-R BT.601 colour conversion at studio range (Y 16…235, Cb/Cr 16…240),
/// the default of ffmpeg's `yuv4mpegpipe` output and of most camera YUV, and
/// at full range (JPEG's 0…255, which ffmpeg marks `XCOLORRANGE=FULL`).
///
/// Decoding uses 16.16 fixed-point tables built once, so a pixel costs a few
/// lookups and adds; the coefficients are the standard 1.164, 1.596, 0.392,
/// 0.813 and 2.017 (full range: 1, 1.402, 0.344, 0.714, 1.772).
public enum BT601 {
    /// One range's lookup tables.
    struct Tables: Sendable {
        let luma, crToR, crToG, cbToG, cbToB: [Int32]

        init(lumaOffset: Double, lumaScale: Double, crR: Double, crG: Double, cbG: Double, cbB: Double) {
            func table(_ f: @escaping (Double) -> Double) -> [Int32] { (0..<256).map { Int32((f(Double($0)) * 65536).rounded()) } }
            luma = table { ($0 - lumaOffset) * lumaScale }.map { $0 + 32768 }
            crToR = table { ($0 - 128) * crR }
            crToG = table { ($0 - 128) * -crG }
            cbToG = table { ($0 - 128) * -cbG }
            cbToB = table { ($0 - 128) * cbB }
        }
    }

    static let studio = Tables(lumaOffset: 16, lumaScale: 1.164, crR: 1.596, crG: 0.813, cbG: 0.392, cbB: 2.017)
    static let full = Tables(lumaOffset: 0, lumaScale: 1, crR: 1.402, crG: 0.714136, cbG: 0.344136, cbB: 1.772)

    /// The RGB colour of one (Y, Cb, Cr) sample, studio range unless `fullRange`.
    public static func rgb(y: UInt8, cb: UInt8, cr: UInt8, fullRange: Bool = false) -> RGB {
        let t = fullRange ? full : studio
        let l = t.luma[Int(y)]
        return RGB(clamp(l + t.crToR[Int(cr)]), clamp(l + t.cbToG[Int(cb)] + t.crToG[Int(cr)]), clamp(l + t.cbToB[Int(cb)]))
    }

    /// The (Y, Cb, Cr) sample of an RGB colour, rounded (the inverse of `rgb`, within rounding).
    public static func ycbcr(_ c: RGB) -> (y: UInt8, cb: UInt8, cr: UInt8) {
        let r = Double(c.r), g = Double(c.g), b = Double(c.b)
        let y = 16 + (65.738 * r + 129.057 * g + 25.064 * b) / 256
        let cb = 128 + (-37.945 * r - 74.494 * g + 112.439 * b) / 256
        let cr = 128 + (112.439 * r - 94.154 * g - 18.285 * b) / 256
        func byte(_ v: Double) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }
        return (byte(y), byte(cb), byte(cr))
    }

    /// The byte of a 16.16 value, clamped to 0…255 (branch-free: conditional moves).
    @inline(__always)
    static func clamp(_ v: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: Swift.min(Swift.max(v >> 16, 0), 255))
    }
}

extension BT601 {
    /// Converts `width × height` pixels of planes to packed RGB at `out`
    /// (`stride` bytes a row): pixel (x, y) takes luma `luma[y·lumaStride + x]`
    /// and the chroma sample at (`chromaColumn(x)`, `chromaRow(y)`) of `cb`/`cr`;
    /// a negative chroma index means grey (128). The one YUV→RGB loop.
    ///
    /// The chroma terms are worked out once per row of chroma samples that
    /// changes (`red`, `green`, `blue` per output column: a 4:2:0 chroma
    /// row serves two rows of pixels), so a pixel is a luma lookup, three
    /// adds and three clamps.
    static func convert(luma: UnsafePointer<UInt8>, lumaStride: Int, cb: UnsafePointer<UInt8>, cr: UnsafePointer<UInt8>,
                        chromaStride: Int, chromaColumn: (Int) -> Int, chromaRow: (Int) -> Int,
                        width: Int, height: Int, fullRange: Bool, into out: UnsafeMutablePointer<UInt8>, stride: Int) {
        guard width > 0, height > 0 else { return }
        let tables = fullRange ? full : studio
        let columns = (0..<width).map(chromaColumn)
        var terms = [Int32](repeating: 0, count: 3 * width)
        tables.luma.withUnsafeBufferPointer { lumaTable in
        tables.crToR.withUnsafeBufferPointer { crToR in
        tables.crToG.withUnsafeBufferPointer { crToG in
        tables.cbToG.withUnsafeBufferPointer { cbToG in
        tables.cbToB.withUnsafeBufferPointer { cbToB in
        columns.withUnsafeBufferPointer { columns in
        terms.withUnsafeMutableBufferPointer { terms in
            let (red, green, blue) = (terms.baseAddress!, terms.baseAddress! + width, terms.baseAddress! + 2 * width)
            var termsRow: Int? = nil
            for y in 0..<height {
                let cy = chromaRow(y)
                if termsRow != cy {
                    termsRow = cy
                    for x in 0..<width {
                        let cx = columns[x]
                        let b = cy < 0 || cx < 0 ? 128 : Int(cb[cy * chromaStride + cx])
                        let r = cy < 0 || cx < 0 ? 128 : Int(cr[cy * chromaStride + cx])
                        red[x] = crToR[r]
                        green[x] = cbToG[b] &+ crToG[r]
                        blue[x] = cbToB[b]
                    }
                }
                let yRow = luma + y * lumaStride
                let o = out + y * stride
                for x in 0..<width {
                    let l = lumaTable[Int(yRow[x])]
                    o[x &* 3] = clamp(l &+ red[x])
                    o[x &* 3 &+ 1] = clamp(l &+ green[x])
                    o[x &* 3 &+ 2] = clamp(l &+ blue[x])
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
}
