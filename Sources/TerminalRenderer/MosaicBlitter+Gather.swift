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
        /// `3·n` vectors of eight floats.
        let lanes: UnsafeMutablePointer<Float>

        /// Where the pixels of the character at `column`, `row` start, in
        /// bytes from the canvas' first; -1 if the character reaches past its edge.
        @inline(__always)
        func offset(column: Int, row: Int, down: Int) -> Int {
            2 * column + 1 < width && (row + 1) * down <= height ? row * down * stride + 6 * column : -1
        }

        /// Loads the characters at cell indices `cells[0..<count]`, their
        /// pixels at `cells[8..<(8 + count)]` (`offset`), into lanes
        /// `0..<count`; `n` is the mosaic's sub-pixel count (two columns of `n / 2` rows).
        @inline(__always)
        func load(_ cells: UnsafePointer<Int>, count: Int, subpixels n: Int) {
            let down = n / 2
            let (red, green, blue) = (0, n * 8, 2 * n * 8)
            for j in 0..<count {
                if cells[8 + j] >= 0 {
                    // Inside the canvas: each row of the character is two pixels, six bytes in a row.
                    var p = pixels + cells[8 + j], lane = lanes + j
                    for _ in 0..<down {
                        lane[red] = Float(p[0])
                        lane[green] = Float(p[1])
                        lane[blue] = Float(p[2])
                        lane[red + 8] = Float(p[3])
                        lane[green + 8] = Float(p[4])
                        lane[blue + 8] = Float(p[5])
                        p += stride
                        lane += 16
                    }
                    continue
                }
                let (y, x) = cells[j].quotientAndRemainder(dividingBy: columns)
                let (left, top) = (2 * x, y * down)
                for k in 0..<n {
                    let (px, py) = (left + (k & 1), top + (k >> 1))
                    let lane = lanes + k * 8 + j
                    let inside = px < width && py < height
                    let p = pixels + (inside ? py * stride + 3 * px : 0)
                    lane[red] = inside ? Float(p[0]) : 0
                    lane[green] = inside ? Float(p[1]) : 0
                    lane[blue] = inside ? Float(p[2]) : 0
                }
            }
        }
    }
}
