// Golly's JvN algorithm (gollybase/jvnalgo.cpp of Golly 3.3), carried into
// lifecam. Copyright (C) 2005-2019 The Golly Gang; distributed under the GNU
// General Public License, version 2 or (at your option) any later version.
// See packaging/copyright.

/// Von Neumann's 29-state cellular automaton and its two 32-state
/// extensions, as Golly's `JvN` algorithm runs them (`gollybase/jvnalgo.cpp`,
/// `Help/Algorithms/JvN.html`): `JvN29` (von Neumann's own, as Arthur Burks
/// completed it), `Nobili32` (Renato Nobili's crossing confluent states) and
/// `Hutton32` (Tim Hutton's write-and-retract construction arm).
///
/// Each cell sees its four von Neumann neighbours. States, as Golly numbers
/// them: 0 ground; 1–8 sensitised; 9–12 ordinary transmission pointing east,
/// north, west, south, 13–16 the same excited; 17–24 special transmission
/// (quiescent, then excited); 25–28 confluent (quiescent, excited now,
/// excited next, both); 29–31 (32-state rules only) the crossing confluent
/// states, horizontal, vertical and both.
///
/// Golly's transition functions are kept as they are written
/// (`JvNRule+Nobili`, `JvNRule+Hutton`, C's arithmetic included); the first
/// two are looked up in tables made from them (`JvNTables`).
public struct JvNRule: NeighbourhoodRule, Hashable, CustomStringConvertible {
    /// The three rules Golly's JvN algorithm runs.
    public enum Variant: String, Sendable, Hashable, CaseIterable {
        case jvn29 = "JvN29"
        case nobili32 = "Nobili32"
        case hutton32 = "Hutton32"
    }

    public let variant: Variant

    public init(_ variant: Variant) {
        self.variant = variant
    }

    /// The rule `name` names, as Golly's `jvnalgo::setrule` reads it: the three
    /// names and their older spellings (`JvN-29`, `JvN-32`, `modJvN-32`) in
    /// any case; nil for any other name.
    public init?(named name: String) {
        switch name.lowercased() {
        case "jvn29", "jvn-29": variant = .jvn29
        case "nobili32", "jvn-32": variant = .nobili32
        case "hutton32", "modjvn-32": variant = .hutton32
        default: return nil
        }
    }

    /// 29 for JvN29, 32 for the others.
    public var states: Int { variant == .jvn29 ? 29 : 32 }

    /// Golly's canonical name (`JvN29`).
    public var name: String { variant.rawValue }
    public var description: String { name }

    /// Each state's colour, as Golly's JvN algorithm colours them (`jvncolors`).
    public var colours: [RGB] { Array(Self.gollyColours.prefix(states)) }

    public func next(nw: UInt8, n: UInt8, ne: UInt8, w: UInt8, c: UInt8, e: UInt8, sw: UInt8, s: UInt8, se: UInt8) -> UInt8 {
        next(c: c, n: n, e: e, s: s, w: w)
    }

    /// The centre's next state from its own and its four neighbours' states (each below `states`).
    @inline(__always)
    public func next(c: UInt8, n: UInt8, e: UInt8, s: UInt8, w: UInt8) -> UInt8 {
        switch variant {
        case .jvn29: JvNTables.jvn29.next(c: c, n: n, e: e, s: s, w: w)
        case .nobili32: JvNTables.nobili32.next(c: c, n: n, e: e, s: s, w: w)
        case .hutton32: Self.hutton32(c: Int(c), n: Int(n), s: Int(s), e: Int(e), w: Int(w))
        }
    }

    /// Golly's `jvncolors`: ground dark grey, sensitised red to yellow,
    /// ordinary transmission blue (excited green), special red (excited
    /// purple), confluent light green, orange, yellow and cyan, crossings darker cyan.
    static let gollyColours: [RGB] = [
        RGB(48, 48, 48), RGB(255, 0, 0), RGB(255, 125, 0), RGB(255, 150, 25), RGB(255, 175, 50),
        RGB(255, 200, 75), RGB(255, 225, 100), RGB(255, 250, 125), RGB(251, 255, 0),
        RGB(89, 89, 255), RGB(106, 106, 255), RGB(122, 122, 255), RGB(139, 139, 255),
        RGB(27, 176, 27), RGB(36, 200, 36), RGB(73, 255, 73), RGB(106, 255, 106),
        RGB(235, 36, 36), RGB(255, 56, 56), RGB(255, 73, 73), RGB(255, 89, 89),
        RGB(185, 56, 255), RGB(191, 73, 255), RGB(197, 89, 255), RGB(203, 106, 255),
        RGB(0, 255, 128), RGB(255, 128, 64), RGB(255, 255, 128), RGB(33, 215, 215),
        RGB(27, 176, 176), RGB(24, 156, 156), RGB(21, 137, 137),
    ]
}
