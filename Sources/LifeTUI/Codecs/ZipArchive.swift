import CZip

/// Why a zip archive, or a member of one, could not be read: libzip's words.
package struct ZipError: Error, Equatable, CustomStringConvertible {
    package let reason: String
    package var description: String { reason }
}

/// A zip archive read through libzip (Debian's libzip-dev), wrapped once:
/// the members' names and sizes, and each member's bytes as they inflate,
/// a piece at a time, so the caller counts what a member expands to and
/// stops a decompression bomb before it costs memory. Opened read-only,
/// with libzip's consistency checks (`ZIP_CHECKCONS`: every local header
/// agrees with the central directory); a member's checksum is checked when
/// it is read to its end.
package final class ZipArchive {
    /// One member as the central directory lists it.
    package struct Entry: Equatable {
        /// Its place in the archive (libzip's index).
        package let index: Int
        /// Its path, folders joined by `/`, a folder's ending in `/`: UTF-8
        /// as libzip gives it (CP437 names converted). Text from a file: clean
        /// it before it reaches a terminal.
        package let path: String
        /// The size the directory declares, unpacked (a hostile archive may lie).
        package let size: UInt64
    }

    /// Archives with more members than this are refused (Golly's largest
    /// collections hold a few thousand files).
    static let maxEntries = 100_000

    private let archive: OpaquePointer
    /// The archive's bytes when it was opened from memory (libzip reads them in place).
    private let buffer: UnsafeMutableRawBufferPointer?
    /// The members, in the archive's order.
    package let entries: [Entry]

    /// The archive in the file at `path`.
    package convenience init(path: String) throws(ZipError) {
        var code: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code) else {
            throw ZipError(reason: Self.describe(code: code))
        }
        try self.init(archive: archive, buffer: nil)
    }

    /// The archive whose bytes are `bytes` (the fuzz target reads both ways).
    /// No bytes are no archive, as an empty file is not one to `zip_open`
    /// (a memory source of none would be an empty archive).
    package convenience init(bytes: [UInt8]) throws(ZipError) {
        guard !bytes.isEmpty else { throw ZipError(reason: Self.describe(code: ZIP_ER_NOZIP)) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_buffer_create(buffer.baseAddress, zip_uint64_t(bytes.count), 0, &error) else {
            buffer.deallocate()
            throw ZipError(reason: String(cString: zip_error_strerror(&error)))
        }
        guard let archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) else {
            zip_source_free(source)
            buffer.deallocate()
            throw ZipError(reason: String(cString: zip_error_strerror(&error)))
        }
        try self.init(archive: archive, buffer: buffer)
    }

    private init(archive: OpaquePointer, buffer: UnsafeMutableRawBufferPointer?) throws(ZipError) {
        self.archive = archive
        self.buffer = buffer
        let count = zip_get_num_entries(archive, 0)
        guard count >= 0, count <= Self.maxEntries else {
            zip_discard(archive)
            buffer?.deallocate()
            throw ZipError(reason: count < 0 ? "cannot list its members"
                           : "it holds \(count) members; archives of more than \(Self.maxEntries) are refused")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(archive, zip_uint64_t(index), 0, &stat) == 0, stat.valid & UInt64(ZIP_STAT_NAME) != 0,
                  let name = stat.name else { continue }
            let size = stat.valid & UInt64(ZIP_STAT_SIZE) != 0 ? stat.size : 0
            entries.append(Entry(index: index, path: String(cString: name), size: size))
        }
        self.entries = entries
    }

    deinit {
        zip_discard(archive)
        buffer?.deallocate()
    }

    /// The member at `entry`, opened for reading.
    func open(_ entry: Entry) throws(ZipError) -> Member {
        guard let file = zip_fopen_index(archive, zip_uint64_t(entry.index), 0) else {
            throw ZipError(reason: String(cString: zip_strerror(archive)))
        }
        return Member(file: file, owner: self)
    }

    /// The whole member at `entry` (a rule file), refused as it unpacks past `limit` bytes.
    package func contents(of entry: Entry, limit: Int) throws(ZipError) -> [UInt8] {
        guard entry.size <= UInt64(limit) else { throw ZipError(reason: Self.tooLarge(entry.size, limit: limit)) }
        let member = try open(entry)
        var bytes: [UInt8] = []
        while case let chunk = try member.read(upTo: 1 << 16), !chunk.isEmpty {
            bytes += chunk
            guard bytes.count <= limit else { throw ZipError(reason: "it expands to more than \(Self.spoken(limit)) (zip)") }
        }
        return bytes
    }

    /// Why a member of `size` bytes (as the archive declares) is refused.
    static func tooLarge(_ size: UInt64, limit: Int) -> String {
        "it expands to \(size) bytes; more than \(spoken(limit)) is refused (zip)"
    }

    /// A limit in words: MiB when it is at least one.
    static func spoken(_ limit: Int) -> String {
        limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    }

    /// Whether `bytes` begin as a zip archive does: a member's local header,
    /// or the end of the central directory of an empty archive.
    static func startsAsArchive(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    /// libzip's words for an error code from `zip_open`.
    static func describe(code: Int32) -> String {
        var error = zip_error_t()
        zip_error_init_with_code(&error, code)
        defer { zip_error_fini(&error) }
        return String(cString: zip_error_strerror(&error))
    }

    /// A member being read: its bytes as they inflate.
    final class Member {
        private let file: OpaquePointer
        /// Keeps the archive open while the member is read.
        private let owner: ZipArchive
        private var buffer: [UInt8]

        fileprivate init(file: OpaquePointer, owner: ZipArchive) {
            self.file = file
            self.owner = owner
            buffer = []
        }

        deinit { zip_fclose(file) }

        /// The next bytes, at most `count`; empty at the member's end. Throws
        /// for a member that cannot be read (corrupt, encrypted, a wrong checksum at its end).
        func read(upTo count: Int) throws(ZipError) -> [UInt8] {
            if buffer.count < count { buffer = [UInt8](repeating: 0, count: count) }
            let read = buffer.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, zip_uint64_t(count)) }
            guard read >= 0 else {
                throw ZipError(reason: String(cString: zip_error_strerror(zip_file_get_error(file))))
            }
            return Array(buffer[..<Int(read)])
        }
    }
}
