/// The border of a torus: before each generation every border cell gets the
/// state of the cell the joins bring there (x mod width, y mod height), as
/// Golly's `do_bounded_gen` copies the cells within range of an edge beyond
/// the opposite one. The border is at most as thick as the grid (a side is at
/// least twice the range, the border the range and one more), so each part is
/// one copy: the left and right columns of every row first, then whole rows
/// (their border included) above and below.
extension LtLBoard {
    mutating func fillBorder() {
        let b = border, w = width, h = height, stride = stride
        precondition(b <= w && b <= h, "a torus is at least as wide and high as its border")
        cells.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            for y in 0..<h {
                let row = base + (y + b) * stride + b
                (row - b).update(from: row + (w - b), count: b)
                (row + w).update(from: row, count: b)
            }
            for k in 0..<b {
                (base + k * stride).update(from: base + (h + k) * stride, count: stride)
                (base + (h + b + k) * stride).update(from: base + (b + k) * stride, count: stride)
            }
        }
    }
}
