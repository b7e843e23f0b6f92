import Testing
@testable import LifeCore

/// Whatever the bytes, every reader returns a pattern or a `PatternError`:
/// no trap, no endless loop (each reader makes one pass over its input).
@Suite struct PatternFuzzTests {
    static let seeds: [String] = [
        "#N Glider\n#C c\nx = 3, y = 3, rule = B3/S23:T10,10\nbo$2bo$3o!\n",
        "x = 36, y = 9, rule = B3/S23\n24bo$22bobo$12b2o6b2o12b2o$11bo3bo4b2o12b2o$2o8bo5bo3b2o$2o8bo3bob2o4bobo$10bo5bo7bo$11bo3bo$12b2o!",
        "!Name: Glider\n.O.\n..O\nOOO\n",
        "#Life 1.05\n#D Acorn\n#N\n#P -3 -1\n.*\n...*\n**..***\n",
        "#Life 1.06\n0 -1\n1 0\n-1 1\n0 1\n1 1\n",
        "#MCell 4.20\n#GAME Generations\n#RULE 345/2/4\n#BOARD 40x30\n#WRAP 1\n#L .AB$3C$a.\n",
    ]

    static func decodeAll(_ bytes: [UInt8]) {
        for format in [PatternFormat?.none, .rle, .plaintext, .life105, .mcell] {
            do {
                let p: Pattern
                switch format {
                case .rle: p = try RLEReader.decode(bytes)
                case .plaintext: p = try PlaintextReader.decode(bytes)
                case .life105, .life106: p = try LifePCReader.decode(bytes)
                case .mcell: p = try MCellReader.decode(bytes)
                case nil: p = try Pattern.decode(bytes)
                }
                #expect(p.width <= Board.maxSide && p.height <= Board.maxSide)
                #expect(!p.name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            } catch {
                // One printable line: text from the file never reaches the terminal raw.
                let text = error.description
                #expect(text.count > 10 && !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(text)")
            }
        }
    }

    @Test func randomBytes() {
        var rng = Xoshiro256(seed: 0x5EED)
        let alphabet = Array("0123456789bo$!.ABpx=,# \n\r\t-*O:TP".utf8)
        for i in 0..<3000 {
            let n = Int(rng.next() % 200)
            let bytes: [UInt8] = (0..<n).map { _ in
                i.isMultiple(of: 2) ? UInt8(truncatingIfNeeded: rng.next()) : alphabet[Int(rng.next() % UInt64(alphabet.count))]
            }
            Self.decodeAll(i.isMultiple(of: 3) ? Array("x = 3, y = 3\n".utf8) + bytes : bytes)
        }
    }

    @Test(arguments: 0..<seeds.count)
    func truncationsAndMutations(index: Int) {
        let original = Array(Self.seeds[index].utf8)
        for end in 0...original.count { Self.decodeAll(Array(original[..<end])) }
        var rng = SplitMix64(seed: UInt64(index))
        for _ in 0..<1000 {
            var bytes = original
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                let at = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 3 {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.remove(at: at)
                default: bytes.insert(contentsOf: Array(String(rng.next() % 100_000).utf8), at: at)
                }
                if bytes.isEmpty { break }
            }
            Self.decodeAll(bytes)
        }
    }

    @Test func ruleParserTakesAnything() {
        var rng = SplitMix64(seed: 99)
        let alphabet = Array("BbSs0123456789/:TtPpKkCc,+-*HV \u{1B}é".unicodeScalars)
        var accepted = 0
        for _ in 0..<5000 {
            let text = String(String.UnicodeScalarView((0..<Int(rng.next() % 16)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }))
            if let spec = try? RuleSpec(parsing: text) {
                accepted += 1
                #expect((try? RuleSpec(parsing: spec.description)) == spec, "\(text)")
            }
        }
        #expect(accepted > 0)
    }
}
