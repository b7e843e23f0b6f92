/// JvN29 and Nobili32 as two table lookups a cell, made once from Golly's
/// functions (`JvNRule+Nobili`): what each neighbour state does to each
/// centre state from each side (`bits`, 11 bits), and the centre's next state
/// for each centre state and the bits of its four neighbours together.
/// 32 × 4 × 32 entries of 2 bytes and 32 × 2048 of 1 byte.
struct JvNTables: Sendable {
    /// `sides[(c · 4 + side) · 32 + neighbour]`, side 0 north, 1 east, 2 south, 3 west.
    private let sides: [UInt16]
    /// `outcome[c << 11 | bits]`.
    private let outcome: [UInt8]

    static let jvn29 = JvNTables(nobili: false)
    static let nobili32 = JvNTables(nobili: true)

    private init(nobili: Bool) {
        let states = 32
        var sides = [UInt16](repeating: 0, count: states * 4 * states)
        // The direction a neighbour on each side must point to reach the centre (Golly's slowcalc).
        let towards = [JvNRule.south, JvNRule.west, JvNRule.north, JvNRule.east]
        for c in 0..<states {
            for side in 0..<4 {
                for neighbour in 0..<states {
                    sides[(c * 4 + side) * states + neighbour] =
                        UInt16(JvNRule.bits(JvNRule.uncompress[c], JvNRule.uncompress[neighbour], towards[side]))
                }
            }
        }
        var outcome = [UInt8](repeating: 0, count: states << 11)
        for c in 0..<states {
            for bits in 0..<2048 {
                outcome[c << 11 | bits] = JvNRule.compress[JvNRule.nextCode(JvNRule.uncompress[c], mbits: bits, nobili: nobili)]
            }
        }
        self.sides = sides
        self.outcome = outcome
    }

    /// The centre's next state (every state below 32).
    @inline(__always)
    func next(c: UInt8, n: UInt8, e: UInt8, s: UInt8, w: UInt8) -> UInt8 {
        sides.withUnsafeBufferPointer { sides in
            let base = Int(c) << 7
            let bits = sides[base | Int(n)] | sides[base | 32 | Int(e)] | sides[base | 64 | Int(s)] | sides[base | 96 | Int(w)]
            return outcome.withUnsafeBufferPointer { $0[Int(c) << 11 | Int(bits)] }
        }
    }
}
