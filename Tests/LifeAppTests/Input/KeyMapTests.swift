import Testing
@testable import LifeApp

@Suite struct KeyMapTests {
    @Test(arguments: [
        (Key.character(" "), Action.togglePause), (.character("n"), .step),
        (.character("+"), .speed(1)), (.character("-"), .speed(-1)),
        (.character("]"), .cellSize(1)), (.character("["), .cellSize(-1)),
        (.character("r"), .randomFill), (.character("c"), .clear), (.character("p"), .palette(1)),
        (.character("h"), .hue(-1)), (.character("H"), .hue(1)),
        (.character("w"), .hueRange(-1)), (.character("W"), .hueRange(1)),
        (.character("u"), .purity(-1)), (.character("U"), .purity(1)),
        (.character("v"), .toggleVideo), (.character("m"), .toggleMirror), (.character("M"), .toggleBirths),
        (.character("l"), .toggleLight), (.character("f"), .toggleFit),
        (.character("a"), .toggleAnimated), (.character("o"), .togglePulse),
        (.character("d"), .decay(-1)), (.character("D"), .decay(1)),
        (.character("g"), .nextHeading), (.character("s"), .snapshot), (.character("R"), .toggleRecording),
        (.character("?"), .toggleHelp), (.character("q"), .quit), (.character("\u{03}"), .quit),
        (.escape, .closeHelp), (.left, .pan(-1, 0)), (.right, .pan(1, 0)), (.up, .pan(0, -1)), (.down, .pan(0, 1)),
        (.character("z"), .undo), (.character("Z"), .redo),
        (.character("<"), .stepExponent(-1)), (.character(","), .stepExponent(-1)),
        (.character(">"), .stepExponent(1)), (.character("."), .stepExponent(1)),
        (.character("F"), .fitPattern), (.character("0"), .restart),
        (.character("x"), .drawingState(1)), (.character("X"), .drawingState(-1)),
    ])
    func designKeys(key: Key, action: Action) {
        #expect(KeyMap.action(for: key) == action)
    }

    @Test(arguments: [Key.character("y"), .character("Q"), .function(265)])
    func unboundKeysDoNothing(key: Key) {
        #expect(KeyMap.action(for: key) == nil)
    }

    @Test func helpListsEveryBoundKey() {
        let help = KeyMap.helpLines.joined(separator: "\n")
        for binding in KeyMap.bindings {
            #expect(help.contains(binding.keys + " "), "help misses \(binding.keys)")
            #expect(help.contains(binding.meaning))
        }
    }

    @Test func noKeyIsBoundTwice() {
        var seen: Set<Key> = []
        for binding in KeyMap.bindings {
            for (key, _) in binding.pairs {
                #expect(!seen.contains(key), "\(key) bound twice")
                seen.insert(key)
            }
        }
    }
}
