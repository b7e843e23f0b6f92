/// Stephen Wolfram's elementary one-dimensional rules as Golly's QuickLife and
/// HashLife run them (`Help/Algorithms/QuickLife.html`, "Wolfram's elementary
/// rules"; `liferules::createWolframMap`): `Wn`, n even from 0 to 254, on the
/// plane, each generation the next row down. A live cell stays alive; a dead
/// cell comes alive when bit `4·nw + 2·n + ne` of n is set, the three cells
/// above it read as Wolfram reads a cell and its left and right neighbours.
/// So from a row of cells the rows below fill in one a generation. Odd n
/// would bring empty space to life (000 → 1), which Golly does not run.
public struct WolframRule: NeighbourhoodRule, Hashable, CustomStringConvertible {
    /// The rule's number, even, 0...254.
    public let number: Int

    /// The rule numbered `number`, or nil when it is odd or beyond 0...254.
    public init?(_ number: Int) {
        guard (0...254).contains(number), number & 1 == 0 else { return nil }
        self.number = number
    }

    /// Why `text` (`W` and its number, any case) is not a rule Golly runs, in
    /// Golly's words; nil when it is one. Text not starting with `W` and a
    /// digit is not a Wolfram rule at all: `.notWolfram`.
    public enum Reading: Equatable, Sendable {
        case rule(WolframRule)
        case refused(String)
        case notWolfram
    }

    /// Reads `W22`, `w30` (Golly's `setrule`: the letter, then digits only).
    public static func read(_ text: Substring) -> Reading {
        let chars = Array(text.utf8)
        guard chars.count > 1, chars[0] | 0x20 == UInt8(ascii: "w"), (0x30...0x39).contains(chars[1]) else { return .notWolfram }
        guard chars.dropFirst().allSatisfy({ (0x30...0x39).contains($0) }) else { return .refused("bad character in Wolfram rule") }
        // Leading zeros are read as Golly's loop reads digits (W022 is W22); ten digits are past any rule.
        guard chars.count <= 10, let number = Int(String(decoding: chars.dropFirst(), as: UTF8.self)), let rule = WolframRule(number) else {
            return .refused("Wolfram rule must be an even number from 0 to 254 (an odd one would bring empty space to life)")
        }
        return .rule(rule)
    }

    /// Two states: dead and alive.
    public var states: Int { 2 }

    /// Golly's canonical name, `W22`.
    public var name: String { "W\(number)" }
    public var description: String { name }

    public func next(nw: UInt8, n: UInt8, ne: UInt8, w: UInt8, c: UInt8, e: UInt8, sw: UInt8, s: UInt8, se: UInt8) -> UInt8 {
        if c != 0 { return 1 }
        return UInt8(truncatingIfNeeded: number >> (Int(nw) << 2 | Int(n) << 1 | Int(ne)) & 1)
    }
}
