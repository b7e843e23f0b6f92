import LifeCore

/// Where a grid ends: a thin line, one canvas pixel wide, drawn just outside
/// the edges of a world of fixed size (a grid, `--world`) that the view shows
/// with room beside them, so the player sees where the world stops (Golly
/// draws its bounded grids' edges too). Golly's plane and a tube's open world
/// have no such edge. Like the brush's ghost it goes only to the screen.
enum WorldBorder {
    /// Mid grey: seen over the dark picture and in light mode alike.
    static let colour = RGB(128, 128, 128)

    /// The world's edges a view may show.
    struct Sides: OptionSet {
        let rawValue: Int
        static let left = Sides(rawValue: 1), right = Sides(rawValue: 2), top = Sides(rawValue: 4), bottom = Sides(rawValue: 8)
        static let all: Sides = [.left, .right, .top, .bottom]
    }

    /// The edges of `game`'s world its view shows: on a grid, those of an
    /// axis the window spans whole; zoomed out (`BoardZoom`), those the
    /// window of squares reaches.
    static func sides(of game: Game) -> Sides {
        guard game.worldIsFixed, game.frame.open == nil, game.camera.plane == nil else { return [] }
        var sides: Sides = []
        if let zoom = game.camera.zoom {
            let w = zoom.window
            if w.x == 0 { sides.insert(.left) }
            if w.x + w.width >= zoom.squares(game.frame.width) { sides.insert(.right) }
            if w.y == 0 { sides.insert(.top) }
            if w.y + w.height >= zoom.squares(game.frame.height) { sides.insert(.bottom) }
            return sides
        }
        let view = game.viewport
        if view.windowWidth >= view.worldWidth { sides.formUnion([.left, .right]) }
        if view.windowHeight >= view.worldHeight { sides.formUnion([.top, .bottom]) }
        return sides
    }

    /// Draws `sides` of the window `view` lays on `frame`, each a pixel
    /// beyond the window's outermost pixels where the canvas has room.
    static func draw(_ sides: Sides, view: Viewport, into frame: inout RGBFrame) {
        guard !sides.isEmpty, view.windowWidth > 0, view.windowHeight > 0 else { return }
        let first = view.pixels(of: GridPoint(x: 0, y: 0))
        let last = view.pixels(of: GridPoint(x: view.windowWidth - 1, y: view.windowHeight - 1))
        let (x0, x1, y0, y1) = (first.x.lowerBound, last.x.upperBound, first.y.lowerBound, last.y.upperBound)
        let xs = max(0, sides.contains(.left) ? x0 - 1 : x0)..<min(frame.width, sides.contains(.right) ? x1 + 1 : x1)
        let ys = max(0, sides.contains(.top) ? y0 - 1 : y0)..<min(frame.height, sides.contains(.bottom) ? y1 + 1 : y1)
        guard !xs.isEmpty, !ys.isEmpty else { return }
        for (side, x) in [(Sides.left, x0 - 1), (.right, x1)] where sides.contains(side) && (0..<frame.width).contains(x) {
            for y in ys { frame[x, y] = colour }
        }
        for (side, y) in [(Sides.top, y0 - 1), (.bottom, y1)] where sides.contains(side) && (0..<frame.height).contains(y) {
            for x in xs { frame[x, y] = colour }
        }
    }
}
