import LifeCore
import Testing
import TerminalRenderer
@testable import LifeApp

/// The look options' one check: the defaults that differ between play and
/// render, the numbers' ranges, and the options that must agree.
@Suite struct LookOptionsTests {
    @Test func defaultsFollowTheUse() throws {
        let play = try LookOptions(LookOptions.Raw(), for: .play)
        let picture = try LookOptions(LookOptions.Raw(), for: .picture)
        let ans = try LookOptions(LookOptions.Raw(), for: .terminalBytes)
        #expect((play.source, picture.source, ans.source) == (.auto, .synthetic(.plasma), .synthetic(.plasma)))
        #expect((play.cell, picture.cell, ans.cell) == (2, 8, 2))
        #expect((play.blitter, ans.blitter) == (.auto, .fixed(.half)))
        #expect(play.colors == nil && ans.colors == .truecolor)
        #expect(play.shape == .disc && play.showsMask && play.births == nil && play.keepAlive == nil)
    }

    @Test func typedValuesPassThrough() throws {
        var raw = LookOptions.Raw()
        raw.palette = .mono
        raw.mask = .none
        raw.births = .off
        raw.keepAlive = .on
        raw.shape = .hex
        let options = try LookOptions(raw, for: .play)
        #expect(options.palette == .mono && !options.showsMask && options.births == false && options.keepAlive == true)
        #expect(options.shape == .hex)
    }

    @Test(arguments: [
        ("cell", 0.0, "--cell must be 1...256 canvas pixels, or a power of two below 1 (0.5, 0.25 ... a giant zoomed out), not 0"),
        ("speed", .infinity, "--speed must be 0...10000 generations per second, not inf"),
        ("decay", -0.5, "--decay must be 0...1, not -0.5"),
        ("fps", 500, "--fps must be 1...240 frames per second, not 500"),
        ("pulse", 0, "--pulse must be above 0 seconds, not 0"),
    ])
    func numbersOutOfRangeAreRefusedByName(option: String, value: Double, message: String) {
        var raw = LookOptions.Raw()
        switch option {
        case "cell": raw.cell = value
        case "speed": raw.speed = value
        case "decay": raw.decay = value
        case "fps": raw.fps = Int(value)
        default: raw.pulse = value
        }
        #expect(throws: CommandFailure(.usage, message)) { try LookOptions(raw, for: .play) }
    }

    @Test func aGridWithASizeSetsTheWorldAndMustAgreeWithIt() throws {
        var raw = LookOptions.Raw()
        raw.topology = try TopologyChoice(parsing: "K40*,20")
        let options = try LookOptions(raw, for: .play)
        #expect(options.world == Dimensions(width: 40, height: 20))
        #expect(options.topology == .kleinBottle(twisted: .horizontal, shifted: false) || options.topology == .kleinBottle(twisted: .vertical, shifted: false))
        raw.world = Dimensions(width: 30, height: 20)
        #expect(throws: CommandFailure(.usage, "--topology names a 40x20 grid but --world says 30x20: give one of them")) {
            try LookOptions(raw, for: .play)
        }
    }

    @Test func theBlitterBelongsToTerminals() {
        var raw = LookOptions.Raw()
        raw.blitter = .fixed(.sextant)
        #expect(throws: CommandFailure(.usage, "--blitter applies to play and to .ans output, not to pictures")) {
            try LookOptions(raw, for: .picture)
        }
        raw.blitter = .auto
        #expect(throws: CommandFailure(.usage, "--blitter auto asks the terminal, and render has none: name the blitter")) {
            try LookOptions(raw, for: .terminalBytes)
        }
    }
}
