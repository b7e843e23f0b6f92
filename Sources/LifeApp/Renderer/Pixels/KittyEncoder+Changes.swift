import LifeCore

extension KittyEncoder {
    /// Whether a pixel of the canvas moved more than the threshold on a
    /// channel from what is shown, compared tile by tile and stopping at the
    /// first changed tile.
    func changed(_ canvas: RGBFrame) -> Bool {
        let (tw, th) = (Self.tileWidth, Self.tileHeight)
        for y in Swift.stride(from: 0, to: canvas.height, by: th) {
            for x in Swift.stride(from: 0, to: canvas.width, by: tw)
            where tileChanged(canvas, x: x, y: y, width: min(tw, canvas.width - x), height: min(th, canvas.height - y)) {
                return true
            }
        }
        return false
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
