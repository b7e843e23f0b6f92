/// An open file descriptor and the path it was opened with (for messages).
package struct OpenFile: Sendable, Equatable {
    package let descriptor: Int32
    package let path: String

    package init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }
}

/// The file operations recording needs, one system call each.
///
/// This is the seam between recording and the operating system:
/// `PosixFileSystem` makes the real calls, and tests wrap it to inject
/// failures (a disk that fills after N bytes, short writes) without root.
package protocol FileSystem: Sendable {
    /// Creates a new file for writing (mode 0644); `.exists` if the name is taken.
    func createNew(_ path: String) throws(FileError) -> OpenFile
    /// One write; it may write fewer bytes than given and returns how many it wrote.
    func write(_ file: OpenFile, _ bytes: UnsafeRawBufferPointer) throws(FileError) -> Int
    /// Cuts the file to `length` bytes.
    func truncate(_ file: OpenFile, to length: Int) throws(FileError)
    /// Flushes the file's data to the device.
    func sync(_ file: OpenFile) throws(FileError)
    /// Closes the descriptor (it is released even when this throws).
    func close(_ file: OpenFile) throws(FileError)
    /// Gives an existing file a second name; `.exists` if `newPath` is taken.
    func link(_ path: String, to newPath: String) throws(FileError)
    /// Renames a file, replacing whatever `newPath` names.
    func rename(_ path: String, to newPath: String) throws(FileError)
    /// Removes a file's name.
    func remove(_ path: String) throws(FileError)
    /// Creates a folder (mode 0755); `.exists` if the name is taken.
    func makeDirectory(_ path: String) throws(FileError)
    /// Removes an empty folder.
    func removeDirectory(_ path: String) throws(FileError)
    /// The names in a folder, without `.` and `..`.
    func contentsOfDirectory(_ path: String) throws(FileError) -> [String]
    /// Whether the open file still has the name it was created under (not
    /// deleted, nor moved away with its folder): writes to a file nobody can
    /// reach any more would be lost.
    func isStillNamed(_ file: OpenFile) -> Bool
    /// Whether anything (file, folder, dangling link) has this name.
    func exists(_ path: String) -> Bool
    /// Whether `path` is a folder.
    func isDirectory(_ path: String) -> Bool
    /// This process's id, to make temporary names that no other process uses.
    var processID: Int32 { get }
}
