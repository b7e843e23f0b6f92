import LifeCore

/// What a player has just made is shown at full brightness a while, whatever
/// the video under it: the picture is the minimum of the cells and the video,
/// so a glider launched over a dark part of the picture was as dark as the
/// video there, and took its colour. The cells an edit touched (and a
/// launched glider as it travels, one cell diagonally every 4 generations)
/// glow, with the cells next to them, for `Glow.full` generations, then fade
/// out by `Glow.gone`; while the game is paused they stay lit.
struct Glow: Sendable, Equatable {
    /// Generations an edit's cells are shown at full brightness.
    static let full = 16
    /// Generations after which they are as the video lets them again.
    static let gone = 64
    /// The most edits kept glowing at once (the oldest are let go).
    static let kept = 32

    /// The cells the edit touched, in Golly's coordinates.
    var cells: [GridPoint]
    /// The generation it was made at.
    var generation: Int
    /// Where it travels: a launched glider's heading (a cell every 4 generations); (0, 0) for cells that stay.
    var heading: GridPoint

    /// How bright the glow is `age` generations after the edit (0…255).
    static func level(age: Int) -> UInt8 {
        guard age >= 0, age < gone else { return 0 }
        guard age > full else { return 255 }
        return UInt8(255 * (gone - age) / (gone - full))
    }
}

extension Game {
    /// Lets the open edit glow (a click, a stamp, a stroke so far): `traveling`
    /// when it is a glider launched along `heading`; `continuing` when the
    /// open edit already glows (a drag after its click), whose glow it replaces.
    mutating func glowOpenEdit(traveling: Bool = false, continuing: Bool = false) {
        guard let open = openEdit, !open.before.isEmpty else { return }
        let glow = Glow(cells: Array(open.before.keys), generation: universe.generation,
                        heading: traveling ? heading.step : GridPoint(x: 0, y: 0))
        if continuing, let last = glows.last, last.heading == GridPoint(x: 0, y: 0) {
            glows[glows.count - 1] = glow
        } else {
            glows.removeAll { Glow.level(age: universe.generation - $0.generation) == 0 }
            glows.append(glow)
            if glows.count > Glow.kept { glows.removeFirst(glows.count - Glow.kept) }
        }
    }

    /// The live cells of the picture that glow now, and how brightly: each
    /// cell of a glowing edit and its eight neighbours (where a travelling
    /// glider is by now), at the brightest glow that reaches them. None when
    /// the picture is zoomed out (a pixel is many cells).
    package var glowingCells: [CellGlow] {
        guard !glows.isEmpty, plane == nil, zoom == nil else { return [] }
        var lit: [GridPoint: UInt8] = [:]
        let now = universe.generation
        for glow in glows {
            let age = now - glow.generation, level = Glow.level(age: age)
            guard level > 0 else { continue }
            let moved = age / 4
            for c in glow.cells {
                let at = frame.cell(GridPoint(x: c.x + glow.heading.x * moved, y: c.y + glow.heading.y * moved))
                for dy in -1...1 {
                    for dx in -1...1 {
                        guard let cell = frame.fold(at.x + dx, at.y + dy) else { continue }
                        lit[cell] = max(lit[cell] ?? 0, level)
                    }
                }
            }
        }
        guard !lit.isEmpty else { return [] }
        let view = viewport
        var cells: [CellGlow] = []
        // A rule file's states above 1 are lit too (a stroke of wire, a loop's sheath).
        let many = picture.rule.states > 2
        for y in 0..<min(picture.height, view.windowHeight) {
            for x in 0..<min(picture.width, view.windowWidth) where picture[x, y] || (many && picture.state(x: x, y: y) != 0) {
                guard let world = view.world(GridPoint(x: x, y: y)), let level = lit[world] else { continue }
                cells.append(CellGlow(cell: y * picture.width + x, level: level))
            }
        }
        return cells
    }
}
