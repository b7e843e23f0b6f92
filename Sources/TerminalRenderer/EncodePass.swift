/// One frame being encoded: walks the wanted cells against what is on the
/// screen and writes only the cells that differ, tracking the terminal's
/// cursor and current colours as it goes.
///
/// Colours are `TerminalColor.code` values. `unknown` (never a valid code)
/// marks a screen cell, register or cursor coordinate whose state the
/// encoder does not know, which forces it to be written or set. A screen
/// cell is kept as the mask drawn there and the two colours it was drawn in,
/// and compared with the wanted cell sub-pixel by sub-pixel.
package struct EncodePass {
    package static let unknown: UInt32 = .max
    /// `cursorColumn` after writing the canvas' last column: the terminal
    /// may be in its pending-wrap state, so only CR or CUP may follow.
    package static let pastRowEnd = -2

    package let cells: UnsafeBufferPointer<TerminalCell>
    package let shownMask: UnsafeMutableBufferPointer<UInt8>
    package let shownForeground: UnsafeMutableBufferPointer<UInt32>
    package let shownBackground: UnsafeMutableBufferPointer<UInt32>
    package let palette: UnsafeBufferPointer<UInt32>
    /// The glyph set's UTF-8 bytes and lengths per mask (`Mosaic.encoded`).
    package let glyphBytes: UnsafeBufferPointer<UInt32>
    package let glyphLengths: UnsafeBufferPointer<UInt8>
    /// The mask of '█': every sub-pixel.
    package let fullMask: UInt8
    package let columns: Int
    package let rows: Int
    package let origin: CanvasOrigin
    /// How far a colour on screen may be from the one wanted and still stand
    /// for it (`isCurrent`: the cell needs no writing).
    package let threshold: Int
    /// How far a register's colour may be from one being written and still
    /// stand for it (`near`: no colour code for it), at most `threshold`.
    package let registerThreshold: Int
    /// The same for a cell the picture has only drifted from: on screen as
    /// the same glyph (or its inverse), each colour within `2 · threshold`
    /// of the one shown (a camera's noise, a slow fade), where the screen was
    /// allowed `threshold` until now; at least `registerThreshold`, at most `threshold`.
    package let driftRegisterThreshold: Int
    /// The register threshold of the cell being written: one of the two above.
    package var radius = 0
    /// The cells of the frame before, when every one of them is shown
    /// (within the threshold): a cell equal to its predecessor is current.
    /// A cell that differs from it is written into it as the pass looks, so
    /// after the pass it holds this frame's cells.
    package let previous: UnsafeMutableBufferPointer<TerminalCell>?
    /// With `previous`, when given: the cells that may differ from it, in
    /// order; every other cell equals it and is current.
    package let changes: UnsafeBufferPointer<Int32>?
    /// Room for the index of every cell: `run` lists there, in order, the
    /// cells that need writing (found once, before anything is written:
    /// writing a cell changes only that cell and those before it), each
    /// with bit 31 set when it only drifted (`drifted`).
    package let pending: UnsafeMutableBufferPointer<Int32>
    package var pendingCount = 0
    package var out: ByteBuffer

    /// The terminal's current foreground and background.
    package var foreground = unknown
    package var background = unknown
    /// Canvas coordinates of the cursor; -1 = unknown.
    package var cursorRow = -1
    package var cursorColumn = -1
    package var cellsWritten = 0

    /// `0xRRGGBB` of a colour code.
    @inline(__always)
    package func packed(_ code: UInt32) -> UInt32 {
        code & TerminalColor.indexedFlag == 0 ? code : palette[Int(code & 0xFF)]
    }

    /// Whether register colour `a` may stand for colour `b` in a cell being
    /// written: equal, or within the register threshold.
    @inline(__always)
    package func near(_ a: UInt32, _ b: UInt32) -> Bool { within(radius, a, b) }

    @inline(__always)
    private func within(_ radius: Int, _ a: UInt32, _ b: UInt32) -> Bool {
        if a == b { return true }
        if radius == 0 || a == Self.unknown || b == Self.unknown { return false }
        return TerminalColor.distance(packed(a), packed(b)) <= radius
    }

    /// Bytes of the glyph for `mask`.
    @inline(__always)
    package func glyphCost(_ mask: UInt8) -> Int { Int(glyphLengths[Int(mask)]) }

    /// Whether cell `i` on screen already shows (within the threshold) what
    /// is wanted.
    @inline(__always)
    package func isCurrent(_ i: Int) -> Bool { shownGap(i) <= threshold }

    /// How far cell `i` on screen is from what is wanted: the sub-pixels fall
    /// into four groups by the colour each shows and wants, and this is the
    /// largest `gap` of the groups that are not empty (0: shown exactly).
    @inline(__always)
    package func shownGap(_ i: Int) -> Int {
        let cell = cells[i]
        let m = cell.mask, s = shownMask[i], full = fullMask
        let f = cell.foreground.code, b = cell.background.code
        let sf = shownForeground[i], sb = shownBackground[i]
        var largest = 0
        if m & s != 0 { largest = gap(sf, f) }
        if m & ~s != 0 { largest = Swift.max(largest, gap(sb, f)) }
        if ~m & s & full != 0 { largest = Swift.max(largest, gap(sf, b)) }
        if ~m & ~s & full != 0 { largest = Swift.max(largest, gap(sb, b)) }
        return largest
    }

    /// How far colour `a` on screen is from colour `b`, as `within` sees it:
    /// `gap(a, b) <= r` exactly when `within(r, a, b)` (0 only for the same
    /// code, so a threshold of 0 asks for it), more than any threshold when either is unknown.
    @inline(__always)
    private func gap(_ a: UInt32, _ b: UInt32) -> Int {
        if a == b { return 0 }
        if a == Self.unknown || b == Self.unknown { return Int(Int32.max) }
        return Swift.max(1, TerminalColor.distance(packed(a), packed(b)))
    }

    /// In `pending`, bit 31 of a cell's index: the screen shows it within
    /// `2 · threshold` (a drift), so it is written with registers within
    /// `driftRegisterThreshold` (else `registerThreshold`).
    package static let drifted = Int32.min

    /// Writes every cell that is not current, row by row.
    package mutating func run() {
        var count = 0
        // The listed cells when there is a list (one loop, so the test is inlined once).
        let listed = previous == nil ? nil : changes
        for k in 0..<(listed?.count ?? rows * columns) {
            let i = listed.map { Int($0[k]) } ?? k
            // A cell equal to the one shown last frame is current; otherwise it becomes the last frame's.
            if let previous {
                let cell = cells[i]
                if previous[i] == cell { continue }
                previous[i] = cell
            }
            // One look at the screen says both whether the cell is current and
            // whether it only drifted (it was a second look, for the cells written).
            let gap = shownGap(i)
            guard gap > threshold else { continue }
            pending[count] = Int32(truncatingIfNeeded: i) | (gap <= 2 * threshold ? Self.drifted : 0)
            count += 1
        }
        pendingCount = count
        for k in 0..<count {
            let entry = pending[k]
            let i = Int(entry & Int32.max)
            let y = i / columns, x = i - y * columns
            move(toRow: y, column: x)
            radius = entry < 0 ? driftRegisterThreshold : registerThreshold
            write(cellAt: i, next: k + 1, rowEnd: (y + 1) * columns)
            cursorColumn = x + 1 == columns ? Self.pastRowEnd : x + 1
        }
    }

    /// Writes cell `i` at the cursor with the cheapest glyph and colour codes
    /// that show it within the register threshold (`radius`), and records what is now shown.
    /// `pending[next...]` are the cells to write after it; `rowEnd` ends its row.
    @inline(__always)
    package mutating func write(cellAt i: Int, next: Int, rowEnd: Int) {
        let m = cells[i].mask
        if m == 0, cells[i].foreground == cells[i].background { return writeSolid(i, next: next, rowEnd: rowEnd) }
        var best = cheapest(for: i, foreground: foreground, background: background)
        let solid = best.mask == 0 || best.mask == fullMask
        // Which of the cell's colours each register shows: the foreground
        // register shows the cell's background only in the inverted glyph, the
        // background register shows the cell's foreground unless it is the glyph as is.
        if best.setForeground != nil {
            best.setForeground = registerValue(for: i, cellForeground: solid || best.mask != fullMask ^ m, both: solid, next: next, rowEnd: rowEnd)
        }
        if best.setBackground != nil {
            best.setBackground = registerValue(for: i, cellForeground: solid || best.mask != m, both: solid, next: next, rowEnd: rowEnd)
        }
        out.sgr(foreground: best.setForeground, background: best.setBackground)
        if let f = best.setForeground { foreground = f }
        if let b = best.setBackground { background = b }
        drawGlyph(best.mask, at: i)
    }

    /// `write` for a cell of one colour (' ', both colours alike), as a
    /// fading Life cell is: of `cheapest`'s ways only two remain, ' ' in the
    /// background register and '█' in the foreground one, and a register
    /// that must be set shows the one colour (`registerValue(both:)`).
    @inline(never)
    package mutating func writeSolid(_ i: Int, next: Int, rowEnd: Int) {
        let c = cells[i].background.code
        let bgShows = near(background, c), fgShows = near(foreground, c)
        let costs = Self.parameterCosts(c)
        let spaceCost = glyphCost(0) + EscapeWriter.sgrCost(parameters: 0, bgShows ? 0 : costs.background)
        let blockCost = glyphCost(fullMask) + EscapeWriter.sgrCost(parameters: fgShows ? 0 : costs.foreground, 0)
        if blockCost < spaceCost {
            if !fgShows {
                foreground = registerValue(for: i, cellForeground: true, both: true, next: next, rowEnd: rowEnd)
                out.sgr(foreground: foreground, background: nil)
            }
            drawGlyph(fullMask, at: i)
        } else {
            if !bgShows {
                background = registerValue(for: i, cellForeground: true, both: true, next: next, rowEnd: rowEnd)
                out.sgr(foreground: nil, background: background)
            }
            drawGlyph(0, at: i)
        }
    }

    /// Writes the glyph for `mask` in the current colours and records it as shown at cell `i`.
    @inline(__always)
    package mutating func drawGlyph(_ mask: UInt8, at i: Int) {
        out.glyph(glyphBytes[Int(mask)], length: glyphLengths[Int(mask)])
        shownMask[i] = mask
        shownForeground[i] = foreground
        shownBackground[i] = background
        cellsWritten += 1
    }
}
