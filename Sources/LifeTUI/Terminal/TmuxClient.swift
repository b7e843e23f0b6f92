import Glibc

/// Inside tmux, the terminal tmux itself runs in: tmux answers the start-up
/// probe's name question itself (`tmux 3.3a`) and draws nothing, so which
/// glyphs show depends on the terminal around it. tmux knows it from its
/// client (`#{client_termtype}`: `XTerm(379)`, `kitty(0.26.5)`; empty in a
/// detached session), and `tmux display-message -p` prints it.
enum TmuxClient {
    /// How long tmux may take to answer; it answers at once when it runs.
    static let answerMilliseconds: Int32 = 500

    /// The outer terminal's name, or nil outside tmux (no `TMUX` in the
    /// environment) or when tmux does not say (detached, not installed, slow).
    static func outerTerminal(environment: [String: String]) -> String? {
        guard environment["TMUX"] != nil,
              let output = try? run(["tmux", "display-message", "-p", "#{client_termtype}"]) else { return nil }
        let name = String(decoding: output.prefix(200), as: UTF8.self)
            .unicodeScalars.filter { $0.value >= 32 && $0.value != 127 }
        let text = String(String.UnicodeScalarView(name))
        return text.isEmpty ? nil : text
    }

    /// `posix_spawnp(arguments)` with stdout on a pipe and stdin/stderr on
    /// /dev/null; its output up to 4 KiB, read until it ends or the answer
    /// time is up (then the child is killed). Throws the call that failed.
    static func run(_ arguments: [String]) throws(SystemCallError) -> [UInt8] {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw SystemCallError(call: "pipe", code: errno) }
        defer { close(fds[0]) }
        // Neither end leaks into the child, whose stdout gets its own copy of the write end.
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        close(fds[1])
        guard status == 0 else { throw SystemCallError(call: "posix_spawnp(\(arguments[0]))", code: status) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        var ended = false
        while output.count < 4096 {
            var p = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, answerMilliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let n = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { ended = n == 0; break }
            output += buffer[0..<n]
        }
        if !ended { kill(pid, SIGKILL) }
        var code: Int32 = 0
        while waitpid(pid, &code, 0) < 0 && errno == EINTR {}
        return output.last == 0x0A ? Array(output.dropLast()) : output
    }
}
