/// Every way a lifecam command ends, one table for `play`, `run`, `render`
/// and `devices` (sysexits(3) numbers), so a script can tell a typo from a
/// bad file whichever command it ran. `--help` prints `table`, and
/// docs/COMMANDS.md shows it.
package enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Done.
    case success = 0
    /// A command-line value is wrong (EX_USAGE).
    case usage = 64
    /// A pattern or video is malformed or too large (EX_DATAERR).
    case data = 65
    /// An input file, FIFO or camera cannot be opened or read (EX_NOINPUT).
    case noInput = 66
    /// No usable terminal (none at all, or one that cannot move the cursor), or a
    /// program lifecam needs for the job (ffmpeg) is not installed (EX_UNAVAILABLE).
    case unavailable = 69
    /// An output cannot be created: it exists (lifecam never overwrites), or the folder refuses it (EX_CANTCREAT).
    case cantCreate = 73
    /// Writing failed part-way: a full disk, a closed or full standard output (EX_IOERR).
    case ioError = 74

    /// What the status means, in a few words.
    package var meaning: String {
        switch self {
        case .success: "done (in play and replay, also q and Ctrl-C, which are keys there)"
        case .usage: "bad command-line value"
        case .data: "malformed or oversized pattern or video"
        case .noInput: "input file, FIFO or camera cannot be opened or read"
        case .unavailable: "no usable terminal, or ffmpeg is needed and not installed"
        case .cantCreate: "output cannot be created (it exists, or the folder refuses it)"
        case .ioError: "writing failed part-way (disk full, standard output closed or full)"
        }
    }

    /// The table as `--help` shows it, one status a line, then the signal rule.
    package static var table: String {
        func row(_ code: String, _ meaning: String) -> String {
            "  " + String(repeating: " ", count: max(0, 5 - code.count)) + code + "  " + meaning
        }
        return (allCases.map { row(String($0.rawValue), $0.meaning) }
            + [row("128+N", "ended by signal N (130: Ctrl-C in run or render; 143: SIGTERM)")])
            .joined(separator: "\n")
    }
}
