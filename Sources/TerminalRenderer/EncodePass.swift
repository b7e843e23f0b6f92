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
    /// The same for a cell in motion: on screen (known) and more than
    /// `2 · threshold` from it, so neither a first paint nor a drift. Where
    /// the picture moves, the eye sees less detail (as video codecs use);
    /// such a cell is listed in the frame's `loose` cells and, once it has been
    /// at rest (within the threshold) for `restFrames`, still off by more than
    /// `registerThreshold`, written again within `registerThreshold`; while
    /// it goes on changing past the threshold it stays in motion.
    package let motionRegisterThreshold: Int
    /// The cells written within `motionRegisterThreshold` and not since, in
    /// order, each with the frames it has been at rest (`ageShift`).
    package let loose: UnsafeBufferPointer<Int32>
    /// Room for the index of every cell: `run` lists there this frame's loose cells, as `loose`.
    package let nextLoose: UnsafeMutableBufferPointer<Int32>
    package var nextLooseCount = 0
    /// The register threshold of the cell being written: one of the three above.
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

    ///
    /// Black is shown as black: nothing else stands for it (`gap`).
    @inline(__always)
    private func within(_ radius: Int, _ a: UInt32, _ b: UInt32) -> Bool {
        if a == b { return true }
        if radius == 0 || a == Self.unknown || b == Self.unknown { return false }
        let pa = packed(a), pb = packed(b)
        if pb == 0 { return pa == 0 }
        return TerminalColor.distance(pa, pb) <= radius
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
    ///
    /// Black wanted and any other colour shown are `blackGap` apart, however
    /// close: on a black field a few levels of grey are plainly seen (a
    /// picture that faded out below the threshold left a faint grid of what
    /// it had been), where the same few levels between two colours are not.
    /// A cell goes black when its picture does, once.
    @inline(__always)
    private func gap(_ a: UInt32, _ b: UInt32) -> Int {
        if a == b { return 0 }
        if a == Self.unknown || b == Self.unknown { return Self.unknownGap }
        let pa = packed(a), pb = packed(b)
        if pb == 0 && pa != 0 { return Self.blackGap }
        return Swift.max(1, TerminalColor.distance(pa, pb))
    }

    /// `shownGap` of a cell the screen does not know (a first paint): more than any threshold.
    package static let unknownGap = Int(Int32.max)
    /// `gap` of any colour shown where black is wanted: more than any
    /// threshold, less than `unknownGap`: written as a drift (no motion, no
    /// first paint), in exact black.
    package static let blackGap = unknownGap - 1

    /// In `pending`, bit 31 of a cell's index: the screen shows it within
    /// `2 · threshold` (a drift), so it is written with registers within
    /// `driftRegisterThreshold` (else `registerThreshold`).
    package static let drifted = Int32.min
    /// In `pending`, bit 30 of a cell's index: the cell is in motion, written
    /// with registers within `motionRegisterThreshold`.
    package static let moving = Int32(1 << 30)
    /// In `pending`, both bits: the screen's cell is unknown (a first paint,
    /// or one after `invalidate()`), written in exact colours. A picture
    /// painted once, a still, shows every colour it has (in up to twice the
    /// bytes of registers within 1, about as many as timg's; the frames after
    /// it are written within the thresholds above, so moving video costs no
    /// more: docs/BENCHMARKS.md, "First paints in exact colours").
    package static let firstPaint = drifted | moving
    /// How many frames a cell written in motion may stay at rest, off by more
    /// than `registerThreshold`, before it is written again: 3 (100 ms at
    /// 30 fps, about as long as the eye takes to see detail again where motion
    /// stopped), so that a cell that moves on within them is not written twice.
    package static let restFrames = 3
    /// In `loose`, the frames a cell has been at rest since it was written in
    /// motion are kept above this bit; the index below it.
    package static let ageShift: Int32 = 28
    package static let looseIndexBits = Int32(1 << 28) - 1
    /// The bits of a `pending` entry that are the cell's index.
    package static let indexBits = Int32(1 << 30) - 1

    /// Writes every cell that is not current, row by row, and every cell
    /// written loosely that has come to rest off by more than `registerThreshold`.
    ///
    /// The cells to write are found first (writing a cell changes only that
    /// cell and those before it), among the listed changes (every cell when
    /// there is no list) merged in order with last frame's loose cells. A
    /// cell is in motion when it is more than `2 · threshold` from the
    /// screen, or past the threshold again while loose (it has not come to
    /// rest); a loose cell at rest is kept loose for `restFrames` frames, then
    /// written again within `registerThreshold` if it is still further off.
    package mutating func run() {
        findPending()
        writePending()
    }

    /// The first half of `run`: lists in `pending` the cells to write, each
    /// with how it changed (`moving`, `drifted`, `firstPaint`), and in
    /// `nextLoose` those written loosely this frame.
    private mutating func findPending() {
        var count = 0
        // The listed cells when there is a list (one loop, so the test is inlined once).
        let listed = previous == nil ? nil : changes
        let total = listed?.count ?? rows * columns
        var k = 0, l = 0
        while k < total || l < loose.count {
            let a = k < total ? (listed.map { Int($0[k]) } ?? k) : Int.max
            let b = l < loose.count ? Int(loose[l] & Self.looseIndexBits) : Int.max
            let wasLoose = b <= a
            let i = wasLoose ? b : a
            if a <= b { k += 1 }
            if wasLoose { l += 1 }
            // A cell equal to the one shown last frame is current; otherwise it becomes the last frame's.
            if let previous {
                let cell = cells[i]
                if previous[i] == cell {
                    // Loose and unchanged, it is as current as last frame: only its age grows
                    // (without a look at the screen) until it is old enough to be looked at.
                    guard wasLoose, !keepLoose(i, entry: loose[l - 1]) else { continue }
                } else {
                    previous[i] = cell
                }
            }
            // One look at the screen says both whether the cell is current and
            // how it changed: a drift, a motion, or a first paint (unknown).
            let gap = shownGap(i)
            let flag: Int32
            // Black where anything else shows is a drift, not a motion: the picture went dark there.
            if gap < Self.blackGap && (gap > 2 * threshold || wasLoose && gap > threshold) {
                flag = Self.moving
                nextLoose[nextLooseCount] = Int32(truncatingIfNeeded: i)
                nextLooseCount += 1
            } else if wasLoose && gap < Self.blackGap {
                // At rest: within `registerThreshold` already, kept loose, or written again.
                guard gap > registerThreshold, !keepLoose(i, entry: loose[l - 1]) else { continue }
                flag = 0
            } else {
                guard gap > threshold else { continue }
                flag = gap == Self.unknownGap ? Self.firstPaint : gap <= 2 * threshold || gap == Self.blackGap ? Self.drifted : 0
            }
            pending[count] = Int32(truncatingIfNeeded: i) | flag
            count += 1
        }
        pendingCount = count
    }

    /// The second half of `run`: writes the `pending` cells in order, each
    /// within the radius its change allows.
    private mutating func writePending() {
        for k in 0..<pendingCount {
            let entry = pending[k]
            let i = Int(entry & Self.indexBits)
            let y = i / columns, x = i - y * columns
            // Cells rewritten on the way (`move`) are current ones: within `registerThreshold`,
            // so that no cell at rest is made looser without being listed.
            radius = registerThreshold
            move(toRow: y, column: x)
            switch entry & Self.firstPaint {
            case Self.firstPaint: radius = 0
            case Self.drifted: radius = driftRegisterThreshold
            case Self.moving: radius = motionRegisterThreshold
            default: radius = registerThreshold
            }
            write(cellAt: i, next: k + 1, rowEnd: (y + 1) * columns)
            cursorColumn = x + 1 == columns ? Self.pastRowEnd : x + 1
        }
    }

    /// Lists loose cell `i` (its `loose` entry given) in `nextLoose` one frame
    /// older, unless it has been at rest for `restFrames` already; says whether it did.
    @inline(__always)
    private mutating func keepLoose(_ i: Int, entry: Int32) -> Bool {
        let age = entry >> Self.ageShift
        guard Int(age) < Self.restFrames else { return false }
        nextLoose[nextLooseCount] = Int32(truncatingIfNeeded: i) | (age + 1) << Self.ageShift
        nextLooseCount += 1
        return true
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
