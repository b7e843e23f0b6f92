/// A rule's icons (`@ICONS`, von Neumann's arrows) as the compositor draws
/// them on one layout: the sheet for its cell size, and how many canvas
/// pixels an icon pixel takes.
///
/// Golly draws a cell's icon in place of a filled square at its scales 1:8,
/// 1:16 and 1:32 (a 7, 15 or 31 pixel icon and one pixel's gap right and
/// below), and beyond 1:32 the 31-pixel icon and its gap scaled up as a
/// whole. A cell of any size here takes the largest sheet no larger than
/// the cell (`RuleIcons.sheet(forCell:)`), each icon pixel as many whole
/// canvas pixels as fit the icon and a gap of one icon pixel (1 below 64
/// pixels, so icons are never blurred), the icon centred in the cell to
/// the nearest icon pixel: at Golly's own sizes, Golly's place exactly.
///
/// An icon pixel says how much of the cell's mask colour shows there, per
/// channel (`coverage`): black none (the background, as Golly shows state
/// 0's colour), white all; a grey sheet's pixel shows the cell's colour by
/// its grey (Golly's blend of the state's colour with state 0's), a
/// multi-colour sheet's shows its own colour, through the cell's palette
/// colour and intensity (`multiColour`: the compositor takes the untinted mask).
public struct CellIcons: Sendable, Equatable {
    /// Icon pixels a side: 7, 15 or 31.
    public let side: Int
    /// Icons in the sheet: state 1's first; the last serves the states past it.
    public let count: Int
    /// Whether the icons keep their own colours rather than take their state's.
    public let multiColour: Bool
    /// Canvas pixels an icon pixel takes, across and down.
    public let scaleX: Int
    public let scaleY: Int
    /// Icon by icon, pixel rows top to bottom, three bytes a pixel (0…255):
    /// the share of the mask colour's red, green and blue that shows.
    public let coverage: [UInt8]

    /// The icons for cells of `layout`; nil where its cells are smaller than
    /// the smallest sheet (7 pixels), or the rule has no sheet.
    public init?(_ icons: RuleIcons, layout: SceneLayout) {
        guard let sheet = icons.sheet(forCell: min(layout.scaleX, layout.scaleY)), sheet.count > 0 else { return nil }
        side = sheet.side
        count = sheet.count
        multiColour = icons.isMultiColour
        // Whole canvas pixels an icon pixel, the icon and a pixel's gap within the cell (at least one).
        scaleX = max(1, Int(layout.scaleX / Double(side + 1)))
        scaleY = max(1, Int(layout.scaleY / Double(side + 1)))
        var bytes = [UInt8](repeating: 0, count: sheet.pixels.count * 3)
        let multi = multiColour
        for (i, p) in sheet.pixels.enumerated() {
            // A grey sheet's grey is its red (Golly reads `r`); a multi-colour sheet keeps each channel.
            (bytes[i * 3], bytes[i * 3 + 1], bytes[i * 3 + 2]) = multi ? (p.r, p.g, p.b) : (p.r, p.r, p.r)
        }
        coverage = bytes
    }

    /// The icon pixel of each canvas pixel along one axis of `layout`: its
    /// column (or row) in the icon, or −1 in a gap or off the board.
    /// `scale` and `origin` are the layout's along the axis, `cells` its
    /// board cells along it, `pixels` the canvas's, `per` this axis's `scaleX` or `scaleY`.
    static func axis(pixels: Int, origin: Int, cells: Int, scale: Double, side: Int, per: Int) -> [Int32] {
        // Pixel p belongs to cell ⌊(p − origin + ½) / scale⌋; cell c's first pixel is origin + ⌈c·scale − ½⌉.
        func first(_ c: Int) -> Int { origin + Int((Double(c) * scale - 0.5).rounded(.up)) }
        let drawn = side * per
        return (0..<pixels).map { p in
            let centre = Double(p - origin) + 0.5
            let c = Int((centre / scale).rounded(.down))
            guard centre >= 0, c < cells else { return -1 }
            let start = first(c), width = first(c + 1) - start
            // Centred to the nearest icon pixel: none at Golly's sizes, where the cell is the icon and one pixel's gap.
            let offset = max(0, (width - drawn) / (2 * per)) * per
            let k = p - start - offset
            return k >= 0 && k < drawn ? Int32(k / per) : -1
        }
    }
}
