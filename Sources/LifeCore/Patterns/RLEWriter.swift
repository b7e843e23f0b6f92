/// Writes patterns as Golly writes RLE.
///
/// `#N` and `#C` lines for the name and comments, the header
/// `x = W, y = H, rule = R`, then runs of `b`, `o` and `$` with dead cells at
/// the end of a row left out, blank rows folded into the count before `$`,
/// `!` at the end, and no line longer than 70 characters (a run is never split).
public enum RLEWriter {
    /// Golly's line length limit for RLE data.
    public static let maxLineLength = 70

    /// The RLE text of `pattern`, ending with a newline. `rule` overrides `pattern.rule`;
    /// without either the header says B3/S23.
    public static func encode(_ pattern: Pattern, rule: RuleSpec? = nil) -> String {
        var out = ""
        if !pattern.name.isEmpty { out += "#N \(TextSanitizer.clean(pattern.name))\n" }
        for comment in pattern.comments { out += "#C \(TextSanitizer.clean(comment))\n" }
        let ruleText = (rule ?? pattern.rule ?? RuleSpec(rule: .conway)).description
        out += "x = \(pattern.width), y = \(pattern.height), rule = \(ruleText)\n"

        var line = ""
        func emit(_ count: Int, _ tag: Character) {
            let token = count > 1 ? "\(count)\(tag)" : String(tag)
            if line.count + token.count > maxLineLength {
                out += line + "\n"
                line = ""
            }
            line += token
        }
        var pendingRows = 0
        for y in 0..<pattern.height {
            var x = 0
            var first = true
            while x < pattern.width {
                let alive = pattern[x, y]
                var end = x + 1
                while end < pattern.width, pattern[end, y] == alive { end += 1 }
                if alive {
                    if first, pendingRows > 0 { emit(pendingRows, "$"); pendingRows = 0 }
                    first = false
                    emit(end - x, "o")
                } else if end < pattern.width {
                    if first, pendingRows > 0 { emit(pendingRows, "$"); pendingRows = 0 }
                    first = false
                    emit(end - x, "b")
                }
                x = end
            }
            pendingRows += 1
        }
        emit(1, "!")
        out += line + "\n"
        return out
    }
}
