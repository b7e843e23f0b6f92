@testable import LifeCore

/// Builds YUV4MPEG2 streams in tests (no ffmpeg needed): RGB frames through
/// BT.601, chroma averaged over each subsampling block.
enum Y4MTestStream {
    static func bytes(_ frames: [RGBFrame], chroma: Y4MChroma = .c444, fps: (Int, Int) = (30, 1),
                      frameParams: String = "") -> [UInt8] {
        let w = frames.first?.width ?? 1, h = frames.first?.height ?? 1
        var out = Y4MHeader(width: w, height: h, frameRate: fps, chroma: chroma).line
        for f in frames {
            out += Array(("FRAME" + frameParams + "\n").utf8)
            out += planes(f, chroma: chroma)
        }
        return out
    }

    static func planes(_ f: RGBFrame, chroma: Y4MChroma) -> [UInt8] {
        let w = f.width, h = f.height
        var y = [UInt8](), cb = [UInt8](), cr = [UInt8]()
        for py in 0..<h { for px in 0..<w { y.append(BT601.ycbcr(f[px, py]).y) } }
        guard let (sx, sy) = chroma.subsampling else { return y }
        for cy in 0..<((h + sy - 1) / sy) {
            for cx in 0..<((w + sx - 1) / sx) {
                var b = 0, r = 0, n = 0
                for py in (cy * sy)..<min(h, cy * sy + sy) {
                    for px in (cx * sx)..<min(w, cx * sx + sx) {
                        let s = BT601.ycbcr(f[px, py])
                        b += Int(s.cb); r += Int(s.cr); n += 1
                    }
                }
                cb.append(UInt8((b + n / 2) / n)); cr.append(UInt8((r + n / 2) / n))
            }
        }
        return y + cb + cr
    }
}
