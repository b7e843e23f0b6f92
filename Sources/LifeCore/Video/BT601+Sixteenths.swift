extension BT601 {
    /// Converts planes kept in sixteenths of a level (`PlaneScaler`'s
    /// output, 0…4080), a chroma sample per pixel, to packed RGB at `out`
    /// (`stride` bytes a row), each pixel rounded once, at the end: the
    /// canvas path. `cb`/`cr` nil mean grey (a monochrome source). With
    /// `rgbLuma`, each pixel's `(77R + 150G + 29B) >> 8` of the bytes made
    /// also goes there (rows `rgbLuma.stride` apart).
    ///
    /// Fixed point in 32-bit lanes, eight pixels a step (one AVX2 register,
    /// two SSE ones), in 1/65,536 of an output level: the luma term is
    /// `(Y − 256) · 4768` (1.1640625 · 65,536 / 16, the same 37.25 / 32 as the
    /// byte path; full range `Y · 4096`), a chroma term `(C − 2048) · k`
    /// with k the coefficient · 4096 rounded (1/8,192 of it in the byte
    /// path's). The largest sum, about 5 · 10⁷, is far from 2³¹.
    static func convert(sixteenths luma: UnsafePointer<UInt16>, cb: UnsafePointer<UInt16>?, cr: UnsafePointer<UInt16>?,
                        planeStride: Int, width: Int, height: Int, fullRange: Bool,
                        into out: UnsafeMutablePointer<UInt8>, stride: Int,
                        rgbLuma: (UnsafeMutablePointer<UInt8>, stride: Int)?) {
        guard width > 0, height > 0 else { return }
        let k = FineCoefficients(fullRange ? full : studio)
        for y in 0..<height {
            let offset = y * planeStride
            convertFineRow(luma + offset, cb.map { $0 + offset }, cr.map { $0 + offset }, count: width, fullRange: fullRange,
                           k: k, into: out + y * stride, rgbLuma: rgbLuma.map { $0.0 + y * $0.stride })
        }
    }

    /// One range's chroma coefficients in 1/4096 (a sixteenth of a level in, 1/65,536 out).
    struct FineCoefficients: Sendable {
        let crR, crG, cbG, cbB: Int32

        /// From the byte path's (coefficient · 8192), halved with rounding.
        init(_ c: Coefficients) {
            func half(_ v: Int32) -> Int32 { v >= 0 ? (v + 1) >> 1 : -((-v + 1) >> 1) }
            (crR, crG, cbG, cbB) = (half(c.crR), half(c.crG), half(c.cbG), half(c.cbB))
        }
    }

    /// The RGB colour of one sample in sixteenths, as `convert(sixteenths:)` makes it.
    static func rgb(sixteenths y: Int32, cb: Int32, cr: Int32, fullRange: Bool) -> RGB {
        let k = FineCoefficients(fullRange ? full : studio)
        let l = (fullRange ? y &* 4096 : (y &- 256) &* 4768) &+ 32768
        let b = cb &- 2048, r = cr &- 2048
        func byte(_ v: Int32) -> UInt8 { UInt8(truncatingIfNeeded: Swift.min(Swift.max(v, 0), 255 << 16) >> 16) }
        return RGB(byte(l &+ k.crR &* r), byte(l &+ k.cbG &* b &+ k.crG &* r), byte(l &+ k.cbB &* b))
    }

    @inline(__always)
    private static func convertFineRow(_ luma: UnsafePointer<UInt16>, _ cb: UnsafePointer<UInt16>?, _ cr: UnsafePointer<UInt16>?,
                                       count: Int, fullRange: Bool, k: FineCoefficients,
                                       into o: UnsafeMutablePointer<UInt8>, rgbLuma: UnsafeMutablePointer<UInt8>?) {
        let offset = SIMD8<Int32>(repeating: fullRange ? 0 : 256), scale = SIMD8<Int32>(repeating: fullRange ? 4096 : 4768)
        let (crR, crG, cbG, cbB) = (SIMD8(repeating: k.crR), SIMD8(repeating: k.crG), SIMD8(repeating: k.cbG),
                                    SIMD8(repeating: k.cbB))
        let top = SIMD8<Int32>(repeating: 255 << 16), centre = SIMD8<Int32>(repeating: 2048)
        @inline(__always) func load(_ p: UnsafePointer<UInt16>, _ x: Int) -> SIMD8<Int32> {
            // Sixteenths (at most 4080) fit a signed 16-bit lane: one sign extension.
            UnsafeRawPointer(p + x).loadUnaligned(as: SIMD8<Int16>.self).widened
        }
        var x = 0
        while x &+ 8 <= count {
            let l = (load(luma, x) &- offset) &* scale &+ 32768
            var (r, g, b) = (l, l, l)
            if let cb, let cr {
                let u = load(cb, x) &- centre, v = load(cr, x) &- centre
                r &+= crR &* v
                g &+= cbG &* u &+ crG &* v
                b &+= cbB &* u
            }
            // Clamped to 0…top with shifts and masks: `clamped(lowerBound:upperBound:)` stays two outlined
            // calls on 32-bit lanes, and comparisons with `replacing` are done lane by lane.
            @inline(__always) func level(_ v: SIMD8<Int32>) -> SIMD8<Int32> {
                let low = v & ~(v &>> 31), over = top &- low
                return (low &+ (over & (over &>> 31))) &>> 16
            }
            let (rr, gg, bb) = (level(r), level(g), level(b))
            let p = o + x &* 3
            for i in 0..<8 {
                p[3 &* i] = UInt8(truncatingIfNeeded: rr[i])
                p[3 &* i &+ 1] = UInt8(truncatingIfNeeded: gg[i])
                p[3 &* i &+ 2] = UInt8(truncatingIfNeeded: bb[i])
            }
            if let rgbLuma {
                let y = (rr &* 77 &+ gg &* 150 &+ bb &* 29) &>> 8
                UnsafeMutableRawPointer(rgbLuma + x).storeBytes(of: y.lowBytes, as: SIMD8<UInt8>.self)
            }
            x &+= 8
        }
        while x < count {
            let c = rgb(sixteenths: Int32(luma[x]), cb: cb.map { Int32($0[x]) } ?? 2048, cr: cr.map { Int32($0[x]) } ?? 2048,
                        fullRange: fullRange)
            (o[x &* 3], o[x &* 3 &+ 1], o[x &* 3 &+ 2]) = (c.r, c.g, c.b)
            rgbLuma?[x] = UInt8(truncatingIfNeeded: (77 &* UInt32(c.r) &+ 150 &* UInt32(c.g) &+ 29 &* UInt32(c.b)) >> 8)
            x &+= 1
        }
    }
}
