/// Reads Mirek Wojtowicz's MCell format (`.mcl`) as Golly's `readmcell`
/// (gollybase/readpattern.cpp) reads it.
///
/// The first non-blank line is `#MCell …`; then, in any order, `#GAME` the
/// rule family (lifecam runs `Life`, `Generations` and `Larger than Life`,
/// whose rules and grids are `LtLRule`'s; any other is refused by
/// name), `#RULE` the rule in MCell's survival-first notation (`23/3` for
/// Life, `345/2/4` for Generations; the first one counts, and none before the
/// cells means B3/S23), `#BOARD WxH` a bounded grid, `#WRAP 1` making it a
/// torus (else a bounded plane), `#D` description lines (kept as comments) and
/// `#L` lines of cells: a run count, then `.` dead, `$` next row, or a state
/// (`A`…`X` 1…24, `a`…`j` and a letter for 25…264). A count ends with its
/// line. A state the rule does not have becomes 1, as in Golly (and MCell).
/// Other lines are ignored.
///
/// Placement, as Golly's: the cells start at the grid's top-left corner
/// (−⌊W/2⌋, −⌊H/2⌋), or at (0, 0) without a board; on a board the pattern then
/// moves by ((W+1−w) div 2, (H+1−h) div 2), w×h its cells' box, when either
/// is above 0. The result's `position` says where it lies, its rule carries the grid.
/// Cells are packed as they are read (`PackedCanvas`), at most `Board.maxSide` a side.
public enum MCellReader {
    /// Reads an MCell file.
    public static func decode(_ bytes: [UInt8]) throws(PatternError) -> Pattern {
        var reader = Reader()
        for (number, text) in TextLines(bytes) {
            do throws(PatternError) { try reader.read(text) } catch { throw error.at(line: number) }
        }
        return try reader.finish()
    }

    /// MCell's own families lifecam runs (any other is refused by name).
    static let families = ["Life", "Generations", largerThanLife]
    /// The family whose rules are Larger than Life's (`R5,C0,M1,S34..58,B34..45,NM`).
    static let largerThanLife = "Larger than Life"


    private struct Reader {
        var canvas = PackedCanvas()
        var comments: [String] = []
        var spec: RuleSpec?, states = CellStates.twoState
        var board: (width: Int, height: Int)?
        var wrap = false
        /// MCell's family (`#GAME`) when it is not one lifecam reads itself:
        /// refused unless a `#GOLLY` line names the rule first, as in Golly's
        /// WireWorld files (`#GAME Rules table`, `#GOLLY WireWorld`).
        var otherFamily: String?
        /// `#GAME Larger than Life`: the rule must be one, and its grid is this family's.
        var isLargerThanLife = false
        var x = 0, y = 0
        var sawCells = false

        mutating func read(_ line: ArraySlice<UInt8>) throws(PatternError) {
            guard line.first == UInt8(ascii: "#") else { return }
            if line.hasPrefix("#L ") { return try cells(line.dropFirst(3)) }
            if line.hasPrefix("#GAME") {
                let family = line.dropFirst(5).cleanText
                if !Self.accepts(family) { otherFamily = family }
                // Golly's test: the line starts `#GAME Larger than Life`.
                if line.hasPrefix("#GAME \(MCellReader.largerThanLife)") { isLargerThanLife = true }
            } else if line.hasPrefix("#BOARD ") {
                guard !sawCells else { throw PatternError(.syntax, "#BOARD after the cells (#L lines)") }
                board = try Self.size(line.dropFirst(7).trimmed)
            } else if line.hasPrefix("#WRAP ") {
                wrap = line.dropFirst(6).trimmed.first == UInt8(ascii: "1")
            } else if line.hasPrefix("#RULE") || line.hasPrefix("#GOLLY"), spec == nil {
                // Golly takes the first of #GOLLY and #RULE; lifecam reads #RULE in MCell's own families only.
                let golly = line.hasPrefix("#GOLLY")
                if !golly { try refuseOtherFamily() }
                let text = line.dropFirst(golly ? 6 : 5).trimmed.prefix { $0 > 0x20 }
                do {
                    (spec, states) = try CellStates.parse(String(decoding: text, as: UTF8.self))
                } catch {
                    throw PatternError(.rule, error.description)
                }
            } else if line.hasPrefix("#D"), comments.count < RLEDecoder.maxComments {
                comments.append(line.dropFirst(2).cleanText)
            }
        }

        /// Refuses the cells or `#RULE` of a family lifecam does not run, no `#GOLLY` line having named the rule.
        func refuseOtherFamily() throws(PatternError) {
            guard let family = otherFamily else { return }
            throw PatternError(.rule, "MCell's \(TextSanitizer.clean(family, maxLength: 40)) rules are a family lifecam does not run "
                + "(it runs Life, Generations and Larger than Life, and a rule a #GOLLY line names)")
        }

        static func accepts(_ family: String) -> Bool {
            MCellReader.families.contains { $0.lowercased() == family.lowercased() }
        }

        /// `WxH`, each side 0 to `Board.maxSide` (0: unbounded that way).
        static func size(_ text: ArraySlice<UInt8>) throws(PatternError) -> (width: Int, height: Int) {
            let parts = text.split(separator: UInt8(ascii: "x"), maxSplits: 1, omittingEmptySubsequences: false)
            func side(_ digits: ArraySlice<UInt8>) -> Int? {
                guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
                return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            }
            guard parts.count == 2, let w = side(parts[0]), let h = side(parts[1].prefix { $0 > 0x20 }) else {
                throw PatternError(.syntax, "#BOARD needs WIDTHxHEIGHT, e.g. #BOARD 200x200")
            }
            guard w <= Board.maxSide, h <= Board.maxSide else {
                throw PatternError(.tooLarge, "#BOARD \(w)x\(h) is larger than \(Board.maxSide)x\(Board.maxSide)")
            }
            return (w, h)
        }

        /// One `#L` line: its runs, a count starting afresh on each line.
        mutating func cells(_ text: ArraySlice<UInt8>) throws(PatternError) {
            if spec == nil {
                try refuseOtherFamily()
                spec = RuleSpec(rule: .conway)
            }
            sawCells = true
            var n = 0, i = text.startIndex
            while i < text.endIndex {
                let c = text[i]
                i += 1
                if (0x30...0x39).contains(c) {
                    n = n * 10 + Int(c - 0x30)
                    guard n <= Board.maxSide else { throw PatternError(.tooLarge, "a run count (\(n)...) is larger than \(Board.maxSide)") }
                    continue
                }
                guard c > 0x20 else { continue }
                let count = max(n, 1)
                n = 0
                switch c {
                case UInt8(ascii: "."):
                    x += count
                    guard x <= Board.maxSide else { throw PatternError(.tooLarge, "the pattern is wider than \(Board.maxSide) cells") }
                case UInt8(ascii: "$"):
                    x = 0
                    y += count
                    guard y <= Board.maxSide else { throw PatternError(.tooLarge, "the pattern is taller than \(Board.maxSide) cells") }
                default:
                    var state = 0, letter = c
                    if (UInt8(ascii: "a")...UInt8(ascii: "j")).contains(c) {
                        state = 24 * Int(c - UInt8(ascii: "a") + 1)
                        guard i < text.endIndex else { throw PatternError(.syntax, "\(RLEReader.describe(c)) at the end of the line needs a state letter A-X") }
                        letter = text[i]
                        i += 1
                    }
                    guard (UInt8(ascii: "A")...UInt8(ascii: "X")).contains(letter) else {
                        throw PatternError(.syntax, "unexpected \(RLEReader.describe(letter)) in an #L line")
                    }
                    state += Int(letter - UInt8(ascii: "A")) + 1
                    // Under a History rule an even state is dead: the run only moves on.
                    try canvas.setRun(x: x, y: y, count: count, state: try states.keptInMCell(state))
                    x += count
                    guard x <= Board.maxSide else { throw PatternError(.tooLarge, "the pattern is wider than \(Board.maxSide) cells") }
                }
            }
        }

        consuming func finish() throws(PatternError) -> Pattern {
            var rule = spec ?? RuleSpec(rule: .conway)
            if isLargerThanLife { return try finishLargerThanLife(rule) }
            if let board, board.width > 0 || board.height > 0 {
                rule.grid = Grid(width: board.width, height: board.height, topology: wrap ? .torus : .bounded)
            }
            let (cells, offset) = canvas.trimmed()
            var pattern = cells.with(name: "", comments: comments, rule: rule)
            guard pattern.population > 0 else { return pattern }
            var at = offset
            if let board, board.width > 0 || board.height > 0 {
                at = GridPoint(x: offset.x - board.width / 2, y: offset.y - board.height / 2)
                let shift = ((board.width + 1 - pattern.width) / 2, (board.height + 1 - pattern.height) / 2)
                if shift.0 > 0 || shift.1 > 0 { at = GridPoint(x: at.x + shift.0, y: at.y + shift.1) }
            }
            pattern.position = at
            return pattern
        }

        /// A Larger than Life file, as Golly's `readmcell` reads one: the grid
        /// is `#BOARD`'s, else the rule's own suffix's, else 0×0, a torus with
        /// `#WRAP 1` and else a plane, raised to twice the range a side
        /// (`LtLRule.fitted`); the cells start at `#BOARD`'s top-left, else at
        /// (0, 0), and move by ((W+1−w) div 2, (H+1−h) div 2) when W or H (the
        /// sides before raising) is above 0.
        consuming func finishLargerThanLife(_ spec: RuleSpec) throws(PatternError) -> Pattern {
            guard let ltl = spec.largerThanLife else {
                throw PatternError(.rule, "#GAME Larger than Life needs a Larger than Life rule (R…,C…,M…,S…,B…,N…), not '\(spec)'")
            }
            let sides = board ?? spec.grid.map { ($0.width, $0.height) } ?? (0, 0)
            var rule = spec
            do {
                rule.grid = try ltl.fitted(Grid(width: sides.0, height: sides.1, topology: wrap ? .torus : .bounded)) {
                    RuleError(text: spec.description, reason: $0)
                }
            } catch {
                throw PatternError(.rule, error.description)
            }
            let (cells, offset) = canvas.trimmed()
            var pattern = cells.with(name: "", comments: comments, rule: rule)
            guard pattern.population > 0 else { return pattern }
            var at = board.map { GridPoint(x: offset.x - $0.width / 2, y: offset.y - $0.height / 2) } ?? offset
            if sides.0 > 0 || sides.1 > 0 {
                let shift = ((sides.0 + 1 - pattern.width) / 2, (sides.1 + 1 - pattern.height) / 2)
                if shift.0 > 0 || shift.1 > 0 { at = GridPoint(x: at.x + shift.0, y: at.y + shift.1) }
            }
            pattern.position = at
            return pattern
        }
    }
}
