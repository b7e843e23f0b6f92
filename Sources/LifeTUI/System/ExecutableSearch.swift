import Glibc

/// Finds a program on `PATH`, as a shell would: the first folder in it that
/// holds an executable regular file of that name.
enum ExecutableSearch {
    /// The path of `name` in the folders of `path` (`PATH`'s value; an empty
    /// entry is the current folder; nil: `/usr/local/bin:/usr/bin:/bin`), or
    /// nil when none has it. The commands pass the `PATH` they read at start-up.
    static func find(_ name: String, path: String?) -> String? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    /// stat(2) and access(2): a regular file this process may execute.
    static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}
