import LifeCore

extension KittyEncoder {
    /// The rectangles to send: the canvas is cut into tiles, a tile counts as
    /// changed when one of its pixels moved more than the threshold on a
    /// channel from what is shown, and each run of changed tiles along a row
    /// of tiles is one rectangle; when most tiles changed, the whole canvas.
    func changedRectangles(_ canvas: RGBFrame) -> [KittyRectangle] {
        let (tw, th) = (Self.tileWidth, Self.tileHeight)
        let across = (canvas.width + tw - 1) / tw, down = (canvas.height + th - 1) / th
        var rectangles: [KittyRectangle] = []
        var changedTiles = 0
        for ty in 0..<down {
            let y = ty * th, h = min(th, canvas.height - y)
            var run: Int?
            for tx in 0...across {
                let changed = tx < across && tileChanged(canvas, x: tx * tw, y: y, width: min(tw, canvas.width - tx * tw), height: h)
                if changed {
                    changedTiles += 1
                    if run == nil { run = tx }
                } else if let first = run {
                    let x = first * tw
                    rectangles.append(KittyRectangle(x: x, y: y, width: min(tx * tw, canvas.width) - x, height: h))
                    run = nil
                }
            }
        }
        if Double(changedTiles) > Self.wholeFraction * Double(across * down) {
            return [KittyRectangle(x: 0, y: 0, width: canvas.width, height: canvas.height)]
        }
        return rectangles
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
