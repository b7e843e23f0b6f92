import LifeApp
import ArgumentParser
import Foundation
import LifeCore

/// `lifecam`: Conway's Game of Life in the terminal, painted with video.
package struct LifecamCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "lifecam",
        abstract: "Conway's Game of Life in the terminal, painted with webcam video.",
        discussion: """
            The Life board is a fading, coloured mask; every pixel shown is the \
            per-channel minimum of that mask and the latest video frame.
            """,
        version: BuildVersion.text,
        subcommands: [PlayCommand.self, RunCommand.self, DevicesCommand.self, RenderCommand.self, ReplayCommand.self],
        defaultSubcommand: PlayCommand.self
    )

    package init() {}

    /// More arguments than any use needs are refused before parsing: the
    /// parser's time grows with the square of repeated options.
    static let maxArguments = 1000

    /// Parses the command line and runs the subcommand. Every failure is one
    /// line on standard error named after the subcommand
    /// (`lifecam render: --decay must be 0...1, not 2`) and a status from the
    /// one `ExitStatus` table; help and version go to standard output, and a
    /// standard output that cannot be written is a failure too (74).
    package static func main() {
        StandardStreams.guardDescriptors()
        StandardStreams.ignoreBrokenPipes()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let status = run(arguments)
        if status == 0, let code = StandardStreams.flushOutput() {
            StandardStreams.error("\(program(arguments)): cannot write to standard output: \(SystemCall.describe(code))")
            SystemCall.exit(ExitStatus.ioError.rawValue)
        }
        SystemCall.exit(status)
    }

    /// Runs `arguments` and returns the exit status, having said why on standard error.
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count <= maxArguments else {
            StandardStreams.error("lifecam: \(arguments.count) arguments are too many; lifecam takes at most \(maxArguments)")
            return ExitStatus.usage.rawValue
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let failure as CommandFailure {
            StandardStreams.error("\(program(arguments)): \(TextSanitizer.clean(failure.message, maxLength: 1000))")
            for line in failure.lines { StandardStreams.error(TextSanitizer.clean(line, maxLength: 1000)) }
            return failure.status.rawValue
        } catch {
            if let line = failureLine(for: error, arguments: arguments) {
                StandardStreams.error(line)
                return exitCode(for: error).rawValue
            }
            // Help, version, or a bare status a command already explained.
            let text = fullMessage(for: error)
            let code = exitCode(for: error).rawValue
            guard !text.isEmpty else { return code }
            if code == 0 {
                do throws(CommandFailure) { try StandardStreams.write(text + "\n") } catch {
                    StandardStreams.error("\(program(arguments)): \(error.message)")
                    return error.status.rawValue
                }
            } else {
                StandardStreams.error(text)
            }
            return code
        }
    }

    /// `lifecam render`, `lifecam run` …: the program as the user called it, for messages.
    static func program(_ arguments: [String]) -> String {
        let name = arguments.first { argument in
            configuration.subcommands.contains { $0.configuration.commandName == argument }
        }
        return name.map { "lifecam \($0)" } ?? "lifecam"
    }

    /// The one line for a usage error, named after the subcommand in
    /// `arguments`; nil for help, version and bare exit statuses.
    static func failureLine(for error: any Error, arguments: [String]) -> String? {
        guard !(error is ExitCode), exitCode(for: error) != .success else { return nil }
        let text = oneLine(message(for: error))
        guard !text.isEmpty else { return nil }
        let program = program(arguments)
        // ArgumentParser's own parse errors are capitalised sentences ("Unknown option
        // '--x'") that gain a pointer to the help; the commands' checks name the option.
        let isParserMessage = text.first?.isUppercase == true
        let sentence = text.prefix(1).lowercased() + text.dropFirst()
        let hint = isParserMessage ? " (\(program) --help lists the options)" : ""
        // Option values are echoed in messages; a name from a glob may hold escape sequences.
        return "\(program): \(TextSanitizer.clean(sentence + hint, maxLength: 1000))"
    }

    /// The first line of a parser's message, with the list of words it puts
    /// on lines of their own for more than five ("Please provide one of the
    /// following:" and "  - word" lines, as for `--algorithm`) folded into it
    /// as it writes a shorter list: "'a', 'b' or 'c'".
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n").map(String.init)
        guard let first = lines.first else { return "" }
        let lead = "Please provide one of the following:"
        guard first.hasSuffix(lead) else { return first }
        let words = lines.dropFirst().prefix { $0.hasPrefix("  - ") }.map { "'\($0.dropFirst(4))'" }
        guard let last = words.last else { return first }
        return first.dropLast(lead.count) + "Please provide one of " + words.dropLast().joined(separator: ", ") + " or \(last)."
    }
}
