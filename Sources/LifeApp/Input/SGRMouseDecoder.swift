/// Decodes SGR mouse reports (DEC mode 1006) that ncurses hands over as keys.
///
/// ncurses decodes SGR reports only when the terminfo entry's `XM` names
/// mode 1006. kitty's `xterm-kitty` entry (and tmux's, screen's) has the old
/// X10 mouse instead, which cannot report columns past 223 and has no pixel
/// form, so lifecam asks such terminals for SGR reports itself when they say
/// they have them; ncurses, not knowing `ESC [ <`, then returns each byte as
/// a key (docs/TERMINALS.md, "The mouse"). This turns `Esc [ < b ; x ; y M` (press or
/// motion) and `… m` (release) back into mouse reports, 0-based. In the
/// pixel form (1016) kitty reports a pointer beyond the left or top edge of
/// the text area with negative coordinates (`-3`): they are read too.
///
/// The button byte `b`: the low two bits are the button (0 left, 1 middle,
/// 2 right, 3 none), +32 motion, +64 the wheel (64 up, 65 down, 66/67
/// sideways), +128 the extra buttons, +4/8/16 shift, meta, control. Middle,
/// sideways and extra buttons are dropped, as the ncurses path drops them.
///
/// A report cut at the end of one batch of input, after its `Esc [ <`, is
/// held until the next one (a slow link splits writes); held bytes that turn
/// out not to be a report are handed on as the keys they were.
package struct SGRMouseDecoder: Sendable {
    /// The start of a report left at the end of the last batch.
    private var held: [InputEvent] = []

    /// Digits a coordinate may have (pixels of a very large screen fit).
    static let maxDigits = 6

    package init() {}

    /// `events` with every complete SGR report replaced by its mouse report.
    package mutating func decode(_ batch: [InputEvent]) -> [InputEvent] {
        let events = held + batch
        held = []
        var out: [InputEvent] = []
        out.reserveCapacity(events.count)
        var i = 0
        while i < events.count {
            switch Self.report(in: events, at: i) {
            case let .complete(report, end):
                if let report { out.append(.mouse(report)) }
                i = end
            case .cut:
                held = Array(events[i...])
                return out
            case .none:
                out.append(events[i])
                i += 1
            }
        }
        return out
    }

    private enum Match {
        /// A whole report (nil: one the app ignores), ending before `end`.
        case complete(MouseReport?, end: Int)
        /// The start of a report, cut by the end of the batch.
        case cut
        case none
    }

    private static func report(in events: [InputEvent], at start: Int) -> Match {
        guard events[start] == .key(.escape) else { return .none }
        let introducer: [Character] = ["[", "<"]
        var i = start + 1
        for c in introducer {
            // A lone Esc (or Esc `[`) at the end is the key, never held back.
            guard i < events.count else { return .none }
            guard events[i] == .key(.character(c)) else { return .none }
            i += 1
        }
        var numbers: [Int] = [0]
        var digits = 0
        var negative = false
        func value() -> Int { negative ? -numbers[numbers.count - 1] : numbers[numbers.count - 1] }
        while i < events.count {
            guard case let .key(.character(c)) = events[i] else { return .none }
            if let d = c.wholeNumberValue, c.isASCII {
                digits += 1
                guard digits <= maxDigits else { return .none }
                numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + d
            } else if c == "-" {
                // A pointer left of or above the text area, in pixels (kitty's 1016), is negative.
                guard digits == 0, !negative, numbers.count > 1 else { return .none }
                negative = true
            } else if c == ";" {
                guard digits > 0, numbers.count < 3 else { return .none }
                numbers[numbers.count - 1] = value()
                numbers.append(0)
                digits = 0
                negative = false
            } else if c == "M" || c == "m" {
                guard digits > 0, numbers.count == 3 else { return .none }
                return .complete(report(button: numbers[0], x: numbers[1], y: value(), release: c == "m"), end: i + 1)
            } else {
                return .none
            }
            i += 1
        }
        return .cut
    }

    /// The report for button byte `b` at 1-based (`x`, `y`), or nil for one the app ignores.
    static func report(button b: Int, x: Int, y: Int, release: Bool) -> MouseReport? {
        guard b & 128 == 0 else { return nil }
        let kind: MouseReport.Kind
        if b & 64 != 0 {
            guard !release else { return nil }
            switch b & 3 {
            case 0: kind = .wheelUp
            case 1: kind = .wheelDown
            default: return nil
            }
        } else if b & 32 != 0 {
            kind = .motion
        } else {
            let button: MouseButton
            switch b & 3 {
            case 0: button = .left
            case 2: button = .right
            default: return nil
            }
            kind = release ? .release(button) : .press(button)
        }
        return MouseReport(column: x - 1, row: y - 1, kind: kind)
    }
}
