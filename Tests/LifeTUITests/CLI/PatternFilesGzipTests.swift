import Foundation
import Testing
@testable import LifeApp
@testable import LifeCore
@testable import LifeTUI

/// Gzip-compressed pattern files (Golly ships `.rle.gz` and `.mc.gz`): read
/// as the plain file is, through zlib's inflate, and held to the plain
/// file's limits as they expand.
@Suite struct PatternFilesGzipTests {
    /// `text` compressed by gzip(1), as the files Golly ships were made.
    static func gzip(_ text: [UInt8], in folder: TemporaryFolder) throws -> [UInt8] {
        let plain = folder.file("plain-\(UUID().uuidString)")
        try Data(text).write(to: URL(fileURLWithPath: plain))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-n", "-9", plain]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return Array(try Data(contentsOf: URL(fileURLWithPath: plain + ".gz")))
    }

    static func write(_ bytes: [UInt8], _ name: String, in folder: TemporaryFolder) throws -> String {
        let path = folder.file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `bytes` cut in chunks of `size`, last first (as `popLast` hands them out).
    static func chunks(_ bytes: [UInt8], _ size: Int) -> [[UInt8]] {
        stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }.reversed()
    }

    /// `bytes` decoded as `PatternFiles` decodes a file read `chunk` bytes at a time.
    static func decode(_ bytes: [UInt8], chunk: Int, spills: Bool = false) throws(CommandFailure) -> LoadedPattern {
        var chunks = chunks(bytes, chunk)
        return try PatternFiles().decode(shown: "p.gz", spills: spills) { chunks.popLast() ?? [] }
    }

    static let glider = Array("#N Glider\nx = 3, y = 3, rule = B3/S23\nbob$2bo$3o!\n".utf8)
    static let formats: [(name: String, text: String)] = [
        ("glider.rle.gz", "#N Glider\nx = 3, y = 3, rule = B3/S23\nbob$2bo$3o!\n"),
        ("glider.cells.gz", "!Name: Glider\n.O\n..O\nOOO\n"),
        ("glider.lif.gz", "#Life 1.06\n1 0\n2 1\n0 2\n1 2\n2 2\n"),
        ("glider.lif.gz", "#Life 1.05\n#P 0 0\n.*\n..*\n***\n"),
    ]

    @Test(arguments: formats)
    func eachFormatReadsAsThePlainFile(name: String, text: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let plain = try Self.write(Array(text.utf8), String(name.dropLast(3)), in: folder)
        let packed = try Self.write(try Self.gzip(Array(text.utf8), in: folder), name, in: folder)
        let expected = try #require(try PatternFiles().read(plain))
        #expect(try PatternFiles().read(packed) == expected)
        #expect(try PatternFiles().readLoaded(packed)?.pattern == expected)
        #expect(expected.population == 5)
    }

    /// Golly's `.mc.gz`: `run` reads the quadtree through the same inflate.
    @Test func macrocellReadsThroughGzip() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let text = Array("[M2] (golly 3.3)\n#R B3/S23\n#G 7\n.*$..*$***$\n4 1 0 0 0\n".utf8)
        let packed = try Self.gzip(text, in: folder)
        let path = try Self.write(packed, "glider.mc.gz", in: folder)
        let run = try #require(try PatternFiles().readLoaded(path))
        let plain = try Self.decode(text, chunk: text.count, spills: true)
        #expect(run.macrocell != nil && run.macrocell == plain.macrocell)
        #expect(run.pattern.generation == 7)
        // Read a byte at a time, the first pieces inflated are shorter than "[M2]".
        for chunk in [1, 2, 3, 11] {
            #expect(try Self.decode(packed, chunk: chunk, spills: true).macrocell == plain.macrocell)
            #expect(try Self.decode(text, chunk: chunk, spills: true).macrocell == plain.macrocell)
        }
    }

    /// Every chunking of the compressed file, and every piece size, gives the same text.
    @Test(arguments: [1, 2, 3, 17, 4096])
    func chunksAndPiecesDoNotMatter(chunk: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let text = Array((0..<400).map { "#C line \($0) of a long comment\n" }.joined().utf8) + Self.glider
        let packed = try Self.gzip(text, in: folder)
        for pieceSize in [1, 5, 1 << 20] {
            var input = PatternInput(shown: "p.gz", pieceSize: pieceSize)
            var chunks = Self.chunks(packed, chunk)
            var out: [UInt8] = []
            while true {
                let piece = try input.next { chunks.popLast() ?? [] }
                if piece.isEmpty { break }
                #expect(piece.count <= pieceSize)
                out += piece
            }
            #expect(input.isCompressed && out == text)
        }
        #expect(try Self.decode(packed, chunk: chunk).pattern.population == 5)
    }

    /// Files joined with cat are one file to gunzip, and to Golly's gzread.
    @Test func membersJoinedAreOneFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let head = Array("!Name: two halves\n.O\n".utf8), tail = Array("..O\nOOO\n".utf8)
        let joined = try Self.gzip(head, in: folder) + Self.gzip(tail, in: folder)
        #expect(try Self.decode(joined, chunk: 5).pattern.population == 5)
    }

    /// A soup of 40x40 plaintext cells, which compresses to a few hundred bytes.
    static var soup: [UInt8] {
        var state: UInt32 = 12345
        var text = Array("!Name: soup\n".utf8)
        for _ in 0..<40 {
            for _ in 0..<40 {
                state = state &* 1_103_515_245 &+ 12345
                text.append(state >> 16 & 1 == 1 ? UInt8(ascii: "O") : UInt8(ascii: "."))
            }
            text.append(10)
        }
        return text
    }

    /// A plaintext file is read to its end, so a cut anywhere is seen: in the
    /// header, the compressed blocks, or the trailer (its CRC and length).
    @Test(arguments: [5, 12, 100, -8, -1])
    func cutShortIsRefused(cut: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let packed = try Self.gzip(Self.soup, in: folder)
        #expect(packed.count > 200)
        let keep = cut > 0 ? cut : packed.count + cut
        #expect(throws: CommandFailure(.data, "p.gz: the gzip stream is cut short")) {
            _ = try Self.decode(Array(packed.prefix(keep)), chunk: 7)
        }
    }

    @Test func corruptStreamsAreRefusedInZlibsWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let packed = try Self.gzip(Self.soup, in: folder)
        // The first deflate block's header (byte 10, after gzip's 10-byte header): 0xFF is a block of type 3.
        var badBlock = packed
        badBlock[10] = 0xFF
        #expect(throws: CommandFailure(.data, "p.gz: gzip: invalid block type")) { _ = try Self.decode(badBlock, chunk: 4) }
        // The CRC-32 in the trailer's first four bytes.
        var badCheck = packed
        badCheck[packed.count - 8] ^= 0x55
        #expect(throws: CommandFailure(.data, "p.gz: gzip: incorrect data check")) { _ = try Self.decode(badCheck, chunk: 4) }
        // The method byte: 8 (deflate) is the only one gzip has.
        var badMethod = packed
        badMethod[2] = 7
        #expect(throws: CommandFailure(.data, "p.gz: gzip: unknown compression method")) { _ = try Self.decode(badMethod, chunk: 4) }
    }

    /// A decompression bomb: 16 MiB of text in about 16 KiB is refused once it
    /// expands past the plain file's limit, long before the file is read.
    @Test(arguments: [
        ("!Name: bomb\n", UInt8(ascii: "."), "p.gz expands to more than 1 MiB (gzip); plaintext, Life 1.05/1.06 and MCell files are read whole and refused past that (RLE may be up to 1 MiB)"),
        ("x = 16384, y = 16384\n", UInt8(ascii: "b"), "p.gz expands to more than 1 MiB (gzip), more than the largest RLE lifecam writes (a 16384x16384 board); refused"),
        ("[M2] (golly 3.3)\n", UInt8(ascii: "\n"), "p.gz expands to more than 1 MiB (gzip); macrocell files are refused past that"),
    ] as [(String, UInt8, String)])
    func bombIsRefusedAsItExpands(head: String, filler: UInt8, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let packed = try Self.gzip(Array(head.utf8) + Array(repeating: filler, count: 16 << 20), in: folder)
        #expect(packed.count < 64 << 10)
        var files = PatternFiles()
        files.maxRLEBytes = 1 << 20
        files.maxOtherBytes = 1 << 20
        var chunks = Self.chunks(packed, 1024)
        #expect(throws: CommandFailure(.data, message)) {
            _ = try files.decode(shown: "p.gz", spills: true) { chunks.popLast() ?? [] }
        }
        // Refused after about a sixteenth of the file: what was not read stays unread.
        #expect(chunks.count > packed.count / 1024 / 2)
    }

    /// A file compressed twice is inflated once; what is left names itself.
    @Test func twiceCompressedSaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let twice = try Self.gzip(try Self.gzip(Self.glider, in: folder), in: folder)
        #expect(throws: CommandFailure(.data, "p.gz: gzip-compressed twice; lifecam inflates one layer")) {
            _ = try Self.decode(twice, chunk: 9)
        }
    }
}
