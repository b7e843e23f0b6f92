/// Golly's bounded-grid suffix, after the rule and a colon.
///
/// `:T64,48` is a 64×48 torus and `:P64,48` a 64×48 bounded plane; the letter
/// may be lower case, one number means a square (`:T30` is `:T30,30`), and an
/// empty height repeats the width (`:T30,`), all as Golly reads them. Golly's
/// other grids are refused with a reason: zero (infinite) sizes, shifted
/// edges (`:T30+5,20`), Klein bottles (`:K`), cross-surfaces (`:C`), spheres (`:S`).
extension RuleSpec {
    /// Parses `RULE` or `RULE:SUFFIX`; see `Rule(parsing:)` for the rule part.
    public init(parsing text: String) throws(RuleError) {
        let trimmed = text.drop { $0.isWhitespace }
        let body: Substring, suffix: Substring?
        if let colon = trimmed.firstIndex(of: ":") {
            body = trimmed[..<colon]
            suffix = trimmed[trimmed.index(after: colon)...]
        } else {
            body = trimmed
            suffix = nil
        }
        let rule = try Rule.parseBody(body, whole: text)
        var grid: BoundedGrid?
        if let suffix {
            grid = try Self.parseGrid(Array(suffix.utf8), whole: text)
        }
        self.init(rule: rule, grid: grid)
    }

    private static func parseGrid(_ raw: [UInt8], whole: String) throws(RuleError) -> BoundedGrid? {
        func fail(_ reason: String) -> RuleError { RuleError(text: whole, reason: reason) }
        var s = raw[...]
        while let last = s.last, last == 0x20 || last == 0x09 || last == 0x0D || last == 0x0A { s = s.dropLast() }
        guard let letter = s.first.map({ $0 & ~0x20 }) else { return nil }
        let topology: Topology
        switch letter {
        case UInt8(ascii: "T"): topology = .torus
        case UInt8(ascii: "P"): topology = .bounded
        case UInt8(ascii: "K"): throw fail("Klein bottle grids (:K) are not supported; use :TW,H (torus) or :PW,H (plane)")
        case UInt8(ascii: "C"): throw fail("cross-surface grids (:C) are not supported; use :TW,H (torus) or :PW,H (plane)")
        case UInt8(ascii: "S"): throw fail("sphere grids (:S) are not supported; use :TW,H (torus) or :PW,H (plane)")
        default: throw fail("unknown bounded-grid suffix; use :TW,H (torus) or :PW,H (plane)")
        }
        s = s.dropFirst()
        let width = number(&s)
        var height = width
        try refuseShift(s.first, fail: fail)
        if s.first == UInt8(ascii: ",") {
            s = s.dropFirst()
            if !s.isEmpty { height = number(&s) }
            try refuseShift(s.first, fail: fail)
        }
        guard s.isEmpty else { throw fail("unexpected text after the bounded-grid size") }
        guard let w = width, let h = height, w > 0, h > 0 else {
            throw fail("infinite or half-infinite grids (a size of 0 or none) are not supported")
        }
        guard w <= Board.maxSide, h <= Board.maxSide else {
            throw fail("grid \(w)x\(h) is larger than the \(Board.maxSide)x\(Board.maxSide) limit")
        }
        return BoundedGrid(width: w, height: h, topology: topology)
    }

    /// Reads decimal digits; nil when there are none. Saturates instead of overflowing.
    private static func number(_ s: inout ArraySlice<UInt8>) -> Int? {
        var value: Int?
        while let c = s.first, c >= 0x30, c <= 0x39 {
            value = min((value ?? 0) * 10 + Int(c - 0x30), Int(Int32.max))
            s = s.dropFirst()
        }
        return value
    }

    private static func refuseShift(_ c: UInt8?, fail: (String) -> RuleError) throws(RuleError) {
        if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
            throw fail("shifted tori (+N or -N on an edge) are not supported")
        }
        if c == UInt8(ascii: "*") {
            throw fail("twisted edges (*) are not supported")
        }
    }
}
