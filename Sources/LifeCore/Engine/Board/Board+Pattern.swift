/// Putting patterns on a board and taking them off again.
extension Board {
    /// Puts the cells of `pattern`, turned by `orientation`, in their states
    /// (alive, or dying under a Generations rule; states the rule does not have
    /// become its last) with the oriented pattern's top-left at `origin`. The
    /// pattern's dead cells leave the board's as they were. Cells beyond an
    /// edge go where its join leads (`folded`: round a torus, mirrored across a
    /// Klein bottle's twist); on a bounded board they are dropped.
    public mutating func stamp(_ pattern: Pattern, at origin: GridPoint, orientation: Orientation = .identity) {
        let p = pattern.oriented(orientation)
        if origin.x >= 0, origin.y >= 0, origin.x + p.width <= width, origin.y + p.height <= height {
            return stampInside(p, at: origin)
        }
        p.forEachLiveCell { c in
            if let cell = folded(origin.x + c.x, origin.y + c.y) { put(p, c, at: cell) }
        }
    }

    /// Puts the cells of `pattern` in their states (as `stamp`) with its top-left at `origin`,
    /// dropping those that fall off the board, whatever its topology: Golly
    /// drops the cells of a file that lie beyond its grid. Returns how many were dropped.
    @discardableResult
    public mutating func place(_ pattern: Pattern, at origin: GridPoint) -> Int {
        if origin.x >= 0, origin.y >= 0, origin.x + pattern.width <= width, origin.y + pattern.height <= height {
            stampInside(pattern, at: origin)
            return 0
        }
        var dropped = 0
        pattern.forEachLiveCell { c in
            let x = origin.x + c.x, y = origin.y + c.y
            if x >= 0, y >= 0, x < width, y < height { put(pattern, c, at: GridPoint(x: x, y: y)) } else { dropped += 1 }
        }
        return dropped
    }

    /// Golly's coordinates of the board's top-left cell, the board taken as
    /// Golly's grid of its size: (−⌊W/2⌋, −⌊H/2⌋).
    public var gollyOrigin: GridPoint { GridPoint(x: -(width / 2), y: -(height / 2)) }

    /// Cell `c` of `pattern` put on the board's cell `at`.
    private mutating func put(_ pattern: Pattern, _ c: GridPoint, at cell: GridPoint) {
        if pattern.isMultiState { setState(pattern.state(x: c.x, y: c.y), x: cell.x, y: cell.y) } else { self[cell.x, cell.y] = true }
    }

    /// `stamp` for a pattern that lies wholly on the board: each pattern word is
    /// shifted into the one or two board words it covers, 64 cells at a time
    /// (a 16384² pattern would take seconds cell by cell), its state planes into
    /// the age planes, which have the same layout.
    private mutating func stampInside(_ p: Pattern, at origin: GridPoint) {
        if p.isMultiState, p.largestState >= rule.states {
            // States to clamp: cell by cell.
            return p.forEachLiveCell { c in put(p, c, at: GridPoint(x: origin.x + c.x, y: origin.y + c.y)) }
        }
        let shift = UInt64(origin.x & 63), first = origin.x >> 6
        let perRow = wordsPerRow, stride = ageStride, planes = agePlaneCount, patternPlanes = p.planeCount
        words.withUnsafeMutableBufferPointer { board in
            ages.withUnsafeMutableBufferPointer { ages in
                for y in 0..<p.height {
                    let row = (origin.y + y) * perRow + first
                    for k in 0..<p.wordsPerRow {
                        let index = y * p.wordsPerRow + k, occupied = p.words[index]
                        guard occupied != 0 else { continue }
                        let dying = p.dying(index)
                        // Where the pattern has a cell, the board takes its state: alive, or dying at its age.
                        func merge(_ at: Int, _ move: (UInt64) -> UInt64) {
                            let mask = move(occupied)
                            guard mask != 0 else { return }
                            board[at] = board[at] & (dying == 0 ? ~0 : ~mask) | move(occupied & ~dying)
                            for plane in 0..<planes {
                                let bits = plane < patternPlanes ? move(p.planes[plane * p.words.count + index]) : 0
                                ages[plane * stride + at] = ages[plane * stride + at] & ~mask | bits
                            }
                        }
                        merge(row + k) { $0 << shift }
                        // The high bits spill into the next word; it exists, since they are cells on the board.
                        if shift != 0 { merge(row + k + 1) { $0 >> (64 - shift) } }
                    }
                }
            }
        }
    }

    /// Where `pattern` goes to be centred as Golly centres it: the top-left of
    /// its bounding box at (W/2 − w/2, H/2 − h/2), integer division.
    public func centredOrigin(for pattern: Pattern) -> GridPoint {
        GridPoint(x: width / 2 - pattern.width / 2, y: height / 2 - pattern.height / 2)
    }

    /// The cells in a non-zero state (live, and dying under a Generations rule)
    /// as a pattern with their states, trimmed to their bounding box, and the
    /// board position of that box's top-left corner ((0, 0) when the board is empty).
    public func extractPattern() -> (pattern: Pattern, origin: GridPoint) {
        guard let box = occupiedBox else { return (.empty, GridPoint(x: 0, y: 0)) }
        let minX = box.x, minY = box.y, maxY = box.y + box.height - 1
        let w = box.width, h = box.height
        let perRow = (w + 63) >> 6, count = perRow * h, planes = agePlaneCount
        var out = [UInt64](repeating: 0, count: count)
        var outPlanes = [UInt64](repeating: 0, count: planes * count)
        // Each board word moves to one or two pattern words, `minX` cells to the left.
        let skip = minX >> 6, shift = UInt64(minX & 63)
        for y in minY...maxY {
            let from = y * wordsPerRow, to = (y - minY) * perRow
            func moved(_ layer: [UInt64], _ base: Int, _ j: Int) -> UInt64 {
                let k = skip + j
                var word = k < wordsPerRow ? layer[base + from + k] >> shift : 0
                if shift != 0, k + 1 < wordsPerRow { word |= layer[base + from + k + 1] << (64 - shift) }
                return word
            }
            for j in 0..<perRow {
                var word = moved(words, 0, j)
                for p in 0..<planes {
                    let plane = moved(ages, p * ageStride, j)
                    word |= plane
                    outPlanes[p * count + to + j] = plane
                }
                out[to + j] = word
            }
            // Bits past the box's width in the row's last word are cleared (the pattern's layout needs it).
            if w & 63 != 0 {
                let mask: UInt64 = (1 << UInt64(w & 63)) - 1
                out[to + perRow - 1] &= mask
                for p in 0..<planes { outPlanes[p * count + to + perRow - 1] &= mask }
            }
        }
        return (Pattern(width: w, height: h, words: out, planes: outPlanes), GridPoint(x: minX, y: minY))
    }
}
