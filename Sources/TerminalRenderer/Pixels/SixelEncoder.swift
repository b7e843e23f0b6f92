import LifeCore

/// Writes one sixel picture (`ESC P q … ESC \`) of pixels that are register
/// numbers into a palette: the shell's is libsixel.
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
/// Layout: the canvas is cut into bands of whole character rows whose height
/// is a multiple of 6 pixels (a sixel is 6 pixels tall: with 20-pixel cells a
/// band is 3 rows, 60 pixels), so a picture never reaches past its band; the
/// last band is moved up to end on the canvas's last row, overlapping the one
/// before, so no pixel row is left unpainted above the status line. Bands wider than the terminal takes (xterm:
/// 1000 pixels) are cut into tiles of whole columns. Each frame sends the
/// bands where a pixel moved more than `threshold` from what is shown, each
/// tile placed with a cursor move, the whole wrapped in a synchronized update
/// that puts the cursor back. Every tile has its own palette
/// (`SixelPalette`, made from the tile's pixels), kept for `paletteFrames` frames and
/// then made again, the tiles' turns spread over those frames so no frame
/// makes them all; a first frame, a new size and `invalidate()` make them
/// all. A Life frame got a third cheaper that way, for a third of a dB of
/// PSNR (BENCHMARKS, "Pictures"); a new look has palettes of its own
/// colours within `paletteFrames`. A kept palette that lacks the exact
/// colour of a large flat area of the tile (the black of a cleared board) is
/// made again at once. Text drawn over
/// the pictures (help) and clearing the screen remove them: after a clear
/// the owner calls `invalidate()`.
package struct SixelEncoder: CanvasEncoder {
    package var origin: CanvasOrigin
    package let threshold: Int
    /// One character cell in screen pixels.
    package let cell: Dimensions
    /// The widest picture the terminal shows.
    package let maxWidth: Int
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
    /// Each tile's palette, by its slot (its place among the tiles).
    private var palettes: [Int: SixelPalette] = [:]
    /// The slots whose palettes the last frame made.
    package private(set) var palettesMade: [Int] = []
    /// Bytes of the last frame and pixels sent in it.
    package private(set) var lastFrame = FrameStatistics()

    package init(encoding: any SixelEncoding, cell: Dimensions, maxWidth: Int = 1000, paletteFrames: Int = 30,
                 threshold: Int = FrameEncoder.defaultThreshold, origin: CanvasOrigin = CanvasOrigin()) {
        self.encoding = encoding
        self.paletteFrames = max(1, paletteFrames)
        self.cell = Dimensions(width: max(1, cell.width), height: max(1, cell.height))
        self.maxWidth = max(self.cell.width, maxWidth)
        self.threshold = max(0, threshold)
        self.origin = origin
    }

    package mutating func invalidate() { shown.removeAll(keepingCapacity: true) }

    /// Sixel pictures are cleared with the screen's text.
    package func farewell() -> [UInt8] { [] }

    /// Character rows per band: the fewest whose height is a multiple of 6.
    package var bandRows: Int {
        var rows = 1
        while rows * cell.height % 6 != 0 { rows += 1 }
        return rows
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
        bytes.append(contentsOf: EscapeWriter.synchronizedStart + Array("\u{1B}7".utf8))
        let band = bandRows * cell.height
        let tileWidth = max(cell.width, maxWidth / cell.width * cell.width)
        var sent = 0, bandSlot = 0
        for top in bandTops(band: band) {
            let rows = min(band, height - top) / 6 * 6
            let lefts = Array(Swift.stride(from: 0, to: width, by: tileWidth))
            defer { bandSlot += lefts.count }
            guard rows > 0, everything || changed(canvas, top: top, rows: rows) else { continue }
            for (n, left) in lefts.enumerated() {
                let slot = bandSlot + n
                let w = min(tileWidth, width - left)
                var writer = EscapeWriter(bytes: [])
                writer.cursorPosition(row: origin.row + top / cell.height + 1, column: origin.column + left / cell.width + 1)
                copy(canvas, x: left, y: top, width: w, height: rows)
                paint(slot: slot, newPalette: everything || (frameNumber + slot) % paletteFrames == 0)
                var picture: [UInt8] = []
                do throws(SixelError) {
                    try registers.withUnsafeBufferPointer { (px) throws(SixelError) in
                        try encoding.encode(px, width: w, height: rows, palette: palettes[slot]?.colours ?? [], into: &picture)
                    }
                } catch {
                    // Not shown: the tile counts as unknown and is tried again next frame.
                    forget(x: left, y: top, width: w, height: rows)
                    continue
                }
                bytes.append(contentsOf: writer.bytes)
                bytes.append(contentsOf: picture)
                sent += w * rows
            }
        }
        bytes.append(contentsOf: Array("\u{1B}8".utf8) + EscapeWriter.synchronizedEnd)
        frameNumber += 1
        lastFrame = FrameStatistics(bytes: bytes.count - start, cellsWritten: sent)
    }

    /// The top pixel row of each band: every `band` rows, the last one moved
    /// up to end on the canvas's last row (overlapping the one before), so
    /// the pictures cover the whole canvas; a canvas shorter than one band
    /// gets one picture, cut to a multiple of 6 rows.
    package func bandTops(band: Int) -> [Int] {
        guard height > band else { return [0] }
        let last = (height - band) / cell.height * cell.height   // a picture starts on a character row
        return Array(Swift.stride(from: 0, to: last, by: band)) + [last]
    }

    /// Whether a pixel of the band moved more than the threshold from what is shown.
    private func changed(_ canvas: RGBFrame, top: Int, rows: Int) -> Bool {
        let limit = threshold
        return canvas.pixels.withUnsafeBufferPointer { px in
            shown.withUnsafeBufferPointer { s in
                for y in top..<(top + rows) {
                    let a = y * canvas.stride, b = y * width * 3
                    for i in 0..<(width * 3) where abs(Int(px[a + i]) - Int(s[b + i])) > limit { return true }
                }
                return false
            }
        }
    }

    /// The registers of `tile` in its slot's palette, made anew from its
    /// pixels when `newPalette`, when the slot has none, or when the kept one
    /// lacks the exact colour of one of the tile's flat areas.
    private mutating func paint(slot: Int, newPalette: Bool) {
        tile.withUnsafeBufferPointer { px in
            histogram.count(px)
            if newPalette || palettes[slot].map({ !$0.holds(histogram.flatColours()) }) ?? true {
                palettes[slot] = SixelPalette(histogram)
                palettesMade.append(slot)
            }
            palettes[slot]?.map(px, into: &registers)
        }
    }

    /// Packs a rectangle of the canvas into `tile` and records it as shown.
    private mutating func copy(_ canvas: RGBFrame, x: Int, y: Int, width w: Int, height h: Int) {
        tile.removeAll(keepingCapacity: true)
        let fullWidth = width
        canvas.pixels.withUnsafeBufferPointer { px in
            shown.withUnsafeMutableBufferPointer { s in
                for row in y..<(y + h) {
                    let from = row * canvas.stride + x * 3, to = (row * fullWidth + x) * 3
                    tile.append(contentsOf: px[from..<(from + w * 3)])
                    for i in 0..<(w * 3) { s[to + i] = px[from + i] }
                }
            }
        }
    }

    /// Marks a rectangle as unknown (a colour no canvas has), so it is sent again.
    private mutating func forget(x: Int, y: Int, width w: Int, height h: Int) {
        for row in y..<(y + h) {
            let to = (row * width + x) * 3
            for i in 0..<(w * 3) { shown[to + i] = shown[to + i] &+ UInt8(truncatingIfNeeded: threshold + 128) }
        }
    }
}
