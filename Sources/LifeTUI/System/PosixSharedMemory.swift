import Glibc
import TerminalRenderer

/// A POSIX shared memory object by one fixed name, through `SystemCall`:
/// made anew for each picture (`createSharedMemory`: O_EXCL, mode 0600),
/// filled with `write(2)`, closed; the terminal `shm_unlink`s it once read.
/// Errors come back as `SharedMemoryError` in the system's words. On Linux
/// an object is the file `/dev/shm/NAME`, which is what the signal handlers
/// unlink (`path`).
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

    /// Makes the object holding `bytes`; false when it is there already
    /// (the terminal has not taken the last one). A failed write removes
    /// what was made.
    func store(_ bytes: UnsafeRawBufferPointer) throws(SharedMemoryError) -> Bool {
        let fd: Int32
        do throws(SystemCallError) {
            fd = try SystemCall.createSharedMemory(name)
        } catch where error.alreadyExists {
            return false
        } catch {
            throw SharedMemoryError(reason: "\(error.call)(\(name)): \(error.reason)")
        }
        defer { SystemCall.closeQuietly(fd) }
        do throws(SystemCallError) {
            try SystemCall.writeAll(fd, bytes)
        } catch {
            remove()
            throw SharedMemoryError(reason: "\(error.call)(\(name)): \(error.reason)")
        }
        return true
    }

    /// Removes the object; not there (the terminal took it) is what is expected.
    func remove() {
        try? SystemCall.unlinkSharedMemory(name)
    }
}
