import LifeCore

extension Game {
    /// The live cells of the picture that glow now, and how brightly
    /// (`EditState.glowLevels`). None when the picture is zoomed out (a pixel is many cells).
    package var glowingCells: [CellGlow] {
        guard editing.hasGlows, camera.plane == nil, camera.zoom == nil else { return [] }
        let lit = editing.glowLevels(at: universe.generation, in: frame)
        guard !lit.isEmpty else { return [] }
        let view = viewport, picture = camera.picture
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
