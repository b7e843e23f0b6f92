import LifeCore

extension Game {
    /// Lays the board out on a new canvas (terminal resize or cell size change),
    /// keeping its content centred: the middle of the old board lands on the
    /// middle of the new one; what falls outside is cut.
    public mutating func resize(to newGeometry: CanvasGeometry) {
        let width = newGeometry.boardWidth, height = newGeometry.boardHeight
        geometry = newGeometry
        guard width != board.width || height != board.height else { return }
        guard var fresh = try? Board(width: width, height: height, topology: board.topology, rule: board.rule) else { return }
        let dx = (width - board.width) / 2, dy = (height - board.height) / 2
        for y in 0..<board.height {
            let ny = y + dy
            guard ny >= 0, ny < height else { continue }
            board.withRow(y) { words in
                for (k, word) in words.enumerated() where word != 0 {
                    var bits = word
                    while bits != 0 {
                        let x = k * 64 + bits.trailingZeroBitCount
                        fresh[x + dx, ny] = true
                        bits &= bits - 1
                    }
                }
            }
        }
        generationBase += board.generation
        board = fresh
        revision += 1
    }

    /// Fills every cell at random with `density` alive, from the game's seeded generator.
    mutating func randomFill(density: Double) {
        let threshold = UInt64(density * Double(UInt64.max >> 11)) << 11
        for y in 0..<board.height {
            for x in 0..<board.width {
                board[x, y] = rng.next() < threshold
            }
        }
    }

    /// Kills every cell; the generation count starts again.
    mutating func clearBoard() {
        board.clear()
        wiped = true
        killed.removeAll()
        generationBase = 0
        revision += 1
    }

    /// Puts a glider centred on `cell`, heading `heading`; on a torus it wraps at the edges.
    mutating func launchGlider(at cell: CellPoint) {
        for offset in heading.cells {
            var x = cell.x + offset.x, y = cell.y + offset.y
            if board.topology == .torus {
                x = ((x % board.width) + board.width) % board.width
                y = ((y % board.height) + board.height) % board.height
            }
            board[x, y] = true
        }
        message = "glider \(heading.arrow)"
    }
}
