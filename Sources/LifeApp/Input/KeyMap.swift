/// Keys → actions, per DESIGN.md "Reference behaviour in the terminal", plus
/// keys for hue range (`w`/`W`), purity (`u`/`U`), fit (`f`), light mode
/// (`l`), animated colours (`a`) and the hue pulse (`o`). The help overlay is
/// built from `bindings`, so what `?` shows is what the keys do.
package enum KeyMap {
    /// One documented binding: the keys as shown in help, what they do, and the actions.
    package struct Binding: Sendable {
        package let keys: String
        package let meaning: String
        package let pairs: [(Key, Action)]
    }

    /// Every binding, in the order help lists them.
    package static let bindings: [Binding] = [
        b("space", "play / pause", [(" ", .togglePause)]),
        b("n N", "step / next zip pattern", [("n", .step), ("N", .nextPattern)]),
        b("+ -", "faster / slower generations", [("+", .speed(1)), ("=", .speed(1)), ("-", .speed(-1)), ("_", .speed(-1))]),
        b("] [", "bigger / smaller cells", [("]", .cellSize(1)), ("[", .cellSize(-1))]),
        b("r", "random fill", [("r", .randomFill)]),
        b("c", "clear the board", [("c", .clear)]),
        b("z Z", "undo / redo an edit", [("z", .undo), ("Z", .redo)]),
        b("p P", "next / previous palette", [("p", .palette(1)), ("P", .palette(-1))]),
        b("h H", "hue centre down / up", [("h", .hue(-1)), ("H", .hue(1))]),
        b("w W", "hue range narrower / wider", [("w", .hueRange(-1)), ("W", .hueRange(1))]),
        b("u U", "purity less / more", [("u", .purity(-1)), ("U", .purity(1))]),
        b("d D", "decay slower / faster", [("d", .decay(-1)), ("D", .decay(1))]),
        b("v V", "video on / off; V its floor", [("v", .toggleVideo), ("V", .videoFloor(1))]),
        b("M", "births from motion on / off", [("M", .toggleBirths)]),
        b("k", "keep-alive on / off / back", [("k", .toggleKeepAlive)]),
        b("f m", "fit / cover, mirror the video", [("f", .toggleFit), ("m", .toggleMirror)]),
        b("l", "light mode on / off", [("l", .toggleLight)]),
        b("a", "animated colours on / off", [("a", .toggleAnimated)]),
        b("o", "hue pulse on / off", [("o", .togglePulse)]),
        b("i I", "strip on/off; I icons", [("i", .toggleStrip), ("I", .toggleIcons)]),
        b("b B x X", "next/prev brush; draw state", [("b", .brush(1)), ("B", .brush(-1)),
                                                            ("x", .drawingState(1)), ("X", .drawingState(-1))]),
        b("g", "turn the brush / glider", [("g", .nextHeading)]),
        b("t", "next blitter the terminal shows", [("t", .nextBlitter)]),
        b("< > F 0", "giant step 2^k; fit; gen 0", [("<", .stepExponent(-1)), (",", .stepExponent(-1)),
                                                         (">", .stepExponent(1)), (".", .stepExponent(1)),
                                                         ("F", .fitPattern), ("0", .restart)]),
        Binding(keys: "arrows", meaning: "pan the view (large boards)",
                pairs: [(.left, .pan(-1, 0)), (.right, .pan(1, 0)), (.up, .pan(0, -1)), (.down, .pan(0, 1))]),
        b("s", "snapshot (PNG)", [("s", .snapshot)]),
        b("e", "the board as SVG", [("e", .exportSVG)]),
        b("R", "record on / off", [("R", .toggleRecording)]),
        b("S", "save the board (RLE; giant .mc)", [("S", .saveBoard)]),
        b("?", "this help (Esc closes)", [("?", .toggleHelp)]),
        b("q", "quit (Ctrl-C too); Ctrl-Z suspends", [("q", .quit), ("\u{03}", .quit), ("\u{1A}", .suspend)]),
    ]

    private static func b(_ keys: String, _ meaning: String, _ pairs: [(Character, Action)]) -> Binding {
        Binding(keys: keys, meaning: meaning, pairs: pairs.map { (Key.character($0.0), $0.1) })
    }

    private static let table: [Key: Action] = {
        var t: [Key: Action] = [.escape: .closeHelp]
        for binding in bindings {
            for (key, action) in binding.pairs { t[key] = action }
        }
        return t
    }()

    /// The action for `key`, or nil when the key means nothing.
    package static func action(for key: Key) -> Action? { table[key] }

    /// Help text: one line per binding, plus the mouse in short lines, so that
    /// three columns of it fit 120 columns when the screen is short.
    package static var helpLines: [String] {
        ["lifecam — keys", ""]
            + bindings.map { pad($0.keys, 7) + $0.meaning }
            // Three lines and no gap, so the whole help still fits three columns at 120x12.
            + ["mouse: click stamps the brush (b),", "  toggles a cell / glider; drag paints;",
               "  right erases; strip: drag, wheel"]
    }

    private static func pad(_ s: String, _ n: Int) -> String {
        s + String(repeating: " ", count: max(1, n - s.count))
    }
}
