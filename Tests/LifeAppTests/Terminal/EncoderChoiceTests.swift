import LifeCore
import TerminalRenderer
import Testing
@testable import LifeApp

/// One decision of the encoder for a blitter, for play's live terminal and
/// render's files, and of what a cast carries.
@Suite struct EncoderChoiceTests {
    private static let cell = Dimensions(width: 10, height: 20)
    private static let said = Dimensions(width: 1600, height: 1200)

    @Test(arguments: [
        // play: a live terminal, the cell size and sixel limit it said
        (Blitter.kitty, cell as Dimensions?, said as Dimensions?, true, EncoderChoice.kitty(sharedMemory: true) as EncoderChoice?),
        (.sixel, cell, said, true, .sixel(cell: cell, largest: said)),
        (.sixel, cell, nil, true, .sixel(cell: cell, largest: EncoderChoice.sixelLargest)),
        (.sixel, nil, said, true, nil),
        // render's .ans and .cast: bytes into a file
        (.kitty, cell, nil, false, .kitty(sharedMemory: false)),
        (.sixel, Dimensions(width: 8, height: 16), nil, false, .sixel(cell: Dimensions(width: 8, height: 16),
                                                                      largest: Dimensions(width: 1000, height: 1000))),
        (.half, nil, nil, false, .glyphs(.palette256, .half)),
        (.quadrant, cell, nil, false, .glyphs(.palette256, .quadrant)),
        (.sextant, cell, said, true, .glyphs(.palette256, .sextant)),
        (.octant, nil, nil, false, .glyphs(.palette256, .octant)),
    ])
    func eachBlitterHasOneEncoder(blitter: Blitter, cell: Dimensions?, largest: Dimensions?, live: Bool, expected: EncoderChoice?) {
        #expect(EncoderChoice.choose(for: blitter, colors: .palette256, cell: cell, sixelLargest: largest, live: live) == expected)
    }

    @Test(arguments: [
        (Blitter.half, nil as String?), (.quadrant, nil), (.sextant, nil), (.octant, nil),
        (.kitty, "--blitter kitty draws pictures, which a cast does not carry (asciinema shows text): use half, quadrant, sextant or octant"),
        (.sixel, "--blitter sixel draws pictures, which a cast does not carry (asciinema shows text): use half, quadrant, sextant or octant"),
    ])
    func aCastCarriesGlyphsOnly(blitter: Blitter, refusal: String?) {
        #expect(blitter.castCarries == (refusal == nil))
        #expect(blitter.castRefusal() == refusal)
        #expect(blitter.castRefusal(advice: " with --cast") == refusal.map { $0 + " with --cast" })
    }
}
