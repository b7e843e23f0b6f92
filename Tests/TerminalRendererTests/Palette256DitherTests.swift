import Foundation
import LifeCore
import Testing
@testable import TerminalRenderer

/// xterm's 256 colours by ordered dithering between two entries
/// (`ColorPalette.dithered256`): each 4 × 4 tile of one colour averages to a
/// mix close to it, so that a dim, saturated picture keeps its hue where the
/// nearest entry would be a grey.
@Suite struct Palette256DitherTests {
    /// A picture and the same through a mapping, as rows of RGB.
    struct Picture {
        let width: Int, height: Int
        var pixels: [RGB]

        subscript(x: Int, y: Int) -> RGB { pixels[y * width + x] }

        /// Each `side × side` block averaged: what the eye sees a little way off.
        func blocks(_ side: Int) -> [SIMD3<Double>] {
            var out: [SIMD3<Double>] = []
            for by in stride(from: 0, to: height - side + 1, by: side) {
                for bx in stride(from: 0, to: width - side + 1, by: side) {
                    var sum = SIMD3<Double>()
                    for y in by..<by + side { for x in bx..<bx + side { let c = self[x, y]; sum += SIMD3(Double(c.r), Double(c.g), Double(c.b)) } }
                    out.append(sum / Double(side * side))
                }
            }
            return out
        }
    }

    /// The plasma at the video's 30 % floor, as play shows it where no cell is lit.
    static let dimPlasma: Picture = {
        var frame = RGBFrame(width: 320, height: 192)
        SyntheticPattern.plasma.render(time: 1.5, into: &frame)
        var pixels: [RGB] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let c = frame[x, y]
                pixels.append(RGB(UInt8(Double(c.r) * 0.3), UInt8(Double(c.g) * 0.3), UInt8(Double(c.b) * 0.3)))
            }
        }
        return Picture(width: frame.width, height: frame.height, pixels: pixels)
    }()

    static func mapped(_ picture: Picture, _ entry: (RGB, Int, Int) -> UInt8) -> Picture {
        var out = picture
        for y in 0..<picture.height {
            for x in 0..<picture.width { out.pixels[y * picture.width + x] = ColorPalette.xterm256[Int(entry(picture[x, y], x, y))] }
        }
        return out
    }

    /// PSNR in dB between two lists of colours.
    static func psnr(_ a: [SIMD3<Double>], _ b: [SIMD3<Double>]) -> Double {
        let se = zip(a, b).map { (($0 - $1) * ($0 - $1)).sum() }.reduce(0, +) / Double(3 * a.count)
        return 10 * log10(255 * 255 / se)
    }

    /// Mean chroma (largest channel less the smallest) of the blocks: 0 for a grey picture.
    static func chroma(_ blocks: [SIMD3<Double>]) -> Double {
        blocks.map { $0.max() - $0.min() }.reduce(0, +) / Double(blocks.count)
    }

    static let dithered = mapped(dimPlasma) { ColorPalette.dithered256($0, rank: ColorPalette.rank(x: $1, y: $2)) }
    static let nearest = mapped(dimPlasma) { c, _, _ in ColorPalette.nearest256(c) }

    /// Seen as 4 × 4 blocks, the dithered dim plasma keeps most of its colour
    /// and is closer to the truecolour one; the nearest entries (the mapping
    /// before) turn it nearly grey: this fails on them.
    @Test func theDimPlasmaKeepsItsColour() {
        let truth = Self.dimPlasma.blocks(4), ours = Self.dithered.blocks(4), before = Self.nearest.blocks(4)
        let kept = Self.chroma(ours) / Self.chroma(truth), keptBefore = Self.chroma(before) / Self.chroma(truth)
        #expect(kept > 0.7, "chroma kept \(kept)")
        #expect(keptBefore < 0.5, "the nearest entries kept \(keptBefore)")
        #expect(Self.psnr(ours, truth) > Self.psnr(before, truth) + 3)
    }

    /// A colour the palette has is every rank's answer: flat areas stay flat.
    @Test(arguments: [RGB(0, 0, 0), RGB(255, 255, 255), RGB(95, 135, 175), RGB(255, 0, 0), RGB(8, 8, 8), RGB(128, 128, 128),
                      RGB(238, 238, 238), RGB(0, 95, 0)])
    func paletteColoursAreExact(_ c: RGB) {
        let entries = Set((0..<16).map { ColorPalette.dithered256(c, rank: $0) })
        #expect(entries.count == 1 && ColorPalette.xterm256[Int(entries.first!)] == c)
    }

    /// Over a tile the 16 ranks average to the colour far better than its
    /// nearest entry does: on random colours the mean error is less than half
    /// the nearest entry's, and never more than 12 levels worse.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aTileAveragesToTheColour(seed: UInt64) {
        var rng = Xoshiro256(seed: seed)
        var tileErrors = 0.0, nearestErrors = 0.0
        func vector(_ c: RGB) -> SIMD3<Double> { SIMD3(Double(c.r), Double(c.g), Double(c.b)) }
        for _ in 0..<500 {
            let c = RGB(UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng))
            let mean = (0..<16).map { vector(ColorPalette.xterm256[Int(ColorPalette.dithered256(c, rank: $0))]) }.reduce(SIMD3(), +) / 16
            let tile = ((mean - vector(c)) * (mean - vector(c))).sum().squareRoot()
            let nearest = vector(ColorPalette.xterm256[Int(ColorPalette.nearest256(c))]) - vector(c)
            let single = (nearest * nearest).sum().squareRoot()
            #expect(tile <= single + 12, "\(c): the tile is \(tile) off, the nearest entry \(single)")
            tileErrors += tile
            nearestErrors += single
        }
        #expect(tileErrors < nearestErrors / 2, "tiles \(tileErrors / 500) off on average, nearest entries \(nearestErrors / 500)")
    }

    @Test func ranksFillTheTile() {
        #expect(Set((0..<4).flatMap { y in (0..<4).map { ColorPalette.rank(x: $0, y: y) } }) == Set(0..<16))
        #expect(ColorPalette.rank(x: 5, y: 6) == ColorPalette.rank(x: 1, y: 2))
    }
}
