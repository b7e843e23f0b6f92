import TerminalRenderer
import Testing
@testable import LifeApp

/// `--blitter` at start-up: what the terminal's replies make of it.
@Suite struct BlitterStartTests {
    /// The replies of the terminals met (docs/TERMINALS.md, "The start-up probe"), trimmed to what counts here.
    enum Terminal: String, CaseIterable {
        case xterm, vt340, kitty, tmuxInKitty, foot, silent

        var replies: TerminalReplies {
            let glyphs = "\u{1B}[1;2R\u{1B}[1;2R\u{1B}[1;2R"
            let text = switch self {
            case .xterm: "\u{1B}P>|XTerm(379)\u{1B}\\" + glyphs + "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"
            case .vt340: "\u{1B}P>|XTerm(379)\u{1B}\\" + glyphs + "\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
            case .kitty: "\u{1B}P>|kitty(0.26.5)\u{1B}\\" + glyphs + "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c"
            case .tmuxInKitty: "\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[1;2R\u{1B}[1;2R\u{1B}[1;1R\u{1B}[?1;2c"
            case .foot: "\u{1B}P>|foot(1.13.1)\u{1B}\\\u{1B}[1;2R\u{1B}[1;2R\u{1B}[1;1R\u{1B}[?62;4;22c"
            case .silent: ""
            }
            return TerminalReplies(parsing: Array(text.utf8))
        }

        var facts: BlitterStart.Facts {
            BlitterStart.Facts(replies: replies, outer: self == .tmuxInKitty ? "kitty(0.26.5)" : nil, cellKnown: true)
        }
    }

    // (--blitter, terminal, blitter started with, blitters t steps through, message)
    @Test(arguments: [
        ("auto", Terminal.xterm, Blitter.quadrant, [Blitter.half, .quadrant], nil),
        ("auto", .vt340, .quadrant, [.half, .quadrant, .sixel], nil),
        ("auto", .silent, .half, [.half], nil),
        ("auto", .kitty, .sextant, [.half, .quadrant, .sextant, .kitty], nil),
        ("auto", .tmuxInKitty, .sextant, [.half, .quadrant, .sextant], nil),
        ("half", .xterm, .half, [.half, .quadrant], nil),
        // Pictures the terminal does not show: the finest glyphs it shows instead, said once.
        ("sixel", .xterm, .quadrant, [.half, .quadrant],
         "--blitter sixel: this terminal does not list sixel graphics: quadrant glyphs instead"),
        ("kitty", .xterm, .quadrant, [.half, .quadrant],
         "--blitter kitty: this terminal did not answer the kitty graphics query: quadrant glyphs instead"),
        ("sixel", .kitty, .sextant, [.half, .quadrant, .sextant, .kitty],
         "--blitter sixel: this terminal does not list sixel graphics: sextant glyphs instead"),
        ("kitty", .tmuxInKitty, .sextant, [.half, .quadrant, .sextant],
         "--blitter kitty: tmux passes no pictures on: sextant glyphs instead"),
        ("sixel", .silent, .half, [.half],
         "--blitter sixel: the terminal did not answer in time: half blocks instead"),
        // Pictures it shows.
        ("sixel", .vt340, .sixel, [.half, .quadrant, .sixel], nil),
        ("kitty", .kitty, .kitty, [.half, .quadrant, .sextant, .kitty], nil),
        ("sixel", .foot, .sixel, [.half, .quadrant, .sextant, .sixel], nil),
        // Glyphs it drops (the cursor did not move one column): the finest it shows instead.
        ("octant", .tmuxInKitty, .sextant, [.half, .quadrant, .sextant],
         "--blitter octant: this terminal drops octants: sextant glyphs instead"),
        ("octant", .foot, .sextant, [.half, .quadrant, .sextant, .sixel],
         "--blitter octant: this terminal drops octants: sextant glyphs instead"),
        // Glyphs it passes on but may have no font for: as asked, with a note (a font may have them).
        ("octant", .kitty, .octant, [.half, .quadrant, .sextant, .octant, .kitty],
         "octant glyphs may not show in this terminal (t switches)"),
        ("sextant", .xterm, .sextant, [.half, .quadrant, .sextant], "sextant glyphs may not show in this terminal (t switches)"),
        ("sextant", .silent, .sextant, [.half, .sextant], "sextant glyphs may not show in this terminal (t switches)"),
    ] as [(String, Terminal, Blitter, [Blitter], String?)])
    func namedOrAuto(choice: String, terminal: Terminal, current: Blitter, available: [Blitter], message: String?) throws {
        let start = BlitterStart(try BlitterChoice(parsing: choice), facts: terminal.facts)
        #expect(start.cycle.current == current)
        #expect(start.cycle.available == available)
        #expect(start.message == message)
    }

    /// Pictures need the cell size in pixels; without it, glyphs.
    @Test func picturesNeedTheCellSize() throws {
        var facts = Terminal.vt340.facts
        facts.cellKnown = false
        let start = BlitterStart(.fixed(.sixel), facts: facts)
        #expect(start.cycle == BlitterCycle(current: .quadrant, available: [.half, .quadrant]))
        #expect(start.message == "--blitter sixel: this terminal does not tell its cell size in pixels: quadrant glyphs instead")
    }

    /// No probe could be sent: nothing is known, so a named glyph blitter is taken as is, and pictures with the cell size.
    @Test func withoutAProbeANamedBlitterIsTakenAsIs() {
        let none = BlitterStart.Facts(replies: nil, cellKnown: true)
        #expect(BlitterStart(.fixed(.sextant), facts: none) == BlitterStart(cycle: BlitterCycle(current: .sextant, available: [.half])))
        #expect(BlitterStart(.fixed(.kitty), facts: none) == BlitterStart(cycle: BlitterCycle(current: .kitty, available: [.half])))
        #expect(BlitterStart(.auto, facts: none).cycle.current == .half)
    }

    /// A picture encoder that cannot start (libsixel) takes its blitter out, saying why.
    @Test func aPictureEncoderThatCannotStartFallsBackToGlyphs() {
        var start = BlitterStart(.fixed(.sixel), facts: Terminal.vt340.facts)
        start.remove(.sixel, because: "sixel: out of memory")
        #expect(start.cycle == BlitterCycle(current: .quadrant, available: [.half, .quadrant]))
        #expect(start.message == "sixel: out of memory: quadrant glyphs instead")
        var auto = BlitterStart(.auto, facts: Terminal.vt340.facts)
        auto.remove(.sixel, because: "sixel: out of memory")
        #expect(auto.cycle == BlitterCycle(current: .quadrant, available: [.half, .quadrant]) && auto.message == nil)
    }

    /// While casting, glyphs only: `auto`'s pick among them.
    @Test func castsKeepGlyphs() {
        var start = BlitterStart(cycle: BlitterCycle(current: .kitty, available: [.half, .quadrant, .octant, .kitty, .sixel]))
        start.keepGlyphs()
        #expect(start.cycle.current == .octant && start.cycle.available == [.half, .quadrant, .octant])
        var half = BlitterStart(cycle: BlitterCycle(current: .half, available: [.half, .sixel]))
        half.keepGlyphs()
        #expect(half.cycle.available == [.half])
    }
}
