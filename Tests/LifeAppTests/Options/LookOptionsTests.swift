import LifeCore
import Testing
import TerminalRenderer
@testable import LifeApp
import LifeTUI

/// The look options' one check: the defaults that differ between play and
/// render, the numbers' ranges, and the options that must agree.
@Suite struct LookOptionsTests {
    @Test func defaultsFollowTheUse() throws {
        let play = try LookOptions(LookArguments.parse([]), for: .play)
        let picture = try LookOptions(LookArguments.parse([]), for: .picture)
        let ans = try LookOptions(LookArguments.parse([]), for: .terminalBytes)
        #expect((play.source, picture.source, ans.source) == (.auto, .synthetic(.plasma), .synthetic(.plasma)))
        #expect((play.cell, picture.cell, ans.cell) == (2, 8, 2))
        #expect((play.blitter, ans.blitter) == (.auto, .fixed(.half)))
        #expect(play.colors == nil && ans.colors == .truecolor)
        #expect(play.shape == .disc && play.showsMask && play.births == nil && play.keepAlive == nil)
    }

    @Test func typedValuesPassThrough() throws {
        let given = try LookArguments.parse(["--palette", "mono", "--mask", "none", "--births", "off", "--keep-alive", "on",
                                             "--shape", "hex"])
        let options = try LookOptions(given, for: .play)
        #expect(options.palette == .mono && !options.showsMask && options.births == false && options.keepAlive == true)
        #expect(options.shape == .hex)
    }

    /// The words a user types, read by the one declaration (`LookArguments`)
    /// and refused by `LookOptions` with the option's name and range.
    @Test(arguments: [
        ("--cell", "0", "--cell must be 1...256 canvas pixels, or a power of two below 1 (0.5, 0.25 ... a giant zoomed out), not 0"),
        ("--speed", "inf", "--speed must be 0...10000 generations per second, not inf"),
        ("--decay", "-0.5", "--decay must be 0...1, not -0.5"),
        ("--fps", "500", "--fps must be 1...240 frames per second, not 500"),
        ("--pulse", "0", "--pulse must be above 0 seconds, not 0"),
    ])
    func numbersOutOfRangeAreRefusedByName(option: String, value: String, message: String) throws {
        let given = try LookArguments.parse([option, value])
        #expect(throws: CommandFailure(.usage, message)) { try LookOptions(given, for: .play) }
    }

    @Test func aGridWithASizeSetsTheWorldAndMustAgreeWithIt() throws {
        let options = try LookOptions(LookArguments.parse(["--topology", "K40*,20"]), for: .play)
        #expect(options.world == Dimensions(width: 40, height: 20))
        #expect(options.topology == .kleinBottle(twisted: .horizontal, shifted: false) || options.topology == .kleinBottle(twisted: .vertical, shifted: false))
        let both = try LookArguments.parse(["--topology", "K40*,20", "--world", "30x20"])
        #expect(throws: CommandFailure(.usage, "--topology names a 40x20 grid but --world says 30x20: give one of them")) {
            try LookOptions(both, for: .play)
        }
    }

    @Test func theBlitterBelongsToTerminals() throws {
        let sextant = try LookArguments.parse(["--blitter", "sextant"])
        #expect(throws: CommandFailure(.usage, "--blitter applies to play and to .ans output, not to pictures")) {
            try LookOptions(sextant, for: .picture)
        }
        let auto = try LookArguments.parse(["--blitter", "auto"])
        #expect(throws: CommandFailure(.usage, "--blitter auto asks the terminal, and render has none: name the blitter")) {
            try LookOptions(auto, for: .terminalBytes)
        }
    }
}
