/// Hensel's letters: the names isotropic non-totalistic rules give to the ways
/// n live neighbours can be arranged around a cell, up to rotation and
/// reflection (`2a` is two adjacent neighbours, an edge and a corner; `2i` two
/// opposite edges …), exactly as Golly's `gollybase/liferules.cpp` defines them.
///
/// A neighbourhood is a 9-bit index over the 3×3 block: bit `3·row + column`
/// (row and column 0...2, top-left first), the centre cell being bit 4 (16).
/// Letter `i` of a count is bit `i` of a letter mask, in Golly's order
/// `c e a i k n j q r y t w z`; counts 0 and 8 have one arrangement and no letters.
enum Hensel {
    /// The letters in Golly's order (bit i of a letter mask is `letters[i]`).
    static let letters: [UInt8] = Array("ceaiknjqrytwz".utf8)

    /// How many letters each neighbour count 0...8 has.
    static let letterCount = [0, 2, 6, 10, 13, 10, 6, 2, 0]

    /// A mask with every letter of `count` set.
    static func allLetters(_ count: Int) -> UInt16 { (1 << UInt16(letterCount[count])) &- 1 }

    /// One arrangement per letter for 1...4 neighbours (Golly's `entry0`…`entry3`);
    /// 5...7 are the complements of 3...1 with the same letters.
    private static let representatives: [[Int]] = [
        [1, 2],
        [5, 10, 3, 40, 33, 68],
        [69, 42, 11, 7, 98, 13, 14, 70, 41, 97],
        [325, 170, 15, 45, 99, 71, 106, 102, 43, 101, 105, 78, 108],
    ]

    /// For each 9-bit neighbourhood (the centre bit is ignored), the letter index
    /// of its arrangement within its count (0 for counts 0 and 8).
    static let letterOf: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for count in 1...7 {
            let folded = count <= 4 ? count - 1 : 7 - count
            let flip = count <= 4 ? 0 : 0x1EF   // every neighbour, not the centre
            for (letter, representative) in representatives[folded].enumerated() {
                for arrangement in orbit(representative ^ flip) {
                    table[arrangement] = UInt8(letter)
                    table[arrangement | 16] = UInt8(letter)
                }
            }
        }
        return table
    }()

    /// The live neighbours of a 9-bit neighbourhood.
    static func count(_ neighbourhood: Int) -> Int { (neighbourhood & 0x1EF).nonzeroBitCount }

    /// The eight images of a neighbourhood under the square's rotations and reflections.
    static func orbit(_ neighbourhood: Int) -> Set<Int> {
        var images = Set<Int>()
        var x = neighbourhood
        for _ in 0..<4 {
            images.insert(x)
            images.insert(flip(x))
            x = rotate(x)
        }
        return images
    }

    /// A quarter turn clockwise: (row, column) goes to (column, 2 − row).
    static func rotate(_ x: Int) -> Int {
        var out = 0
        for bit in 0..<9 where x >> bit & 1 == 1 {
            out |= 1 << ((bit % 3) * 3 + 2 - bit / 3)
        }
        return out
    }

    /// Top and bottom rows swapped.
    static func flip(_ x: Int) -> Int {
        (x & 0x07) << 6 | (x & 0x1C0) >> 6 | (x & 0x38)
    }
}
