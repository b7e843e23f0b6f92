import Glibc
import LifeApp

/// `--pattern -`: the pattern file on standard input (`lifecam run --pattern -
/// < glider.rle`, `curl -s URL | lifecam run --pattern -`), read and limited
/// as a named file is, gzip included.
extension PatternFiles {
    /// The name `--pattern` takes for standard input.
    static let standardInput = "-"
    /// Standard input in messages.
    static let standardInputShown = "standard input"

    /// The pattern on standard input. A terminal there is refused (nobody
    /// types an RLE; play reads its keys from /dev/tty, not from there); a
    /// pipe that brings nothing within `writerWait` is given up, as a FIFO is.
    /// `fd` is standard input but in tests.
    func readStandardInput(spills: Bool, fd: Int32 = STDIN_FILENO) throws(CommandFailure) -> LoadedPattern {
        let shown = Self.standardInputShown
        guard !StandardStreams.isTerminal(fd) else {
            throw CommandFailure(.usage, "--pattern -: standard input is a terminal; pipe or redirect a pattern file into it (--pattern - < glider.rle)")
        }
        let status: SystemCall.FileStatus
        do { status = try SystemCall.status(of: fd) } catch { throw CommandFailure(.noInput, "cannot read \(shown): \(error.reason)") }
        try checkSize(status.kind == .regular ? status.size : nil, shown: shown)
        if status.kind == .fifo {
            let arrived: Bool
            do { arrived = try SystemCall.waitForInput(fd, until: .now + writerWait) } catch {
                throw CommandFailure(.noInput, "cannot read \(shown): \(error.reason)")
            }
            guard arrived else {
                throw CommandFailure(.noInput, "nothing was written to \(shown) within \(writerWait.spokenSeconds)")
            }
        }
        return try decodeOrUnpack(shown: shown, path: nil, spills: spills) { () throws(CommandFailure) in
            do throws(SourceError) {
                return try readOnce(fd, upTo: Self.chunkSize, path: shown)
            } catch {
                throw CommandFailure(.noInput, error.reason)
            }
        }
    }
}
