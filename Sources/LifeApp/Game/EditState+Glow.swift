import LifeCore

/// The edits that glow (`Glow`): kept as they are made, and the world cells
/// lit by them at a generation.
extension EditState {
    /// Lets the open edit glow from `generation` on (a click, a stamp, a
    /// stroke so far): `traveling` when it is a glider launched along
    /// `heading`; `continuing` when the open edit already glows (a drag after
    /// its click), whose glow it replaces.
    mutating func glowOpenEdit(at generation: Int, traveling: Bool = false, continuing: Bool = false) {
        guard let open = openEdit, !open.before.isEmpty else { return }
        let glow = Glow(cells: Array(open.before.keys), generation: generation,
                        heading: traveling ? heading.step : GridPoint(x: 0, y: 0))
        if continuing, let last = glows.last, last.heading == GridPoint(x: 0, y: 0) {
            glows[glows.count - 1] = glow
        } else {
            glows.removeAll { Glow.level(age: generation - $0.generation) == 0 }
            glows.append(glow)
            if glows.count > Glow.kept { glows.removeFirst(glows.count - Glow.kept) }
        }
    }

    /// The world cells of `frame` lit at generation `now`, and how brightly:
    /// each cell of a glowing edit and its eight neighbours (where a
    /// travelling glider is by now), at the brightest glow that reaches them.
    func glowLevels(at now: Int, in frame: WorldFrame) -> [GridPoint: UInt8] {
        var lit: [GridPoint: UInt8] = [:]
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
        return lit
    }

    /// Whether any edit may still glow.
    var hasGlows: Bool { !glows.isEmpty }
}
