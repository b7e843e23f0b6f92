import LifeCore
@testable import LifeApp

/// The world as the tests read it: a board drawn from the universe through
/// the engine interface (a giant's, the picture of its view), and a giant's
/// HashLife, whose cells the giant tests check.
extension Game {
    /// The whole world's cells, or a giant's view.
    var board: Board { worldBoard }

    /// A giant's HashLife.
    var life: HashLife { (universe as! HashLifeUniverse).life }

    /// Whether the world is Golly's plane held at a cell a pixel or zoomed out (not a giant).
    var isOnPlaneWorld: Bool { frame.isPlane && camera.plane == nil }

    /// The frame of a world that grows with its cells (the plane, a tube); nil on a bounded world.
    var openWorld: WorldFrame? { frame.open != nil ? frame : nil }
}
