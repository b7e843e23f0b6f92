/// A failed file operation, saying what failed and why in one line.
///
/// `PosixFileSystem` makes these from `errno`; a test file system makes them
/// directly to inject faults such as a full disk.
package struct FileError: Error, Equatable, CustomStringConvertible {
    /// The causes recording treats differently, and everything else.
    package enum Kind: Equatable, Sendable {
        /// ENOSPC or EDQUOT: no room left for the bytes.
        case diskFull
        /// EEXIST: the name is taken (lifecam never replaces a file).
        case exists
        /// EACCES or EPERM.
        case permissionDenied
        /// EROFS.
        case readOnly
        /// ENOENT: a folder on the way does not exist.
        case notFound
        /// ENOTDIR.
        case notADirectory
        /// The file system cannot do this (e.g. hard links on FAT).
        case unsupported
        /// Anything else; `reason` holds the system's words.
        case other
    }

    /// What was being attempted, as a verb phrase for the message.
    package enum Operation: String, Sendable {
        case create = "create"
        case write = "write to"
        case sync = "flush"
        case truncate = "truncate"
        case close = "close"
        case link = "name"
        case rename = "rename"
        case remove = "remove"
        case makeDirectory = "create folder"
        case removeDirectory = "remove folder"
        case listDirectory = "read folder"
    }

    package let kind: Kind
    package let operation: Operation
    package let path: String
    /// The system's description of the error (strerror), for `.other`.
    package let reason: String

    package init(kind: Kind, operation: Operation, path: String, reason: String) {
        self.kind = kind
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    package var description: String {
        switch kind {
        case .diskFull: "disk full: cannot \(operation.rawValue) \(path)"
        case .exists: "\(path) already exists"
        case .permissionDenied: "cannot \(operation.rawValue) \(path): permission denied"
        case .readOnly: "cannot \(operation.rawValue) \(path): read-only file system"
        case .notFound: "cannot \(operation.rawValue) \(path): no such file or folder"
        case .notADirectory: "cannot \(operation.rawValue) \(path): a part of the path is not a folder"
        case .unsupported: "cannot \(operation.rawValue) \(path): not supported by this file system"
        case .other: "cannot \(operation.rawValue) \(path): \(reason)"
        }
    }
}
