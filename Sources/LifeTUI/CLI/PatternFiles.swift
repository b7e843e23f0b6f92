import LifeApp
import LifeCore

/// Reads and writes the files `lifecam run` names, turning every failure into
/// a one-line `CommandFailure` (LifeCore never touches files).
package struct PatternFiles {
    /// RLE files longer than this are refused. It covers the largest RLE
    /// lifecam writes: a 16384x16384 board of alternating cells is 272,286,867
    /// bytes of runs, row ends and newlines (worked out in `RLEWriter`), plus at
    /// most a few KiB of `#N`/`#C`/header lines: 259.7 MiB in all. RLE is decoded
    /// as it is read, so the limit bounds the time a read takes, not its memory.
    static let largestRLE = 272 << 20
    /// Plaintext, Life 1.05/1.06 and MCell files (and a file whose first line names no
    /// format) are held whole while read, and refused past this: they are not
    /// what lifecam writes, and 64 MiB already holds a 8192x8192 plaintext board.
    static let largestOther = 64 << 20
    /// How much one read(2) asks for.
    static let chunkSize = 1 << 20

    /// How long a FIFO may wait for its writer before the read is given up.
    var writerWait: Duration = .seconds(10)
    package var maxRLEBytes = largestRLE
    package var maxOtherBytes = largestOther
    /// What a zip archive named without a member gives when Golly would load none of its patterns.
    package var archiveChoice = ArchiveChoice.list

    package init() {}

    /// The pattern in the file at `path`, or nil if there is no such file.
    func read(_ path: String) throws(CommandFailure) -> Pattern? {
        try read(path, spills: false)?.pattern
    }

    /// A pattern file as `lifecam run` reads it (a giant on Golly's plane too;
    /// a pattern inside a zip archive, `archives` saying what an archive named
    /// alone gives), else a built-in pattern: what `play --pattern` and
    /// `render --pattern` load.
    static func load(_ text: String, archives: ArchiveChoice = .list) throws(CommandFailure) -> LoadedPattern {
        var files = PatternFiles()
        files.archiveChoice = archives
        return try LoadedPattern.named(text, read: files.readLoaded)
    }

    /// The pattern in the file at `path` as `lifecam run` takes it: an RLE
    /// file beyond lifecam's largest board comes as cells on Golly's plane.
    func readLoaded(_ path: String) throws(CommandFailure) -> LoadedPattern? {
        try read(path, spills: true)
    }

    private func read(_ path: String, spills: Bool) throws(CommandFailure) -> LoadedPattern? {
        if path == Self.standardInput { return try readStandardInput(spills: spills) }
        let shown = TextSanitizer.clean(path, maxLength: 200)
        let input: OpenedInput
        do { input = try openForReading(path, writerWait: writerWait) } catch {
            if error.kind == .notFound {
                // No file of that name: a pattern inside a zip archive (`archive.zip:path/inside.rle`), or nothing.
                guard let member = ArchivePath(parsing: path) else { return nil }
                return try readArchive(member.archive, member: member.member, spills: spills)
            }
            let message = error.kind == .directory ? "\(shown) is a directory, not a pattern file"
                : OpenForReadingError(kind: error.kind, path: shown, reason: error.reason).description
            throw CommandFailure(.noInput, message)
        }
        defer { try? PosixFileSystem().close(OpenFile(descriptor: input.descriptor, path: path)) }
        try Self.refuseScript(path, shown: shown)
        try checkSize(input.size, shown: shown)
        return try decodeOrUnpack(shown: shown, path: input.isRegularFile ? path : nil, spills: spills) { () throws(CommandFailure) in
            do throws(SourceError) {
                return try readOnce(input.descriptor, upTo: Self.chunkSize, path: shown)
            } catch {
                throw CommandFailure(.noInput, error.reason)
            }
        }
    }

    /// Refuses a regular file of `size` bytes over the largest a pattern file
    /// may be, before it is read (nil: a FIFO or a device, counted as read).
    func checkSize(_ size: Int?, shown: String) throws(CommandFailure) {
        if let size, size > maxRLEBytes {
            throw CommandFailure(.data, "\(shown) is \(size) bytes; pattern files over \(maxRLEBytes >> 20) MiB are refused (the largest RLE lifecam writes, a 16384x16384 board, is under that)")
        }
    }

    /// The pattern in the chunks `read` returns until it returns none, read as
    /// they come (inflated first when they are gzip, `PatternInput`): RLE is
    /// decoded chunk by chunk (and reading stops at its `!`), other formats are
    /// held whole. `shown` names the file in messages; with `spills` (for
    /// `run`), RLE cells beyond the largest board go onto Golly's plane and
    /// macrocell files are read (`decodeMacrocell`). `packedIn` names the
    /// archive format a zip member unpacks from, for messages.
    package func decode(shown: String, spills: Bool = false, packedIn: String? = nil,
                        next read: () throws(CommandFailure) -> [UInt8]) throws(CommandFailure) -> LoadedPattern {
        func data(_ error: PatternError) -> CommandFailure {
            // Only a size within the limit helps: say what it is and where to give it.
            let hint = error.kind == .tooLarge && !spills ? "; lifecam's largest board (--size \(Board.maxSide)x\(Board.maxSide)) cannot hold it" : ""
            // A file that is no pattern is named for what it is: "notes.txt is a text file …, not a pattern".
            if error.kind == .notAPattern { return CommandFailure(.data, "\(shown) is \(error.reason)") }
            return CommandFailure(.data, "\(shown): \(error)\(hint)")
        }
        var input = PatternInput(shown: shown, packedIn: packedIn)
        func next() throws(CommandFailure) -> [UInt8] { try input.next(read) }
        // A pipe, or gzip inflating its first bytes, may give fewer than "[M2]" has.
        var first = try next()
        while first.count < 4, case let more = try next(), !more.isEmpty { first += more }
        var pending: [UInt8]? = first
        if spills, first.starts(with: Array("[M2]".utf8)) {
            return try decodeMacrocell(first: first, input: &input, read: read)
        }
        var reader = PatternReader(spills: spills)
        var total = 0
        while !reader.isComplete {
            let chunk: [UInt8]
            if let first = pending { chunk = first } else { chunk = try next() }
            pending = nil
            if chunk.isEmpty { break }
            total += chunk.count
            do { try reader.feed(chunk) } catch { throw data(error) }
            // A gzip file's limits are the plain file's, counted as it expands: a decompression bomb stops here.
            if reader.format == .rle, total > maxRLEBytes {
                throw CommandFailure(.data, "\(input.larger(than: maxRLEBytes)), more than the largest RLE lifecam writes (a 16384x16384 board); refused")
            }
            if reader.format != .rle, total > maxOtherBytes {
                throw CommandFailure(.data, "\(input.larger(than: maxOtherBytes)); plaintext, Life 1.05/1.06 and MCell files are read whole and refused past that (RLE may be up to \(maxRLEBytes >> 20) MiB)")
            }
        }
        do {
            let (pattern, plane, states) = try reader.finishOnPlane()
            return LoadedPattern(pattern, plane: plane, states: states)
        } catch { throw data(error) }
    }

    /// Refuses `path` for an output if anything has that name: a file, a folder,
    /// a symlink (even a dangling one), a FIFO or a device. Called before the
    /// work starts, so a run is not wasted; `create` checks again as it names the file.
    func checkNew(_ path: String, fileSystem: FileSystem = PosixFileSystem()) throws(CommandFailure) {
        let shown = TextSanitizer.clean(path, maxLength: 200)
        if fileSystem.isDirectory(path) {
            throw CommandFailure(.cantCreate, "cannot write \(shown): it is a directory")
        }
        if fileSystem.exists(path) {
            throw CommandFailure(.cantCreate, "\(shown) already exists; lifecam never overwrites a file")
        }
        if Self.split(path).name.isEmpty {
            throw CommandFailure(.cantCreate, "cannot write \(shown): give a file name, not a folder")
        }
    }

    /// Creates `path` with what `contents` writes, never replacing anything:
    /// the bytes go to a temporary file created new (O_EXCL) in the same folder,
    /// which is flushed and then linked to `path` (link(2) fails if the name is
    /// taken) and removed, on failure too (see `AtomicFileWriter`). Until then
    /// nothing has the name, so an output cut short never looks complete.
    /// Exit 73 when the file cannot be created or exists, 74 when writing fails.
    func create(
        _ path: String, fileSystem: FileSystem = PosixFileSystem(), contents: (OutputFile) throws(FileError) -> Void
    ) throws(CommandFailure) {
        try checkNew(path, fileSystem: fileSystem)
        let shown = TextSanitizer.clean(path, maxLength: 200)
        let (directory, name) = Self.split(path)
        do {
            _ = try AtomicFileWriter(fileSystem: fileSystem).write(in: directory, names: [name], sync: true, contents: contents)
        } catch {
            switch error {
            case .wouldOverwrite:
                throw CommandFailure(.cantCreate, "\(shown) already exists; lifecam never overwrites a file")
            case .file(let failure) where failure.kind == .exists:
                throw CommandFailure(.cantCreate, "\(shown) already exists; lifecam never overwrites a file")
            case .file(let failure):
                let named = FileError(kind: failure.kind, operation: failure.operation, path: shown, reason: failure.reason)
                throw CommandFailure(failure.operation == .create ? .cantCreate : .ioError, named.description)
            default:
                throw CommandFailure(.ioError, "cannot write \(shown): \(error)")
            }
        }
    }

    /// The folder (empty for the current one) and the name in it.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let directory = path[..<slash]
        return (directory.isEmpty ? "/" : String(directory), String(path[path.index(after: slash)...]))
    }
}
