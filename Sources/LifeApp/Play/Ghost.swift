import LifeCore

/// The brush's ghost: the cells a click would stamp, drawn over the shown
/// frame as a veil, so the player sees where the pattern will land before
/// clicking. It goes only to the screen, never into snapshots or recordings.
enum Ghost {
    /// How much of the veil colour each ghost pixel takes, out of 256.
    static let weight = 128
    /// The veil: a light grey over the dark picture, a dark grey in light mode.
    static func colour(lightMode: Bool) -> RGB { lightMode ? RGB(40, 40, 40) : RGB(210, 210, 210) }

    /// Veils the pixels of each world cell of `cells` that the view shows.
    static func draw(_ cells: [GridPoint], view: Viewport, lightMode: Bool, into frame: inout RGBFrame) {
        let veil = colour(lightMode: lightMode)
        let w = weight, keep = 256 - weight
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * keep + Int(b) * w) >> 8) }
        for cell in cells {
            guard let shown = view.windowCell(ofWorld: cell) else { continue }
            let (xs, ys) = view.pixels(of: shown)
            for y in ys {
                for x in xs {
                    let p = frame[x, y]
                    frame[x, y] = RGB(mix(p.r, veil.r), mix(p.g, veil.g), mix(p.b, veil.b))
                }
            }
        }
    }
}
