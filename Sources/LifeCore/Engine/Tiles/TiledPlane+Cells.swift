/// Cells in and out of a `TiledPlane`: boards written onto it and read off
/// it 64 cells at a time (shifted words, as `Board.resized` moves them), single
/// cells, and what the cells come to (population, bounding box).
extension TiledPlane {
    /// The tile holding the plane's cell (x, y), and the cell's place in it.
    private func locate(_ x: Int, _ y: Int) -> (key: GridPoint, x: Int, y: Int) {
        let tx = x >= 0 ? x / side : -((side &- 1 &- x) / side), ty = y >= 0 ? y / side : -((side &- 1 &- y) / side)
        return (GridPoint(x: tx, y: ty), x &- tx &* side, y &- ty &* side)
    }

    /// The tiles a rectangle of the plane touches.
    private func keys(covering rect: CellRect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        let first = locate(rect.x, rect.y).key, last = locate(rect.x &+ rect.width &- 1, rect.y &+ rect.height &- 1).key
        return (first.x...last.x, first.y...last.y)
    }

    /// The state of the plane's cell (x, y): 0 dead, 1 alive, 2 … C−1 dying.
    public func state(x: Int, y: Int) -> Int {
        let at = locate(x, y)
        guard let tile = tiles[at.key] else { return 0 }
        let index = at.y &* tileRowWords &+ (at.x >> 6), shift = UInt64(at.x & 63)
        if tile[index] >> shift & 1 == 1 { return 1 }
        var age = 0
        for p in 1..<layers { age |= Int(tile[p &* tileWords &+ index] >> shift & 1) << (p &- 1) }
        return age == 0 ? 0 : age &+ 1
    }

    /// Puts the plane's cell (x, y) in `state` (clamped to the rule's states).
    public mutating func setState(_ state: Int, x: Int, y: Int) {
        var cell = try! Board(width: 1, height: 1, topology: .bounded, rule: rule)  // 1x1 is a valid size.
        cell.setState(state, x: 0, y: 0)
        write(cell, at: GridPoint(x: x, y: y))
    }

    /// Writes `board`'s cells onto the plane with its top-left at the plane's
    /// cell `origin`: every cell the board covers takes the board's state (or,
    /// `addingOnly`, only its live cells are made alive). The board's rule is
    /// not looked at; its age layers are read as far as this rule has them.
    public mutating func write(_ board: Board, at origin: GridPoint, addingOnly: Bool = false) {
        let rect = CellRect(x: origin.x, y: origin.y, width: board.width, height: board.height)
        let n = board.wordsPerRow, m = tileRowWords, side = side, layerWords = tileWords, layers = layers
        let boardLayers = min(layers, 1 &+ board.agePlaneCount), stride = board.ageStride
        // A board row of live bits: where a board row lands, the bits it replaces.
        let full = [UInt64](repeating: ~0, count: n - 1) + [board.lastWordMask]
        let span = keys(covering: rect)
        for ty in span.y {
            for tx in span.x {
                let key = GridPoint(x: tx, y: ty), dx = tx &* side &- origin.x, dy = ty &* side &- origin.y
                var tile = tiles[key] ?? [UInt64](repeating: 0, count: layers &* layerWords)
                full.withUnsafeBufferPointer { full in
                    board.words.withUnsafeBufferPointer { words in
                        board.ages.withUnsafeBufferPointer { ages in
                            for r in max(0, -dy)..<min(side, board.height &- dy) {
                                let y = dy &+ r
                                for k in 0..<m {
                                    let from = dx &+ (k << 6)
                                    let mask = Board.bits(of: UnsafeBufferPointer(rebasing: full[0..<n]), from: from)
                                    guard mask != 0 else { continue }
                                    let live = Board.bits(of: UnsafeBufferPointer(rebasing: words[(y &* n)..<(y &* n &+ n)]), from: from)
                                    for layer in 0..<layers {
                                        let at = layer &* layerWords &+ r &* m &+ k
                                        var bits: UInt64 = 0
                                        if layer == 0 {
                                            bits = live
                                        } else if layer < boardLayers {
                                            let base = (layer &- 1) &* stride &+ y &* n
                                            bits = Board.bits(of: UnsafeBufferPointer(rebasing: ages[base..<(base &+ n)]), from: from)
                                        }
                                        if addingOnly {
                                            // A cell made alive is no longer dying.
                                            tile[at] = layer == 0 ? tile[at] | live : tile[at] & ~live
                                        } else {
                                            tile[at] = tile[at] & ~mask | bits
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                tiles[key] = tile.contains { $0 != 0 } ? tile : nil
                store.replace(key, with: tiles[key])
            }
        }
    }

    /// The plane's cells in `rect` as a bounded board of its size under this
    /// rule, at this generation (the cells of (rect.x, rect.y) at its (0, 0)).
    /// Throws for a size `Board` refuses.
    public func window(_ rect: CellRect) throws(BoardError) -> Board {
        var board = try Board(width: rect.width, height: rect.height, topology: .bounded, rule: rule)
        draw(into: &board, at: GridPoint(x: rect.x, y: rect.y))
        return board
    }

    /// Makes `board` the plane's cells from `origin` (its top-left) on, each
    /// in its state (its age layers as far as both rules have them), at this
    /// generation: `window` into a board kept from call to call.
    public func draw(into board: inout Board, at origin: GridPoint) {
        board.words.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        board.ages.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        board.generation = generation
        let rect = CellRect(x: origin.x, y: origin.y, width: board.width, height: board.height)
        let n = board.wordsPerRow, m = tileRowWords, side = side, layerWords = tileWords, stride = board.ageStride
        let layers = min(layers, 1 &+ board.agePlaneCount), mask = board.lastWordMask
        let span = keys(covering: rect)
        let present = tiles.count < span.x.count &* span.y.count
            ? tiles.keys.filter { span.x.contains($0.x) && span.y.contains($0.y) }
            : span.y.flatMap { ty in span.x.map { GridPoint(x: $0, y: ty) } }
        for key in present {
            guard let tile = tiles[key] else { continue }
            let dx = key.x &* side &- rect.x, dy = key.y &* side &- rect.y
            let first = max(0, dx) >> 6, last = (min(rect.width, dx &+ side) &- 1) >> 6
            tile.withUnsafeBufferPointer { cells in
                for layer in 0..<layers {
                    for r in max(0, -dy)..<min(side, rect.height &- dy) {
                        let row = UnsafeBufferPointer(rebasing: cells[(layer &* layerWords &+ r &* m)..<(layer &* layerWords &+ r &* m &+ m)])
                        let base = (dy &+ r) &* n
                        for k in first...last {
                            let bits = Board.bits(of: row, from: (k << 6) &- dx) & (k == n &- 1 ? mask : ~0)
                            if layer == 0 { board.words[base &+ k] |= bits } else { board.ages[(layer &- 1) &* stride &+ base &+ k] |= bits }
                        }
                    }
                }
            }
        }
    }

    /// Cells in a non-zero state, as Golly counts them (the dying ones too).
    public var population: Int {
        var total = 0
        for tile in tiles.values {
            for k in 0..<tileWords { total &+= occupied(tile, k).nonzeroBitCount }
        }
        return total
    }

    /// Cells in state 1.
    public var liveCount: Int {
        var total = 0
        for tile in tiles.values {
            for k in 0..<tileWords { total &+= tile[k].nonzeroBitCount }
        }
        return total
    }

    /// The smallest rectangle holding every cell in a non-zero state, in the plane's coordinates; nil when there is none.
    public var boundingBox: CellRect? {
        var left = Int.max, top = Int.max, right = Int.min, bottom = Int.min
        let m = tileRowWords
        for (key, tile) in tiles {
            var columns = [UInt64](repeating: 0, count: m)
            for r in 0..<side {
                var any: UInt64 = 0
                for k in 0..<m {
                    let bits = occupied(tile, r &* m &+ k)
                    columns[k] |= bits
                    any |= bits
                }
                guard any != 0 else { continue }
                top = min(top, key.y &* side &+ r)
                bottom = max(bottom, key.y &* side &+ r)
            }
            guard let first = columns.firstIndex(where: { $0 != 0 }), let last = columns.lastIndex(where: { $0 != 0 }) else { continue }
            left = min(left, key.x &* side &+ first &* 64 &+ columns[first].trailingZeroBitCount)
            right = max(right, key.x &* side &+ last &* 64 &+ 63 &- columns[last].leadingZeroBitCount)
        }
        guard left <= right else { return nil }
        return CellRect(x: left, y: top, width: right &- left &+ 1, height: bottom &- top &+ 1)
    }

    /// Word `k` of `tile`'s cells in a non-zero state.
    @inline(__always)
    func occupied(_ tile: [UInt64], _ k: Int) -> UInt64 {
        var any = tile[k]
        for p in 1..<layers { any |= tile[p &* tileWords &+ k] }
        return any
    }
}

extension TiledPlane {
    /// The keys of the tiles held (for `paint`: the tiles before and after a step cover every cell that changed).
    public var tileKeys: [GridPoint] { Array(tiles.keys) }

    /// Writes the plane's cells over the areas of the tiles `keys` onto
    /// `board`, whose top-left is the plane's cell `origin`: within each
    /// tile's area every board cell takes the plane's state (dead where no
    /// tile is held), so after a step painting the tiles held before and after
    /// it brings a board that showed the plane before up to date, at the cost
    /// of those tiles, not of the board.
    public func paint(_ keys: some Sequence<GridPoint>, into board: inout Board, at origin: GridPoint) {
        let n = board.wordsPerRow, m = tileRowWords, side = side, layerWords = tileWords, stride = board.ageStride
        let layers = min(layers, 1 &+ board.agePlaneCount), mask = board.lastWordMask
        let ones = [UInt64](repeating: ~0, count: m)
        for key in keys {
            let dx = key.x &* side &- origin.x, dy = key.y &* side &- origin.y
            guard dx < board.width, dy < board.height, dx &+ side > 0, dy &+ side > 0 else { continue }
            let first = max(0, dx) >> 6, last = (min(board.width, dx &+ side) &- 1) >> 6
            let tile = tiles[key]
            ones.withUnsafeBufferPointer { ones in
                for layer in 0..<layers {
                    for r in max(0, -dy)..<min(side, board.height &- dy) {
                        let base = (dy &+ r) &* n
                        for k in first...last {
                            let from = (k << 6) &- dx
                            let area = Board.bits(of: ones, from: from) & (k == n &- 1 ? mask : ~0)
                            var bits: UInt64 = 0
                            if let tile {
                                let start = layer &* layerWords &+ r &* m
                                bits = tile.withUnsafeBufferPointer {
                                    Board.bits(of: UnsafeBufferPointer(rebasing: $0[start..<(start &+ m)]), from: from)
                                } & area
                            }
                            if layer == 0 {
                                board.words[base &+ k] = board.words[base &+ k] & ~area | bits
                            } else {
                                let at = (layer &- 1) &* stride &+ base &+ k
                                board.ages[at] = board.ages[at] & ~area | bits
                            }
                        }
                    }
                }
            }
        }
    }
}
