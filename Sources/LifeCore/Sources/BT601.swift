/// ITU-R BT.601 colour conversion at studio range (Y 16…235, Cb/Cr 16…240),
/// the default of ffmpeg's `yuv4mpegpipe` output and of most camera YUV.
///
/// Decoding uses 16.16 fixed-point tables built once, so a pixel costs a few
/// lookups and adds; the coefficients are the standard 1.164, 1.596, 0.392,
/// 0.813 and 2.017.
public enum BT601 {
    /// 1.164 × (Y − 16), in 16.16 fixed point, with the rounding half added.
    static let luma: [Int32] = (0..<256).map { Int32(((Double($0) - 16) * 1.164 * 65536).rounded()) + 32768 }
    static let crToR: [Int32] = (0..<256).map { Int32(((Double($0) - 128) * 1.596 * 65536).rounded()) }
    static let crToG: [Int32] = (0..<256).map { Int32(((Double($0) - 128) * -0.813 * 65536).rounded()) }
    static let cbToG: [Int32] = (0..<256).map { Int32(((Double($0) - 128) * -0.392 * 65536).rounded()) }
    static let cbToB: [Int32] = (0..<256).map { Int32(((Double($0) - 128) * 2.017 * 65536).rounded()) }

    /// The RGB colour of one (Y, Cb, Cr) sample.
    public static func rgb(y: UInt8, cb: UInt8, cr: UInt8) -> RGB {
        let l = luma[Int(y)]
        return RGB(clamp(l + crToR[Int(cr)]), clamp(l + cbToG[Int(cb)] + crToG[Int(cr)]), clamp(l + cbToB[Int(cb)]))
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

    @inline(__always)
    static func clamp(_ v: Int32) -> UInt8 {
        let s = v >> 16
        return s < 0 ? 0 : s > 255 ? 255 : UInt8(truncatingIfNeeded: s)
    }
}
