// Golly's JvN algorithm (gollybase/jvnalgo.cpp of Golly 3.3), carried into
// lifecam. Copyright (C) 2005-2019 The Golly Gang; distributed under the GNU
// General Public License, version 2 or (at your option) any later version.
// See packaging/copyright.

/// JvN29 and Nobili32 as Golly's `jvnalgo::slowcalc` computes them, kept as
/// it is written. Golly works on internal codes (`uncompress`): bit 0x10
/// confluent, 0x20 ordinary and 0x40 special transmission, 0x80 excited, the
/// low two bits a direction (0 east, 1 north, 2 west, 3 south); 0–8 ground
/// and sensitised. `bits` says what one neighbour does to the centre, the
/// centre's next code follows from the bits of all four.
extension JvNRule {
    static let east = 0, north = 1, west = 2, south = 3
    static let flipDirection = 2, directionMask = 3
    static let confluent = 0x10, ordinary = 0x20, special = 0x40, excited = 0x80
    static let crossExcited = 6, confluentExcited = 1
    static let bitOrdinaryNotExcited = 1, bitOrdinaryExcitedEW = 2, bitOrdinaryExcitedNS = 4
    static let bitOrdinaryExcited = bitOrdinaryExcitedNS | bitOrdinaryExcitedEW
    static let bitSpecialExcited = 8, bitConfluentExcited = 16
    static let bitNSIn = 32, bitEWIn = 64, bitNSOut = 128, bitEWOut = 256
    static let bitCross = bitNSIn | bitEWIn | bitNSOut | bitEWOut
    static let bitAnyOut = bitNSOut | bitEWOut
    static let bitOrdinaryExcitedOther = 512, bitSpecialExcitedOther = 1024

    /// Golly's `uncompress`: each state's internal code.
    static let uncompress: [Int] = [
        0,
        1, 2, 3, 4, 5, 6, 7, 8,
        32, 33, 34, 35,
        160, 161, 162, 163,
        64, 65, 66, 67,
        192, 193, 194, 195,
        16, 144,
        17, 145,
        146, 148, 150,
    ]

    /// Golly's `compress`: each internal code's state (255 for codes that are none).
    static let compress: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (state, code) in uncompress.enumerated() { table[code] = UInt8(state) }
        return table
    }()

    /// What the neighbour of code `code`, which must point in direction `dir`
    /// to reach the centre, does to a centre of code `mcode` (Golly's `bits`).
    static func bits(_ mcode: Int, _ code: Int, _ dir: Int) -> Int {
        if code & (excited | ordinary | special | confluent | confluentExcited) == 0 { return 0 }
        if code & confluent != 0 {
            if mcode & (ordinary | special) != 0, (mcode & directionMask) ^ flipDirection == dir { return 0 }
            if code & 2 != 0, dir & 1 == 0 { return bitConfluentExcited }
            if code & 4 != 0, dir & 1 != 0 { return bitConfluentExcited }
            if code & 1 != 0 { return bitConfluentExcited }
            return 0
        }
        if code & (ordinary | special) == 0 { return 0 }
        var r = 0
        if code & directionMask == dir {
            if code & ordinary != 0 {
                if dir & 1 != 0 {
                    r |= bitNSIn
                    r |= code & excited != 0 ? bitOrdinaryExcitedNS : bitOrdinaryNotExcited
                } else {
                    r |= bitEWIn
                    r |= code & excited != 0 ? bitOrdinaryExcitedEW : bitOrdinaryNotExcited
                }
            } else if code & (special | excited) == special | excited {
                r |= bitSpecialExcited
            }
            // Head to head (the centre points back at this neighbour), excitation does not pass on.
            if !(mcode & (ordinary | special) != 0 && dir ^ (mcode & directionMask) == 2) {
                if r & bitOrdinaryExcited != 0 { r |= bitOrdinaryExcitedOther }
                if r & bitSpecialExcited != 0 { r |= bitSpecialExcitedOther }
            }
        } else {
            r |= dir & 1 != 0 ? bitNSOut : bitEWOut
        }
        return r
    }

    /// Golly's `cres`: where a sensitised cell's path of bits ends.
    static let constructed = [0x22, 0x23, 0x40, 0x41, 0x42, 0x43, 0x10, 0x20, 0x21]

    /// The centre's next code from its code `c` and its neighbours' bits
    /// `mbits` (the tail of Golly's `slowcalc`), under JvN29 or Nobili32.
    static func nextCode(_ c: Int, mbits: Int, nobili: Bool) -> Int {
        var c = c
        if c < confluent {
            // Ground and sensitised: a bit a generation, 1 when excited, until a state is built.
            c = mbits & (bitOrdinaryExcited | bitSpecialExcited) != 0 ? 2 * c + 1 : 2 * c
            if c > 8 { c = constructed[c - 9] }
        } else if c & confluent != 0 {
            if mbits & bitSpecialExcited != 0 {
                c = 0
            } else if nobili, mbits & bitCross == bitCross {
                c = mbits & bitOrdinaryExcited != 0 ? (mbits & bitOrdinaryExcited) + confluent + 0x80 : confluent
            } else {
                if c & crossExcited != 0 { c &= ~(crossExcited | excited) }
                if mbits & bitOrdinaryExcited != 0, mbits & bitOrdinaryNotExcited == 0 {
                    c = ((c & excited) >> 7) + (excited | confluent)
                } else if mbits & bitAnyOut != 0 || !nobili {
                    c = ((c & excited) >> 7) + confluent
                }
            }
        } else {
            if (c & ordinary != 0 && mbits & bitSpecialExcited != 0) || (c & special != 0 && mbits & bitOrdinaryExcited != 0) {
                c = 0
            } else if mbits & (bitSpecialExcitedOther | bitOrdinaryExcitedOther | bitConfluentExcited) != 0 {
                c |= 128
            } else {
                c &= 127
            }
        }
        return c
    }

    /// Golly's `slowcalc` for JvN29 and Nobili32, state in and state out, untabled.
    static func gollyNext(c: Int, n: Int, e: Int, s: Int, w: Int, nobili: Bool) -> UInt8 {
        let code = uncompress[c]
        let mbits = bits(code, uncompress[n], south) | bits(code, uncompress[w], east)
            | bits(code, uncompress[e], west) | bits(code, uncompress[s], north)
        return compress[nextCode(code, mbits: mbits, nobili: nobili)]
    }
}
