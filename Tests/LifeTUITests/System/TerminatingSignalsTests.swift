import Glibc
import Testing
@testable import LifeApp
@testable import LifeTUI

/// The handlers restore the terminal on exactly the signals whose default
/// action (signal(7), "Term" or "Core") ends the process; the others do not end it.
@Suite struct TerminatingSignalsTests {
    @Test(arguments: [
        SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV,
        SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
        SIGIO, SIGPWR, SIGSYS,
    ])
    func signalsThatEndTheProcessAreCaught(signal: Int32) {
        #expect(Signals.isCaught(signal))
    }

    /// SIGRTMIN is 34 under glibc (32 and 33 belong to its threads), SIGRTMAX 64.
    @Test func everyRealTimeSignalIsCaught() {
        let caught = (32...64).filter { Signals.isCaught(Int32($0)) }
        #expect(caught == Array(34...64))
    }

    /// KILL and STOP cannot be caught; the rest stop, continue or are ignored by default.
    @Test(arguments: [
        SIGKILL, SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT, SIGCHLD, SIGURG, SIGWINCH, 0, 65,
    ])
    func otherSignalsAreLeftAlone(signal: Int32) {
        #expect(!Signals.isCaught(signal))
    }

    /// The names a render's interruption message uses.
    @Test(arguments: [
        (SIGHUP, "SIGHUP"), (SIGPIPE, "SIGPIPE"), (SIGRTMIN_GLIBC, "SIGRTMIN"), (40, "SIGRTMIN+6"),
        (64, "SIGRTMIN+30"), (99, "signal 99"),
    ])
    func signalNames(signal: Int32, name: String) {
        #expect(Signals.name(of: signal) == name)
    }
}

/// glibc's SIGRTMIN (a function-like macro Swift cannot import).
private let SIGRTMIN_GLIBC: Int32 = 34
