import Glibc
import TerminalRenderer

/// A POSIX shared memory object by one fixed name (`shm_open(3)`), wrapped
/// once: made anew for each picture (`O_CREAT | O_EXCL`, mode 0600, so only
/// this user's terminal can read it), filled with `write(2)`, closed; the
/// terminal `shm_unlink`s it once read. Errors come back as
/// `SharedMemoryError` in the system's words. On Linux an object is the file
/// `/dev/shm/NAME`, which is what the signal handlers unlink (`path`).
final class PosixSharedMemory: KittySharedMemory {
    let name: String

    /// `/lifecam-kitty-PID`: one per process, so two lifecams never meet.
    convenience init() {
        self.init(name: "/lifecam-kitty-\(getpid())")
    }

    init(name: String) {
        self.name = name
    }

    /// The object's file, for the signal handlers' `unlink(2)` (async-signal-safe, where `shm_unlink` is not listed).
    var path: String { "/dev/shm" + name }

    /// `shm_open(O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0600)`, `write` (EINTR
    /// retried), `close`. False on EEXIST: the last object is still there.
    /// A failed write removes what was made.
    func store(_ bytes: UnsafeRawBufferPointer) throws(SharedMemoryError) -> Bool {
        let fd = shm_open(name, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0o600)
        if fd < 0 {
            let code = errno
            if code == EEXIST { return false }
            throw SharedMemoryError(reason: "shm_open(\(name)): \(SystemError.describe(code))")
        }
        defer { close(fd) }
        var done = 0
        while done < bytes.count {
            let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                let code = n < 0 ? errno : ENOSPC
                shm_unlink(name)
                throw SharedMemoryError(reason: "write(\(name)): \(SystemError.describe(code))")
            }
            done += n
        }
        return true
    }

    /// `shm_unlink`; ENOENT (the terminal took it) is what is expected.
    func remove() {
        shm_unlink(name)
    }
}
