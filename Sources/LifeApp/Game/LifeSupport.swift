import LifeCore

/// What brings life to the board besides its rule: births where the video
/// moves (`--births motion`, key `M`) and the keep-alive (`--keep-alive`),
/// which revives the board when it settles. While the video has given births
/// in the last `motionHold` generations, the keep-alive leaves the board to it.
/// After the player edits the board (clear, stamp, draw, undo) it steps aside
/// (`held`), so the edit is not drowned in soup, until the player lets it
/// come back (`k`).
///
/// The game holds one. The play loop and `render` show it every video frame
/// (`Game.watch`), in the same order, so the same frames and seed give the
/// same births in both; the game lets it act after every generation.
package struct LifeSupport: Sendable {
    /// Whether cells are born where the video moves.
    package internal(set) var birthsOn: Bool
    /// Whether a settled board is revived (the player's choice).
    package internal(set) var keepAliveOn = false
    /// Whether the keep-alive stepped aside after an edit of the player's.
    package internal(set) var keepAliveHeld = false
    /// Whether the keep-alive tends the board now.
    var keepAliveActs: Bool { keepAliveOn && !keepAliveHeld }
    var births: MotionBirths
    var keepAlive: KeepAlive
    /// Generations since the video last gave birth.
    private var sinceMotion = Int.max
    /// Generations after a birth from motion during which the keep-alive holds back (3 s at the default speed).
    static let motionHold = 30
    /// The video frame last watched, so a frame shown twice counts once.
    private var watched: VideoFrame?
    /// The cells the keep-alive tends, kept from generation to generation.
    private var tended: Board?

    /// Off, with the generators seeded from `seed` (the game's `--seed`).
    init(seed: UInt64, births: Bool = false) {
        birthsOn = births
        // Its own stream, apart from the soup's and `r`'s: turning births on changes nothing else.
        self.births = MotionBirths(seed: seed ^ 0x6269_7274_6873)
        keepAlive = KeepAlive(seed: seed ^ 0x6b65_6570_616c_6976)
    }

    /// Whether anything must run after each generation.
    var isActive: Bool { birthsOn || keepAliveActs }

    /// Turns the keep-alive on or off (either way it is no longer held).
    mutating func setKeepAlive(_ on: Bool) {
        keepAliveOn = on
        keepAliveHeld = false
    }

    /// The player edited the board: a keep-alive that is on steps aside.
    /// Whether it just did (it was acting).
    mutating func holdKeepAlive() -> Bool {
        guard keepAliveActs else { return false }
        keepAliveHeld = true
        return true
    }

    /// Turns births from motion on or off; either way the detector starts afresh.
    mutating func setBirths(_ on: Bool) {
        birthsOn = on
        births.reset()
        watched = nil
    }

    /// Looks at `video` (scaled to the canvas as the painter paints it)
    /// unless it is the frame already seen: the cells that moved, found on
    /// the window `view` shows and placed in the world of `world` cells, wait
    /// for the next generation (unless `collect` is false: paused).
    mutating func watch(_ video: ScaledVideo?, view: Viewport, world: (width: Int, height: Int), collect: Bool) {
        guard birthsOn, let video, view.canvas.isDrawable else { return }
        if let watched, watched.isSameFrame(as: video.source) { return }
        watched = video.source
        guard let picture = video.picture else { return }
        births.watch(picture, luma: video.luma, layout: view.scene, collect: collect, world: world) { cell in
            view.world(cell)
        }
    }

    /// After a generation of `universe`: the waiting births, then the
    /// keep-alive, which tends the world `frame` holds, or only its cells
    /// `view` (on Golly's plane: soup where the view is empty, gliders from
    /// its edges); what they change is set on the universe.
    mutating func afterStep(_ universe: any LifeAlgorithm, frame: WorldFrame, view: CellRect? = nil) {
        if birthsOn {
            sinceMotion = bear(in: universe, frame: frame) > 0 ? 0 : sinceMotion &+ 1
        }
        guard keepAliveActs else { return }
        let holding = birthsOn && sinceMotion < Self.motionHold
        // The whole world with its joins (discs and gliders cross them), counted without a picture, or the view's cells.
        let area = view ?? CellRect(x: 0, y: 0, width: frame.width, height: frame.height)
        if view == nil {
            let population = Int(clamping: universe.population)
            guard keepAlive.isDue(population: population, cells: area.width * area.height, holding: holding) else { return }
        }
        let topology = view == nil ? frame.topology : .bounded
        if tended?.width != area.width || tended?.height != area.height || tended?.topology != topology
            || tended?.rule != universe.pictureRule {
            tended = try? Board(width: area.width, height: area.height, topology: topology, rule: universe.pictureRule)
        }
        guard var cells = tended else { return }
        tended = nil  // Let go of it while it is written, so it is not copied first.
        let corner = frame.golly(GridPoint(x: area.x, y: area.y))
        universe.draw(into: &cells, at: corner)
        let revived = view == nil ? keepAlive.revive(&cells, population: Int(clamping: universe.population))
            : keepAlive.tend(&cells, holding: holding)
        if revived != nil { try? universe.write(cells, at: corner) }
        tended = cells
    }

    /// The births waiting, on a picture of the cells round them, written
    /// back to the universe in one go; how many were born.
    private mutating func bear(in universe: any LifeAlgorithm, frame: WorldFrame) -> Int {
        let box = births.pendingBox ?? CellRect(x: 0, y: 0, width: 1, height: 1)
        guard var area = try? universe.picture(width: box.width, height: box.height) else { return 0 }
        let corner = frame.golly(GridPoint(x: box.x, y: box.y))
        universe.draw(into: &area, at: corner)
        let born = births.seed(width: frame.width, height: frame.height, isAlive: { x, y in area[x - box.x, y - box.y] },
                               bear: { x, y in area[x - box.x, y - box.y] = true })
        if born > 0 { try? universe.write(area, at: corner) }
        return born
    }
}
