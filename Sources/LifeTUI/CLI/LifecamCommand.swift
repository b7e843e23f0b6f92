import LifeApp
import ArgumentParser
import Foundation
import LifeCore

/// `lifecam`: Conway's Game of Life in the terminal, painted with video.
public struct LifecamCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lifecam",
        abstract: "Conway's Game of Life in the terminal, painted with webcam video.",
        discussion: """
            The Life board is a fading, coloured mask; every pixel shown is the \
            per-channel minimum of that mask and the latest video frame.
            """,
        version: "0.1.0",
        subcommands: [PlayCommand.self, RunCommand.self, DevicesCommand.self, RenderCommand.self],
        defaultSubcommand: PlayCommand.self
    )

    public init() {}

    /// Parses the command line and runs the subcommand. A usage mistake is
    /// reported in one line (`lifecam render: --decay must be 0...1, not 2`)
    /// instead of ArgumentParser's "Error:" line plus the usage block; help,
    /// version and statuses already reported by a command go through unchanged.
    public static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            guard let line = failureLine(for: error, arguments: arguments) else { exit(withError: error) }
            FileHandle.standardError.write(Data((line + "\n").utf8))
            Foundation.exit(exitCode(for: error).rawValue)
        }
    }

    /// The one line for a usage error, named after the subcommand in
    /// `arguments`; nil for help, version and bare exit statuses.
    static func failureLine(for error: any Error, arguments: [String]) -> String? {
        guard !(error is ExitCode), exitCode(for: error) != .success else { return nil }
        let text = message(for: error).split(separator: "\n").first.map(String.init) ?? ""
        guard !text.isEmpty else { return nil }
        let name = arguments.first { argument in
            configuration.subcommands.contains { $0.configuration.commandName == argument }
        }
        let program = name.map { "lifecam \($0)" } ?? "lifecam"
        // ArgumentParser's own parse errors are capitalised sentences ("Unknown option
        // '--x'") that gain a pointer to the help; the commands' checks name the option.
        let isParserMessage = text.first?.isUppercase == true
        let sentence = text.prefix(1).lowercased() + text.dropFirst()
        let hint = isParserMessage ? " (\(program) --help lists the options)" : ""
        // Option values are echoed in messages; a name from a glob may hold escape sequences.
        return "\(program): \(TextSanitizer.clean(sentence + hint, maxLength: 1000))"
    }
}
