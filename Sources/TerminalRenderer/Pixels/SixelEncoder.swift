import LifeCore

/// Writes one sixel picture (`ESC P 0;1 q … ESC \`) of pixels that are register
/// numbers into a palette: the shell's is `SixelWriter`.
package protocol SixelEncoding {
    /// Appends the sixel bytes of `width × height` pixels, each a register
    /// of `palette` (packed RGB, three bytes a register, 1 to 256 of them), to `bytes`.
    func encode(_ registers: UnsafeBufferPointer<UInt8>, width: Int, height: Int, palette: [UInt8],
                into bytes: inout [UInt8]) throws(SixelError)
}

/// A sixel picture could not be made.
package struct SixelError: Error, Equatable, CustomStringConvertible {
    package let reason: String
    package init(reason: String) { self.reason = reason }
    package var description: String { "sixel: \(reason)" }
}

/// The canvas as sixel pictures: real pixels, one canvas pixel per screen pixel.
///
/// Layout: a frame is one sixel picture, from the first character row where
/// a pixel moved more than `threshold` from what is shown to the last such
/// row, the whole canvas wide, placed with a cursor move; a frame where
/// nothing moved sends nothing. xterm 379 (`-ti vt340`) has no synchronized
/// update and draws each picture when its `ESC \` arrives, so a frame sent
/// as several pictures showed half drawn (the top from the new frame, the
/// rest from the old); one picture shows whole (docs/TERMINALS.md, "Sixel
/// pictures"). Only a canvas larger than the terminal takes (xterm: 1000 ×
/// 1000 pixels) is cut, into a fixed grid of tiles of whole cells, each
/// sending the changed rows it holds. A picture's background is transparent
/// (`P2` = 1) and every pixel is painted, so a picture whose height is not a
/// multiple of 6 paints nothing below its last row in any terminal.
///
/// Each tile has one palette of up to 256 registers (`SixelPalette`, made
/// from the picture's pixels), kept for `paletteFrames` frames, the tiles'
/// turns spread so no frame makes them all, and for pictures within the rows
/// it was made from: a picture reaching beyond them, one whose large flat
/// area's exact colour the palette lacks (the black of a cleared board), or,
/// when the palette is not full, one with a colour of a bucket it has not
/// met (a cell lit on a blank board), makes it again at once. A first frame, a new size and `invalidate()` make them
/// all. Text drawn over the pictures (help) and clearing the screen remove
/// them: after a clear the owner calls `invalidate()`.
package struct SixelEncoder: CanvasEncoder {
    package var origin: CanvasOrigin
    package let threshold: Int
    /// One character cell in screen pixels.
    package let cell: Dimensions
    /// The widest and tallest picture the terminal shows.
    package let maxWidth: Int, maxHeight: Int
    /// Frames a tile's palette is kept before it is made again.
    package let paletteFrames: Int
    private let encoding: any SixelEncoding
    /// Frames encoded since the palettes were all made.
    private var frameNumber = 0
    private var shown: [UInt8] = []
    private var width = 0, height = 0
    private var tile: [UInt8] = []
    private var registers: [UInt8] = []
    private var histogram = SixelHistogram()
    /// Each tile's palette and the canvas rows it was made from, by the tile's slot.
    private var palettes: [Int: (palette: SixelPalette, rows: Range<Int>)] = [:]
    /// The slots whose palettes the last frame made.
    package private(set) var palettesMade: [Int] = []
    /// Bytes of the last frame and pixels sent in it.
    package private(set) var lastFrame = FrameStatistics()

    package init(encoding: any SixelEncoding, cell: Dimensions, maxWidth: Int = 1000, maxHeight: Int = 1000,
                 paletteFrames: Int = 30, threshold: Int = FrameEncoder.defaultThreshold, origin: CanvasOrigin = CanvasOrigin()) {
        self.encoding = encoding
        self.paletteFrames = max(1, paletteFrames)
        self.cell = Dimensions(width: max(1, cell.width), height: max(1, cell.height))
        self.maxWidth = max(self.cell.width, maxWidth)
        self.maxHeight = max(self.cell.height, maxHeight)
        self.threshold = max(0, threshold)
        self.origin = origin
    }

    package mutating func invalidate() { shown.removeAll(keepingCapacity: true) }

    /// Sixel pictures are cleared with the screen's text.
    package func farewell() -> [UInt8] { [] }

    /// The tiles' size in pixels: whole cells, as large as the terminal takes.
    package var tileSize: Dimensions {
        Dimensions(width: max(1, maxWidth / cell.width) * cell.width, height: max(1, maxHeight / cell.height) * cell.height)
    }

    package mutating func encode(canvas: RGBFrame, into bytes: inout [UInt8]) {
        let start = bytes.count
        let everything = shown.isEmpty || canvas.width != width || canvas.height != height
        if everything {
            width = canvas.width
            height = canvas.height
            shown = [UInt8](repeating: 0, count: width * height * 3)
            frameNumber = 0
            palettes.removeAll()
        }
        palettesMade.removeAll()
        defer { frameNumber += 1 }
        guard width > 0, height > 0, let rows = everything ? 0..<height : changedRows(canvas) else {
            lastFrame = FrameStatistics()
            return
        }
        bytes.append(contentsOf: EscapeWriter.synchronizedStart + Array("\u{1B}7".utf8))
        let size = tileSize
        let columns = (width + size.width - 1) / size.width
        var sent = 0
        for tileTop in Swift.stride(from: 0, to: height, by: size.height) {
            let top = max(rows.lowerBound, tileTop), bottom = min(rows.upperBound, tileTop + size.height)
            guard top < bottom else { continue }
            for left in Swift.stride(from: 0, to: width, by: size.width) {
                let slot = tileTop / size.height * columns + left / size.width
                let w = min(size.width, width - left)
                if send(canvas, slot: slot, x: left, rows: top..<bottom, width: w, everything: everything, into: &bytes) {
                    sent += w * (bottom - top)
                }
            }
        }
        bytes.append(contentsOf: Array("\u{1B}8".utf8) + EscapeWriter.synchronizedEnd)
        lastFrame = FrameStatistics(bytes: bytes.count - start, cellsWritten: sent)
    }

    /// One picture of `rows` of the canvas from column `x`, `w` wide, in its
    /// slot's palette; false when it could not be made (then it counts as
    /// unknown and is sent again next frame).
    private mutating func send(_ canvas: RGBFrame, slot: Int, x: Int, rows: Range<Int>, width w: Int, everything: Bool,
                               into bytes: inout [UInt8]) -> Bool {
        copy(canvas, x: x, rows: rows, width: w)
        paint(slot: slot, rows: rows, newPalette: everything || (frameNumber + slot) % paletteFrames == 0)
        var picture: [UInt8] = []
        do throws(SixelError) {
            try registers.withUnsafeBufferPointer { (px) throws(SixelError) in
                try encoding.encode(px, width: w, height: rows.count, palette: palettes[slot]?.palette.colours ?? [],
                                    into: &picture)
            }
        } catch {
            forget(x: x, rows: rows, width: w)
            return false
        }
        var writer = EscapeWriter(bytes: [])
        writer.cursorPosition(row: origin.row + rows.lowerBound / cell.height + 1, column: origin.column + x / cell.width + 1)
        bytes.append(contentsOf: writer.bytes)
        bytes.append(contentsOf: picture)
        return true
    }

    /// The pixel rows from the first character row where a pixel moved more
    /// than the threshold from what is shown to the end of the last; nil when none did.
    package func changedRows(_ canvas: RGBFrame) -> Range<Int>? {
        let characterRows = (height + cell.height - 1) / cell.height
        guard let first = (0..<characterRows).first(where: { changed(canvas, row: $0) }),
              let last = (first..<characterRows).last(where: { changed(canvas, row: $0) }) else { return nil }
        return (first * cell.height)..<min(height, (last + 1) * cell.height)
    }

    /// Whether a pixel of character row `row` moved more than the threshold from what is shown.
    private func changed(_ canvas: RGBFrame, row: Int) -> Bool {
        let limit = threshold
        return canvas.pixels.withUnsafeBufferPointer { px in
            shown.withUnsafeBufferPointer { s in
                for y in (row * cell.height)..<min(height, (row + 1) * cell.height) {
                    let a = y * canvas.stride, b = y * width * 3
                    for i in 0..<(width * 3) where abs(Int(px[a + i]) - Int(s[b + i])) > limit { return true }
                }
                return false
            }
        }
    }

    /// The registers of `tile` in its slot's palette, made anew from its
    /// pixels when `newPalette`, when the slot has none, when the kept one
    /// was made from rows that do not hold `rows`, or when it does not
    /// `keep` the tile's colours (`SixelPalette.keeps`).
    private mutating func paint(slot: Int, rows: Range<Int>, newPalette: Bool) {
        tile.withUnsafeBufferPointer { px in
            histogram.count(px)
            let kept = palettes[slot].map { $0.rows.contains(rows.lowerBound) && $0.rows.upperBound >= rows.upperBound
                && $0.palette.keeps(histogram) } ?? false
            if newPalette || !kept {
                palettes[slot] = (SixelPalette(histogram), rows)
                palettesMade.append(slot)
            }
            palettes[slot]?.palette.map(px, into: &registers)
        }
    }

    /// Packs a rectangle of the canvas into `tile` and records it as shown.
    private mutating func copy(_ canvas: RGBFrame, x: Int, rows: Range<Int>, width w: Int) {
        tile.removeAll(keepingCapacity: true)
        let fullWidth = width
        canvas.pixels.withUnsafeBufferPointer { px in
            shown.withUnsafeMutableBufferPointer { s in
                // Whole rows at a time (memcpy): byte by byte this was a tenth of a frame's work.
                for row in rows {
                    let from = row * canvas.stride + x * 3, to = (row * fullWidth + x) * 3
                    let line = UnsafeBufferPointer(rebasing: px[from..<(from + w * 3)])
                    tile.append(contentsOf: line)
                    (s.baseAddress! + to).update(from: line.baseAddress!, count: line.count)
                }
            }
        }
    }

    /// Marks a rectangle as unknown (a colour no canvas has), so it is sent again.
    private mutating func forget(x: Int, rows: Range<Int>, width w: Int) {
        for row in rows {
            let to = (row * width + x) * 3
            for i in 0..<(w * 3) { shown[to + i] = shown[to + i] &+ UInt8(truncatingIfNeeded: threshold + 128) }
        }
    }
}
