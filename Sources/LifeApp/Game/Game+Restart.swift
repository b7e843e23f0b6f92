import LifeCore

/// `0`: the loaded pattern again at its first generation, the view where it
/// started. A giant loads its file again (`restartPlane`, the view and the
/// step kept); a pattern on a board starts again as `start` started it, from
/// the same options and cells, so on Golly's plane the board comes back
/// where it was also after the cells went on with HashLife (`moveToHashLife`,
/// or `F` and `[` below a cell a pixel).
extension Game {
    /// What a game loaded from a pattern on a board started from.
    struct Beginning {
        let options: LookOptions
        let pattern: Pattern
        /// The cell size it started with.
        let cellSize: Double
        /// Births from motion as the game was told at the start (`setBirths`);
        /// nil when it was not. HashLife's plane turns them off.
        var births: Bool?

        init(options: LookOptions, pattern: Pattern, cellSize: Double) {
            self.options = options
            self.pattern = pattern
            self.cellSize = cellSize
        }
    }

    /// `0`: the pattern at its first generation, where and as it started (the look, the pace and the brush kept).
    mutating func restart() {
        if planeSource != nil {
            history = EditHistory()
            return restartPlane()
        }
        guard let beginning else {
            message = "0 starts a loaded pattern (--pattern) or a giant on Golly's plane again at its first generation"
            return
        }
        var start = geometry
        start.cellSize = beginning.cellSize
        let fresh: Game
        do {
            fresh = try Game.start(options: beginning.options, geometry: start, pattern: beginning.pattern, day: nil,
                                   paused: paused)
        } catch {
            message = "cannot load the pattern again: \(error)"
            return
        }
        openEdit = nil
        lastStamp = nil
        history = EditHistory()
        plane = nil
        brightness = fresh.brightness
        zoom = fresh.zoom
        board = fresh.board
        openWorld = fresh.openWorld
        geometry = fresh.geometry
        viewOrigin = fresh.viewOrigin
        support.setKeepAlive(fresh.support.keepAliveOn)
        if let births = beginning.births { support.setBirths(births) }
        message = "back to generation \(NumberText.grouped(board.generation))"
    }
}
