import Testing
@testable import LifeCore

/// Reading a file in chunks gives exactly what reading it whole gives: the same
/// pattern, or the same error on the same line, wherever the chunks break
/// (inside a run count, a CR LF pair, a byte order mark, a `pA` letter).
@Suite struct ChunkedDecodingTests {
    /// The pattern or error of one read, comparable.
    enum Outcome: Equatable {
        case pattern(Pattern)
        case error(PatternError)
    }

    static func whole(_ bytes: [UInt8]) -> Outcome {
        do { return .pattern(try Pattern.decode(bytes)) } catch { return .error(error) }
    }

    /// Feeds `bytes` to a `PatternReader` in chunks of random sizes from 1 to `largest`.
    static func chunked(_ bytes: [UInt8], largest: Int, rng: inout Xoshiro256) -> Outcome {
        var reader = PatternReader()
        var at = 0
        do {
            while at < bytes.count {
                let n = min(bytes.count - at, 1 + Int(rng.next() % UInt64(largest)))
                try reader.feed(Array(bytes[at..<(at + n)]))
                at += n
            }
            return .pattern(try reader.finish())
        } catch {
            return .error(error)
        }
    }

    /// A random pattern with a name, comments and a rule, as RLE.
    static func randomRLE(_ rng: inout Xoshiro256) throws -> [UInt8] {
        let w = 1 + Int(rng.next() % 500), h = 1 + Int(rng.next() % 60)
        let density = rng.next() % 100
        var cells: [GridPoint] = []
        for y in 0..<h where rng.next() % 5 != 0 {
            for x in 0..<w where rng.next() % 100 < density { cells.append(GridPoint(x: x, y: y)) }
        }
        let p = try Pattern(cells: cells).with(name: "soup", comments: ["one", "two"])
        let rule = try RuleSpec(parsing: rng.next() % 2 == 0 ? "B36/S23" : "B3/S23:T600,80")
        return Array(RLEWriter.encode(p, rule: rule).utf8)
    }

    /// The same text with other line endings, a byte order mark, or cut short.
    static func variants(_ text: [UInt8]) -> [[UInt8]] {
        let crlf = text.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
        let cr = text.map { $0 == 0x0A ? 0x0D : $0 }
        return [text, crlf, cr, [0xEF, 0xBB, 0xBF] + crlf, Array(text.prefix(text.count * 2 / 3))]
    }

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func randomBoardsReadTheSameInAnyChunks(seed: UInt64) throws {
        var rng = Xoshiro256(seed: seed)
        for bytes in Self.variants(try Self.randomRLE(&rng)) {
            let expected = Self.whole(bytes)
            for largest in [1, 2, 3, 7, 64, 4096] {
                #expect(Self.chunked(bytes, largest: largest, rng: &rng) == expected, "largest chunk \(largest)")
            }
        }
    }

    /// Damaged files fail (or not) identically, on the same line.
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func damagedFilesFailTheSameInAnyChunks(seed: UInt64) throws {
        var rng = Xoshiro256(seed: seed)
        let original = try Self.randomRLE(&rng)
        let junk = Array("0123456789bo$!.ABFpxq=,#\n\r\t".utf8)
        for _ in 0..<60 {
            var bytes = original
            for _ in 0..<(1 + Int(rng.next() % 3)) {
                bytes[Int(rng.next() % UInt64(bytes.count))] = junk[Int(rng.next() % UInt64(junk.count))]
            }
            #expect(Self.chunked(bytes, largest: 1 + Int(rng.next() % 40), rng: &rng) == Self.whole(bytes))
        }
    }

    @Test(arguments: [
        "!Name: Glider\r\n.O.\r\n..O\r\nOOO\r\n",
        "\n\n  \n#Life 1.06\n0 -1\n1 0\n-1 1\n0 1\n1 1\n",
        "#Life 1.05\n#P -1 -1\n.*\n..*\n***\n",
        "\n\nbo$2bo$3o!",
        "#N Glider\nx = 3, y = 3\nbo$2bo$3o!",
    ])
    func everyFormatReadsInSingleBytes(text: String) throws {
        let bytes = Array(text.utf8)
        var rng = Xoshiro256(seed: 1)
        let outcome = Self.chunked(bytes, largest: 1, rng: &rng)
        #expect(outcome == Self.whole(bytes))
        #expect(outcome == .pattern(try Pattern.decode(bytes)))
    }

    @Test func theFormatIsKnownOnceTheFirstLineIsWhole() throws {
        var reader = PatternReader()
        try reader.feed(Array("\n\nx = 3, y".utf8))
        #expect(reader.format == nil)
        try reader.feed(Array(" = 1\n3o".utf8))
        #expect(reader.format == .rle && !reader.isComplete)
        try reader.feed(Array("!garbage".utf8))
        #expect(reader.isComplete)
        #expect(picture(try reader.finish()) == ["OOO"])
    }

    /// A first line that starts with `#` or `x` names its format within 16 bytes, whole or not.
    @Test func aLongFirstLineIsNotHeldWhole() throws {
        var reader = PatternReader()
        try reader.feed(Array("#C a very long comment".utf8))
        #expect(reader.format == .rle)
        var life = PatternReader()
        try life.feed(Array("#Life 1.06 and more text".utf8))
        #expect(life.format == .life106)
        var rows = PatternReader()
        try rows.feed(Array("..OO..OO..OO..OO..OO..OO..OO".utf8))
        #expect(rows.format == nil)
    }

    @Test func writerChunksJoinIntoTheWholeText() throws {
        var rng = Xoshiro256(seed: 77)
        let text = try Self.randomRLE(&rng)
        let p = try Pattern.decode(text)
        for size in [1, 5, 100, 1 << 16] {
            var chunks: [[UInt8]] = []
            RLEWriter.write(p, chunkSize: size) { chunks.append($0) }
            #expect(chunks.joined().elementsEqual(RLEWriter.encode(p).utf8))
            // After the text lines, a chunk is cut after the run that fills it: at most one run past the size.
            #expect(chunks.dropFirst().allSatisfy { $0.count < size + 8 })
        }
    }
}
