import LifeCore

extension MosaicBlitter {
    /// Loads the sub-pixels of up to eight characters, anywhere on the
    /// canvas, into the search's lanes: lane j of vector `c·n + k` is
    /// channel c of sub-pixel k of the j-th character. Sub-pixels beyond the
    /// canvas' edges are black.
    struct Gather {
        let pixels: UnsafePointer<UInt8>
        let width, height, stride: Int
        /// Characters per row of cells.
        let columns: Int
        let mosaic: Mosaic
        /// `3·n` vectors of eight floats.
        let lanes: UnsafeMutablePointer<Float>

        /// Loads the characters at cell indices `cells[0..<count]` into lanes `0..<count`.
        @inline(__always)
        func load(_ cells: UnsafePointer<Int>, count: Int) {
            let (n, down) = (mosaic.count, mosaic.rows)
            for j in 0..<count {
                let i = cells[j]
                let (y, x) = i.quotientAndRemainder(dividingBy: columns)
                let (left, top) = (2 * x, y * down)
                let whole = left + 1 < width && top + down <= height
                for k in 0..<n {
                    let (px, py) = (left + (k & 1), top + (k >> 1))
                    let lane = lanes + k * 8 + j
                    if whole || (px < width && py < height) {
                        let p = pixels + py * stride + 3 * px
                        lane[0] = Float(p[0])
                        lane[n * 8] = Float(p[1])
                        lane[2 * n * 8] = Float(p[2])
                    } else {
                        lane[0] = 0
                        lane[n * 8] = 0
                        lane[2 * n * 8] = 0
                    }
                }
            }
        }
    }
}
