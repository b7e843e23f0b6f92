/// Golly's bounded-grid suffix, the text after the rule's colon, read as
/// `lifealgo::setgridsize` reads it:
///
///     X W [*] [+N|-N] [, H [*] [+N|-N]]
///
/// X is `T` (torus, or a tube with a side of 0), `P` (plane), `K` (Klein
/// bottle), `C` (cross-surface) or `S` (sphere, one number only), in either
/// case. Without `,H` the height is the width; a missing number is 0, an
/// unbounded side. `*` (Klein bottles only) twists the edges of the side it
/// follows, and `:K30,20` means `:K30,20*`. A shift `+N`/`-N` follows one side
/// only: a torus's, or a Klein bottle's twisted one, never on a plane, sphere or
/// cross-surface, nor on a side of 0. A side grows no further once it reaches
/// 2×10⁸ digits-wise (it becomes 2×10⁹, as in Golly); `Board` has its own,
/// smaller limit.
extension Grid {
    /// Parses a suffix, with or without its leading colon; nil for an unbounded
    /// universe (`:`, `:T`, `:T0,0`, `:P0,0`), which Golly treats as no grid.
    public init?(parsing text: String) throws(GridError) {
        var s = Array(text.utf8)[...]
        while let first = s.first, first == 0x20 || first == 0x09 { s = s.dropFirst() }
        while let last = s.last, last == 0x20 || last == 0x09 || last == 0x0D || last == 0x0A { s = s.dropLast() }
        if s.first == UInt8(ascii: ":") { s = s.dropFirst() }
        guard let grid = try Self.parse(s) else { return nil }
        self = grid
    }

    /// The suffix after the colon; nil when it names an unbounded universe.
    static func parse(_ text: ArraySlice<UInt8>) throws(GridError) -> Grid? {
        var s = text
        guard let first = s.popFirst() else { return nil }
        guard "tpkcs".utf8.contains(first | 0x20) else {
            throw GridError("unknown grid topology '\(Self.shown(first))': use T, P, K, C or S")
        }
        let letter = first & ~0x20
        if s.isEmpty { return nil }
        let isKlein = letter == UInt8(ascii: "K")

        let width = side(&s)
        var twist: Topology.EdgePair?
        var shift: (edges: Topology.EdgePair, by: Int)?
        if s.first == UInt8(ascii: "*") {
            guard isKlein else { throw GridError("only a Klein bottle (K) can have a twist (*)") }
            twist = .horizontal
            s = s.dropFirst()
        }
        if let sign = s.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            try Self.checkShift(letter: letter, onTwisted: twist == .horizontal)
            guard width > 0 else { throw GridError("an unbounded width cannot be shifted") }
            s = s.dropFirst()
            shift = (.horizontal, Self.shiftAmount(&s, modulo: width, negative: sign == UInt8(ascii: "-")))
        }
        if s.first == UInt8(ascii: ","), letter != UInt8(ascii: "S") {
            s = s.dropFirst()
        } else if !s.isEmpty {
            throw GridError("unexpected '\(Self.shown(s.first!))' after the grid's width")
        }
        if letter != UInt8(ascii: "T"), letter != UInt8(ascii: "P"), width == 0 {
            throw GridError("a \(Self.name(letter)) cannot have an unbounded width")
        }

        var height = width
        if !s.isEmpty {
            height = side(&s)
            if s.first == UInt8(ascii: "*") {
                guard isKlein else { throw GridError("only a Klein bottle (K) can have a twist (*)") }
                guard twist == nil else { throw GridError("a Klein bottle cannot twist both pairs of edges") }
                twist = .vertical
                s = s.dropFirst()
            }
            if let sign = s.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                try Self.checkShift(letter: letter, onTwisted: twist == .vertical)
                guard (shift?.by ?? 0) == 0 else { throw GridError("a grid cannot shift both pairs of edges") }
                guard height > 0 else { throw GridError("an unbounded height cannot be shifted") }
                s = s.dropFirst()
                shift = (.vertical, Self.shiftAmount(&s, modulo: height, negative: sign == UInt8(ascii: "-")))
            }
            guard s.isEmpty else { throw GridError("unexpected '\(Self.shown(s.first!))' after the grid's height") }
        }
        if (isKlein || letter == UInt8(ascii: "C")), height == 0 {
            throw GridError("a \(Self.name(letter)) cannot have an unbounded height")
        }
        if (shift?.by ?? 0) != 0, width == 0 || height == 0 {
            throw GridError("a grid unbounded in one direction cannot be shifted")
        }
        guard width > 0 || height > 0 else { return nil }
        return Grid(width: width, height: height, topology: topology(letter, twist: twist, shift: shift))
    }

    /// The topology a grid's letter names, with the twist (a Klein bottle's)
    /// and the shift (a torus's) read after its sides.
    private static func topology(_ letter: UInt8, twist: Topology.EdgePair?,
                                 shift: (edges: Topology.EdgePair, by: Int)?) -> Topology {
        switch letter {
        case UInt8(ascii: "P"): .bounded
        case UInt8(ascii: "S"): .sphere
        case UInt8(ascii: "C"): .crossSurface
        case UInt8(ascii: "K"): .kleinBottle(twisted: twist ?? .vertical, shifted: (shift?.by ?? 0) != 0)
        default: shift.map { $0.by == 0 ? .torus : .shiftedTorus($0.edges, by: $0.by) } ?? .torus
        }
    }

    /// Decimal digits (none is 0); at 2×10⁸ or more the value becomes 2×10⁹ and stays there.
    private static func side(_ s: inout ArraySlice<UInt8>) -> Int {
        var value = 0
        while let c = s.first, c >= 0x30, c <= 0x39 {
            value = value >= 200_000_000 ? 2_000_000_000 : value * 10 + Int(c - 0x30)
            s = s.dropFirst()
        }
        return value
    }

    /// A shift's digits taken modulo `length` as they come (the same remainder as
    /// reducing the whole number), with its sign.
    private static func shiftAmount(_ s: inout ArraySlice<UInt8>, modulo length: Int, negative: Bool) -> Int {
        var value = 0
        while let c = s.first, c >= 0x30, c <= 0x39 {
            value = (value * 10 + Int(c - 0x30)) % length
            s = s.dropFirst()
        }
        return negative ? -value : value
    }

    private static func checkShift(letter: UInt8, onTwisted: Bool) throws(GridError) {
        switch letter {
        case UInt8(ascii: "P"), UInt8(ascii: "S"), UInt8(ascii: "C"):
            throw GridError("a \(name(letter)) cannot have a shift")
        case UInt8(ascii: "K") where !onTwisted:
            throw GridError("a Klein bottle's shift must be on its twisted edges (after the *)")
        default:
            return
        }
    }

    private static func name(_ letter: UInt8) -> String {
        switch letter {
        case UInt8(ascii: "P"): "plane"
        case UInt8(ascii: "S"): "sphere"
        case UInt8(ascii: "C"): "cross-surface"
        case UInt8(ascii: "K"): "Klein bottle"
        default: "torus"
        }
    }

    private static func shown(_ byte: UInt8) -> String {
        TextSanitizer.clean(String(decoding: [byte], as: UTF8.self), maxLength: 4)
    }
}

/// Why a grid suffix was refused; `description` is one line naming the problem.
public struct GridError: Error, Sendable, Equatable, CustomStringConvertible {
    public let reason: String

    public init(_ reason: String) { self.reason = reason }

    public var description: String { reason }
}
