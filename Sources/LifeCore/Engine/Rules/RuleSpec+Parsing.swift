/// A rule and Golly's grid suffix after a colon (`Grid+Parsing` reads the suffix).
extension RuleSpec {
    /// Parses `RULE` or `RULE:SUFFIX`; see `Rule(parsing:)` for the rule part.
    public init(parsing text: String) throws(RuleError) {
        try self.init(parsingAny: text)
    }

    /// Parses `RULE` or `RULE:SUFFIX` in every family `Rule` models, a Larger
    /// than Life rule (`LtLRule.parse`, with that family's own suffix), or a
    /// rule file's name (`RuleName`) for the app to find.
    public init(parsingAny text: String) throws(RuleError) {
        let trimmed = text.drop { $0.isWhitespace }
        let body: Substring, suffix: Substring?
        if let colon = trimmed.firstIndex(of: ":") {
            body = trimmed[..<colon]
            suffix = trimmed[trimmed.index(after: colon)...]
        } else {
            body = trimmed
            suffix = nil
        }
        var name = body
        while name.last == " " || name.last == "\t" || name.last == "\r" || name.last == "\n" { name = name.dropLast() }
        // Only Larger than Life's notations have commas before the suffix (no B/S rule or name does).
        if name.contains(",") {
            var tail = suffix
            while let last = tail?.last, last == " " || last == "\t" || last == "\r" || last == "\n" { tail = tail?.dropLast() }
            let (rule, grid) = try LtLRule.parse(body: name, suffix: tail, whole: text)
            self.init(largerThanLife: rule, grid: grid)
            return
        }
        let parsed: Body
        if let recognised = RuleName.recognise(name) {
            parsed = recognised
        } else {
            parsed = .rule(try Rule.parseBody(body, whole: text))
        }
        var grid: Grid?
        if let suffix {
            var s = Array(suffix.utf8)[...]
            while let last = s.last, last == 0x20 || last == 0x09 || last == 0x0D || last == 0x0A { s = s.dropLast() }
            do {
                grid = try Grid.parse(s)
            } catch {
                throw RuleError(text: text, reason: error.reason)
            }
        }
        self.init(body: parsed, grid: grid)
    }
}

extension RuleSpec {
    /// A rule or a name (`body`) on `grid`.
    public init(body: Body, grid: Grid?) {
        self.body = body
        self.grid = grid
    }
}
