import LifeCore
import Testing
import TerminalRenderer
@testable import LifeApp

@Suite struct BlitterSupportTests {
    // (XTVERSION name, outer terminal inside tmux, glyph advances, blitters shown, auto)
    @Test(arguments: [
        ("kitty(0.26.5)", nil, [1, 1, 1], [Blitter.half, .quadrant, .sextant], Blitter.sextant),
        ("kitty(0.40.0)", nil, [1, 1, 1], [.half, .quadrant, .sextant, .octant], .octant),
        ("kitty(0.39.9)", nil, [1, 1, 1], [.half, .quadrant, .sextant], .sextant),
        ("foot(1.13.1)", nil, [1, 1, 0], [.half, .quadrant, .sextant], .sextant),     // foot 1.13 drops octants
        ("foot(1.20.0)", nil, [1, 1, 1], [.half, .quadrant, .sextant, .octant], .octant),
        ("WezTerm 20240203-110809-5046fc22", nil, [1, 1, 1], [.half, .quadrant, .sextant, .octant], .octant),
        ("ghostty 1.1.3", nil, [1, 1, 2], [.half, .quadrant, .sextant], .sextant),     // a wide octant is out
        ("XTerm(379)", nil, [1, 1, 1], [.half, .quadrant], .quadrant),
        ("tmux 3.3a", nil, [1, 1, 0], [.half, .quadrant], .quadrant),                 // detached: nothing known outside
        ("tmux 3.3a", "kitty(0.26.5)", [1, 1, 0], [.half, .quadrant, .sextant], .sextant),
        ("tmux 3.3a", "kitty(0.41.1)", [1, 1, 0], [.half, .quadrant, .sextant], .sextant),  // tmux drops the octants
        ("tmux 3.3a", "XTerm(379)", [1, 1, 0], [.half, .quadrant], .quadrant),
        (nil, nil, [1, 1, 1], [.half, .quadrant], .quadrant),                          // mlterm: no name
        (nil, nil, [], [.half], .half),                                                // no reports at all
        ("kitty(0.26.5)", nil, [1, nil, nil], [.half, .quadrant], .quadrant),          // reports cut short
        ("kitty(0.26.5)", nil, [0, 1, 1], [.half, .sextant], .sextant),
    ] as [(String?, String?, [Int?], [Blitter], Blitter)])
    func fallbackChain(name: String?, outer: String?, advances: [Int?], shown: [Blitter], auto: Blitter) {
        let available = BlitterSupport.available(advances: advances, terminal: name, outer: outer)
        #expect(available == shown)
        #expect(BlitterSupport.auto(available) == auto)
    }

    /// Pictures come after the glyphs, each only with the cell size in pixels,
    /// and `auto` never picks them: xterm -ti vt340 (DA1 has 4), kitty, foot
    /// (both), tmux (its own DA1 has no 4, so no sixel through it).
    // (XTVERSION name, kitty answered, sixel in DA1, cell size known, blitters shown)
    @Test(arguments: [
        ("XTerm(379)", false, true, true, [Blitter.half, .quadrant, .sixel]),
        ("XTerm(379)", false, true, false, [.half, .quadrant]),
        ("XTerm(379)", false, false, true, [.half, .quadrant]),
        ("kitty(0.26.5)", true, false, true, [.half, .quadrant, .sextant, .kitty]),
        ("foot(1.20.0)", true, true, true, [.half, .quadrant, .sextant, .octant, .kitty, .sixel]),
        ("tmux 3.3a", false, false, true, [.half, .quadrant]),
    ] as [(String, Bool, Bool, Bool, [Blitter])])
    func picturesFollowTheGlyphs(name: String, kitty: Bool, sixel: Bool, cellKnown: Bool, shown: [Blitter]) {
        let available = BlitterSupport.available(advances: [1, 1, 1], terminal: name, outer: nil, kittyGraphics: kitty,
                                                 sixel: sixel, cellKnown: cellKnown)
        #expect(available == shown)
        #expect(BlitterSupport.auto(available) == shown.last { !$0.drawsPixels })
    }

    // (XTVERSION text, name, version)
    @Test(arguments: [
        ("kitty(0.26.5)", "kitty", [0, 26, 5]), ("XTerm(379)", "xterm", [379]), ("tmux 3.3a", "tmux", [3, 3]),
        ("foot(1.13.1)", "foot", [1, 13, 1]), ("WezTerm 20240203-110809-5046fc22", "wezterm", [20240203]),
        ("ghostty", "ghostty", []),
    ])
    func identities(text: String, name: String, version: [Int]) throws {
        let id = try #require(TerminalIdentity(parsing: text))
        #expect(id.name == name && id.version == version)
    }

    @Test func versionsCompareNumberByNumber() throws {
        let kitty = try #require(TerminalIdentity(parsing: "kitty(0.40.1)"))
        #expect(kitty.isAtLeast([0, 40]) && kitty.isAtLeast([0, 39, 9]) && !kitty.isAtLeast([0, 41]) && !kitty.isAtLeast([1]))
        #expect(TerminalIdentity(parsing: "") == nil && TerminalIdentity(parsing: "(1.0)") == nil)
    }

    @Test func theCycleStepsThroughWhatIsShownAndKeepsAForcedBlitter() {
        var cycle = BlitterCycle(current: .sextant, available: [.half, .quadrant, .sextant])
        var seen: [Blitter] = []
        for _ in 0..<4 {
            cycle.advance()
            seen.append(cycle.current)
        }
        #expect(seen == [.half, .quadrant, .sextant, .half])
        let forced = BlitterCycle(current: .octant, available: [.half, .quadrant])
        #expect(forced.available == [.half, .quadrant, .octant] && forced.current == .octant)
    }

    @Test(arguments: ["half", "QUADRANT", "sextant", "octant", "auto"])
    func parsesEveryName(text: String) throws {
        let choice = try BlitterChoice(parsing: text)
        #expect(choice.description == text.lowercased())
    }

    @Test func unknownNamesSayWhatIsAccepted() {
        #expect(throws: BlitterError(text: "braille")) { try BlitterChoice(parsing: "braille") }
        #expect(BlitterError(text: "x").description == "unknown blitter 'x': choose half, quadrant, sextant, octant, kitty, sixel or auto")
    }

    /// The video keeps its shape: a canvas pixel's width over its height on 1:2 characters.
    @Test func pixelAspects() {
        #expect(Blitter.allCases.map { $0.pixelAspect(cell: nil) } == [1, 0.5, 0.75, 1, 1, 1])
        #expect(Blitter.half.pixelAspect(cell: Dimensions(width: 10, height: 22)) == 10.0 / 11.0)
    }
}
