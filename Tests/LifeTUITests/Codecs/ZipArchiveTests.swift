import Foundation
import Testing
@testable import LifeTUI

/// libzip, wrapped once: members listed and read as they unpack, and
/// hostile archives refused, never hanging or growing without bound.
@Suite struct ZipArchiveTests {
    /// A one-member archive written by hand, its sizes and checksum as given
    /// (for the hostile cases Python's zipfile will not write): method 8 is deflate.
    static func crafted(name: String, data: [UInt8], method: UInt16 = 8, declared: UInt32, crc: UInt32 = 0) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: UInt32) -> [UInt8] { u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) }
        let file = Array(name.utf8), n = UInt16(file.count)
        let local = u32(0x0403_4B50) + u16(20) + u16(0) + u16(method) + u16(0) + u16(0) + u32(crc)
            + u32(UInt32(data.count)) + u32(declared) + u16(n) + u16(0) + file
        let central = u32(0x0201_4B50) + u16(20) + u16(20) + u16(0) + u16(method) + u16(0) + u16(0) + u32(crc)
            + u32(UInt32(data.count)) + u32(declared) + u16(n) + u16(0) + u16(0) + u16(0) + u16(0) + u32(0) + u32(0) + file
        let end = u32(0x0605_4B50) + u16(0) + u16(0) + u16(1) + u16(1) + u32(UInt32(central.count))
            + u32(UInt32(local.count + data.count)) + u16(0)
        return local + data + central + end
    }

    /// Every byte of `member`, read `piece` bytes at a time.
    static func readAll(_ archive: ZipArchive, _ entry: ZipArchive.Entry, piece: Int) throws -> [UInt8] {
        let member = try archive.open(entry)
        var bytes: [UInt8] = []
        while case let chunk = try member.read(upTo: piece), !chunk.isEmpty {
            #expect(chunk.count <= piece)
            bytes += chunk
        }
        return bytes
    }

    @Test(arguments: [false, true])
    func membersReadAsWritten(stored: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        var rng = SystemRandomNumberGenerator()
        let noise = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let members: [(String, [UInt8])] = [("d/", []), ("d/glider.rle", Array("x = 3, y = 3\nbob$2bo$3o!\n".utf8)),
                                            ("noise", noise), ("empty.rle", [])]
        let path = folder.file("a.zip")
        try ZipMaker.make(path, members, stored: stored)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        for archive in [try ZipArchive(path: path), try ZipArchive(bytes: bytes)] {
            #expect(archive.entries.map(\.path) == members.map(\.0))
            #expect(archive.entries.map(\.size) == members.map { UInt64($0.1.count) })
            #expect(archive.entries.map(\.index) == [0, 1, 2, 3])
            for (entry, member) in zip(archive.entries, members) {
                for piece in [1, 7, 65_536] where piece > 1 || member.1.count < 100 {
                    #expect(try Self.readAll(archive, entry, piece: piece) == member.1)
                }
                #expect(try archive.contents(of: entry, limit: 1 << 20) == member.1)
            }
        }
    }

    /// A deflate stream whose last (stored) block claims more bytes than the
    /// archive holds: ZIPFoundation 0.9.20 loops for ever on it; libzip stops.
    @Test func aStreamCutShortFailsAndEnds() throws {
        let data: [UInt8] = [1, 0x60, 0xEA, 0x9F, 0x15] + Array("x=1,y=1\nb!".utf8)
        let archive = try ZipArchive(bytes: Self.crafted(name: "a.rle", data: data, declared: 60_000))
        #expect(throws: ZipError.self) { try Self.readAll(archive, archive.entries[0], piece: 4096) }
    }

    /// An archive that declares a member far smaller than it unpacks to: the
    /// count as it unpacks stops it (libzip itself reads on, past the declared size).
    @Test func aMemberLyingAboutItsSizeIsStoppedAsItUnpacks() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let text = Array(("x = 1, y = 1\n" + String(repeating: "o$", count: 200_000) + "!\n").utf8)
        let path = folder.file("big.zip")
        try ZipMaker.make(path, [("big.rle", text)])
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        // The uncompressed size in the local header (offset 22) and the central directory's entry (its offset 24).
        let central = try #require((0..<(bytes.count - 4)).first { bytes[$0..<($0 + 4)] == [0x50, 0x4B, 0x01, 0x02] })
        for offset in [22, central + 24] { bytes.replaceSubrange(offset..<(offset + 4), with: [100, 0, 0, 0]) }
        let archive = try ZipArchive(bytes: bytes)
        #expect(archive.entries[0].size == 100)
        #expect(try Self.readAll(archive, archive.entries[0], piece: 1 << 16).count == text.count, "libzip reads past the size")
        #expect(throws: ZipError(reason: "it expands to more than 1000 bytes (zip)")) {
            try archive.contents(of: archive.entries[0], limit: 1000)
        }
        #expect(throws: ZipError(reason: ZipArchive.tooLarge(100, limit: 99))) { try archive.contents(of: archive.entries[0], limit: 99) }
    }

    @Test(arguments: [
        Array("x = 3, y = 3\nbob$2bo$3o!\n".utf8), [0x50, 0x4B, 0x03, 0x04, 0, 0], [0x50, 0x4B], [],
    ])
    func whatIsNoArchiveIsRefused(bytes: [UInt8]) {
        #expect(throws: ZipError.self) { try ZipArchive(bytes: bytes) }
    }

    @Test func anEmptyArchiveHasNoMembers() throws {
        let end: [UInt8] = [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)
        #expect(ZipArchive.startsAsArchive(end))
        #expect(try ZipArchive(bytes: end).entries.isEmpty)
    }

    @Test func aMissingFileIsSaidSo() {
        #expect(throws: ZipError(reason: "No such file")) { try ZipArchive(path: "/nonexistent/a.zip") }
    }

    @Test(arguments: [
        ([0x50, 0x4B, 0x03, 0x04, 0x14], true), ([0x50, 0x4B, 0x05, 0x06], true), ([0x50, 0x4B, 0x03], false),
        ([0x1F, 0x8B, 0x08, 0x00], false), (Array("PK\u{3}x".utf8), false),
    ] as [([UInt8], Bool)])
    func archivesAreToldByTheirFirstBytes(bytes: [UInt8], archive: Bool) {
        #expect(ZipArchive.startsAsArchive(bytes) == archive)
    }
}
