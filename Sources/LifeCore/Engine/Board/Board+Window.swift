/// A window onto a larger board: the part a terminal shows of a world that
/// does not fit it.
extension Board {
    /// Makes this board a copy of the `width × height` cells of `world` whose
    /// top-left is (`x`, `y`), with `world`'s generation. Beyond the world's
    /// edges the window shows what its joins bring (`folded`): on a torus the
    /// world again, on a bounded world dead cells, on a Klein bottle the world
    /// mirrored. The rule and topology stay this board's own; under the same
    /// Generations rule the dying cells are copied with their states.
    ///
    /// On a torus or a bounded world rows are copied 64 cells at a time (shifted
    /// words, as `resized` does), so a window of a terminal's size costs a few
    /// thousand word operations; other grids fold each cell.
    public mutating func copyWindow(of world: Board, x: Int, y: Int) {
        generation = world.generation
        guard world.topology == .torus || world.topology == .bounded else {
            return copyFolded(of: world, x: x, y: y)
        }
        // Column ranges of the world row that land in this board, as (from, count, to): one
        // range, or two when the window crosses the torus' seam; none where it lies outside.
        var ranges: [(from: Int, count: Int, to: Int)] = []
        if world.topology == .torus {
            var done = 0
            while done < width {
                let from = Self.wrapped(x + done, world.width)
                let count = min(width - done, world.width - from)
                ranges.append((from, count, done))
                done += count
            }
        } else {
            let from = max(0, x), end = min(world.width, x + width)
            if from < end { ranges.append((from, end - from, from - x)) }
        }
        // The live cells, then each age plane of a Generations rule's dying
        // cells (the same rule, so the same planes; laid out as the cells).
        let rows = (perRow: wordsPerRow, count: height, sourcePerRow: world.wordsPerRow,
                    sourceCount: world.height, torus: world.topology == .torus)
        words.withUnsafeMutableBufferPointer { target in
            world.words.withUnsafeBufferPointer { source in
                Self.copyRows(rows, y: y, ranges: ranges, from: source, to: target)
            }
        }
        // Each plane copied is cleared by `copyRows`; only a window that copies none clears them here.
        guard rule.states == world.rule.states, agePlaneCount > 0 else {
            ages.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            return
        }
        let planes = agePlaneCount, stride = ageStride, count = words.count
        let sourceStride = world.ageStride, sourceCount = world.words.count
        ages.withUnsafeMutableBufferPointer { target in
            world.ages.withUnsafeBufferPointer { source in
                for p in 0..<planes {
                    Self.copyRows(rows, y: y, ranges: ranges,
                                  from: UnsafeBufferPointer(rebasing: source[(p * sourceStride)..<(p * sourceStride + sourceCount)]),
                                  to: UnsafeMutableBufferPointer(rebasing: target[(p * stride)..<(p * stride + count)]))
                }
            }
        }
    }

    /// One plane of `copyWindow` on a torus or a bounded world: `target` (the
    /// window's `rows.count` rows of `rows.perRow` words) becomes the rows from
    /// `y` of `source` (the world's `rows.sourceCount` rows of
    /// `rows.sourcePerRow`), each world row's `ranges` shifted into place.
    private static func copyRows(_ rows: (perRow: Int, count: Int, sourcePerRow: Int, sourceCount: Int, torus: Bool),
                                 y: Int, ranges: [(from: Int, count: Int, to: Int)],
                                 from source: UnsafeBufferPointer<UInt64>, to target: UnsafeMutableBufferPointer<UInt64>) {
        let perRow = rows.perRow, sourcePerRow = rows.sourcePerRow
        target.update(repeating: 0)
        for row in 0..<rows.count {
            var sy = y + row
            if rows.torus { sy = wrapped(sy, rows.sourceCount) }
            guard sy >= 0, sy < rows.sourceCount else { continue }
            let line = UnsafeBufferPointer(rebasing: source[(sy * sourcePerRow)..<((sy + 1) * sourcePerRow)])
            let base = row * perRow
            for range in ranges {
                var done = 0
                while done < range.count {
                    let n = min(64, range.count - done)
                    var bits = Board.bits(of: line, from: range.from + done)
                    if n < 64 { bits &= (1 << UInt64(n)) &- 1 }
                    let at = range.to + done, k = base + (at >> 6), shift = UInt64(at & 63)
                    target[k] |= bits << shift
                    if shift != 0, bits >> (64 - shift) != 0 { target[k + 1] |= bits >> (64 - shift) }
                    done += n
                }
            }
        }
    }

    /// Writes `window`'s cells into this board with its top-left at (`x`, `y`),
    /// the reverse of `copyWindow` on a bounded world: each cell takes the
    /// window's state, 64 cells at a time (the age planes as far as both rules
    /// have them; a state this rule lacks is its last); cells beyond this
    /// board's edges are dropped.
    public mutating func paste(_ window: Board, x: Int, y: Int) {
        let rows = max(0, -y)..<max(max(0, -y), min(window.height, height - y))
        let first = max(0, x), end = min(width, x + window.width)
        guard !rows.isEmpty, first < end else { return }
        guard window.agePlaneCount <= agePlaneCount, window.rule.states <= rule.states else {
            return pasteCells(window, x: x, y: y)
        }
        let n = window.wordsPerRow, planes = agePlaneCount, windowPlanes = window.agePlaneCount
        let windowStride = window.ageStride, stride = ageStride
        window.words.withUnsafeBufferPointer { cells in
            window.ages.withUnsafeBufferPointer { windowAges in
                for row in rows {
                    let base = (y + row) * wordsPerRow
                    for k in (first >> 6)...((end - 1) >> 6) {
                        // The bits of word k that lie under the window, and the window's bits there.
                        let from = max(first, k << 6), to = min(end, (k + 1) << 6)
                        let span: UInt64 = to - from == 64 ? ~0 : (1 << UInt64(to - from)) &- 1
                        let mask: UInt64 = span << UInt64(from & 63)
                        let at = (k << 6) - x
                        func bits(_ layer: UnsafeBufferPointer<UInt64>, _ offset: Int) -> UInt64 {
                            Board.bits(of: UnsafeBufferPointer(rebasing: layer[(offset + row * n)..<(offset + (row + 1) * n)]), from: at)
                        }
                        let live: UInt64 = bits(cells, 0) & mask
                        words[base + k] = (words[base + k] & ~mask) | live
                        for p in 0..<planes {
                            let plane: UInt64 = p < windowPlanes ? bits(windowAges, p * windowStride) & mask : 0
                            let i = p * stride + base + k
                            ages[i] = (ages[i] & ~mask) | plane
                        }
                    }
                }
            }
        }
    }

    /// `paste` a cell at a time, each state clamped to this rule's.
    private mutating func pasteCells(_ window: Board, x: Int, y: Int) {
        for row in max(0, -y)..<max(max(0, -y), min(window.height, height - y)) {
            for column in max(0, -x)..<max(max(0, -x), min(window.width, width - x)) {
                let state = window.state(x: column, y: row)
                if state != self.state(x: x + column, y: y + row) { setState(state, x: x + column, y: y + row) }
            }
        }
    }

    /// `copyWindow` one cell at a time, each cell where the world's joins put it.
    private mutating func copyFolded(of world: Board, x: Int, y: Int) {
        words.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        ages.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        let states = rule.states == world.rule.states
        for row in 0..<height {
            for column in 0..<width {
                guard let cell = world.folded(x + column, y + row) else { continue }
                if world[cell.x, cell.y] {
                    self[column, row] = true
                } else if states, world.agePlaneCount > 0, case let state = world.state(x: cell.x, y: cell.y), state > 1 {
                    setState(state, x: column, y: row)
                }
            }
        }
    }

    /// The board cell that point (x, y) of the plane stands for, as the
    /// topology's joins make it (`Topology.fold`): the cell itself on the board,
    /// the cell an edge leads to beyond it, nil off a bounded board.
    public func folded(_ x: Int, _ y: Int) -> GridPoint? {
        topology.fold(x, y, width: width, height: height)
    }

    /// `value` modulo `count`, in 0..<count also for negative values.
    public static func wrapped(_ value: Int, _ count: Int) -> Int {
        let r = value % count
        return r < 0 ? r + count : r
    }
}
