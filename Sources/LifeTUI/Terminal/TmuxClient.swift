
/// Inside tmux, the terminal tmux itself runs in: tmux answers the start-up
/// probe's name question itself (`tmux 3.3a`) and draws nothing, so which
/// glyphs show depends on the terminal around it. tmux knows it from its
/// client (`#{client_termtype}`: `XTerm(379)`, `kitty(0.26.5)`; empty in a
/// detached session), and `tmux display-message -p` prints it. tmux also
/// knows whether that terminal takes 24-bit colours (`RGB` among
/// `#{client_termfeatures}`: it recognises xterm, iTerm2, mintty and tmux by
/// their XTVERSION answer), and then passes them on as they are.
enum TmuxClient {
    /// How long tmux may take to answer; it answers at once when it runs.
    static let answerMilliseconds: Int32 = 500

    /// What tmux says about the terminal around it.
    struct Outer: Equatable {
        /// Its name (`XTerm(379)`), or nil when tmux does not know it.
        var name: String?
        /// Whether tmux passes 24-bit colours on to it.
        var rgb: Bool
    }

    /// The format asked for: the name, a tab, the features (`256,RGB,mouse,…`).
    static let format = "#{client_termtype}\t#{client_termfeatures}"

    /// The outer terminal, or nil outside tmux (no `TMUX` in the environment)
    /// or when tmux does not say (not installed, slow).
    static func outer(environment: [String: String]) -> Outer? {
        guard environment["TMUX"] != nil,
              let output = try? run(["tmux", "display-message", "-p", format], path: environment["PATH"]) else { return nil }
        return parse(output)
    }

    /// `output` of `format` read: control characters dropped from the name,
    /// `RGB` looked for among the comma-separated features.
    static func parse(_ output: [UInt8]) -> Outer {
        let line = output.prefix(4096)
        let tab = line.firstIndex(of: 0x09) ?? line.endIndex
        let name = String(decoding: line[..<tab].prefix(200), as: UTF8.self)
            .unicodeScalars.filter { $0.value >= 32 && $0.value != 127 }
        let text = String(String.UnicodeScalarView(name))
        let features = tab < line.endIndex ? String(decoding: line[line.index(after: tab)...], as: UTF8.self) : ""
        return Outer(name: text.isEmpty ? nil : text, rgb: features.split(separator: ",").contains("RGB"))
    }

    /// Runs `arguments` (the program found on `path`, PATH's value) with stdout on a pipe and
    /// stdin on /dev/null; its output up to 4 KiB, read until it ends or the
    /// answer time is up (then the child is killed). Throws the call that failed.
    static func run(_ arguments: [String], path: String?) throws(SystemCallError) -> [UInt8] {
        guard let program = ExecutableSearch.find(arguments[0], path: path) else {
            throw .notFound("posix_spawn(\(arguments[0]))")
        }
        let child = try ChildProcess.spawn(program, arguments: Array(arguments.dropFirst()), input: .null, output: .pipe)
        guard let fd = child.takeOutput() else { return [] }
        defer { SystemCall.closeQuietly(fd) }
        let deadline = ContinuousClock.now + .milliseconds(answerMilliseconds)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        var ended = false
        while output.count < 4096 {
            guard (try? SystemCall.waitForInput(fd, until: deadline)) == true,
                  let n = try? SystemCall.read(fd, into: &buffer) else { break }
            guard n > 0 else { ended = true; break }
            output += buffer[0..<n]
        }
        if !ended { child.kill() }
        child.wait()
        return output.last == 0x0A ? Array(output.dropLast()) : output
    }
}
