/// Scales video frames of any size and stride onto a canvas, reusing its
/// filter tables and row buffer from frame to frame.
///
/// Separable, horizontal first: each source row the vertical filter needs is
/// resampled to the output width into `rows` (packed RGB, `placement.width × 3`
/// bytes per row), then each canvas row is a weighted sum of a few of those
/// rows. Tables are rebuilt only when the source size, canvas size, mode or
/// mirroring change; in steady state a frame allocates nothing.
public struct VideoScaler: Sendable {
    private struct Geometry: Equatable {
        var sourceWidth, sourceHeight, canvasWidth, canvasHeight: Int
        var mode: ScaleMode
        var mirror: Bool
        var pixelAspect: Double
    }

    private var geometry: Geometry?
    private var placement = ScalePlacement(sourceWidth: 1, sourceHeight: 1, canvasWidth: 1, canvasHeight: 1, mode: .cover)
    private var xTaps = AxisTaps(outputs: 0, start: 0, length: 0, size: 1)
    private var yTaps = AxisTaps(outputs: 0, start: 0, length: 0, size: 1)
    private var firstRow = 0
    private var rows: [UInt8] = []
    /// One canvas row of sums, for filters of more than two taps.
    private var sums: [Int32] = []
    /// For YUV sources: each plane scaled to the placed size, then converted.
    var lumaPlane = PlaneScaler(), blueChroma = PlaneScaler(), redChroma = PlaneScaler()
    /// After a YUV frame was drawn: the canvas' BT.601 luma, `(77R + 150G +
    /// 29B) >> 8` of each of its pixels (one byte each, rows `canvas.width`
    /// apart), made by the conversion while it had the pixels at hand. Empty
    /// after an RGB frame. The motion detector reads it instead of the canvas.
    public internal(set) var luma: [UInt8] = []

    public init() {}

    /// Draws `source` over all of `canvas`: scaled per `mode`, mirrored
    /// left-right if `mirror`; with `.fit`, the bars are black. `pixelAspect`
    /// is a canvas pixel's width over its height on the screen.
    public mutating func scale(_ source: RGBFrame, into canvas: inout RGBFrame, mode: ScaleMode = .cover, mirror: Bool = false,
                               pixelAspect: Double = 1) {
        luma.removeAll()
        guard canvas.width > 0, canvas.height > 0 else { return }
        guard source.width > 0, source.height > 0 else {
            Self.fill(&canvas, rows: 0..<canvas.height, columns: 0..<canvas.width)
            return
        }
        prepare(Geometry(sourceWidth: source.width, sourceHeight: source.height,
                         canvasWidth: canvas.width, canvasHeight: canvas.height, mode: mode, mirror: mirror,
                         pixelAspect: pixelAspect))
        let p = placement
        if mode == .fit {
            Self.fill(&canvas, rows: 0..<p.y, columns: 0..<canvas.width)
            Self.fill(&canvas, rows: (p.y + p.height)..<canvas.height, columns: 0..<canvas.width)
            Self.fill(&canvas, rows: p.y..<(p.y + p.height), columns: 0..<p.x)
            Self.fill(&canvas, rows: p.y..<(p.y + p.height), columns: (p.x + p.width)..<canvas.width)
        }
        resampleRows(of: source)
        blendRows(into: &canvas)
    }

    private mutating func prepare(_ g: Geometry) {
        guard g != geometry else { return }
        geometry = g
        placement = ScalePlacement(sourceWidth: g.sourceWidth, sourceHeight: g.sourceHeight,
                                   canvasWidth: g.canvasWidth, canvasHeight: g.canvasHeight, mode: g.mode,
                                   pixelAspect: g.pixelAspect)
        xTaps = AxisTaps(outputs: placement.width, start: placement.sourceX, length: placement.sourceWidth,
                         size: g.sourceWidth, reversed: g.mirror)
        yTaps = AxisTaps(outputs: placement.height, start: placement.sourceY, length: placement.sourceHeight,
                         size: g.sourceHeight)
        let needed = yTaps.sourceRange
        firstRow = needed.lowerBound
        rows = [UInt8](repeating: 0, count: needed.count * placement.width * 3)
        sums = [Int32](repeating: 0, count: placement.width * 3)
    }

    /// Horizontal pass: every needed source row, resampled to the placed width.
    private mutating func resampleRows(of source: RGBFrame) {
        let outWidth = placement.width, count = xTaps.count, first = firstRow, stride = source.stride
        let rowCount = rows.count / max(1, outWidth * 3)
        source.pixels.withUnsafeBufferPointer { src in
            xTaps.index.withUnsafeBufferPointer { index in
                xTaps.weight.withUnsafeBufferPointer { weight in
                    rows.withUnsafeMutableBufferPointer { rows in
                        let s = src.baseAddress!, ix = index.baseAddress!, wt = weight.baseAddress!
                        for r in 0..<rowCount {
                            let line = s + (first + r) * stride
                            let out = rows.baseAddress! + r * outWidth * 3
                            if count == 2 {
                                // Bilinear (and 2-tap box) rows: the common case, kept branch-free.
                                for o in 0..<outWidth {
                                    let a = line + Int(ix[o &* 2]) &* 3, b = line + Int(ix[o &* 2 &+ 1]) &* 3
                                    let wa = UInt32(bitPattern: wt[o &* 2]), wb = UInt32(bitPattern: wt[o &* 2 &+ 1])
                                    let d = out + o &* 3
                                    d[0] = UInt8(truncatingIfNeeded: (wa &* UInt32(a[0]) &+ wb &* UInt32(b[0]) &+ 128) >> 8)
                                    d[1] = UInt8(truncatingIfNeeded: (wa &* UInt32(a[1]) &+ wb &* UInt32(b[1]) &+ 128) >> 8)
                                    d[2] = UInt8(truncatingIfNeeded: (wa &* UInt32(a[2]) &+ wb &* UInt32(b[2]) &+ 128) >> 8)
                                }
                                continue
                            }
                            for o in 0..<outWidth {
                                var red: Int32 = 128, green: Int32 = 128, blue: Int32 = 128
                                for t in 0..<count {
                                    let p = line + Int(ix[o * count + t]) * 3, w = wt[o * count + t]
                                    red += w * Int32(p[0])
                                    green += w * Int32(p[1])
                                    blue += w * Int32(p[2])
                                }
                                out[o * 3] = UInt8(truncatingIfNeeded: red >> 8)
                                out[o * 3 + 1] = UInt8(truncatingIfNeeded: green >> 8)
                                out[o * 3 + 2] = UInt8(truncatingIfNeeded: blue >> 8)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Vertical pass: each placed canvas row from its taps over `rows`.
    /// With more than two taps, each tap's row is added in turn into `sums`
    /// (one pass per tap over contiguous bytes, which the compiler vectorises).
    private mutating func blendRows(into canvas: inout RGBFrame) {
        let p = placement, count = yTaps.count, bytes = p.width * 3, first = firstRow, stride = canvas.stride
        canvas.pixels.withUnsafeMutableBufferPointer { dst in
            yTaps.index.withUnsafeBufferPointer { index in
                yTaps.weight.withUnsafeBufferPointer { weight in
                    rows.withUnsafeBufferPointer { rows in
                    sums.withUnsafeMutableBufferPointer { sums in
                        let acc = sums.baseAddress!
                        let base = rows.baseAddress!
                        for y in 0..<p.height {
                            let out = dst.baseAddress! + (p.y + y) * stride + p.x * 3
                            if count == 2 {
                                let a = base + (Int(index[y * 2]) - first) * bytes
                                let b = base + (Int(index[y * 2 + 1]) - first) * bytes
                                let wa = UInt16(weight[y * 2]), wb = UInt16(weight[y * 2 + 1])
                                for i in 0..<bytes {
                                    out[i] = UInt8(truncatingIfNeeded: (wa &* UInt16(a[i]) &+ wb &* UInt16(b[i]) &+ 128) >> 8)
                                }
                            } else {
                                acc.update(repeating: 128, count: bytes)
                                for t in 0..<count {
                                    let w = weight[y * count + t]
                                    let row = base + (Int(index[y * count + t]) - first) * bytes
                                    for i in 0..<bytes { acc[i] &+= w &* Int32(row[i]) }
                                }
                                for i in 0..<bytes { out[i] = UInt8(truncatingIfNeeded: acc[i] >> 8) }
                            }
                        }
                    }
                    }
                }
            }
        }
    }

    static func fill(_ canvas: inout RGBFrame, rows: Range<Int>, columns: Range<Int>) {
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let stride = canvas.stride
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            for y in rows {
                for i in (y * stride + columns.lowerBound * 3)..<(y * stride + columns.upperBound * 3) { px[i] = 0 }
            }
        }
    }
}
