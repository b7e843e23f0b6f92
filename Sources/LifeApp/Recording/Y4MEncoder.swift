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
    package func encode(_ frame: RGBFrame, into record: inout [UInt8]) {
        precondition(frame.width == width && frame.height == height, "frame size differs from the stream's")
        precondition(record.count >= recordSize, "record buffer too small")
        let (w, h, stride) = (width, height, frame.stride)
        let (cw, ch) = (chromaWidth, chromaHeight)
        frame.pixels.withUnsafeBufferPointer { rgb in
            record.withUnsafeMutableBufferPointer { out in
                for (i, byte) in Self.marker.enumerated() { out[i] = byte }
                let yBase = Self.marker.count
                for y in 0..<h {
                    var source = y * stride
                    var target = yBase + y * w
                    for _ in 0..<w {
                        let sum = Self.yR * Int(rgb[source]) + Self.yG * Int(rgb[source + 1]) + Self.yB * Int(rgb[source + 2])
                        out[target] = UInt8(truncatingIfNeeded: ((16 << 16) + Self.half + sum) >> 16)
                        source += 3
                        target += 1
                    }
                }
                let cbBase = yBase + w * h
                let crBase = cbBase + cw * ch
                for cy in 0..<ch {
                    let rows = min(2, h - 2 * cy)
                    for cx in 0..<cw {
                        let columns = min(2, w - 2 * cx)
                        var (r, g, b) = (0, 0, 0)
                        for dy in 0..<rows {
                            var o = (2 * cy + dy) * stride + 2 * cx * 3
                            for _ in 0..<columns {
                                r += Int(rgb[o])
                                g += Int(rgb[o + 1])
                                b += Int(rgb[o + 2])
                                o += 3
                            }
                        }
                        // Blocks hold 1, 2 or 4 pixels: dividing by the count is a shift.
                        let shift = 16 + (rows * columns).trailingZeroBitCount
                        let offset = ((128 << 16) + Self.half) * rows * columns
                        let index = cy * cw + cx
                        out[cbBase + index] = UInt8(truncatingIfNeeded: (offset + Self.cbR * r + Self.cbG * g + Self.cbB * b) >> shift)
                        out[crBase + index] = UInt8(truncatingIfNeeded: (offset + Self.crR * r + Self.crG * g + Self.crB * b) >> shift)
                    }
                }
            }
        }
    }
}
