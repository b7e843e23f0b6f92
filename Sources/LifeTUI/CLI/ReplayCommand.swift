import ArgumentParser
import Foundation
import LifeApp
import LifeCore

/// `lifecam replay FILE.cast|FILE.ans`: a terminal recording played back in
/// the terminal at its pace.
package struct ReplayCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a terminal recording (.cast, .ans) back at its pace.",
        discussion: """
            FILE.cast is an asciicast v2 file (play --cast, render --out FILE.cast, asciinema rec): \
            each event at its time. FILE.ans is terminal bytes (render --out FILE.ans): \
            a frame at each synchronized update, --fps a second. Space pauses and resumes; \
            q, Esc or Ctrl-C quit. The terminal is restored as play restores it. Only what draws \
            reaches the terminal: titles, clipboard writes, mode changes and queries in the file \
            are removed.

            Exit status:
            \(ExitStatus.table)
            """
    )

    @Argument(help: ArgumentHelp("The recording: FILE.cast or FILE.ans.", valueName: "file"))
    var file: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second for .ans, 1...240.", valueName: "F"))
    var fps = 30

    @Option(help: "Terminal type for ncurses instead of $TERM (inside tmux, xterm-256color is used unless told otherwise).")
    var term: String?

    /// The largest recording read (it is held whole).
    static let largest = 512 << 20

    package init() {}

    package func validate() throws {
        guard LookOptions.frameRates.contains(fps) else { throw ValidationError("--fps must be 1...240 frames per second, not \(fps)") }
    }

    package func run() throws {
        let clip = try Self.load(file, fps: fps)
        StandardStreams.restoreBrokenPipes()
        let environment = ProcessInfo.processInfo.environment
        let session: TerminalSession
        do {
            session = try TerminalSession(term: term ?? PlayCommand.preferredTerm(environment), mouse: .cells, environment: environment)
        } catch {
            throw CommandFailure(error.status, error.description)
        }
        defer { session.close() }
        var replayer = Replayer(screen: session, clock: SystemClock(), clip: clip)
        do { try replayer.run() } catch { throw CommandFailure(error.status, error.description) }
    }

    /// The recording in `path`: an asciicast file (by its name, or its first
    /// byte, `{`) or terminal bytes split into frames at `fps`.
    static func load(_ path: String, fps: Int) throws(CommandFailure) -> ReplayClip {
        let shown = TextSanitizer.clean(path, maxLength: 200)
        let bytes = try readWhole(path, shown: shown)
        let isCast = path.lowercased().hasSuffix(".cast") || (!path.lowercased().hasSuffix(".ans") && bytes.first == 0x7B)
        if isCast { return try CastReader.clip(bytes, shown: shown) }
        guard ReplayClip.looksLikeTerminalBytes(bytes) else {
            throw CommandFailure(.data, "\(shown) is neither an asciicast file nor terminal bytes"
                                 + " (\(bytes.isEmpty ? "it is empty" : "no escape sequence in it")): nothing to replay")
        }
        return ReplayClip.ans(bytes, fps: fps)
    }

    /// Every byte of `path`, up to `largest`.
    private static func readWhole(_ path: String, shown: String) throws(CommandFailure) -> [UInt8] {
        let input: OpenedInput
        do { input = try openForReading(path, writerWait: .seconds(10)) } catch {
            throw CommandFailure(.noInput, OpenForReadingError(kind: error.kind, path: shown, reason: error.reason).description)
        }
        defer { SystemCall.closeQuietly(input.descriptor) }
        var bytes: [UInt8] = []
        while true {
            let chunk: [UInt8]
            do { chunk = try SystemCall.read(input.descriptor, upTo: 1 << 20) } catch {
                throw CommandFailure(.noInput, "cannot read \(shown): \(error.reason)")
            }
            if chunk.isEmpty { return bytes }
            bytes += chunk
            guard bytes.count <= largest else {
                throw CommandFailure(.data, "\(shown) is larger than \(largest >> 20) MiB; recordings past that are refused")
            }
        }
    }
}
