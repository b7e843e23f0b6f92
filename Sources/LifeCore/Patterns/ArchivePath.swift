/// A pattern inside a zip archive, as `--pattern` names it:
/// `archive.zip:path/inside.rle`, the archive's path on disk, a colon, and
/// the member's path as the archive lists it (folders joined by `/`). Golly's
/// own archives end in `.zip` (Golly opens `.gar` files as zip archives too);
/// the split is after the first `.zip:` or `.gar:`, in any case, so a member
/// path may hold colons and `.zip` of its own. The shell tries the whole text
/// as a file first: a file whose name holds `.zip:` is that file.
public struct ArchivePath: Sendable, Equatable {
    /// The archive's path on disk.
    public let archive: String
    /// The member's path inside it.
    public let member: String

    /// The extensions Golly opens as zip archives.
    static let extensions = [".zip:", ".gar:"]

    public init(archive: String, member: String) {
        self.archive = archive
        self.member = member
    }

    /// Splits `text` after its first `.zip:` or `.gar:` (ASCII letters in
    /// any case); nil when it holds neither, when nothing names the archive
    /// before the extension, or when no member follows the colon.
    public init?(parsing text: String) {
        let bytes = Array(text.utf8)
        guard let colon = Self.colon(in: bytes), colon < bytes.count - 1 else { return nil }
        archive = String(decoding: bytes[..<colon], as: UTF8.self)
        member = String(decoding: bytes[(colon + 1)...], as: UTF8.self)
        // Nothing before the extension (".zip:x", "dir/.zip:x") names no archive.
        guard colon > 4, bytes[colon - 5] != UInt8(ascii: "/") else { return nil }
    }

    /// Where the colon after the first `.zip` or `.gar` is in `bytes`.
    private static func colon(in bytes: [UInt8]) -> Int? {
        let patterns = extensions.map { Array($0.utf8) }
        guard bytes.count >= 5 else { return nil }
        // ASCII letters folded to lower case; UTF-8's other bytes are all above 0x7F and stay apart.
        func fold(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        for start in 0...(bytes.count - 5) {
            for pattern in patterns where (0..<5).allSatisfy({ fold(bytes[start + $0]) == pattern[$0] }) {
                return start + 4
            }
        }
        return nil
    }

    /// The text `--pattern` takes for this member.
    public var text: String { archive + ":" + member }
}
