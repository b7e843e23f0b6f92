/// 16 × 16 cells made of four leaves, stepped a few generations at a time:
/// the bottom of HashLife, where Golly's `leafres` and `dorecurs_leaf` use
/// 4 × 4 lookup tables. Here the cells stay in registers and each generation
/// is the bit-sliced adder of `Board`'s stepping, on four words.
///
/// Layout: word `w[i]` holds rows 4i...4i+3, row 4i+j in bits 16j...16j+15,
/// column x at bit x of its row. A leaf (`QuadNode.cells`) is 8 rows of one
/// byte each, so the four quarters interleave byte by byte.
struct Block16 {
    var w0: UInt64, w1: UInt64, w2: UInt64, w3: UInt64

    /// The square whose quarters are these four leaves' cells.
    @inline(__always)
    init(nw: UInt64, ne: UInt64, sw: UInt64, se: UInt64) {
        w0 = Self.spread(UInt32(truncatingIfNeeded: nw)) | Self.spread(UInt32(truncatingIfNeeded: ne)) << 8
        w1 = Self.spread(UInt32(truncatingIfNeeded: nw >> 32)) | Self.spread(UInt32(truncatingIfNeeded: ne >> 32)) << 8
        w2 = Self.spread(UInt32(truncatingIfNeeded: sw)) | Self.spread(UInt32(truncatingIfNeeded: se)) << 8
        w3 = Self.spread(UInt32(truncatingIfNeeded: sw >> 32)) | Self.spread(UInt32(truncatingIfNeeded: se >> 32)) << 8
    }

    /// Four bytes (four leaf rows) to the low bytes of four 16-bit rows.
    @inline(__always)
    static func spread(_ x: UInt32) -> UInt64 {
        var v = UInt64(x)
        v = (v | v &<< 16) & 0x0000_FFFF_0000_FFFF
        return (v | v &<< 8) & 0x00FF_00FF_00FF_00FF
    }

    /// Columns 4...11 of four 16-bit rows, as four bytes.
    @inline(__always)
    static func gather(_ w: UInt64) -> UInt64 {
        var v = (w &>> 4) & 0x00FF_00FF_00FF_00FF
        v = (v | v &>> 8) & 0x0000_FFFF_0000_FFFF
        return (v | v &>> 16) & 0xFFFF_FFFF
    }

    /// The centre 8 × 8 (rows and columns 4...11), as a leaf's cells. For a
    /// square made of four leaves this is the leaf straddling their corner.
    @inline(__always)
    var centre: UInt64 { Self.gather(w1) | Self.gather(w2) &<< 32 }

    /// Advances `generations` generations. Cells beyond the square count as
    /// dead, so after g generations only those at least g from the edge are
    /// right: after up to 4, the centre is.
    @inline(__always)
    mutating func step<K: StepKernel>(_ kernel: K, generations: Int) {
        for _ in 0..<generations {
            let n0 = Self.next(kernel, up: w0 &<< 16, mid: w0, down: w0 &>> 16 | w1 &<< 48)
            let n1 = Self.next(kernel, up: w1 &<< 16 | w0 &>> 48, mid: w1, down: w1 &>> 16 | w2 &<< 48)
            let n2 = Self.next(kernel, up: w2 &<< 16 | w1 &>> 48, mid: w2, down: w2 &>> 16 | w3 &<< 48)
            let n3 = Self.next(kernel, up: w3 &<< 16 | w2 &>> 48, mid: w3, down: w3 &>> 16)
            (w0, w1, w2, w3) = (n0, n1, n2, n3)
        }
    }

    /// One word of the next generation from the rows above, the rows themselves
    /// and the rows below (each lined up with `mid`).
    @inline(__always)
    static func next<K: StepKernel>(_ kernel: K, up u: UInt64, mid m: UInt64, down d: UInt64) -> UInt64 {
        // Neighbours to the west (bit x sees x − 1) and east, never across a row.
        let west: UInt64 = 0xFFFE_FFFE_FFFE_FFFE, east: UInt64 = 0x7FFF_7FFF_7FFF_7FFF
        let ul = (u &<< 1) & west, ur = (u &>> 1) & east
        let ml = (m &<< 1) & west, mr = (m &>> 1) & east
        let dl = (d &<< 1) & west, dr = (d &>> 1) & east
        // Each row's sum as (ones, twos); the middle row without the cell.
        let us = ul ^ u ^ ur, uc = (ul & u) | (ur & (ul ^ u))
        let ds = dl ^ d ^ dr, dc = (dl & d) | (dr & (dl ^ d))
        let ms = ml ^ mr, mc = ml & mr
        // Ones of the total, and the carry into twos.
        let y0 = us ^ ds ^ ms, o1 = (us & ds) | (ms & (us ^ ds))
        // Twos: uc + dc + mc + o1, into weights 2, 4 and 8.
        let t0 = uc ^ dc ^ mc, t1 = (uc & dc) | (mc & (uc ^ dc))
        let y1 = t0 ^ o1, c4 = t0 & o1
        let y2 = t1 ^ c4, y3 = t1 & c4
        return kernel.next(alive: m, y0: y0, y1: y1, y2: y2, y3: y3)
    }
}
