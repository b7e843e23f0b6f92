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
/// is compared, not searched. A character of one or two colours (a Life
/// cell, or two, in their colours) is split by colour without the search,
/// which would find that split (it leaves no error); the others are
/// gathered eight at a time into the search's SIMD lanes.
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
    var lanes = [SIMD8<Float>](repeating: SIMD8(), count: 24)
    /// The characters (cell indices) gathered for the next search, and the cells it makes.
    var batch = [Int](repeating: 0, count: 16)
    var madeCells = [TerminalCell](repeating: TerminalCell(mask: 0, foreground: .rgb(.black), background: .rgb(.black)),
                                           count: 8)
    /// The last fill: its canvas bytes, its cells, and what they were made from (nil: nothing to reuse).
    var lastPixels: [UInt8] = []
    var lastCells: [TerminalCell] = []
    private var lastFill: Made?
    /// Characters the last fill found changed (and searched, unless all
    /// their sub-pixels were one colour), and kept unchanged.
    package private(set) var searched = 0
    package private(set) var reused = 0
    /// After a fill that compared with the one before: the characters it
    /// searched, in order (every other cell is the one before's);
    /// `changeCount` is -1 after any other fill.
    var changes: [Int32] = []
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
        if reusable && changes.count < cells.count { changes = [Int32](repeating: 0, count: cells.count) }
        let full = mosaic.fullMask
        let (searched, reused) = withWorkspace(canvas, reusing: reusable) { w in
            let gather = Gather(pixels: w.pixels, width: canvas.width, height: canvas.height, stride: canvas.stride,
                                columns: columns, lanes: UnsafeMutableRawPointer(w.lanes).assumingMemoryBound(to: Float.self))
            // Reusing, the last fill's pixels and cells are brought up to date
            // where they changed, as they are compared (nothing to copy afterwards).
            var queue = SearchQueue(batch: w.batch, gather: gather, search: search, lanes: w.lanes, full: full,
                                    mode: mode, made: w.made, cells: cells, last: w.lastCells, changes: w.changes)
            let rowsCompared = RowComparison(now: w.pixels, last: w.lastPixels, cells: cells, lastCells: w.lastCells,
                                             stride: canvas.stride, down: down, columns: columns, compared: innerColumns)
            var reused = 0
            for y in 0..<rows {
                var x = 0
                if y < innerRows, let rowsCompared {
                    reused += rowsCompared.fill(row: y, queue: &queue)
                    x = innerColumns
                }
                while x < columns {
                    queue.add(y * columns + x, at: gather.offset(column: x, row: y, down: down))
                    x += 1
                }
            }
            queue.flush()
            return (queue.listed, reused)
        }
        if reusable {
            changeCount = searched
            lastFill = made
        } else {
            remember(cells, canvas, made)
        }
        (self.searched, self.reused) = (searched, reused)
    }

    /// Keeps this fill's canvas and cells for the next one to compare with
    /// (after a fill that could not reuse the last one: a reusing fill keeps them up to date itself).
    private mutating func remember(_ cells: UnsafeMutableBufferPointer<TerminalCell>, _ canvas: RGBFrame, _ made: Made) {
        if lastCells.count != cells.count {
            lastCells = Array(cells)
        } else {
            lastCells.withUnsafeMutableBufferPointer { last in
                last.baseAddress!.update(from: cells.baseAddress!, count: cells.count)
            }
        }
        if lastPixels.count != canvas.pixels.count {
            // A buffer of its own: sharing the canvas' would make its owner copy it on the next write.
            lastPixels = [UInt8](repeating: 0, count: canvas.pixels.count)
        }
        lastPixels.withUnsafeMutableBufferPointer { last in
            canvas.pixels.withUnsafeBufferPointer { now in last.baseAddress!.update(from: now.baseAddress!, count: now.count) }
        }
        lastFill = made
    }
}
