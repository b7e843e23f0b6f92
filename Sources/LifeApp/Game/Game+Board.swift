import LifeCore

extension Game {
    /// Lays the board out on a new canvas (terminal resize or cell size change),
    /// keeping its content centred (`Board.resized`); what falls outside is cut.
    public mutating func resize(to newGeometry: CanvasGeometry) {
        geometry = newGeometry
        let width = newGeometry.boardWidth, height = newGeometry.boardHeight
        guard width != board.width || height != board.height,
              let fresh = try? board.resized(width: width, height: height) else { return }
        board = fresh
    }

    /// Puts `pattern` in the middle of the board, as Golly centres it.
    public mutating func place(_ pattern: Pattern) {
        board.stamp(pattern, at: board.centredOrigin(for: pattern))
    }

    /// Fills every cell at random, from the game's seeded generator.
    package mutating func randomFill() {
        try? board.randomFill(density: Self.fillDensity, using: &rng)
    }

    /// Puts a glider whose middle is `cell`, heading `heading`; a torus wraps it.
    package mutating func launchGlider(at cell: CellPoint) {
        do {
            try board.spawn(.glider, at: GridPoint(x: cell.x, y: cell.y), heading: heading)
            message = "glider \(heading.arrow)"
        } catch {
            message = error.description
        }
    }
}
