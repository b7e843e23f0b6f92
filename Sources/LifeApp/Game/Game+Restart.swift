import LifeCore

/// `0`: the loaded pattern again at its first generation, the view where it
/// started. A giant loads its file again (the view and the step kept); a
/// pattern on a world starts again as `start` started it, from the same
/// options and cells, so on Golly's plane it comes back where it was also
/// after the cells went on as a giant (`goOnAsGiant`, or `F` and `[` below a
/// cell a pixel).
extension Game {
    /// What a game loaded from a pattern started from.
    struct Beginning {
        let options: LookOptions
        let pattern: Pattern
        /// A giant's file (its quadtree or its cells on the plane), loaded
        /// again into a new universe; nil for a pattern on a world.
        var giant: LoadedPattern?
        /// The cell size it started with.
        let cellSize: Double
        /// The rule it ran under (a rule file's, found as the game started).
        let rule: AnyRule
        /// Births from motion as the game was told at the start (`setBirths`);
        /// nil when it was not. A giant turns them off.
        var births: Bool?

        init(options: LookOptions, pattern: Pattern, rule: AnyRule, cellSize: Double) {
            self.options = options
            self.pattern = pattern
            self.rule = rule
            self.cellSize = cellSize
        }
    }

    /// `0`: the pattern at its first generation, where and as it started (the look, the pace and the brush kept).
    mutating func restart() {
        guard let beginning else {
            message = "0 starts a loaded pattern (--pattern) or a giant on Golly's plane again at its first generation"
            return
        }
        if let giant = beginning.giant { return restartGiant(giant) }
        var start = camera.geometry
        start.cellSize = beginning.cellSize
        let fresh: Game
        do {
            fresh = try Game.start(options: beginning.options, geometry: start, pattern: beginning.pattern, rule: beginning.rule,
                                   day: nil, paused: pace.paused)
        } catch {
            message = "cannot load the pattern again: \(error)"
            return
        }
        editing.forgetEdits()
        editing.lastStamp = nil
        universe = fresh.universe
        rule = fresh.rule
        frame = fresh.frame
        // A pattern on a world starts at a cell a pixel or zoomed out, never as a giant.
        camera = fresh.camera
        support.setKeepAlive(fresh.support.keepAliveOn)
        if let births = beginning.births { support.setBirths(births) }
        message = "back to generation \(NumberText.grouped(generation))"
    }

    /// `0` on a giant: the file loaded again at its first generation, the view and the step kept.
    private mutating func restartGiant(_ loaded: LoadedPattern) {
        editing.forgetEdits()
        do {
            universe = try Self.giant(loaded, rule: rule)
            drawGiant()
            message = "back to generation \(NumberText.grouped(generation))"
        } catch {
            message = "cannot load the pattern again: \(error)"
        }
    }
}
