import LifeCore

/// A window on Golly's unbounded plane at any scale, for a universe stepped
/// 2^k generations at a time (a giant, `Game+Giant`): `columns` × `rows`
/// canvas pixels, each the square of 2^`shift` × 2^`shift` cells under it
/// (shift 0: one cell a pixel), drawn from the universe's squares
/// (`LifeAlgorithm.squares`: HashLife reads them from its quadtree, never
/// cell by cell), panned anywhere, zoomed about its middle, fitted to the
/// whole pattern, and stepped 2^`stepExponent` generations a frame (Golly's
/// step exponents).
///
/// The window's top-left cell (`x`, `y`) stays on the universe's grid of
/// squares: x − anchor.x and y − anchor.y multiples of 2^shift (HashLife
/// stores y upwards, so its squares' top rows are at y ≡ 1), so each pixel
/// is whole nodes.
package struct PlaneView {
    /// The largest zoom out: a pixel of 2^62 cells a side, as far as the plane's generations reach.
    package static let maxShift = Universe.maxStepExponent
    /// Step exponents a frame may take (2^0 ... 2^maxStep generations).
    package static let maxStep = Universe.maxStepExponent

    package private(set) var columns: Int
    package private(set) var rows: Int
    package private(set) var shift = 0
    package private(set) var stepExponent = 0
    package private(set) var x: Int128 = 0
    package private(set) var y: Int128 = 1
    /// A cell on the corner of every square (`LifeAlgorithm.squareAnchor`).
    package let anchor: GridPoint

    /// A window of `columns` × `rows` pixels on squares anchored at `anchor`,
    /// fitted to the cells of `box` (nil: none).
    package init(columns: Int, rows: Int, anchor: GridPoint = GridPoint(x: 0, y: 1), fitting box: PlaneRect?) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.anchor = anchor
        fit(box)
    }

    /// The cell at the window's middle.
    package var centre: (x: Int128, y: Int128) {
        (x + (Int128(columns) << shift) / 2, y + (Int128(rows) << shift) / 2)
    }

    /// Puts the window's middle at cell (cx, cy), as near as the grid of squares allows.
    package mutating func centre(on cx: Int128, _ cy: Int128) {
        let side = Int128(1) << shift
        let left = cx - (Int128(columns) << shift) / 2, top = cy - (Int128(rows) << shift) / 2
        x = Self.floor(left - Int128(anchor.x), side) + Int128(anchor.x)
        y = Self.floor(top - Int128(anchor.y), side) + Int128(anchor.y)
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

    /// The smallest zoom that shows the cells of `box`, centred (the origin at zoom 0 when there are none).
    package mutating func fit(_ box: PlaneRect?) {
        guard let box else {
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

    /// Steps a frame takes: 2^`exponent` generations (clamped to 0...maxStep).
    package mutating func setStep(_ exponent: Int) {
        stepExponent = min(max(exponent, 0), Self.maxStep)
    }

    /// The cells the window shows, in Golly's coordinates.
    package var cells: PlaneRect {
        PlaneRect(x: x, y: y, width: Int128(columns) << shift, height: Int128(rows) << shift)
    }

    /// The brightness of each pixel in the mask, row by row, from the cells
    /// in a non-zero state under it (`counts`, `LifeAlgorithm.squares`).
    package func brightness(_ counts: [Double]) -> [Float] {
        let area = Double(sign: .plus, exponent: 2 * shift, significand: 1)
        return counts.map { Self.brightness(share: $0 / area) }
    }

    /// The brightness of a pixel over a square whose `share` of cells is
    /// alive: 0 where none is alive; where some are, at least `dimmest` (a
    /// lone glider in a square of 2^20 cells still shows, as Golly shows any
    /// square with a live cell), rising with the square root of the share to
    /// 1 for a square half full, about as full as Life gets over an area (so
    /// one cell a pixel is lit or dark, as on the board). A bounded board
    /// zoomed out is drawn alike (`BoardZoom`).
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
