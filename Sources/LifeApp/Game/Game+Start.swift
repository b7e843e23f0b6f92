import LifeCore

extension Game {
    /// The game `play` and `render` start from the same options: a board
    /// covering `geometry` with `--rule` (else the pattern's rule, else
    /// B3/S23) and the rule's topology, the pattern centred as Golly centres
    /// it — or, without one and unless `paused`, a soup of density 0.3 from
    /// `--seed` — painted with the options' look on `day`.
    ///
    /// The keep-alive is on as `--keep-alive` says, else for the soup only:
    /// a pattern loaded or a board to draw on is left as it is.
    ///
    /// A pattern larger than the board throws (`render`) unless `clip` is
    /// set (`play`), where its middle is kept and `message` says so.
    package static func start(options: LookOptions, geometry: CanvasGeometry, pattern: Pattern?, day: CalendarDay?,
                              paused: Bool = false, clip: Bool = false) throws(CommandFailure) -> Game {
        let spec = options.rule ?? pattern?.rule
        var game: Game
        do {
            game = try Game(geometry: geometry, rule: spec?.rule ?? .conway, topology: spec?.grid?.topology ?? .torus,
                            seed: options.seed, paused: paused, speed: options.speed, look: options.paintOptions(on: day))
        } catch {
            throw CommandFailure(.usage, error.description)
        }
        if let pattern {
            let fits = pattern.width <= game.board.width && pattern.height <= game.board.height
            guard fits || clip else {
                throw CommandFailure(.data, "the pattern is \(pattern.width)x\(pattern.height), larger than the "
                    + "\(game.board.width)x\(game.board.height) board; use a larger --size or a smaller --cell")
            }
            game.place(pattern)
            let name = TextSanitizer.clean(pattern.name, maxLength: 80)
            game.message = fits ? (name.isEmpty ? "pattern loaded" : name)
                : "the pattern is \(pattern.width)x\(pattern.height), larger than the \(game.board.width)x\(game.board.height) board: its middle is shown"
        } else if !paused {
            game.randomFill()
        }
        game.support.setKeepAlive(options.keepAlive ?? (pattern == nil && !paused))
        return game
    }
}
