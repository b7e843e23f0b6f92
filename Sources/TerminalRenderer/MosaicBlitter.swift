import LifeCore

/// Turns canvas pixels into mosaic cells: for each character, the glyph and
/// its two colours that show the character's block of sub-pixels best
/// (`PartitionSearch`: exhaustive, least squared error, each colour the mean
/// of its group), then quantised for the colour mode.
///
/// Canonical form of a cell, which the encoder and the tests rely on: one
/// colour → mask 0 (' ') with foreground = background; otherwise the group
/// holding the top-left sub-pixel is the foreground, so its bit is set.
/// Half blocks skip the search: two sub-pixels are always best split apart.
///
/// A cell depends only on its own sub-pixels and the colour mode, so a
/// character whose sub-pixels are byte for byte those of the last fill, in
/// the same mode, keeps the cell made then: most of a frame of play (dark
/// dead cells, still parts of the video, the frames between Life's steps)
/// is compared, not searched. The characters that changed are gathered
/// eight at a time into the search's SIMD lanes.
package struct MosaicBlitter: Sendable {
    package let mosaic: Mosaic
    private let search: PartitionSearch?
    /// What a fill was made from: cells are kept only for the same canvas shape and mode.
    private struct Made: Equatable {
        var columns, rows, width, height, stride: Int
        var mode: ColorMode
    }

    /// Eight characters' sub-pixels, channel-major (see `PartitionSearch.best`):
    /// lane j holds the character `batch[j]`.
    private var lanes = [SIMD8<Float>](repeating: SIMD8(), count: 24)
    /// The characters (cell indices) gathered for the next search, and the cells it makes.
    private var batch = [Int](repeating: 0, count: 16)
    private var madeCells = [TerminalCell](repeating: TerminalCell(mask: 0, foreground: .rgb(.black), background: .rgb(.black)),
                                           count: 8)
    /// The last fill: its canvas bytes, its cells, and what they were made from (nil: nothing to reuse).
    private var lastPixels: [UInt8] = []
    private var lastCells: [TerminalCell] = []
    private var lastFill: Made?
    /// Characters the last fill found changed (and searched, unless all
    /// their sub-pixels were one colour), and kept unchanged.
    package private(set) var searched = 0
    package private(set) var reused = 0
    /// After a fill that compared with the one before: the characters it
    /// searched, in order (every other cell is the one before's);
    /// `changeCount` is -1 after any other fill.
    private var changes: [Int32] = []
    private var changeCount = -1

    package init(_ mosaic: Mosaic) {
        self.mosaic = mosaic
        search = mosaic == .half ? nil : PartitionSearch(subpixels: mosaic.count)
    }

    /// After a fill that compared with the fill before it, the cells that
    /// may differ from that fill's, in order; nil after any other fill.
    package func withChanges<R>(_ body: (UnsafeBufferPointer<Int32>?) -> R) -> R {
        guard changeCount >= 0 else { return body(nil) }
        return changes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<changeCount])) }
    }

    /// The cell for one block of sub-pixels (`mosaic.count` colours,
    /// row-major from the top left): the pure function each blitter is.
    package static func cell(_ block: [RGB], mosaic: Mosaic, mode: ColorMode) -> TerminalCell {
        precondition(block.count == mosaic.count, "one colour per sub-pixel")
        var canvas = RGBFrame(width: mosaic.columns, height: mosaic.rows)
        for (k, c) in block.enumerated() { canvas[k % mosaic.columns, k / mosaic.columns] = c }
        var blitter = MosaicBlitter(mosaic)
        var out = [TerminalCell(mask: 0, foreground: .rgb(.black), background: .rgb(.black))]
        out.withUnsafeMutableBufferPointer { blitter.fill($0, columns: 1, rows: 1, from: canvas, mode: mode) }
        return out[0]
    }

    /// Fills `cells` (`columns × rows`, row-major) from `canvas`; sub-pixels
    /// beyond the canvas' edges count as black.
    package mutating func fill(_ cells: UnsafeMutableBufferPointer<TerminalCell>, columns: Int, rows: Int,
                               from canvas: RGBFrame, mode: ColorMode) {
        changeCount = -1
        guard let search else {
            HalfBlock.fill(cells, columns: columns, rows: rows, from: canvas, mode: mode)
            return
        }
        let made = Made(columns: columns, rows: rows, width: canvas.width, height: canvas.height, stride: canvas.stride, mode: mode)
        let reusable = lastFill == made && lastPixels.count == canvas.pixels.count && lastCells.count == cells.count
        let down = mosaic.rows
        // Characters wholly inside the canvas are compared with the last one;
        // those on a ragged right or bottom edge are always made anew.
        let innerColumns = reusable ? min(columns, canvas.width / 2) : 0
        let innerRows = reusable ? min(rows, canvas.height / down) : 0
        let (stride, rowBytes) = (canvas.stride, innerColumns * 6)
        var (searched, reused) = (0, 0)
        if reusable && changes.count < cells.count { changes = [Int32](repeating: 0, count: cells.count) }
        changes.withUnsafeMutableBufferPointer { changes in
        canvas.pixels.withUnsafeBufferPointer { pixels in
        lastPixels.withUnsafeMutableBufferPointer { lastPixels in
        lastCells.withUnsafeMutableBufferPointer { lastCells in
        batch.withUnsafeMutableBufferPointer { batch in
        lanes.withUnsafeMutableBufferPointer { lanes in
        madeCells.withUnsafeMutableBufferPointer { madeCells in
            let gather = Gather(pixels: pixels.baseAddress!, width: canvas.width, height: canvas.height, stride: stride,
                                columns: columns,
                                lanes: UnsafeMutableRawPointer(lanes.baseAddress!).assumingMemoryBound(to: Float.self))
            let full = mosaic.fullMask
            let (batchAt, lanesAt, madeAt) = (batch.baseAddress!, lanes.baseAddress!, madeCells.baseAddress!)
            // Reusing, the last fill's pixels and cells are brought up to date
            // where they changed, as they are compared (nothing to copy afterwards).
            var queue = SearchQueue(batch: batchAt, gather: gather, search: search, lanes: lanesAt, full: full, mode: mode,
                                    made: madeAt, cells: cells, last: reusable ? lastCells.baseAddress : nil,
                                    changes: reusable ? changes.baseAddress : nil)
            for y in 0..<rows {
                var x = 0
                if y < innerRows {
                    let now = UnsafeRawPointer(pixels.baseAddress! + y * down * stride)
                    let last = lastPixels.baseAddress! + y * down * stride, then = UnsafeRawPointer(last)
                    if Self.equal(now, then, rows: down, stride: stride, count: rowBytes) {
                        let start = y * columns
                        (cells.baseAddress! + start).update(from: lastCells.baseAddress! + start, count: innerColumns)
                        reused += innerColumns
                        x = innerColumns
                    } else {
                        while x < innerColumns {
                            if x + 8 <= innerColumns {
                                // Eight characters at once: which of them changed, from six words a row.
                                let changed = Self.changed(now + 6 * x, then + 6 * x, rows: down, stride: stride)
                                let start = y * columns + x
                                guard changed != 0 else {
                                    // All eight as they were: their cells in one copy.
                                    (cells.baseAddress! + start).update(from: lastCells.baseAddress! + start, count: 8)
                                    reused += 8
                                    x += 8
                                    continue
                                }
                                Self.copy(now + 6 * x, to: last + 6 * x, bytes: 48, rows: down, stride: stride)
                                for j in 0..<8 {
                                    let i = start + j
                                    if changed & (1 << j) == 0 {
                                        cells[i] = lastCells[i]
                                        reused += 1
                                        continue
                                    }
                                    if let colour = Self.solid(now + 6 * (x + j), rows: down, stride: stride) {
                                        queue.addSolid(i, colour: colour)
                                    } else {
                                        queue.add(i, at: y * down * stride + 6 * (x + j))
                                    }
                                }
                                x += 8
                                continue
                            }
                            let i = y * columns + x
                            if Self.equal(now + 6 * x, then + 6 * x, rows: down, stride: stride) {
                                cells[i] = lastCells[i]
                                reused += 1
                            } else {
                                Self.copy(now + 6 * x, to: last + 6 * x, bytes: 6, rows: down, stride: stride)
                                queue.add(i, at: y * down * stride + 6 * x)
                            }
                            x += 1
                        }
                    }
                }
                while x < columns {
                    queue.add(y * columns + x, at: gather.offset(column: x, row: y, down: down))
                    x += 1
                }
            }
            queue.flush()
            searched = queue.listed
        }
        }
        }
        }
        }
        }
        }
        if reusable {
            changeCount = searched
            lastFill = made
        } else {
            remember(cells, canvas, made)
        }
        (self.searched, self.reused) = (searched, reused)
    }

    /// Copies `bytes` bytes in each of `rows` rows, `stride` apart.
    @inline(__always)
    private static func copy(_ from: UnsafeRawPointer, to: UnsafeMutablePointer<UInt8>, bytes: Int, rows: Int, stride: Int) {
        for r in 0..<rows { UnsafeMutableRawPointer(to + r * stride).copyMemory(from: from + r * stride, byteCount: bytes) }
    }

    /// Keeps this fill's canvas and cells for the next one to compare with
    /// (after a fill that could not reuse the last one: a reusing fill keeps them up to date itself).
    private mutating func remember(_ cells: UnsafeMutableBufferPointer<TerminalCell>, _ canvas: RGBFrame, _ made: Made) {
        if lastCells.count != cells.count {
            lastCells = Array(cells)
        } else {
            lastCells.withUnsafeMutableBufferPointer { last in
                _ = last.baseAddress!.update(from: cells.baseAddress!, count: cells.count)
            }
        }
        if lastPixels.count != canvas.pixels.count {
            // A buffer of its own: sharing the canvas' would make its owner copy it on the next write.
            lastPixels = [UInt8](repeating: 0, count: canvas.pixels.count)
        }
        do {
            lastPixels.withUnsafeMutableBufferPointer { last in
                canvas.pixels.withUnsafeBufferPointer { now in _ = last.baseAddress!.update(from: now.baseAddress!, count: now.count) }
            }
        }
        lastFill = made
    }

    /// Whether `rows` rows of `count` bytes, `stride` apart, are the same in both.
    @inline(__always)
    private static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, rows: Int, stride: Int, count: Int) -> Bool {
        for r in 0..<rows {
            let (p, q) = (a + r * stride, b + r * stride)
            // Word by word (`==` on SIMD vectors compares lane by lane through memory).
            var c = 0
            while c + 32 <= count {
                var differs = p.loadUnaligned(fromByteOffset: c, as: UInt64.self) ^ q.loadUnaligned(fromByteOffset: c, as: UInt64.self)
                differs |= p.loadUnaligned(fromByteOffset: c + 8, as: UInt64.self) ^ q.loadUnaligned(fromByteOffset: c + 8, as: UInt64.self)
                differs |= p.loadUnaligned(fromByteOffset: c + 16, as: UInt64.self) ^ q.loadUnaligned(fromByteOffset: c + 16, as: UInt64.self)
                differs |= p.loadUnaligned(fromByteOffset: c + 24, as: UInt64.self) ^ q.loadUnaligned(fromByteOffset: c + 24, as: UInt64.self)
                if differs != 0 { return false }
                c += 32
            }
            while c < count {
                if p.load(fromByteOffset: c, as: UInt8.self) != q.load(fromByteOffset: c, as: UInt8.self) { return false }
                c += 1
            }
        }
        return true
    }

    /// Which of eight characters side by side (two pixels, six bytes, each,
    /// in each of `rows` rows) differ between the two: bit j for character j.
    /// The rows' 48 bytes are compared as six words, and each character's
    /// six bytes picked from them (words little-endian: byte k is bits 8k…8k+7).
    @inline(__always)
    private static func changed(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, rows: Int, stride: Int) -> UInt8 {
        var (d0, d1, d2, d3, d4, d5) = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        for r in 0..<rows {
            let (p, q) = (a + r * stride, b + r * stride)
            d0 |= p.loadUnaligned(as: UInt64.self) ^ q.loadUnaligned(as: UInt64.self)
            d1 |= p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ q.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            d2 |= p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ q.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
            d3 |= p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ q.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
            d4 |= p.loadUnaligned(fromByteOffset: 32, as: UInt64.self) ^ q.loadUnaligned(fromByteOffset: 32, as: UInt64.self)
            d5 |= p.loadUnaligned(fromByteOffset: 40, as: UInt64.self) ^ q.loadUnaligned(fromByteOffset: 40, as: UInt64.self)
        }
        let six: UInt64 = 0xFFFF_FFFF_FFFF
        var changed: UInt8 = 0
        if d0 & six != 0 { changed |= 1 }                                   // bytes 0…5
        if d0 >> 48 != 0 || d1 & 0xFFFF_FFFF != 0 { changed |= 2 }         // 6…11
        if d1 >> 32 != 0 || d2 & 0xFFFF != 0 { changed |= 4 }              // 12…17
        if d2 >> 16 != 0 { changed |= 8 }                                   // 18…23
        if d3 & six != 0 { changed |= 16 }                                  // 24…29
        if d3 >> 48 != 0 || d4 & 0xFFFF_FFFF != 0 { changed |= 32 }        // 30…35
        if d4 >> 32 != 0 || d5 & 0xFFFF != 0 { changed |= 64 }             // 36…41
        if d5 >> 16 != 0 { changed |= 128 }                                 // 42…47
        return changed
    }

    /// The colour, `0xRRGGBB`, of one character's sub-pixels (two pixels,
    /// six bytes, in each of `rows` rows) when they are all one colour, as a
    /// fading cell's are; nil otherwise.
    @inline(__always)
    static func solid(_ p: UnsafeRawPointer, rows: Int, stride: Int) -> UInt32? {
        let low = p.loadUnaligned(as: UInt32.self), high = p.loadUnaligned(fromByteOffset: 4, as: UInt16.self)
        // Bytes 3…5, the second pixel, against bytes 0…2, the first.
        guard low >> 24 | UInt32(high) << 8 == low & 0xFF_FFFF else { return nil }
        for r in 1..<max(1, rows) {
            let q = p + r * stride
            guard q.loadUnaligned(as: UInt32.self) == low, q.loadUnaligned(fromByteOffset: 4, as: UInt16.self) == high else { return nil }
        }
        // Bytes R, G, B in memory order, as 0xRRGGBB.
        return (low & 0xFF) << 16 | low & 0xFF00 | (low >> 16) & 0xFF
    }

    /// Whether one character's sub-pixels (two pixels, six bytes, in each of `rows` rows) are the same in both.
    @inline(__always)
    private static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, rows: Int, stride: Int) -> Bool {
        var differs: UInt32 = 0
        for r in 0..<rows {
            let (p, q) = (a + r * stride, b + r * stride)
            differs |= p.loadUnaligned(as: UInt32.self) ^ q.loadUnaligned(as: UInt32.self)
            differs |= UInt32(p.loadUnaligned(fromByteOffset: 4, as: UInt16.self) ^ q.loadUnaligned(fromByteOffset: 4, as: UInt16.self))
        }
        return differs == 0
    }
}
