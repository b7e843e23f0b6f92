import Testing
@testable import TerminalRenderer

@Suite struct MosaicTests {
    /// Every mask has its own character, and reading it back gives the mask.
    @Test(arguments: Mosaic.allCases)
    func everyMaskHasItsOwnCharacter(mosaic: Mosaic) {
        let masks = (0..<(1 << mosaic.count)).map { UInt8($0) }
        let scalars = masks.map { mosaic.scalar(for: $0) }
        #expect(Set(scalars).count == masks.count)
        for m in masks { #expect(mosaic.mask(of: mosaic.scalar(for: m)) == m) }
        #expect(mosaic.scalar(for: 0) == " " && mosaic.scalar(for: mosaic.fullMask) == "█")
        let encoded = mosaic.encoded
        for m in masks {
            let bytes = (0..<Int(encoded.lengths[Int(m)])).map { UInt8(truncatingIfNeeded: encoded.bytes[Int(m)] >> (8 * $0)) }
            #expect(bytes == Array(String(Character(mosaic.scalar(for: m))).utf8))
        }
    }

    /// Code points by mask, from the Unicode names (BLOCK SEXTANT-1 …,
    /// BLOCK OCTANT-3 …; digits count sub-pixels row-major from 1).
    @Test(arguments: [
        (Mosaic.sextant, 0b000001, 0x1FB00), (.sextant, 0b000010, 0x1FB01), (.sextant, 0b010100, 0x1FB13),
        (.sextant, 0b010110, 0x1FB14), (.sextant, 0b111110, 0x1FB3B), (.sextant, 0b010101, 0x258C), (.sextant, 0b101010, 0x2590),
        (.octant, 0b0000_0100, 0x1CD00), (.octant, 0b0000_0110, 0x1CD01), (.octant, 0b1111_1110, 0x1CDE5),
        (.octant, 0b0111_1111, 0x1CD70), (.octant, 0b0000_0011, 0x1FB82), (.octant, 0b0101_0101, 0x258C),
        (.octant, 0b1010_0000, 0x2597), (.octant, 0b1000_0000, 0x1CEA0), (.octant, 0b0001_0100, 0x1FBE6),
        (.quadrant, 0b0110, 0x259E), (.quadrant, 0b1001, 0x259A), (.half, 0b10, 0x2584),
    ] as [(Mosaic, Int, UInt32)])
    func knownCodePoints(mosaic: Mosaic, mask: Int, codePoint: UInt32) {
        #expect(mosaic.scalar(for: UInt8(mask)).value == codePoint)
    }

    @Test func gridsAndSizes() {
        #expect(Mosaic.allCases.map { "\($0.columns)x\($0.rows)" } == ["1x2", "2x2", "2x3", "2x4"])
        #expect(Mosaic.octant.fullMask == 255 && Mosaic.half.fullMask == 3)
        // Octants and sextants are four bytes of UTF-8, like the single-corner octants; half blocks three.
        #expect(Mosaic.octant.encoded.lengths[0b100] == 4 && Mosaic.half.encoded.lengths[1] == 3)
    }
}
