/// Drops terminal replies that arrive as keys, whenever they arrive. The
/// start-up probe waits only so long for the terminal's answers; over a slow
/// link (ssh, a busy X server, a first start of xterm) they come later, and
/// ncurses, not knowing them, hands them over one character at a time:
/// `ESC [ ? 2 ; 0 ; 1000 ; 1000 S` would read as Esc, smaller cells, help,
/// generation 0 and save the board.
///
/// A reply has a shape no typed key has (ECMA-48), so it is recognised by its
/// shape alone:
/// - a control sequence, Esc `[`, at least one parameter or intermediate byte
///   (`0-9 : ; < = > ?`, then space to `/`), and a final byte `@` to `~`: the
///   mode reports (`$y`), sizes (`t`), device attributes (`c`), cursor
///   reports (`R`), XTSMGRAPHICS (`S`), status (`n`), keyboard flags (`u`)…
///   A key ncurses knows (an arrow, F1) comes decoded, never as these
///   characters; one it does not (Ctrl+arrow where terminfo lacks it) is
///   no key of lifecam's and goes too, rather than pressing its letters;
/// - a control string: DCS (Esc `P`), APC (Esc `_`, the kitty graphics
///   reply) or OSC (Esc `]`, the colour replies), characters up to the string
///   terminator Esc `\` (an OSC also to BEL).
///
/// A person cannot type Esc, `[` and a parameter within one read (ncurses
/// reads what has arrived; a frame is 33 ms). A reply cut by the end of a
/// read, after its introducer and at least one more character, is held
/// until the next read continues it (a slow link splits writes); held
/// characters that turn out not to be a reply, a reply longer than any
/// terminal sends, or one still unfinished after `maxHeldReads` more reads
/// with input (keys typed meanwhile are never kept long), are handed on as
/// the keys they were. A lone Esc (or Esc
/// `[`) at the end of a read is the key: ncurses waits its Esc delay for what
/// follows an Esc, so a reply's own Esc never arrives alone.
package struct ReplyFilter: Sendable {
    /// The start of a reply left at the end of the last read.
    private var held: [InputEvent] = []
    /// Reads with input since the held reply began.
    private var heldReads = 0

    /// Parameter and intermediate bytes a control sequence may have.
    static let maxSequenceBody = 64
    /// Characters a control string may hold (XTVERSION, colours and kitty's replies are far shorter).
    static let maxStringBody = 1024
    /// Reads with input a cut reply may wait for its end.
    static let maxHeldReads = 3

    package init() {}

    /// `batch` without the replies in it, in order; with what was held before it.
    package mutating func strip(_ batch: [InputEvent]) -> [InputEvent] {
        let events = held + batch
        let reads = held.isEmpty ? 0 : heldReads + (batch.isEmpty ? 0 : 1)
        held = []
        heldReads = 0
        var out: [InputEvent] = []
        out.reserveCapacity(events.count)
        var i = 0
        while i < events.count {
            switch Self.reply(in: events, at: i) {
            case let .complete(end):
                i = end
            case .cut where i > 0 || reads < Self.maxHeldReads:
                held = Array(events[i...])
                heldReads = i > 0 ? 0 : reads
                return out
            case .cut, .none:
                out.append(events[i])
                i += 1
            }
        }
        return out
    }

    /// `events`, one read, without the replies in it; a reply cut at its end stays keys.
    package static func strip(_ events: [InputEvent]) -> [InputEvent] {
        var filter = ReplyFilter()
        return filter.strip(events) + filter.held
    }

    private enum Match: Equatable {
        /// A whole reply, ending before `end`.
        case complete(end: Int)
        /// The start of a reply, cut by the end of the read.
        case cut
        case none
    }

    private static func reply(in events: [InputEvent], at start: Int) -> Match {
        guard events[start] == .key(.escape), start + 1 < events.count,
              case let .key(.character(introducer)) = events[start + 1] else { return .none }
        switch introducer {
        case "[": return sequence(events, from: start + 2)
        case "P", "_", "]": return controlString(events, from: start + 2, osc: introducer == "]")
        default: return .none
        }
    }

    /// Esc `[` parameters (0x30–0x3F), intermediates (0x20–0x2F), final (0x40–0x7E).
    private static func sequence(_ events: [InputEvent], from body: Int) -> Match {
        var i = body
        var intermediates = false
        while i < events.count, i - body <= maxSequenceBody {
            guard case let .key(.character(c)) = events[i], let v = c.asciiValue else { return .none }
            switch v {
            case 0x30...0x3F where !intermediates:
                break
            case 0x20...0x2F:
                intermediates = true
            case 0x40...0x7E:
                return i > body ? .complete(end: i + 1) : .none
            default:
                return .none
            }
            i += 1
        }
        // A lone Esc `[` at the end is the key; so is a body longer than any reply's.
        return i == events.count && i > body && i - body <= maxSequenceBody ? .cut : .none
    }

    /// Characters up to Esc `\` (or BEL in an OSC).
    private static func controlString(_ events: [InputEvent], from body: Int, osc: Bool) -> Match {
        var i = body
        while i < events.count, i - body <= maxStringBody {
            switch events[i] {
            case .key(.escape):
                guard i + 1 < events.count else { return .cut }
                return events[i + 1] == .key(.character("\\")) ? .complete(end: i + 2) : .none
            case .key(.character("\u{07}")) where osc:
                return .complete(end: i + 1)
            case .key(.character):
                i += 1
            default:
                return .none
            }
        }
        return i == events.count && i > body && i - body <= maxStringBody ? .cut : .none
    }
}
