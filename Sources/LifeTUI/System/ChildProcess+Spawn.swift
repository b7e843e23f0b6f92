import Glibc

extension ChildProcess {
    /// posix_spawn(3)'s file actions and attributes for one child, wrapped
    /// once: each call's error number becomes a `SystemCallError`.
    struct FileActions {
        private var actions = posix_spawn_file_actions_t()

        init() {
            posix_spawn_file_actions_init(&actions)
        }

        /// posix_spawn_file_actions_destroy.
        mutating func release() {
            posix_spawn_file_actions_destroy(&actions)
        }

        /// Connects the child's descriptor `fd` to a new pipe (returning
        /// lifecam's end and the child's) or to `/dev/null` (nil). Both ends
        /// are close-on-exec (no other child inherits them); dup2 in the child clears it on `fd` alone.
        mutating func connect(_ fd: Int32, to stream: Stream, childReads: Bool) throws(SystemCallError) -> (parent: Int32, child: Int32)? {
            switch stream {
            case .null:
                let code = posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", childReads ? O_RDONLY : O_WRONLY, 0)
                guard code == 0 else { throw SystemCallError(call: "posix_spawn_file_actions_addopen", code: code) }
                return nil
            case .pipe:
                var ends: [Int32] = [-1, -1]
                guard pipe(&ends) == 0 else { throw SystemCallError(call: "pipe", code: errno) }
                // pipe2(O_CLOEXEC) is not imported (a GNU extension); lifecam starts its children from one thread at a time.
                for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                let pair = childReads ? (parent: ends[1], child: ends[0]) : (parent: ends[0], child: ends[1])
                let code = posix_spawn_file_actions_adddup2(&actions, pair.child, fd)
                guard code == 0 else {
                    Glibc.close(ends[0])
                    Glibc.close(ends[1])
                    throw SystemCallError(call: "posix_spawn_file_actions_adddup2", code: code)
                }
                return pair
            }
        }

        /// How often a spawn refused with ETXTBSY is tried (2 ms apart: half a second in all).
        static let busyTries = 250

        /// posix_spawn: `program` with `arguments` and this process's
        /// environment, every signal at its default action and unblocked (a
        /// SIGPIPE that lifecam ignores must end a writer whose reader is
        /// gone), in a new process group.
        mutating func spawn(_ program: String, arguments: [String]) throws(SystemCallError) -> pid_t {
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var all = sigset_t(), none = sigset_t()
            sigfillset(&all)
            sigemptyset(&none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setpgroup(&attributes, 0)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
            let argv = ([program] + arguments).map { strdup($0) } + [nil]
            // The child inherits this process's environment as it stands (C's `environ`).
            let envp = UnsafePointer(environ)
            defer { for pointer in argv { free(pointer) } }
            var pid: pid_t = 0
            // ETXTBSY: the program was just written, and a child another thread
            // forked meanwhile still holds it open for writing until its own exec
            // closes it (a script made and run at once, as the tests' stand-in
            // ffmpeg is). That passes within milliseconds: try again, a while.
            var code = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
            var tries = 1
            while code == ETXTBSY && tries < Self.busyTries {
                usleep(2_000)
                tries += 1
                code = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
            }
            guard code == 0 else { throw SystemCallError(call: "posix_spawn", code: code) }
            return pid
        }
    }
}
