import Glibc

extension SystemCall {
    /// What `poll` found ready.
    struct Readiness: Equatable {
        /// The input descriptor has data (or its end: a read returns 0).
        var input = false
        /// The output descriptor can take more bytes.
        var output = false
        /// The input descriptor hung up or failed with nothing left to read.
        var hangUp = false
        /// The wake descriptor (a `WakePipe`) has a byte to take.
        var wake = false
    }

    /// poll(2) for data on `input`, room on `output` and a byte on `wake`
    /// (any may be nil), up to `milliseconds` (-1: no limit); nil when the
    /// time ran out. Not retried: a signal throws (`isInterrupted`), which
    /// is how SIGWINCH (installed by ncurses without SA_RESTART) reaches the
    /// play loop. Callers with a deadline poll again for what is left of it.
    static func poll(input: Int32?, output: Int32?, wake: Int32? = nil,
                     milliseconds: Int32) throws(SystemCallError) -> Readiness? {
        // On the stack: the play loop polls a few hundred times a second.
        var fds = (pollfd(fd: input ?? -1, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: output ?? -1, events: Int16(POLLOUT), revents: 0),
                   pollfd(fd: wake ?? -1, events: Int16(POLLIN), revents: 0))
        let n = withUnsafeMutableBytes(of: &fds) {
            Glibc.poll($0.baseAddress!.assumingMemoryBound(to: pollfd.self), 3, milliseconds)
        }
        if n < 0 { throw SystemCallError(call: "poll", code: errno) }
        if n == 0 { return nil }
        let bad = Int16(POLLHUP | POLLERR | POLLNVAL)
        return Readiness(input: fds.0.revents & Int16(POLLIN) != 0,
                         output: fds.1.revents & Int16(POLLOUT) != 0,
                         hangUp: fds.0.revents & Int16(POLLIN) == 0 && fds.0.revents & bad != 0,
                         wake: fds.2.revents & Int16(POLLIN) != 0)
    }

    /// Polls `fd` for data until `deadline` (a monotonic instant), across
    /// signals: whether data (or the end) arrived in time.
    static func waitForInput(_ fd: Int32, until deadline: ContinuousClock.Instant) throws(SystemCallError) -> Bool {
        while true {
            let left = deadline - .now
            let milliseconds = max(0, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            do {
                guard let ready = try poll(input: fd, output: nil, milliseconds: Int32(clamping: milliseconds)) else {
                    if ContinuousClock.now >= deadline { return false }
                    continue
                }
                return ready.input || ready.hangUp
            } catch where error.isInterrupted {
                continue
            }
        }
    }
}
