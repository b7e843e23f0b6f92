import LifeCore

/// Turns RGB frames into YUV4MPEG2 (Y4M) bytes: the stream header and one
/// `FRAME` record per picture.
///
/// Layout: 4:2:0 with JPEG/MPEG-1 chroma siting (`C420jpeg`: each chroma
/// sample sits at the centre of its 2×2 block, so it is the block's plain
/// average), BT.601 matrix, limited ("studio") range Y 16…235, Cb/Cr 16…240,
/// which is what ffmpeg and mpv assume for Y4M. A record is the six bytes
/// `FRAME\n`, then the Y plane (width × height), then Cb and Cr planes of
/// ⌈width/2⌉ × ⌈height/2⌉ each; odd sizes average the 1×2, 2×1 or 1×1 blocks
/// at the right and bottom edges.
package struct Y4MEncoder: Sendable {
    package let width: Int
    package let height: Int
    /// Frames per second, written as the rational `F<fps>:1`.
    package let fps: Int

    private static let marker = Array("FRAME\n".utf8)

    package var chromaWidth: Int { (width + 1) / 2 }
    package var chromaHeight: Int { (height + 1) / 2 }

    /// `YUV4MPEG2 W H F30:1 Ip A1:1 C420jpeg`, progressive, square pixels.
    package var header: [UInt8] {
        Array("YUV4MPEG2 W\(width) H\(height) F\(fps):1 Ip A1:1 C420jpeg\n".utf8)
    }

    /// Bytes of one `FRAME` record, marker included.
    package var recordSize: Int { Self.marker.count + width * height + 2 * chromaWidth * chromaHeight }

    // BT.601 limited range in 16.16 fixed point: the coefficients are
    // 65.481, 128.553, 24.966 (Y) and ±112 (Cb, Cr) over 255, times 65536,
    // rounded so that each chroma row sums to zero (grey has no colour).
    private static let yR = 16829, yG = 33039, yB = 6416
    private static let cbR = -9714, cbG = -19070, cbB = 28784
    private static let crR = 28784, crG = -24103, crB = -4681
    private static let half = 1 << 15

    /// Writes one `FRAME` record for `frame` (which must be width × height;
    /// any stride) into `record`, which must hold `recordSize` bytes.
    ///
    /// The arithmetic is 32-bit (every sum fits: at most 4 × 255 × 65536
    /// plus the offset) over raw pointers, row by row, so the compiler can
    /// keep the loops tight: a 1280×720 frame is encoded many times a second
    /// while play records at that size.
    package func encode(_ frame: RGBFrame, into record: inout [UInt8]) {
        precondition(frame.width == width && frame.height == height, "frame size differs from the stream's")
        precondition(record.count >= recordSize, "record buffer too small")
        let (w, h, stride) = (width, height, frame.stride)
        let (cw, ch) = (chromaWidth, chromaHeight)
        frame.pixels.withUnsafeBufferPointer { rgbBuffer in
            record.withUnsafeMutableBufferPointer { outBuffer in
                let rgb = rgbBuffer.baseAddress!, out = outBuffer.baseAddress!
                for (i, byte) in Self.marker.enumerated() { out[i] = byte }
                let luma = out + Self.marker.count
                for y in 0..<h { Self.lumaRow(rgb + y * stride, into: luma + y * w, count: w) }
                let cb = luma + w * h, cr = cb + cw * ch
                for cy in 0..<ch {
                    let top = rgb + 2 * cy * stride
                    let rows = min(2, h - 2 * cy)
                    let pairs = w / 2
                    if rows == 2 {
                        Self.chromaRow(top, top + stride, pairs: pairs, cb: cb + cy * cw, cr: cr + cy * cw)
                    }
                    // Blocks of fewer than four pixels: the bottom row of an odd height, the right column of an odd width.
                    for cx in (rows == 2 ? pairs : 0)..<cw {
                        Self.chromaBlock(top + 2 * cx * 3, stride: stride, rows: rows, columns: min(2, w - 2 * cx),
                                         cb: cb + cy * cw + cx, cr: cr + cy * cw + cx)
                    }
                }
            }
        }
    }

    private static let lumaOffset = Int32((16 << 16) + half)
    private static let chromaOffset = Int32((128 << 16) + half)

    /// Y for one row of `count` RGB pixels.
    @inline(__always)
    private static func lumaRow(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int) {
        let (r, g, b) = (Int32(yR), Int32(yG), Int32(yB))
        for x in 0..<count {
            let p = source + 3 * x
            let sum = r &* Int32(p[0]) &+ g &* Int32(p[1]) &+ b &* Int32(p[2])
            target[x] = UInt8(truncatingIfNeeded: (lumaOffset &+ sum) >> 16)
        }
    }

    /// Cb and Cr for `pairs` whole 2×2 blocks of two RGB rows: each the block's plain average.
    @inline(__always)
    private static func chromaRow(_ top: UnsafePointer<UInt8>, _ bottom: UnsafePointer<UInt8>, pairs: Int,
                                  cb: UnsafeMutablePointer<UInt8>, cr: UnsafeMutablePointer<UInt8>) {
        let offset = chromaOffset &* 4
        for cx in 0..<pairs {
            let t = top + 6 * cx, u = bottom + 6 * cx
            let r = Int32(t[0]) &+ Int32(t[3]) &+ Int32(u[0]) &+ Int32(u[3])
            let g = Int32(t[1]) &+ Int32(t[4]) &+ Int32(u[1]) &+ Int32(u[4])
            let b = Int32(t[2]) &+ Int32(t[5]) &+ Int32(u[2]) &+ Int32(u[5])
            cb[cx] = UInt8(truncatingIfNeeded: (offset &+ Int32(cbR) &* r &+ Int32(cbG) &* g &+ Int32(cbB) &* b) >> 18)
            cr[cx] = UInt8(truncatingIfNeeded: (offset &+ Int32(crR) &* r &+ Int32(crG) &* g &+ Int32(crB) &* b) >> 18)
        }
    }

    /// Cb and Cr for one block of 1, 2 or 4 pixels (`rows` × `columns`).
    private static func chromaBlock(_ corner: UnsafePointer<UInt8>, stride: Int, rows: Int, columns: Int,
                                    cb: UnsafeMutablePointer<UInt8>, cr: UnsafeMutablePointer<UInt8>) {
        var (r, g, b) = (Int32(0), Int32(0), Int32(0))
        for dy in 0..<rows {
            for dx in 0..<columns {
                let p = corner + dy * stride + dx * 3
                r &+= Int32(p[0])
                g &+= Int32(p[1])
                b &+= Int32(p[2])
            }
        }
        // Blocks hold 1, 2 or 4 pixels: dividing by the count is a shift.
        let count = Int32(rows * columns), shift = Int32(16 + (rows * columns).trailingZeroBitCount)
        let offset = chromaOffset &* count
        cb.pointee = UInt8(truncatingIfNeeded: (offset &+ Int32(cbR) &* r &+ Int32(cbG) &* g &+ Int32(cbB) &* b) >> shift)
        cr.pointee = UInt8(truncatingIfNeeded: (offset &+ Int32(crR) &* r &+ Int32(crG) &* g &+ Int32(crB) &* b) >> shift)
    }
}
