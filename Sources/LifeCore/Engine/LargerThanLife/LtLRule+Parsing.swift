/// Reading a Larger than Life rule as Golly's `ltlalgo::setrule` reads it:
/// MCell's `Rr,Cc,Mm,Smin..max,Bmin..max,Nn`, else Kellie Evans's
/// `r,bmin,bmax,smin,smax` (Moore, the middle cell counted, two states), each
/// number as C's `%d` takes it (spaces before it and a sign allowed), then
/// nothing or a grid suffix.
///
/// The suffix is this family's own (Golly's help, "Grid topology and size
/// limits"): `:T` a torus or `:P` a plane (either case), `W,H` or `W` (then
/// square, a dangling comma allowed), 400×400 when no size follows; at most
/// 100 million cells; a side below twice the range (0 included) is raised to
/// it. No suffix is Golly's unbounded plane.
extension LtLRule {
    /// Golly's grid when a suffix names no size.
    public static let defaultSide = 400
    /// Golly's most cells in a grid (`MAXCELLS`).
    public static let maxCells = 100_000_000

    /// Parses `body` (the text before the first `:`) and `suffix` (after it;
    /// nil for none); `whole` names the text in errors. Golly's reasons.
    public static func parse(body: Substring, suffix: Substring?, whole: String) throws(RuleError) -> (LtLRule, Grid?) {
        let fail = { (reason: String) in RuleError(text: whole, reason: reason) }
        var scan = Scanner(Array(body.utf8)[...])
        var values: [Int] = []
        var letter: UInt8 = 0
        if let mcell = scan.mcell() {
            (values, letter) = mcell
        } else {
            scan = Scanner(Array(body.utf8)[...])
            guard let evans = scan.evans() else { throw fail("bad syntax in Larger than Life rule") }
            values = [evans[0], 0, 1, evans[3], evans[4], evans[1], evans[2]]
            letter = Neighbourhood.moore.rawValue
        }
        let (r, c, m, s1, s2, b1, b2) = (values[0], values[1], values[2], values[3], values[4], values[5], values[6])
        if r < 1 { throw fail("R value is too small") }
        if r > maxRange { throw fail("R value is too big") }
        if c < 0 || c > 256 { throw fail("C value must be from 0 to 256") }
        if m < 0 || m > 1 { throw fail("M value must be 0 or 1") }
        if s1 > s2 { throw fail("S minimum must be <= S maximum") }
        if b1 > b2 { throw fail("B minimum must be <= B maximum") }
        guard let shape = Neighbourhood(rawValue: letter) else { throw fail("N must be followed by M or N or C") }
        let most = cells(range: r, neighbourhood: shape) - (1 - m)
        if s1 < 0 || s1 > most || s2 < 0 || s2 > most { throw fail("S value must be from 0 to max neighbors (\(most))") }
        if b1 < 0 || b1 > most || b2 < 0 || b2 > most { throw fail("B value must be from 0 to max neighbors (\(most))") }
        guard scan.atEnd else { throw fail("bad suffix") }
        let rule = LtLRule(range: r, states: max(c, 2), middle: m == 1, survival: s1...s2, birth: b1...b2, neighbourhood: shape)
        guard let suffix else { return (rule, nil) }
        return (rule, try rule.grid(suffix: Array(suffix.utf8)[...], fail: fail))
    }

    /// The grid `suffix` names for this rule (see above).
    private func grid(suffix: ArraySlice<UInt8>, fail: (String) -> RuleError) throws(RuleError) -> Grid {
        var topology = Topology.torus
        var size = (Self.defaultSide, Self.defaultSide)
        if let first = suffix.first {
            switch first | 0x20 {
            case UInt8(ascii: "t"): topology = .torus
            case UInt8(ascii: "p"): topology = .bounded
            default: throw fail("bad topology in suffix (must be torus or plane)")
            }
            if suffix.count > 1 { size = try Self.size(suffix.dropFirst(), fail: fail) }
            if Float(size.0) * Float(size.1) > Float(Self.maxCells) { throw fail("grid size is too big") }
        }
        return try fitted(Grid(width: size.0, height: size.1, topology: topology), fail: fail)
    }

    /// `W,H` or `W` (square, `W,` too), as Golly's sscanf calls read them.
    private static func size(_ text: ArraySlice<UInt8>, fail: (String) -> RuleError) throws(RuleError) -> (Int, Int) {
        var scan = Scanner(text)
        guard let width = scan.number() else { throw fail("bad grid size") }
        var pair = scan
        if pair.literal(","), let height = pair.number() {
            guard pair.atEnd else { throw fail("unexpected character in suffix") }
            return (width, height)
        }
        guard scan.atEnd || (scan.literal(",") && scan.atEnd) else { throw fail("unexpected character in suffix") }
        return (width, width)
    }

    /// `grid` as this rule runs on it: a torus or a plane, each side at least
    /// twice the range (raised as Golly raises it), at most `maxCells` cells.
    public func fitted(_ grid: Grid, fail: (String) -> RuleError) throws(RuleError) -> Grid {
        guard grid.topology == .torus || grid.topology == .bounded else {
            throw fail("Larger than Life runs on a torus or a plane only (:T or :P), not a \(grid.topology.name)")
        }
        let least = 2 * range
        let fitted = Grid(width: max(grid.width, least), height: max(grid.height, least), topology: grid.topology)
        guard fitted.width <= Self.maxCells, fitted.height <= Self.maxCells, fitted.width * fitted.height <= Self.maxCells else {
            throw fail("grid size is too big (Golly's limit is \(Self.maxCells) cells)")
        }
        return fitted
    }

    /// The few pieces of C's `sscanf` that Golly's formats use.
    private struct Scanner {
        var text: ArraySlice<UInt8>

        init(_ text: ArraySlice<UInt8>) { self.text = text }

        var atEnd: Bool { text.isEmpty }

        /// `R%d,C%d,M%d,S%d..%d,B%d..%d,N%c`: the seven numbers and the letter.
        mutating func mcell() -> ([Int], UInt8)? {
            var values: [Int] = []
            for (prefix, separator) in [("R", ","), ("C", ","), ("M", ","), ("S", ".."), ("", ","), ("B", ".."), ("", ",")] {
                guard literal(prefix), let n = number(), literal(separator) else { return nil }
                values.append(n)
            }
            guard literal("N"), let letter = text.popFirst() else { return nil }
            return (values, letter)
        }

        /// `%d,%d,%d,%d,%d`: r, bmin, bmax, smin, smax.
        mutating func evans() -> [Int]? {
            var values: [Int] = []
            for index in 0..<5 {
                guard index == 0 || literal(","), let n = number() else { return nil }
                values.append(n)
            }
            return values
        }

        /// Matches `s` exactly.
        mutating func literal(_ s: String) -> Bool {
            let bytes = Array(s.utf8)
            guard text.starts(with: bytes) else { return false }
            text = text.dropFirst(bytes.count)
            return true
        }

        /// `%d`: white space, a sign, digits (at least one). Past ±10^10 the
        /// value stops growing (every limit refuses it).
        mutating func number() -> Int? {
            var rest = text.drop { $0 == 0x20 || (0x09...0x0D).contains($0) }
            var negative = false
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                negative = sign == UInt8(ascii: "-")
                rest = rest.dropFirst()
            }
            let digits = rest.prefix { (0x30...0x39).contains($0) }
            guard !digits.isEmpty else { return nil }
            let value = digits.reduce(0) { min($0 * 10 + Int($1 - 0x30), 10_000_000_000) }
            text = rest.dropFirst(digits.count)
            return negative ? -value : value
        }
    }
}
