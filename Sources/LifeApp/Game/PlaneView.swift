import LifeCore

/// What a window on Golly's unbounded plane shows of a HashLife pattern at
/// any scale: `columns` × `rows` canvas pixels, each the square of 2^`shift`
/// × 2^`shift` cells under it (shift 0: one cell a pixel), drawn as the share
/// of live cells in it (`HashLife.densities`, from the quadtree, never cell by
/// cell), panned anywhere, zoomed about its middle, fitted to the whole
/// pattern, and stepped 2^`stepExponent` generations a frame (Golly's step
/// exponents).
///
/// The window's top-left cell (`x`, `y`) stays on the quadtree's grid of
/// squares: x a multiple of 2^shift, y − 1 too (Golly's HashLife stores y
/// upwards), so each pixel is whole nodes.
package struct PlaneView {
    /// The largest zoom out: a pixel of 2^62 cells a side, as far as HashLife's generations reach.
    package static let maxShift = HashLife.maxExponent
    /// Step exponents a frame may take (2^0 ... 2^maxStep generations).
    package static let maxStep = HashLife.maxExponent

    package private(set) var life: HashLife
    package private(set) var columns: Int
    package private(set) var rows: Int
    package private(set) var shift = 0
    package private(set) var stepExponent = 0
    package private(set) var x: Int128 = 0
    package private(set) var y: Int128 = 1

    /// A window of `columns` × `rows` pixels on `life`, fitted to its pattern.
    package init(life: HashLife, columns: Int, rows: Int) {
        self.life = life
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        fit()
    }

    /// The cell at the window's middle.
    package var centre: (x: Int128, y: Int128) {
        (x + (Int128(columns) << shift) / 2, y + (Int128(rows) << shift) / 2)
    }

    /// Puts the window's middle at cell (cx, cy), as near as the grid of squares allows.
    package mutating func centre(on cx: Int128, _ cy: Int128) {
        let side = Int128(1) << shift
        let left = cx - (Int128(columns) << shift) / 2, top = cy - (Int128(rows) << shift) / 2
        x = Self.floor(left, side)
        y = Self.floor(top - 1, side) + 1
    }

    /// The largest multiple of `side` (a power of two) not above `v`.
    private static func floor(_ v: Int128, _ side: Int128) -> Int128 { v & ~(side - 1) }

    /// Zooms out (`steps` > 0: each pixel twice the cells a side) or in, about the middle; false when it could not.
    @discardableResult
    package mutating func zoom(_ steps: Int) -> Bool {
        let next = min(max(shift + steps, 0), Self.maxShift)
        guard next != shift else { return false }
        let c = centre
        shift = next
        centre(on: c.x, c.y)
        return true
    }

    /// Moves the window by (dx, dy) pixels.
    package mutating func pan(dx: Int, dy: Int) {
        x += Int128(dx) << shift
        y += Int128(dy) << shift
    }

    /// A new canvas size, the middle kept.
    package mutating func resize(columns: Int, rows: Int) {
        let c = centre
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        centre(on: c.x, c.y)
    }

    /// The smallest zoom that shows the whole pattern, centred (the origin at zoom 0 when the plane is empty).
    package mutating func fit() {
        guard let box = life.boundingBox else {
            shift = 0
            centre(on: 0, 0)
            return
        }
        shift = 0
        // Two pixels to spare each way: centring on the grid of squares moves the window by up to a pixel.
        let across = Int128(max(1, columns - 2)), down = Int128(max(1, rows - 2))
        while shift < Self.maxShift, across << shift < box.width || down << shift < box.height {
            shift += 1
        }
        centre(on: box.x + box.width / 2, box.y + box.height / 2)
    }

    /// Zooms to 2^`shift` cells a pixel side (clamped to 0...maxShift), about the middle.
    package mutating func zoom(to shift: Int) {
        zoom(min(max(shift, 0), Self.maxShift) - self.shift)
    }

    /// The same window (place, scale, step) on another plane: the pattern loaded again.
    package mutating func restart(on life: HashLife) {
        self.life = life
    }

    /// Steps a frame takes: 2^`exponent` generations (clamped to 0...maxStep).
    package mutating func setStep(_ exponent: Int) {
        stepExponent = min(max(exponent, 0), Self.maxStep)
    }

    /// One frame's generations. Throws when HashLife runs out of memory (the plane stays as it was).
    package func advance() throws(HashLifeError) {
        try life.step(exponent: stepExponent)
    }

    /// The share of live cells under each pixel, row by row.
    package func densities() -> [Double] {
        life.densities(x: x, y: y, columns: columns, rows: rows, shift: shift)
    }

    /// The brightness of each pixel in the mask, row by row, from the share
    /// of live cells under it: 0 where none is alive; where some are, at least
    /// `dimmest` (a lone glider in a square of 2^20 cells still shows, as Golly
    /// shows any square with a live cell), rising with the square root of the
    /// share to 1 for a square half full, about as full as Life gets over an
    /// area (so one cell a pixel is lit or dark, as on the board).
    package func brightness() -> [Float] {
        densities().map(Self.brightness(share:))
    }

    /// The brightness of a pixel over a square whose `share` of cells is
    /// alive (as above; a bounded board zoomed out is drawn alike, `BoardZoom`).
    package static func brightness(share: Double) -> Float {
        share > 0 ? dimmest + (1 - dimmest) * Float(min(1, (2 * share).squareRoot())) : 0
    }

    /// The brightness of a pixel holding a single live cell among very many.
    package static let dimmest: Float = 0.3

    /// Where the window is, for the status line: its middle in Golly's
    /// coordinates and the scale (`at 12,-7 1:2^10`).
    package var location: String {
        let c = centre
        return "at \(c.x),\(c.y) \(scale)"
    }

    /// Cells a pixel side, as Golly writes it: `1:1`, `1:2^10`.
    package var scale: String { shift == 0 ? "1:1" : "1:2^\(shift)" }

    /// The step, as Golly writes it: `1`, `2^8`.
    package var step: String { stepExponent == 0 ? "1" : "2^\(stepExponent)" }
}
