/// Drops terminal replies that arrive as keys. The start-up probe waits only
/// so long for the terminal's answers; over a slow link they come later, and
/// ncurses, not knowing them, hands them over one character at a time —
/// `ESC [ ? 6 2 ; 2 2 c` would read as Esc, smaller cells, help, clear. Such
/// a reply comes in one piece, so within one batch of input an Esc followed
/// by `[`, parameters (`0-9 ; ? > $`) and a final `y`, `t`, `c` or `R` is
/// removed, and so is a control string, Esc `P` or Esc `_` … Esc `\` (the
/// colour, version and kitty graphics replies, whose letters would otherwise
/// press keys such as `t`).
/// A person cannot type that within one read; anything else passes as it was.
package enum ReplyFilter {
    /// `events` without the replies in them, in order.
    package static func strip(_ events: [InputEvent]) -> [InputEvent] {
        var out: [InputEvent] = []
        out.reserveCapacity(events.count)
        var i = 0
        while i < events.count {
            if let end = replyEnd(events, from: i) {
                i = end
            } else {
                out.append(events[i])
                i += 1
            }
        }
        return out
    }

    /// The index just past a reply starting at `start`, or nil when none starts there.
    private static func replyEnd(_ events: [InputEvent], from start: Int) -> Int? {
        guard events[start] == .key(.escape), start + 1 < events.count else { return nil }
        if events[start + 1] == .key(.character("P")) || events[start + 1] == .key(.character("_")) {
            return controlStringEnd(events, from: start)
        }
        guard events[start + 1] == .key(.character("[")) else { return nil }
        var i = start + 2
        while i < events.count, case let .key(.character(c)) = events[i] {
            if "yctR".contains(c) { return i > start + 2 ? i + 1 : nil }
            guard c.isASCII, c.isNumber || ";?>$".contains(c) else { return nil }
            i += 1
        }
        return nil
    }

    /// The index just past `Esc P … Esc \` starting at `start`, or nil when
    /// the batch holds no terminator (then they were keys).
    private static func controlStringEnd(_ events: [InputEvent], from start: Int) -> Int? {
        var i = start + 2
        while i + 1 < events.count {
            if events[i] == .key(.escape) {
                return events[i + 1] == .key(.character("\\")) ? i + 2 : nil
            }
            guard case .key(.character) = events[i] else { return nil }
            i += 1
        }
        return nil
    }
}
