import ArgumentParser
import Foundation
import TerminalRenderer
import Testing
@testable import LifeApp
@testable import LifeTUI

@Suite struct PlayCommandTests {
    @Test(arguments: [
        (["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"], "xterm-256color"),
        (["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "screen-256color"], "xterm-256color"),
        (["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "xterm-direct"], nil),
        (["TERM": "screen-256color"], nil),   // GNU screen has no SGR mouse
        (["TERM": "xterm-256color"], nil),
        ([:], nil),
    ] as [([String: String], String?)])
    func insideTmuxNcursesGetsXtermForSGRMouse(environment: [String: String], term: String?) {
        #expect(PlayCommand.preferredTerm(environment) == term)
    }

    @Test func plainLifecamPlays() throws {
        let command = try LifecamCommand.parseAsRoot([])
        #expect(command is PlayCommand)
    }

    @Test(arguments: [
        ["--cell", "0"], ["--cell", "257"], ["--speed", "20000"], ["--decay", "1.5"], ["--fps", "500"],
        ["--palette", "rainbow"], ["--source", "webcam"], ["--rule", "B9/S23"], ["--colors", "12"],
        ["--mouse", "sixel"], ["--pulse", "0"], ["--pulse", "nan"], ["--pulse", "-3"], ["--births", "hands"], ["--blitter", "braille"],
        ["--world", "0x10"], ["--world", "16385x10"], ["--world", "wide"], ["--topology", "klein"],
    ])
    func badOptionsAreRefusedWithAMessage(arguments: [String]) {
        do {
            _ = try LifecamCommand.parseAsRoot(["play"] + arguments)
            Issue.record("accepted \(arguments)")
        } catch {
            // One line that names the option and echoes the value it refused.
            let message = LifecamCommand.message(for: error)
            #expect(!message.contains("\n"), "\(message)")
            #expect(message.contains(arguments[0]) && message.contains(arguments[1]), "\(message)")
        }
    }

    @Test(arguments: [
        (["--speed", "-1"], "--speed must be"), (["--fps", "-1"], "--fps must be"),
        (["--cell", "-2"], "--cell must be"), (["--decay", "-0.5"], "--decay must be"),
        (["--pulse", "-1"], "--pulse must be above 0"), (["--pulse", "0"], "--pulse must be above 0"),
    ])
    func negativeNumbersReachTheRangeChecks(arguments: [String], expected: String) {
        do {
            _ = try LifecamCommand.parseAsRoot(["play"] + arguments)
            Issue.record("accepted \(arguments)")
        } catch {
            #expect(LifecamCommand.message(for: error).contains(expected), "\(LifecamCommand.message(for: error))")
        }
    }

    @Test func patternsAreReadAsRunReadsThem() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("play-pattern-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // A file named like a built-in wins over it, as with `lifecam run`.
        let file = dir.appendingPathComponent("glider")
        try Data("x = 2, y = 1\n2o!\n".utf8).write(to: file)
        #expect(try PlayCommand.loadPattern(file.path).population == 2)
        #expect(try PlayCommand.loadPattern("glider").population == 5)
        // A folder or a missing file is named as such, with run's exit statuses.
        #expect(throws: CommandFailure.self) { try PlayCommand.loadPattern(dir.path) }
        do { _ = try PlayCommand.loadPattern(dir.path) } catch {
            #expect(error.status == .noInput && error.message.contains("directory"), "\(error.message)")
        }
        do { _ = try PlayCommand.loadPattern(dir.appendingPathComponent("none.rle").path) } catch {
            #expect(error.status == .noInput && error.message.contains("no such file"), "\(error.message)")
        }
    }

    @Test func brushesAreReadAsPatternsAreAndNamed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("play-brush-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let named = dir.appendingPathComponent("ship.rle"), plain = dir.appendingPathComponent("bar.cells")
        let empty = dir.appendingPathComponent("none.cells")
        try Data("#N Small ship\nx = 3, y = 3\nbo$2bo$3o!\n".utf8).write(to: named)
        try Data("!comment\nOOO.O\n".utf8).write(to: plain)
        try Data("!nothing here\n.....\n".utf8).write(to: empty)
        let ship = try PlayCommand.loadBrush(named.path)
        #expect(ship.name == "Small ship" && ship.pattern?.population == 5)
        #expect(try PlayCommand.loadBrush(plain.path).name == "bar.cells")
        #expect(try PlayCommand.loadBrush("pulsar").pattern?.population == 48)
        do { _ = try PlayCommand.loadBrush(empty.path); Issue.record("an empty brush was taken") } catch {
            #expect(error.status == .data && error.message == "--brush none.cells has no live cells: nothing to stamp")
        }
        do { _ = try PlayCommand.loadBrush("no-such-brush"); Issue.record("a missing brush was taken") } catch {
            #expect(error.status == .noInput && error.message.contains("no file or built-in pattern named 'no-such-brush'"))
        }
    }

    @Test func goodOptionsParse() throws {
        let command = try LifecamCommand.parseAsRoot(
            ["play", "--source", "synthetic:bars", "--rule", "B36/S23", "--palette", "hsv", "--cell", "3",
             "--speed", "2", "--decay", "0.2", "--paused", "--fps", "24", "--colors", "256", "--mirror", "--seed", "9",
             "--light", "--fit", "--animate", "--pulse", "4.5"])
        let play = try #require(command as? PlayCommand)
        let look = try play.options().paintOptions(on: nil)
        #expect(look.lightMode && look.scaling == .fit && look.colours.animated && look.colours.hsv.pulsePeriod == 4.5)
        #expect(look.colours.palette == .hsv && look.mirror && look.decay == 0.2)
        let plain = try #require(try LifecamCommand.parseAsRoot(["play"]) as? PlayCommand).options().paintOptions(on: nil)
        #expect(!plain.lightMode && plain.scaling == .cover && !plain.colours.animated && plain.colours.hsv.pulsePeriod == nil)
    }

    @Test(arguments: [("cells", MouseMode.cells), ("pixels", .pixels), ("auto", .auto), ("PIXELS", .pixels)])
    func mouseModes(text: String, mode: MouseMode) throws {
        #expect(try MouseMode(parsing: text) == mode)
        #expect(try LifecamCommand.parseAsRoot(["play", "--mouse", text]) is PlayCommand)
    }

    @Test func unknownMouseModeSaysWhatIsAccepted() {
        #expect(throws: MouseModeError(text: "sixel")) { try MouseMode(parsing: "sixel") }
        #expect(MouseModeError(text: "sixel").description == "unknown mouse mode 'sixel': choose cells, pixels or auto")
    }
}
