import Foundation
import Glibc

extension SystemCall {
    /// Signals a thread that only writes must never take: all but those the
    /// kernel raises in the thread that faults (SIGSEGV, SIGBUS, SIGILL,
    /// SIGFPE, SIGTRAP, SIGSYS, and SIGABRT from abort), which a blocked mask
    /// would turn into a silent death without the handlers' restore.
    private static var asynchronousSignals: sigset_t {
        var set = sigset_t()
        sigfillset(&set)
        for fault in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS, SIGABRT] { sigdelset(&set, fault) }
        return set
    }

    /// Starts `body` on a thread of its own that takes no asynchronous signal
    /// (pthread_sigmask around the start: a new thread inherits the mask from
    /// its first instruction), so SIGWINCH, SIGTSTP and the terminating
    /// signals reach the thread that polls the terminal and owns the screen.
    static func detachThreadWithoutSignals(_ body: @escaping @Sendable () -> Void) {
        var blocked = asynchronousSignals, previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        Thread.detachNewThread(body)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
