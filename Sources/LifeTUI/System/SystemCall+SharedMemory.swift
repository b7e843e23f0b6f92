import Glibc

extension SystemCall {
    /// shm_open(3) making a new POSIX shared memory object `name` (`/` and a
    /// name without another `/`), read and write, close-on-exec, mode 0600
    /// so only this user's processes can open it; EEXIST when it is there
    /// already (`alreadyExists`). A name holding a NUL is refused with EINVAL.
    static func createSharedMemory(_ name: String) throws(SystemCallError) -> Int32 {
        guard !name.utf8.contains(0) else { throw SystemCallError(call: "shm_open", code: EINVAL) }
        return try retrying("shm_open") { Glibc.shm_open(name, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0o600) }
    }

    /// shm_unlink(3) of object `name`; ENOENT when it is not there.
    static func unlinkSharedMemory(_ name: String) throws(SystemCallError) {
        guard !name.utf8.contains(0) else { throw SystemCallError(call: "shm_unlink", code: EINVAL) }
        _ = try retrying("shm_unlink") { Glibc.shm_unlink(name) }
    }
}

extension SystemCallError {
    /// EEXIST: a file or object of that name is there already.
    var alreadyExists: Bool { code == EEXIST }
}
