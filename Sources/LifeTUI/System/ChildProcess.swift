import Foundation
import Glibc
import LifeApp

/// A program lifecam runs beside itself (ffmpeg), started with posix_spawn(3):
/// the one file that starts processes.
///
/// Standard input and output are pipes to lifecam or `/dev/null`; standard
/// error is always a pipe, read on a thread of its own into an `OutputTail`
/// (so a chatty child never blocks on a full pipe, and its last lines are
/// there to explain a failure). The child gets every signal at its default
/// action and none blocked, and a process group of its own: Ctrl-C in the
/// terminal reaches lifecam, which ends the child in order (closing its
/// input, so an encoder finishes its file), never the child behind its back.
final class ChildProcess: @unchecked Sendable {
    /// Where one of the child's standard streams goes.
    enum Stream {
        case pipe
        case null
    }

    /// How the child ended.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        var description: String {
            switch self {
            case .exited(let code): "exit status \(code)"
            case .signalled(let signal): "killed by \(Signals.name(of: signal))"
            }
        }
    }

    let pid: pid_t
    /// The program's path, for messages.
    let program: String
    /// The write end of the child's standard input, while open.
    private(set) var input: Int32?
    /// The read end of the child's standard output, while open.
    private(set) var output: Int32?
    private let lock = NSCondition()
    private var tail = OutputTail()
    private var errorOpen = true
    private var termination: Termination?

    /// Starts `program` (a path, see `ExecutableSearch`) with `arguments`
    /// (without the program's name) and the current environment.
    static func spawn(_ program: String, arguments: [String], input: Stream, output: Stream) throws(SystemCallError) -> ChildProcess {
        var files = FileActions()
        defer { files.release() }
        let stdin = try files.connect(STDIN_FILENO, to: input, childReads: true)
        let stdout: (parent: Int32, child: Int32)?
        do { stdout = try files.connect(STDOUT_FILENO, to: output, childReads: false) } catch {
            stdin.map { closeBoth($0) }
            throw error
        }
        let stderr: (parent: Int32, child: Int32)
        do { stderr = try files.connect(STDERR_FILENO, to: .pipe, childReads: false)! } catch {
            stdin.map { closeBoth($0) }
            stdout.map { closeBoth($0) }
            throw error
        }
        let pid: pid_t
        do { pid = try files.spawn(program, arguments: arguments) } catch {
            for pair in [stdin, stdout, stderr].compactMap({ $0 }) { closeBoth(pair) }
            throw error
        }
        for pair in [stdin, stdout, stderr].compactMap({ $0 }) { SystemCall.closeQuietly(pair.child) }
        let child = ChildProcess(pid: pid, program: program, input: stdin?.parent, output: stdout?.parent)
        let errorFD = stderr.parent
        let reader = Thread { [child] in child.drainErrors(errorFD) }
        reader.name = "child stderr"
        reader.start()
        return child
    }

    private init(pid: pid_t, program: String, input: Int32?, output: Int32?) {
        self.pid = pid
        self.program = program
        self.input = input
        self.output = output
    }

    deinit {
        if let input { SystemCall.closeQuietly(input) }
        if let output { SystemCall.closeQuietly(output) }
    }

    /// Writes every byte to the child's standard input, with SIGPIPE
    /// blocked on this thread: a child that is gone makes write(2) fail with
    /// EPIPE (look at its status then) instead of ending lifecam.
    func write(_ bytes: UnsafeRawBufferPointer) throws(SystemCallError) {
        guard let fd = input else { throw .closedDescriptor("write") }
        try withBrokenPipesAsErrors { () throws(SystemCallError) in try SystemCall.writeAll(fd, bytes) }
    }

    /// Closes the child's standard input: the end of the stream for it.
    func closeInput() {
        if let input { SystemCall.closeQuietly(input) }
        input = nil
    }

    /// Hands the read end of the child's standard output to the caller, who closes it.
    func takeOutput() -> Int32? {
        defer { output = nil }
        return output
    }

    /// Sends `signal` to the child, unless it has been waited for.
    func send(_ signal: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if termination == nil { SystemCall.signal(pid, signal) }
    }

    /// Ends the child at once (SIGKILL), unless it has been waited for.
    func kill() {
        send(SystemCall.killSignal)
    }

    /// Waits until the child has ended and its standard error is read to the end.
    @discardableResult
    func wait() -> Termination {
        lock.lock()
        if let termination {
            lock.unlock()
            return termination
        }
        lock.unlock()
        let ended: Termination = switch try? SystemCall.waitForExit(pid) {
        case .exited(let code): .exited(code)
        case .signalled(let signal): .signalled(signal)
        case nil: .exited(127)
        }
        lock.lock()
        termination = ended
        while errorOpen { lock.wait() }
        lock.unlock()
        return ended
    }

    /// The last lines the child wrote on standard error.
    var errorTail: OutputTail {
        lock.lock()
        defer { lock.unlock() }
        return tail
    }

    /// The stderr thread: reads until the child (and anything it started) closes it.
    private func drainErrors(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = (try? SystemCall.read(fd, into: &buffer)) ?? 0
            if n <= 0 { break }
            lock.lock()
            tail.append(buffer[0..<n])
            lock.unlock()
        }
        SystemCall.closeQuietly(fd)
        lock.lock()
        errorOpen = false
        lock.broadcast()
        lock.unlock()
    }

    private static func closeBoth(_ pair: (parent: Int32, child: Int32)) {
        SystemCall.closeQuietly(pair.parent)
        SystemCall.closeQuietly(pair.child)
    }
}

/// Runs `body` with SIGPIPE blocked on this thread, then takes back a
/// SIGPIPE that its writes raised (pending, as it was blocked) so it is
/// never delivered later, and restores the mask.
func withBrokenPipesAsErrors<T>(_ body: () throws(SystemCallError) -> T) throws(SystemCallError) -> T {
    var pipeOnly = sigset_t(), previous = sigset_t()
    sigemptyset(&pipeOnly)
    sigaddset(&pipeOnly, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &pipeOnly, &previous)
    defer {
        var pending = sigset_t()
        if sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1, sigismember(&previous, SIGPIPE) == 0 {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeOnly, nil, &now)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    return try body()
}
