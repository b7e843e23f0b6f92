import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

@Suite struct MosaicBlitterTests {
    static let red = RGB(255, 0, 0), darkRed = RGB(200, 0, 0), blue = RGB(0, 0, 255)
    static let white = RGB.white, black = RGB.black

    /// A block from rows of sub-pixels, top to bottom.
    static func block(_ rows: [[RGB]]) -> [RGB] { rows.flatMap { $0 } }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let mosaic: Mosaic
        let block: [RGB]
        let glyph: Unicode.Scalar
        let foreground: RGB
        let background: RGB
        var testDescription: String { name }
    }

    static let (r, d, b, w, k) = (red, darkRed, blue, white, black)

    /// Sub-pixel patterns → the glyph and colours expected, in canonical form
    /// (one colour: ' '; otherwise the top-left sub-pixel's group is the foreground).
    static let cases: [Case] = [
        Case(name: "half: two colours", mosaic: .half, block: [r, b], glyph: "▀", foreground: r, background: b),
        Case(name: "half: one colour", mosaic: .half, block: [b, b], glyph: " ", foreground: b, background: b),
        Case(name: "quadrant: upper left alone", mosaic: .quadrant, block: block([[w, k], [k, k]]), glyph: "▘", foreground: w, background: k),
        Case(name: "quadrant: lower right alone", mosaic: .quadrant, block: block([[k, k], [k, w]]), glyph: "▛", foreground: k, background: w),
        Case(name: "quadrant: diagonal", mosaic: .quadrant, block: block([[r, b], [b, r]]), glyph: "▚", foreground: r, background: b),
        Case(name: "quadrant: left half", mosaic: .quadrant, block: block([[w, k], [w, k]]), glyph: "▌", foreground: w, background: k),
        Case(name: "sextant: top row", mosaic: .sextant, block: block([[r, r], [b, b], [b, b]]), glyph: "\u{1FB02}", foreground: r, background: b),
        Case(name: "sextant: upper left alone", mosaic: .sextant, block: block([[w, k], [k, k], [k, k]]), glyph: "\u{1FB00}", foreground: w, background: k),
        Case(name: "sextant: right column", mosaic: .sextant, block: block([[k, w], [k, w], [k, w]]), glyph: "▌", foreground: k, background: w),
        Case(name: "sextant: all but lower right", mosaic: .sextant, block: block([[r, r], [r, r], [r, b]]), glyph: "\u{1FB1D}", foreground: r, background: b),
        Case(name: "octant: one colour", mosaic: .octant, block: Array(repeating: r, count: 8), glyph: " ", foreground: r, background: r),
        Case(name: "octant: upper half", mosaic: .octant, block: block([[r, r], [r, r], [b, b], [b, b]]), glyph: "▀", foreground: r, background: b),
        Case(name: "octant: left column", mosaic: .octant, block: block([[w, k], [w, k], [w, k], [w, k]]), glyph: "▌", foreground: w, background: k),
        // The group with the top-left sub-pixel is the foreground, so a lone dot is drawn inverted.
        Case(name: "octant: second row left alone", mosaic: .octant, block: block([[k, k], [w, k], [k, k], [k, k]]),
             glyph: "\u{1CDE3}", foreground: k, background: w),
        Case(name: "octant: two sub-pixels", mosaic: .octant, block: block([[w, k], [k, w], [k, k], [k, k]]),
             glyph: "\u{1CD04}", foreground: w, background: k),
        Case(name: "octant: lower right alone", mosaic: .octant, block: block([[k, k], [k, k], [k, k], [k, w]]),
             glyph: "\u{1CD70}", foreground: k, background: w),
        Case(name: "octant: upper left alone", mosaic: .octant, block: block([[w, k], [k, k], [k, k], [k, k]]),
             glyph: "\u{1CEA8}", foreground: w, background: k),
        // Three colours: the two reds share a glyph part, in their mean (4 × 255 + 2 × 200) / 6 = 236.7.
        Case(name: "octant: three colours", mosaic: .octant, block: block([[r, r], [r, r], [d, d], [b, b]]),
             glyph: "\u{1FB85}", foreground: RGB(237, 0, 0), background: b),
    ]

    @Test(arguments: cases)
    func patternsGiveTheExpectedGlyphAndColours(_ c: Case) {
        let cell = MosaicBlitter.cell(c.block, mosaic: c.mosaic, mode: .truecolor)
        #expect(c.mosaic.scalar(for: cell.mask) == c.glyph)
        #expect(cell.foreground == .rgb(c.foreground))
        #expect(cell.background == .rgb(c.background))
    }

    /// The squared error of showing `block` as `cell`.
    static func squaredError(_ cell: TerminalCell, _ block: [RGB]) -> Int {
        block.enumerated().reduce(0) { sum, item in
            let shown = cell.color(ofSubpixel: item.offset).rgb, p = item.element
            let (dr, dg, db) = (Int(shown.r) - Int(p.r), Int(shown.g) - Int(p.g), Int(shown.b) - Int(p.b))
            return sum + dr * dr + dg * dg + db * db
        }
    }

    /// Every split of the block tried by brute force, each part in its rounded mean: the least squared error.
    static func bruteForceLeastError(_ block: [RGB]) -> Int {
        let n = block.count
        var best = Int.max
        for mask in 0..<(1 << n) {
            var sums = [[0, 0, 0], [0, 0, 0]], counts = [0, 0]
            for (k, p) in block.enumerated() {
                let g = mask & (1 << k) != 0 ? 0 : 1
                sums[g][0] += Int(p.r); sums[g][1] += Int(p.g); sums[g][2] += Int(p.b)
                counts[g] += 1
            }
            func mean(_ g: Int) -> RGB {
                let n = counts[g]
                guard n > 0 else { return .black }
                let channel = { (c: Int) -> UInt8 in UInt8((sums[g][c] + n / 2) / n) }
                return RGB(channel(0), channel(1), channel(2))
            }
            let means = [mean(0), mean(1)]
            let cell = TerminalCell(mask: UInt8(truncatingIfNeeded: mask), foreground: .rgb(means[0]), background: .rgb(means[1]))
            best = min(best, squaredError(cell, block))
        }
        return best
    }

    /// Random blocks of few and of many colours: decoded back, the chosen cell
    /// is as close to the block as the best of all 2ⁿ splits (up to rounding
    /// the means, which the search does after choosing).
    @Test(arguments: [Mosaic.quadrant, .sextant, .octant], [2, 3, 8] as [Int])
    func theChoiceIsTheBestSplit(mosaic: Mosaic, distinct: Int) {
        var rng = Xoshiro256(seed: UInt64(mosaic.count * 100 + distinct))
        for _ in 0..<300 {
            let palette = (0..<distinct).map { _ in RGB(UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
                                                       UInt8.random(in: 0...255, using: &rng)) }
            let block = (0..<mosaic.count).map { _ in palette.randomElement(using: &rng)! }
            let cell = MosaicBlitter.cell(block, mosaic: mosaic, mode: .truecolor)
            let chosen = Self.squaredError(cell, block)
            let best = Self.bruteForceLeastError(block)
            #expect(chosen <= best + 3 * mosaic.count, "block \(block): chose \(chosen), best \(best)")
            if distinct == 2 { #expect(chosen == 0, "two colours are always shown exactly") }
            // Canonical form.
            if cell.mask == 0 { #expect(cell.foreground == cell.background) } else { #expect(cell.mask & 1 == 1) }
        }
    }

    /// A character of two colours is split by colour without the search,
    /// exactly, however close the colours (a shade apart on one channel: the
    /// search's float scores of such splits differ by less than their rounding),
    /// the group of the top-left sub-pixel in front; of one colour it is ' '.
    @Test(arguments: [Mosaic.quadrant, .sextant, .octant])
    func twoColoursAreSplitByColour(mosaic: Mosaic) {
        let (a, b) = (RGB(255, 254, 253), RGB(255, 254, 252))
        for pattern in 0..<(1 << mosaic.count) {
            let block = (0..<mosaic.count).map { k in pattern & (1 << k) != 0 ? a : b }
            let cell = MosaicBlitter.cell(block, mosaic: mosaic, mode: .truecolor)
            let full = (1 << mosaic.count) - 1
            if pattern == 0 || pattern == full {
                #expect(cell == TerminalCell(mask: 0, foreground: .rgb(block[0]), background: .rgb(block[0])))
            } else if pattern & 1 != 0 {
                #expect(cell == TerminalCell(mask: UInt8(pattern), foreground: .rgb(a), background: .rgb(b)))
            } else {
                #expect(cell == TerminalCell(mask: UInt8(full ^ pattern), foreground: .rgb(b), background: .rgb(a)))
            }
        }
    }

    /// A whole canvas through the frame loop (eight characters per SIMD pass,
    /// ragged last group, a partial last row and column) gives, cell for cell,
    /// what the one-block function gives.
    @Test(arguments: Mosaic.allCases)
    func frameCellsMatchTheBlockFunction(mosaic: Mosaic) {
        var rng = Xoshiro256(seed: 77)
        let canvas = RendererFixtures.randomCanvas(width: 21 * mosaic.columns - (mosaic.columns - 1), height: 5 * mosaic.rows - 1, distinct: 12, rng: &rng)
        let frame = CellFrame(canvas: canvas, mode: .truecolor, mosaic: mosaic)
        #expect(frame.columns == 21 && frame.rows == 5)
        for y in 0..<frame.rows {
            for x in 0..<frame.columns {
                let block = (0..<mosaic.count).map { k -> RGB in
                    let px = x * mosaic.columns + k % mosaic.columns, py = y * mosaic.rows + k / mosaic.columns
                    return px < canvas.width && py < canvas.height ? canvas[px, py] : .black
                }
                #expect(frame[x, y] == MosaicBlitter.cell(block, mosaic: mosaic, mode: .truecolor), "cell \(x),\(y)")
            }
        }
    }

    /// In 256 colours both parts are palette colours, and a split whose two
    /// means fall on one palette colour becomes that colour alone.
    @Test func paletteModesQuantiseBothColours() {
        // A character's first colour is dithered at its rank in the tile (0 here), the second at the
        // opposite one (15): a grey a tenth of a step above the ramp's 8 stays at 8 there.
        let near = MosaicBlitter.cell([RGB(8, 8, 8), RGB(9, 9, 9), RGB(8, 8, 8), RGB(9, 9, 9)], mosaic: .quadrant, mode: .palette256)
        #expect(near.mask == 0 && near.foreground == near.background && near.foreground.isIndexed)
        let far = MosaicBlitter.cell([Self.red, Self.blue, Self.blue, Self.blue], mosaic: .quadrant, mode: .palette256)
        #expect(far.mask == 1 && far.foreground == .indexed(ColorPalette.nearest256(Self.red))
            && far.background == .indexed(ColorPalette.nearest256(Self.blue)))
    }
}
