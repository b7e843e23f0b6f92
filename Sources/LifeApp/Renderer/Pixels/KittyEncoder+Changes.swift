import LifeCore

extension KittyEncoder {
    /// The rectangles to send: the whole canvas when a pixel of it moved more
    /// than the threshold on a channel from what is shown, else none. Always
    /// the whole picture: kitty 0.26.5 (Debian 12) stretches an edit smaller
    /// than the picture over all of it (seen under Xvfb), and zlib shrinks the
    /// parts that did not change to a few bytes. The canvas is compared tile
    /// by tile, stopping at the first changed one.
    func changedRectangles(_ canvas: RGBFrame) -> [KittyRectangle] {
        let (tw, th) = (Self.tileWidth, Self.tileHeight)
        for y in Swift.stride(from: 0, to: canvas.height, by: th) {
            for x in Swift.stride(from: 0, to: canvas.width, by: tw)
            where tileChanged(canvas, x: x, y: y, width: min(tw, canvas.width - x), height: min(th, canvas.height - y)) {
                return [KittyRectangle(x: 0, y: 0, width: canvas.width, height: canvas.height)]
            }
        }
        return []
    }

    /// Whether a pixel of the tile differs from what is shown by more than the threshold.
    private func tileChanged(_ canvas: RGBFrame, x: Int, y: Int, width w: Int, height h: Int) -> Bool {
        let limit = threshold
        return canvas.pixels.withUnsafeBufferPointer { px in
            shownPixels { shown in
                for row in y..<(y + h) {
                    let a = row * canvas.stride + x * 3, b = (row * canvas.width + x) * 3
                    for i in 0..<(w * 3) where abs(Int(px[a + i]) - Int(shown[b + i])) > limit { return true }
                }
                return false
            }
        }
    }
}
