import ArgumentParser
import Testing
@testable import LifeApp
@testable import LifeTUI

@Suite struct CommandTests {
    @Test func helpNamesTheProgram() {
        let help = LifecamCommand.helpMessage()
        #expect(help.contains("lifecam"))
        #expect(help.contains("Game of Life"))
    }
}

@Suite struct SourceSpecTests {
    @Test(arguments: [
        ("auto", "auto"), ("none", "none"), ("synthetic", "synthetic:plasma"),
        ("synthetic:bars", "synthetic:bars"), ("y4m:/tmp/a.y4m", "y4m:/tmp/a.y4m"),
        ("v4l2", "v4l2"), ("v4l2:/dev/video2", "v4l2:/dev/video2"),
        ("v4l2:/dev/video0@1280x720", "v4l2:/dev/video0@1280x720"), ("v4l2@640x480", "v4l2@640x480"),
        ("file:clip.mp4", "file:clip.mp4"), ("clip.mp4", "file:clip.mp4"), ("./take", "file:./take"),
        ("/srv/a:b.webm", "file:/srv/a:b.webm"), ("file:a.y4m", "file:a.y4m"),
    ])
    func parsesAndPrintsBack(text: String, canonical: String) throws {
        #expect(try SourceSpec(parsing: text).description == canonical)
    }

    @Test(arguments: ["", "webcam", "synthetic:fire", "y4m:", "v4l2:/dev/video0@big", "v4l2@0x0", "auto:x", "file:", "clip"])
    func rejectsNonsense(text: String) {
        #expect(throws: SourceSpecError.self) { try SourceSpec(parsing: text) }
    }
}

/// Usage errors print one line named after the subcommand, without
/// ArgumentParser's "Error:" prefix and usage block; negative numbers reach
/// the commands' own range checks instead of "Missing value".
@Suite struct UsageErrorLineTests {
    static func line(_ arguments: [String]) -> String? {
        do {
            var command = try LifecamCommand.parseAsRoot(arguments)
            try command.validate()
            return nil
        } catch {
            return LifecamCommand.failureLine(for: error, arguments: arguments)
        }
    }

    @Test(arguments: [
        (["run", "--topology"], "lifecam run: missing value for '--topology <torus|bounded|grid>' (lifecam run --help lists the options)"),
        (["render", "--out", "x.y4m", "--frames", "-3"], "lifecam render: --frames must be 1...1000000, not -3"),
        (["render", "--out", "x.y4m", "--speed", "-1"], "lifecam render: --speed must be 0...10000 generations per second, not -1"),
        (["render", "--out", "x.y4m", "--fps", "-30"], "lifecam render: --fps must be 1...240 frames per second, not -30"),
        (["devices", "--frames", "-1"], "lifecam devices: --frames must be 1...100000"),
        (["render", "--out", "x.y4m", "--births", "on"], "lifecam render: the value 'on' is invalid for '--births <motion|off>'. Please provide one of 'motion' and 'off'. (lifecam render --help lists the options)"),
        (["render", "--out", "x.y4m", "--keep-alive", "yes"], "lifecam render: the value 'yes' is invalid for '--keep-alive <on|off>'. Please provide one of 'on' and 'off'. (lifecam render --help lists the options)"),
        (["render", "--out", "x.y4m", "--frames", "many"],
         "lifecam render: the value 'many' is invalid for '--frames <N>' (lifecam render --help lists the options)"),
        (["--frobnicate-widgets"], "lifecam: unknown option '--frobnicate-widgets' (lifecam --help lists the options)"),
    ])
    func oneLineNamedAfterTheSubcommand(arguments: [String], expected: String) {
        #expect(Self.line(arguments) == expected)
    }

    /// Sizes, rules, grids, algorithms and steps are read by the argument
    /// parser in every command: its line names the option and the value, and
    /// the reason after it says what is wrong and what is allowed.
    @Test(arguments: [
        (["run", "--size", "100000x100000"], "'100000x100000' is invalid for '--size <WxH>': too large: at most 16384x16384"),
        (["run", "--size", "0x10"], "'0x10' is invalid for '--size <WxH>': width and height must be at least 1"),
        (["run", "--size", "big"], "'big' is invalid for '--size <WxH>': not a size: give WIDTHxHEIGHT in whole numbers, e.g. 256x256"),
        (["run", "--topology", "klein"], "'klein' is invalid for '--topology <torus|bounded|grid>': not torus, bounded or a Golly "
            + "grid such as T64,64 or K30*,20: unexpected 'l' after the grid's width"),
        (["run", "--topology", "T"], "'T' is invalid for '--topology <torus|bounded|grid>': a grid needs its size here, such as "
            + "T64,64 (without one it is Golly's unbounded plane: give no --topology for that)"),
        (["run", "--topology", "T0,30"], "'T0,30' is invalid for '--topology <torus|bounded|grid>': a grid unbounded in one "
            + "direction is no topology: give it in the rule (B3/S23:T0,30) with a pattern, or a bounded grid here, such as T64,64"),
        (["run", "--algorithm", "golly"], "'golly' is invalid for '--algorithm <algorithm>'. Please provide one of 'QuickLife', "
            + "'HashLife', 'Generations', 'RuleLoader', 'Larger than Life', 'JvN' or 'auto'."),
        (["run", "--rule", "B3/S23:K10,10*,"], "'B3/S23:K10,10*,' is invalid for '--rule <rule>': invalid rule 'B3/S23:K10,10*,': "
            + "unexpected ',' after the grid's height"),
        (["run", "--rule", "R2,C0,M1,S1..1,B1..99,NN"], "'R2,C0,M1,S1..1,B1..99,NN' is invalid for '--rule <rule>': invalid rule "
            + "'R2,C0,M1,S1..1,B1..99,NN': B value must be from 0 to max neighbors (13)"),
        (["run", "--step", "3"], "'3' is invalid for '--step <2^k>': give a power of two from 1 to 2^62, written 2^k or in full"),
        (["run", "--step", "2^63"], "'2^63' is invalid for '--step <2^k>': give a power of two from 1 to 2^62, written 2^k or in full"),
        (["run", "--generations", "many"], "'many' is invalid for '--generations <N[,N...]>': give a number of generations, or "
            + "several in increasing order such as 0,1,10,100"),
        (["render", "--out", "x.y4m", "--size", "-5x5"], "'-5x5' is invalid for '--size <WxH>': not a size: give WIDTHxHEIGHT in "
            + "whole numbers, e.g. 1280x720"),
        (["render", "--out", "x.y4m", "--size", "7681x10"], "'7681x10' is invalid for '--size <WxH>': too large: at most 7680x4320"),
        (["render", "--out", "x.ans", "--terminal", "80"], "'80' is invalid for '--terminal <COLSxROWS>': not a size: give "
            + "WIDTHxHEIGHT in whole numbers, e.g. 80x24"),
        (["render", "--out", "x.ans", "--terminal", "5000x10"], "'5000x10' is invalid for '--terminal <COLSxROWS>': too large: at most 4096x2048"),
        (["render", "--out", "x.ans", "--cell-pixels", "0x20"], "'0x20' is invalid for '--cell-pixels <WxH>': width and height must be at least 1"),
        (["render", "--out", "x.y4m", "--world", "99999x2"], "'99999x2' is invalid for '--world <WxH>': too large: at most 16384x16384"),
        (["play", "--record-size", "9x"], "'9x' is invalid for '--record-size <WxH|canvas>': not a size: give WIDTHxHEIGHT in "
            + "whole numbers, e.g. 1280x720, or canvas"),
    ])
    func typedValuesAreRefusedByTheParser(arguments: [String], reason: String) {
        let program = "lifecam " + arguments[0]
        #expect(Self.line(arguments) == "\(program): the value \(reason) (\(program) --help lists the options)")
    }

    /// An option value echoed in the message cannot drive the terminal.
    @Test func escapeSequencesInValuesAreRemoved() {
        #expect(Self.line(["render", "--out", "\u{1B}[2Jx.mov"])
                == "lifecam render: --out 'x.mov' must be FILE.y4m, a video FILE.mp4|.webm|.mkv|.gif, a folder DIR/ for PNG frames, FILE.ans, FILE.cast or FILE.svg")
    }

    @Test func helpIsNotAFailure() {
        #expect(Self.line(["run", "--help"]) == nil)
        #expect(LifecamCommand.failureLine(for: ExitCode(65), arguments: ["run"]) == nil)
    }
}

@Suite struct SubcommandHelpTests {
    /// The table tells the two Ctrl-Cs apart: a key in play (a normal end, 0),
    /// a SIGINT in run and render (130), as the commands behave.
    @Test func theExitTableSaysWhatCtrlCGives() {
        let rows = ExitStatus.table.split(separator: "\n")
        #expect(rows.first { $0.hasPrefix("      0") }?.contains("Ctrl-C") == true)
        #expect(rows.last?.contains("130: Ctrl-C in run or render") == true)
    }

    /// Each tool's help fits 80 columns (ArgumentParser's one-line USAGE aside),
    /// states its exit statuses and shows examples to copy.
    @Test(arguments: [RunCommand.self, RenderCommand.self, DevicesCommand.self] as [any ParsableCommand.Type])
    func helpReadsWell(command: any ParsableCommand.Type) {
        let help = LifecamCommand.helpMessage(for: command, columns: 80)
        let wide = help.split(separator: "\n").filter { $0.count > 80 && !$0.hasPrefix("USAGE") }
        #expect(wide.isEmpty, "\(wide)")
        #expect(help.contains("Exit status:\n" + ExitStatus.table))
        #expect(help.contains("Examples:\n  lifecam \(command.configuration.commandName ?? "")"))
        // Each example is one line to copy: none wrapped onto a second.
        let examples = help.components(separatedBy: "Examples:\n").dropFirst().first?
            .split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty } ?? []
        #expect(!examples.isEmpty && examples.allSatisfy { $0.hasPrefix("  lifecam ") }, "\(examples)")
    }
}
