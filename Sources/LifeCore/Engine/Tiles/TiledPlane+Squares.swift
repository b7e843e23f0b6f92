/// The plane zoomed out: `Board.occupiedCounts` over the tiles held, so a
/// view of any size costs the tiles it covers, never its area.
extension TiledPlane {
    /// How many cells are in a non-zero state in each square of 2^`shift` ×
    /// 2^`shift` cells of a grid `columns` × `rows` squares wide, row by row,
    /// its first square's top-left cell at the plane's (`left`, `top`).
    public func occupiedCounts(left: Int, top: Int, columns: Int, rows: Int, shift: Int) -> [Int] {
        precondition(columns >= 0 && rows >= 0 && (0...62).contains(shift), "bad square grid")
        var counts = [Int](repeating: 0, count: columns * rows)
        let right = Int(clamping: Int128(left) + Int128(columns) << shift)
        let bottom = Int(clamping: Int128(top) + Int128(rows) << shift)
        let m = tileRowWords, side = side
        counts.withUnsafeMutableBufferPointer { out in
            for (key, tile) in tiles {
                let tx = key.x &* side, ty = key.y &* side
                guard tx < right, ty < bottom, tx &+ side > left, ty &+ side > top else { continue }
                for r in max(0, top &- ty)..<min(side, bottom &- ty) {
                    let base = ((ty &+ r &- top) >> shift) &* columns
                    for k in 0..<m {
                        var word = occupied(tile, r &* m &+ k)
                        let start = tx &+ k << 6
                        if start < left { word = left &- start >= 64 ? 0 : word & ~0 << UInt64(left &- start) }
                        if right &- start < 64 { word = right <= start ? 0 : word & ((1 << UInt64(right &- start)) &- 1) }
                        guard word != 0 else { continue }
                        Board.addSquares(word, start: start &- left, shift: shift, into: out, at: base)
                    }
                }
            }
        }
        return counts
    }
}
