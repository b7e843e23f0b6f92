/// How far the view moved since the last picture painted: when only its
/// position changed (a view panned over a larger world), the painter's
/// colour field and video stay on the canvas while the cells slide under
/// them, and the fading trails move with their cells (`Painter.pan`).
package struct ViewPan {
    private var last: Viewport?

    package init() {}

    /// How far `view` moved since the last call, when only its position
    /// changed; nil otherwise (the first call, a new size or world, no move).
    package mutating func moved(to view: Viewport) -> (dx: Int, dy: Int)? {
        defer { last = view }
        return last.flatMap { view.shift(from: $0) }.flatMap { $0.dx == 0 && $0.dy == 0 ? nil : $0 }
    }
}
