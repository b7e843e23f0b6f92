/// ITU-R BT.601 colour conversion at studio range (Y 16…235, Cb/Cr 16…240),
/// the default of ffmpeg's `yuv4mpegpipe` output and of most camera YUV, and
/// at full range (JPEG's 0…255, which ffmpeg marks `XCOLORRANGE=FULL`).
///
/// Fixed point with five fraction bits in 16-bit lanes, so that the loop
/// over a row converts eight pixels per step in SSE2's 16-bit instructions
/// (multiply, add, min, max, pack): the luma term is `(Y − 16) · 37.25`
/// (1.164 · 32; full range `Y · 32`), the chroma terms are
/// `(k · (C − 128) + 128) >> 8` with each coefficient k as `coefficient ·
/// 32 · 256` rounded (green's two terms summed before the shift), worked
/// out in 32-bit lanes, and the sum is rounded to a byte and clamped. Every
/// sum stays within ±17,200, far from 16-bit overflow. The result is within
/// one level of the exact formula (the coefficients are the standard 1.164,
/// 1.596, 0.392, 0.813 and 2.017; full range: 1, 1.402, 0.344, 0.714,
/// 1.772). `rgb(y:cb:cr:)` is the same arithmetic one pixel at a time, and
/// `convert` gives exactly its result for every pixel.
public enum BT601 {
    /// Fraction bits of the fixed point.
    static let fraction: Int16 = 5

    /// One range's chroma coefficients, `coefficient · 32 · 256` rounded.
    struct Coefficients: Sendable {
        let crR, crG, cbG, cbB: Int32

        init(crR: Double, crG: Double, cbG: Double, cbB: Double) {
            func k(_ c: Double) -> Int32 { Int32((c * 32 * 256).rounded()) }
            (self.crR, self.crG, self.cbG, self.cbB) = (k(crR), k(-crG), k(-cbG), k(cbB))
        }

        /// The red, green and blue terms of one chroma sample.
        @inline(__always)
        func terms(cb: UInt8, cr: UInt8) -> (red: Int16, green: Int16, blue: Int16) {
            let b = Int32(cb) &- 128, r = Int32(cr) &- 128
            return (Int16(truncatingIfNeeded: (crR &* r &+ 128) &>> 8),
                    Int16(truncatingIfNeeded: (cbG &* b &+ crG &* r &+ 128) &>> 8),
                    Int16(truncatingIfNeeded: (cbB &* b &+ 128) &>> 8))
        }
    }

    static let studio = Coefficients(crR: 1.596, crG: 0.813, cbG: 0.392, cbB: 2.017)
    static let full = Coefficients(crR: 1.402, crG: 0.714136, cbG: 0.344136, cbB: 1.772)

    /// The luma term of `y` with the rounding bias: `(y − 16) · 37.25 + 16`,
    /// or at full range `y · 32 + 16`.
    @inline(__always)
    static func lumaTerm(_ y: Int16, fullRange: Bool) -> Int16 {
        if fullRange { return y &<< fraction &+ 16 }
        let v = y &- 16
        return v &* 37 &+ (v &>> 2) &+ 16
    }

    /// The byte of a luma term plus a chroma term: shifted down and clamped.
    @inline(__always)
    static func clamp(_ v: Int16) -> UInt8 {
        UInt8(truncatingIfNeeded: Swift.min(Swift.max(v, 0), 255 << fraction) &>> fraction)
    }

    /// The RGB colour of one (Y, Cb, Cr) sample, studio range unless `fullRange`.
    public static func rgb(y: UInt8, cb: UInt8, cr: UInt8, fullRange: Bool = false) -> RGB {
        let t = (fullRange ? full : studio).terms(cb: cb, cr: cr)
        let l = lumaTerm(Int16(y), fullRange: fullRange)
        return RGB(clamp(l &+ t.red), clamp(l &+ t.green), clamp(l &+ t.blue))
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
}

extension BT601 {
    /// Converts `width × height` pixels of planes to packed RGB at `out`
    /// (`stride` bytes a row): pixel (x, y) takes luma `luma[y·lumaStride + x]`
    /// and the chroma sample at (`chromaColumn(x)`, `chromaRow(y)`) of `cb`/`cr`;
    /// a negative chroma index means grey (128). The byte path's YUV→RGB loop.
    ///
    /// The chroma terms are worked out once per row of chroma samples that
    /// changes (`red`, `green`, `blue` per output column: a 4:2:0 chroma
    /// row serves two rows of pixels); then eight pixels at a time take their
    /// luma term, add the three chroma terms, clamp and pack (`convertRow`).
    /// Whole frames at their own size (`YUVFrame.rgb`); the canvas converts
    /// planes kept in sixteenths of a level (`convert(sixteenths:)`).
    static func convert(luma: UnsafePointer<UInt8>, lumaStride: Int, cb: UnsafePointer<UInt8>, cr: UnsafePointer<UInt8>,
                        chromaStride: Int, chromaColumn: (Int) -> Int, chromaRow: (Int) -> Int,
                        width: Int, height: Int, fullRange: Bool, into out: UnsafeMutablePointer<UInt8>, stride: Int) {
        guard width > 0, height > 0 else { return }
        let coefficients = fullRange ? full : studio
        let columns = (0..<width).map(chromaColumn)
        // Chroma at half the columns (a 4:2:0 or 4:2:2 picture at its own size): terms per chroma sample, each
        // serving two pixels. A chroma sample per pixel (4:4:4): term t from column t.
        let halved = columns.indices.allSatisfy { columns[$0] == $0 / 2 }
        let own = !halved && columns.indices.allSatisfy { columns[$0] == $0 }
        let termColumns = halved ? (width + 1) / 2 : width
        var terms = [Int16](repeating: 0, count: 3 * termColumns)
        columns.withUnsafeBufferPointer { columns in
        terms.withUnsafeMutableBufferPointer { terms in
            let red = terms.baseAddress!, green = red + termColumns, blue = green + termColumns
            var termsRow: Int? = nil
            for y in 0..<height {
                let cy = chromaRow(y)
                if termsRow != cy {
                    termsRow = cy
                    chromaTerms(cb: cb + cy &* chromaStride, cr: cr + cy &* chromaStride, grey: cy < 0,
                                columns: halved || own ? nil : columns.baseAddress!, count: termColumns,
                                coefficients: coefficients, red: red, green: green, blue: blue)
                }
                convertRow(luma + y * lumaStride, red: red, green: green, blue: blue, halved: halved, count: width,
                           fullRange: fullRange, into: out + y * stride)
            }
        }
        }
    }

    /// One row of chroma terms: term t from chroma column `columns[t]` (t
    /// itself without `columns`) of the rows `cb` and `cr`; grey (128) where
    /// the column is negative, or everywhere when `grey`. Not inlined: in a
    /// function of its own its pointers stay in registers.
    @inline(never)
    private static func chromaTerms(cb: UnsafePointer<UInt8>, cr: UnsafePointer<UInt8>, grey: Bool,
                                    columns: UnsafePointer<Int>?, count: Int, coefficients k: Coefficients,
                                    red: UnsafeMutablePointer<Int16>, green: UnsafeMutablePointer<Int16>,
                                    blue: UnsafeMutablePointer<Int16>) {
        var t = 0
        if columns == nil, !grey {
            // The common case, term t from chroma column t: eight terms a step in 32-bit lanes.
            let (crR, crG, cbG, cbB) = (SIMD8(repeating: k.crR), SIMD8(repeating: k.crG), SIMD8(repeating: k.cbG),
                                        SIMD8(repeating: k.cbB))
            while t &+ 8 <= count {
                let b = SIMD8<Int32>(bytes: UnsafeRawPointer(cb + t).loadUnaligned(as: SIMD8<UInt8>.self)) &- 128
                let r = SIMD8<Int32>(bytes: UnsafeRawPointer(cr + t).loadUnaligned(as: SIMD8<UInt8>.self)) &- 128
                UnsafeMutableRawPointer(red + t).storeBytes(of: ((crR &* r &+ 128) &>> 8).lowHalves, as: SIMD8<Int16>.self)
                UnsafeMutableRawPointer(green + t).storeBytes(of: ((cbG &* b &+ crG &* r &+ 128) &>> 8).lowHalves,
                                                              as: SIMD8<Int16>.self)
                UnsafeMutableRawPointer(blue + t).storeBytes(of: ((cbB &* b &+ 128) &>> 8).lowHalves, as: SIMD8<Int16>.self)
                t &+= 8
            }
        }
        while t < count {
            let cx = columns?[t] ?? t
            var (b, r): (UInt8, UInt8) = (128, 128)
            if !grey, cx >= 0 { (b, r) = (cb[cx], cr[cx]) }
            (red[t], green[t], blue[t]) = k.terms(cb: b, cr: r)
            t &+= 1
        }
    }

    /// One row: pixel x is (luma term of `luma[x]` + `red[t]`, … `green[t]`,
    /// … `blue[t]`), each clamped to a byte, where t is x, or x / 2 when
    /// `halved`; eight pixels a step, then one by one.
    @inline(__always)
    private static func convertRow(_ luma: UnsafePointer<UInt8>, red: UnsafePointer<Int16>, green: UnsafePointer<Int16>,
                                   blue: UnsafePointer<Int16>, halved: Bool, count: Int, fullRange: Bool,
                                   into o: UnsafeMutablePointer<UInt8>) {
        // The luma term of eight pixels, either range without a branch:
        // (y − offset) · scale + ((y − offset) >> 2 if studio) + 16.
        let offset = SIMD8<Int16>(repeating: fullRange ? 0 : 16), scale = SIMD8<Int16>(repeating: fullRange ? 32 : 37)
        let quarter = SIMD8<Int16>(repeating: fullRange ? 0 : -1), top = SIMD8<Int16>(repeating: 255 << fraction)
        @inline(__always)
        func step(_ x: Int, _ red: SIMD8<Int16>, _ green: SIMD8<Int16>, _ blue: SIMD8<Int16>) {
            let v = SIMD8<Int16>(truncatingIfNeeded: UnsafeRawPointer(luma + x).loadUnaligned(as: SIMD8<UInt8>.self)) &- offset
            let l = v &* scale &+ ((v &>> 2) & quarter) &+ 16
            let r = (l &+ red).clamped(lowerBound: .zero, upperBound: top) &>> fraction
            let g = (l &+ green).clamped(lowerBound: .zero, upperBound: top) &>> fraction
            let b = (l &+ blue).clamped(lowerBound: .zero, upperBound: top) &>> fraction
            let p = o + x &* 3
            for k in 0..<8 {
                p[3 &* k] = UInt8(truncatingIfNeeded: r[k])
                p[3 &* k &+ 1] = UInt8(truncatingIfNeeded: g[k])
                p[3 &* k &+ 2] = UInt8(truncatingIfNeeded: b[k])
            }
        }
        @inline(__always)
        func eight(_ terms: UnsafePointer<Int16>, _ x: Int) -> SIMD8<Int16> {
            UnsafeRawPointer(terms + x).loadUnaligned(as: SIMD8<Int16>.self)
        }
        /// Four terms from `t`, each twice.
        @inline(__always)
        func doubled(_ terms: UnsafePointer<Int16>, _ t: Int) -> SIMD8<Int16> {
            let v = UnsafeRawPointer(terms + t).loadUnaligned(as: SIMD4<Int16>.self)
            return SIMD8(v[0], v[0], v[1], v[1], v[2], v[2], v[3], v[3])
        }
        var x = 0
        if halved {
            while x &+ 8 <= count {
                step(x, doubled(red, x / 2), doubled(green, x / 2), doubled(blue, x / 2))
                x &+= 8
            }
        } else {
            while x &+ 8 <= count {
                step(x, eight(red, x), eight(green, x), eight(blue, x))
                x &+= 8
            }
        }
        while x < count {
            let l = lumaTerm(Int16(luma[x]), fullRange: fullRange), t = halved ? x / 2 : x
            let (r, g, b) = (clamp(l &+ red[t]), clamp(l &+ green[t]), clamp(l &+ blue[t]))
            (o[x &* 3], o[x &* 3 &+ 1], o[x &* 3 &+ 2]) = (r, g, b)
            x &+= 1
        }
    }
}
