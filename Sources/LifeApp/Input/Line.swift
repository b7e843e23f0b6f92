import LifeCore

/// Bresenham's line between two cells, both ends included, each step moving
/// to one of the 8 neighbours: a fast drag paints every cell it crosses.
package func cellLine(from a: GridPoint, to b: GridPoint) -> [GridPoint] {
    let dx = abs(b.x - a.x), dy = -abs(b.y - a.y)
    let sx = a.x < b.x ? 1 : -1, sy = a.y < b.y ? 1 : -1
    var err = dx + dy
    var p = a
    var out: [GridPoint] = []
    out.reserveCapacity(max(dx, -dy) + 1)
    while true {
        out.append(p)
        if p == b { return out }
        let e2 = 2 * err
        if e2 >= dy {
            err += dy
            p.x += sx
        }
        if e2 <= dx {
            err += dx
            p.y += sy
        }
    }
}
