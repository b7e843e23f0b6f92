import Testing
@testable import LifeCore

/// A file that is not a pattern is refused by what it is, read whole or in
/// chunks; a pattern, even a broken one, is never taken for one.
@Suite struct ForeignFileTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    static let webp: [UInt8] = Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8)
    static let elf: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]
    static let xz: [UInt8] = [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00, 0x04]

    static let cases: [(String, [UInt8], ForeignFile)] = [
        ("PNG", png, .picture("PNG")),
        ("JPEG", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8), .picture("JPEG")),
        ("GIF", Array("GIF89a\u{1}\0\u{1}\0".utf8), .picture("GIF")),
        ("WebP", webp, .picture("WebP")),
        ("BMP", Array("BM".utf8) + [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0], .picture("BMP")),
        ("PDF", Array("%PDF-1.7\n%\u{E2}\u{E3}\n".utf8), .document("a PDF document")),
        ("ELF", elf, .program),
        ("xz", xz, .packed("xz")),
        ("HTML", Array("<!DOCTYPE html>\n<html><body>Life</body></html>\n".utf8), .document("an HTML page")),
        ("HTML, no doctype", Array("\n<HTML>\n<head>\n".utf8), .document("an HTML page")),
        ("SVG", Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".utf8), .picture("SVG")),
        ("XML", Array("<?xml version=\"1.0\"?>\n<plist/>\n".utf8), .document("an XML file")),
        ("Golly's Lua", Array("-- Smaller variant of a p59 loop.\n\nlocal g = golly()\ng.new(\"p59\")\n".utf8), .script("Lua")),
        // A `#` comment first: it starts as RLE does, and RLE breaks on its second line.
        ("Golly's Python", Array("# Golly Python script\nimport golly as g\ng.show('hi')\n".utf8), .script("Python")),
        ("glife Python", Array("from glife import *\nblinker = pattern(\"3o!\")\n".utf8), .script("Python")),
        ("a shebang", Array("#!/usr/bin/env python3\nprint(1)\n".utf8), .script("Python")),
        ("Perl", Array("# Perl\nuse strict;\ng_show(\"x\");\n".utf8), .script("Perl")),
        ("a .rule file", Array("@RULE WireWorld\n\n@TABLE\nn_states:4\n".utf8), .ruleFile(".rule")),
        ("a .table file", Array("# Langton's loops\nn_states:8\nneighborhood:vonNeumann\n".utf8), .ruleFile(".table")),
        ("a Nutshell rule", Array("@NUTSHELL NoTimeAtAll\n\nby HactarCE\n".utf8), .ruleFile(".ruel, Nutshell's notation")),
        ("a .tree file", Array("num_states=2\nnum_neighbors=8\nnum_nodes=32\n".utf8), .ruleFile(".tree")),
        ("empty", [], .empty),
        ("blank", Array("\n \t\r\n".utf8), .empty),
        ("text", Array("Hello, this is a readme.\nIt has words.\n".utf8), .text),
        ("\"BM\" text", Array("BMX bikes\n".utf8), .text),
        ("binary", [0x03, 0x00, 0xFE, 0x11, 0x00, 0x42, 0x99, 0x00], .binary),
    ]

    @Test(arguments: cases)
    func isNamedForWhatItIs(name: String, bytes: [UInt8], kind: ForeignFile) {
        #expect(ForeignFile.identify(bytes) == kind, "\(name)")
        #expect(ChunkedDecodingTests.whole(bytes) == .error(kind.error), "\(name)")
        var rng = Xoshiro256(seed: UInt64(bytes.count))
        for largest in [1, 7, 4096] {
            #expect(ChunkedDecodingTests.chunked(bytes, largest: largest, rng: &rng) == .error(kind.error), "\(name) in chunks of up to \(largest)")
        }
    }

    /// The refusal names the kind and says what lifecam reads or what to do instead, on one line.
    @Test func refusalsAreOneLine() {
        #expect(ForeignFile.script("Lua").error.reason
            == "a Golly Lua script, not a pattern: Golly runs scripts to make or show patterns; lifecam does not run them")
        #expect(ForeignFile.picture("PNG").error.reason.hasPrefix("a PNG picture, not a pattern: "))
        #expect(ForeignFile.picture("SVG").error.reason.hasPrefix("an SVG picture, not a pattern: "))
        for (_, _, kind) in Self.cases {
            #expect(kind.error.kind == .notAPattern && !kind.error.description.contains("\n"))
        }
    }

    /// A pattern that reads is read, whatever its comments say; a broken one
    /// keeps its own line-numbered error unless its lines say it is a script
    /// or a rule file; text starting like no format is text.
    @Test(arguments: [
        ("#C import golly as g\nx = 3, y = 1\n3o!\n", nil),
        ("#N local g = golly()\nx = 3, y = 1\n3o!\n", nil),
        ("#C a comment\nx = 3, y = 1\nozz!\n", PatternError.Kind.syntax),
        ("x = 3, y = 1\nhello\n", .syntax),
        ("#C a broken file\nwhat is this\n", .syntax),
    ] as [(String, PatternError.Kind?)])
    func patternsAreNeverTakenForForeignFiles(text: String, kind: PatternError.Kind?) {
        let outcome = ChunkedDecodingTests.whole(Array(text.utf8))
        switch (outcome, kind) {
        case (.pattern(let pattern), nil): #expect(pattern.population == 3)
        case (.error(let error), let kind?): #expect(error.kind == kind, "\(error)")
        default: Issue.record("\(text): \(outcome)")
        }
    }
}
