/// The encoder's buffers, owned once per frame size (`fit`) and handed to
/// each pass as pointers (`withWorkspace`), as `MosaicBlitter.fill` hands
/// its own down: `encode` reads size, pass, bookkeeping.
extension FrameEncoder {
    /// Pointers to the frame's cells and the encoder's buffers, for one pass.
    struct Workspace {
        let cells: UnsafeBufferPointer<TerminalCell>
        let shownMask: UnsafeMutableBufferPointer<UInt8>
        let shownForeground, shownBackground: UnsafeMutableBufferPointer<UInt32>
        let previous: UnsafeMutableBufferPointer<TerminalCell>
        let pending, nextLoose: UnsafeMutableBufferPointer<Int32>
        /// The loose cells of the frame before (`looseCount` of them).
        let loose: UnsafeBufferPointer<Int32>
    }

    /// The pass's thresholds from the encoder's settings, each within the bounds `EncodePass` documents.
    struct Limits {
        let threshold, register, drift, motion: Int

        init(threshold: Int, register: Int, motion: Int) {
            self.threshold = max(0, threshold)
            self.register = min(max(0, register), self.threshold)
            // A cell that only drifted was allowed `threshold` until now: half of it is
            // still closer than that, and lets its rewrites share registers (docs/BENCHMARKS.md).
            drift = max(self.register, self.threshold / 2)
            self.motion = min(max(self.register, motion), self.threshold)
        }
    }

    /// The xterm palette's packed colours, for every pass.
    nonisolated(unsafe) static let palette = permanent(ColorPalette.xterm256Packed)
    /// Each glyph set's `Mosaic.encoded`, in the order of `Mosaic.allCases`.
    nonisolated(unsafe) static let glyphTables = Mosaic.allCases.map { (bytes: permanent($0.encoded.bytes), lengths: permanent($0.encoded.lengths)) }

    /// `mosaic`'s glyph table (`Mosaic.encoded`) for a pass.
    static func glyphs(of mosaic: Mosaic) -> (bytes: UnsafeBufferPointer<UInt32>, lengths: UnsafeBufferPointer<UInt8>) {
        glyphTables[Mosaic.allCases.firstIndex(of: mosaic) ?? 0]
    }

    /// A copy of `table` that lives as long as the program: the tables every
    /// pass reads, made once, never freed, so that no pass borrows an array's
    /// storage (`nonisolated(unsafe)` above: nothing writes them once made).
    private static func permanent<T>(_ table: [T]) -> UnsafeBufferPointer<T> {
        let copy = UnsafeMutableBufferPointer<T>.allocate(capacity: table.count)
        _ = copy.initialize(from: table)
        return UnsafeBufferPointer(copy)
    }

    /// Sizes the buffers for `frame`: a frame of another size starts with an
    /// unknown screen; the buffers are kept while the size is.
    mutating func fit(_ frame: CellFrame) {
        if frame.columns != columns || frame.rows != rows {
            columns = frame.columns
            rows = frame.rows
            shownMask = Array(repeating: 0, count: columns * rows)
            shownForeground = Array(repeating: EncodePass.unknown, count: columns * rows)
            shownBackground = shownForeground
            previousIsShown = false
            looseCount = 0
        }
        if previous.count != frame.cells.count {
            previous = frame.cells
            previousIsShown = false
        }
        if pending.count != columns * rows {
            precondition(columns * rows <= Int(EncodePass.looseIndexBits), "frame too large to encode")
            pending = [Int32](repeating: 0, count: columns * rows)
            loose = pending
            nextLoose = pending
            looseCount = 0
        }
    }

    /// Calls `body` with pointers to `frame`'s cells and the buffers `fit` sized.
    mutating func withWorkspace<R>(_ frame: CellFrame, _ body: (Workspace) -> R) -> R {
        let looseCount = looseCount
        return frame.cells.withUnsafeBufferPointer { cells in
        shownMask.withUnsafeMutableBufferPointer { shownMask in
        shownForeground.withUnsafeMutableBufferPointer { shownForeground in
        shownBackground.withUnsafeMutableBufferPointer { shownBackground in
        previous.withUnsafeMutableBufferPointer { previous in
        pending.withUnsafeMutableBufferPointer { pending in
        nextLoose.withUnsafeMutableBufferPointer { nextLoose in
        loose.withUnsafeBufferPointer { loose in
            body(Workspace(cells: cells, shownMask: shownMask, shownForeground: shownForeground,
                           shownBackground: shownBackground, previous: previous, pending: pending, nextLoose: nextLoose,
                           loose: UnsafeBufferPointer(rebasing: loose[..<looseCount])))
        } } } } } } } }
    }
}
