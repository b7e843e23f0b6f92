import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
import LifeTUI

/// A rule's icons in play and render: drawn unless `--no-icons`, `I` turns
/// them off and on, pictures show them and glyph blitters do not.
@Suite struct RuleIconsGameTests {
    /// lifecam's WireWorld with a 7 × 7 icon sheet: state 1 a diamond, states 2 and 3 a cross.
    static let iconic: LoadedRule = {
        let icons = "@ICONS\nXPM\n\"7 14 2 1\"\n\". c #000000\"\n\"W c #FFFFFF\"\n"
            + ["...W...", "..WWW..", ".WWWWW.", "WWWWWWW", ".WWWWW.", "..WWW..", "...W...",
               "...W...", "...W...", "...W...", "WWWWWWW", "...W...", "...W...", "...W..."].map { "\"\($0)\"\n" }.joined()
        let text = BuiltInRules.files["WireWorld"]! + "\n" + icons
        let file = try! RuleFile(Array(text.utf8), kind: .rule, file: "Iconic.rule")
        return try! LoadedRule(name: "Iconic", rule: file, looks: file)
    }()

    static let find: RuleLookup = { name throws(CommandFailure) in
        guard name == "Iconic" else { throw CommandFailure(.noInput, "no rule file named \(name)") }
        return iconic
    }

    /// A wire loop with one electron (head 1, tail 2, wire 3).
    static func circuit() throws -> Pattern {
        try Pattern.decode(Array("x = 8, y = 3, rule = Iconic\nAB6C$C6.C$8C!".utf8))
    }

    static let blinker = try! Pattern.decode(Array("x = 3, y = 1, rule = B3/S23\n3o!".utf8))

    static func start(_ pattern: Pattern, _ edit: (inout LookArguments) -> Void = { _ in }) throws -> Game {
        var raw = try LookArguments.parse([])
        raw.cell = 8
        edit(&raw)
        return try GameLaunch.start(options: try LookOptions(raw, for: .play),
                              geometry: .play(terminalColumns: 60, terminalRows: 20, cellSize: 8), pattern: pattern, day: nil,
                              paused: true, findRule: find)
    }

    @Test func theRulesIconsAreDrawnUnlessNoIcons() throws {
        #expect(try Self.start(Self.circuit()).look.icons == Self.iconic.icons)
        #expect(try Self.start(Self.circuit()) { $0.icons = false }.look.icons == nil)
        #expect(try Self.start(Self.blinker).look.icons == nil, "Life has no icons")
    }

    /// `I` turns the icons off and on again; under a rule without icons it says so and changes nothing.
    @Test func keyITogglesThem() throws {
        #expect(KeyMap.action(for: .character("I")) == .toggleIcons)
        var game = try Self.start(Self.circuit())
        game.apply(.toggleIcons)
        #expect(game.look.icons == nil && game.message.hasPrefix("icons off"), "\(game.message)")
        game.apply(.toggleIcons)
        #expect(game.look.icons == Self.iconic.icons && game.message.hasPrefix("icons on"), "\(game.message)")
        var life = try Self.start(Self.blinker)
        life.apply(.toggleIcons)
        #expect(life.look.icons == nil && life.message == "B3/S23 has no icons")
    }

    static func render(out: String, icons: Bool, _ edit: (inout RenderPlan.Options) -> Void = { _ in }) throws -> [RGBFrame] {
        let look = try LookArguments.parse(["--cell", "16", "--source", "none"] + (icons ? [] : ["--no-icons"]))
        let plan = try RenderPlan.testing(frames: 3) {
            $0.out = out
            $0.look = look
            edit(&$0)
        }
        var job = try RenderJob(plan: plan, loaded: LoadedPattern(try circuit()), source: SolidSource(), findRule: find)
        let writer = CollectingWriter()
        try job.run(into: writer) { _ in }
        return writer.frames
    }

    /// Pictures (here Y4M's canvas) draw the icons: state 1's diamond, not a
    /// disc; a glyph blitter's canvas (`.ans` in half blocks) is the same with
    /// icons or without.
    @Test func picturesDrawThemAndGlyphBlittersDoNot() throws {
        let iconic = try Self.render(out: "a.y4m", icons: true), plain = try Self.render(out: "a.y4m", icons: false)
        #expect(iconic.count == 3 && iconic[0] != plain[0])
        let glyphs = try Self.render(out: "a.ans", icons: true) { $0.size = nil; $0.terminal = Dimensions(width: 40, height: 12) }
        let glyphsPlain = try Self.render(out: "a.ans", icons: false) { $0.size = nil; $0.terminal = Dimensions(width: 40, height: 12) }
        #expect(glyphs.count == 3 && glyphs == glyphsPlain)
    }
}
