import LifeCore

/// The comparison that lets a fill keep the cells of the one before: a
/// character's sub-pixels (two pixels, six bytes, in each of `down` rows)
/// compared with the last fill's, a whole row at once, then eight
/// characters at once from six words a row, then one by one.
extension MosaicBlitter {
    /// Raw views of the fill's working arrays, valid inside `withWorkspace`'s body.
    struct Workspace {
        let pixels: UnsafePointer<UInt8>
        /// The last fill's pixels and cells, and where to list the characters
        /// searched; nil unless this fill reuses the last one.
        let lastPixels: UnsafeMutablePointer<UInt8>?
        let lastCells: UnsafeMutablePointer<TerminalCell>?
        let changes: UnsafeMutablePointer<Int32>?
        let batch: UnsafeMutablePointer<Int>
        let lanes: UnsafeMutablePointer<SIMD8<Float>>
        let made: UnsafeMutablePointer<TerminalCell>
    }

    /// Opens the canvas and the blitter's own arrays for one fill.
    mutating func withWorkspace<R>(_ canvas: RGBFrame, reusing: Bool, _ body: (Workspace) -> R) -> R {
        canvas.pixels.withUnsafeBufferPointer { pixels in
        lastPixels.withUnsafeMutableBufferPointer { lastPixels in
        lastCells.withUnsafeMutableBufferPointer { lastCells in
        changes.withUnsafeMutableBufferPointer { changes in
        batch.withUnsafeMutableBufferPointer { batch in
        lanes.withUnsafeMutableBufferPointer { lanes in
        madeCells.withUnsafeMutableBufferPointer { made in
            body(Workspace(pixels: pixels.baseAddress!,
                           lastPixels: reusing ? lastPixels.baseAddress : nil,
                           lastCells: reusing ? lastCells.baseAddress : nil,
                           changes: reusing ? changes.baseAddress : nil,
                           batch: batch.baseAddress!, lanes: lanes.baseAddress!, made: made.baseAddress!))
        } } } } } } }
    }

    /// One row of characters wholly inside the canvas, compared with the
    /// last fill: unchanged characters keep their cells; changed ones are
    /// copied into the last fill's pixels and queued for the search (or
    /// made at once when their sub-pixels take one or two colours).
    struct RowComparison {
        let now: UnsafePointer<UInt8>
        let last: UnsafeMutablePointer<UInt8>
        let cells: UnsafeMutableBufferPointer<TerminalCell>
        let lastCells: UnsafeMutablePointer<TerminalCell>
        let stride, down, columns, compared: Int

        /// nil when there is no last fill to compare with.
        init?(now: UnsafePointer<UInt8>, last: UnsafeMutablePointer<UInt8>?, cells: UnsafeMutableBufferPointer<TerminalCell>,
              lastCells: UnsafeMutablePointer<TerminalCell>?, stride: Int, down: Int, columns: Int, compared: Int) {
            guard let last, let lastCells else { return nil }
            (self.now, self.last, self.cells, self.lastCells) = (now, last, cells, lastCells)
            (self.stride, self.down, self.columns, self.compared) = (stride, down, columns, compared)
        }

        /// Row `y`'s first `compared` characters; returns how many kept their cells.
        @inline(__always)
        func fill(row y: Int, queue: inout SearchQueue) -> Int {
            let offset = y * down * stride, start = y * columns
            let now = UnsafeRawPointer(self.now + offset), last = self.last + offset
            if MosaicBlitter.equal(now, UnsafeRawPointer(last), rows: down, stride: stride, count: compared * 6) {
                keep(start, count: compared)
                return compared
            }
            var (x, reused) = (0, 0)
            while x + 8 <= compared {
                reused += fillEight(at: x, start: start, offset: offset, now: now, last: last, queue: &queue)
                x += 8
            }
            while x < compared {
                let i = start + x
                if MosaicBlitter.equal(now + 6 * x, UnsafeRawPointer(last + 6 * x), rows: down, stride: stride) {
                    cells[i] = lastCells[i]
                    reused += 1
                } else {
                    MosaicBlitter.copy(now + 6 * x, to: last + 6 * x, bytes: 6, rows: down, stride: stride)
                    queue.add(i, at: offset + 6 * x)
                }
                x += 1
            }
            return reused
        }

        /// Eight characters from column `x`: which changed, from six words a row.
        @inline(__always)
        private func fillEight(at x: Int, start: Int, offset: Int, now: UnsafeRawPointer, last: UnsafeMutablePointer<UInt8>,
                               queue: inout SearchQueue) -> Int {
            let changed = MosaicBlitter.changed(now + 6 * x, UnsafeRawPointer(last + 6 * x), rows: down, stride: stride)
            let first = start + x
            guard changed != 0 else {
                // All eight as they were: their cells in one copy.
                keep(first, count: 8)
                return 8
            }
            MosaicBlitter.copy(now + 6 * x, to: last + 6 * x, bytes: 48, rows: down, stride: stride)
            var reused = 0
            for j in 0..<8 {
                let i = first + j
                if changed & (1 << j) == 0 {
                    cells[i] = lastCells[i]
                    reused += 1
                } else {
                    queue.add(i, at: offset + 6 * (x + j))
                }
            }
            return reused
        }

        @inline(__always)
        private func keep(_ start: Int, count: Int) {
            (cells.baseAddress! + start).update(from: lastCells + start, count: count)
        }
    }

    /// Copies `bytes` bytes in each of `rows` rows, `stride` apart.
    @inline(__always)
    static func copy(_ from: UnsafeRawPointer, to: UnsafeMutablePointer<UInt8>, bytes: Int, rows: Int, stride: Int) {
        for r in 0..<rows { UnsafeMutableRawPointer(to + r * stride).copyMemory(from: from + r * stride, byteCount: bytes) }
    }

    /// Whether `rows` rows of `count` bytes, `stride` apart, are the same in both.
    @inline(__always)
    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, rows: Int, stride: Int, count: Int) -> Bool {
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
    static func changed(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, rows: Int, stride: Int) -> UInt8 {
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

    /// A character's sub-pixels when they take at most two colours: `mask`
    /// the sub-pixels of the top-left one's colour, `first` (`0xRRGGBB`),
    /// and `second` the other's (`first` too when there is no other).
    struct Split {
        var mask: UInt8
        var first: UInt32
        var second: UInt32
    }

    /// The split of one character's sub-pixels (two pixels, six bytes, in
    /// each of `rows` rows) by colour when they take one or two colours, as a
    /// Life cell's or two's do (a fading cell, a character across two square
    /// cells); nil when they take more. Sub-pixel `2r + c` is bit `2r + c`.
    @inline(__always)
    static func split(_ p: UnsafeRawPointer, rows: Int, stride: Int) -> Split? {
        // Bytes R, G, B in memory order: 0xBBGGRR as loaded, turned round at the end.
        let low = p.loadUnaligned(as: UInt32.self), high = p.loadUnaligned(fromByteOffset: 4, as: UInt16.self)
        let first = low & 0xFF_FFFF
        var mask: UInt8 = 1, second = first
        // Whether a sub-pixel of colour `c` (bit `bit`) keeps the character at two colours.
        @inline(__always) func take(_ c: UInt32, _ bit: UInt8) -> Bool {
            if c == first {
                mask |= bit
            } else if second == first {
                second = c
            } else if c != second {
                return false
            }
            return true
        }
        guard take(low >> 24 | UInt32(high) << 8, 2) else { return nil }
        for r in 1..<max(1, rows) {
            let q = p + r * stride
            let l = q.loadUnaligned(as: UInt32.self), h = q.loadUnaligned(fromByteOffset: 4, as: UInt16.self)
            guard take(l & 0xFF_FFFF, 1 << (2 * r)), take(l >> 24 | UInt32(h) << 8, 2 << (2 * r)) else { return nil }
        }
        @inline(__always) func packed(_ c: UInt32) -> UInt32 { (c & 0xFF) << 16 | c & 0xFF00 | (c >> 16) & 0xFF }
        return Split(mask: mask, first: packed(first), second: packed(second))
    }

    /// Whether one character's sub-pixels (two pixels, six bytes, in each of `rows` rows) are the same in both.
    @inline(__always)
    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, rows: Int, stride: Int) -> Bool {
        var differs: UInt32 = 0
        for r in 0..<rows {
            let (p, q) = (a + r * stride, b + r * stride)
            differs |= p.loadUnaligned(as: UInt32.self) ^ q.loadUnaligned(as: UInt32.self)
            differs |= UInt32(p.loadUnaligned(fromByteOffset: 4, as: UInt16.self) ^ q.loadUnaligned(fromByteOffset: 4, as: UInt16.self))
        }
        return differs == 0
    }
}
