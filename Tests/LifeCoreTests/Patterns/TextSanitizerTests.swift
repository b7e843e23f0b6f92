import Testing
@testable import LifeCore

@Suite struct TextSanitizerTests {
    @Test(arguments: [
        ("plain name", "plain name"),
        ("\u{1B}[2J\u{1B}[31mred\u{1B}[0m", "red"),
        ("a\u{1B}]0;evil title\u{07}b", "ab"),
        ("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b", "alinkb"),
        ("a\u{1B}Pq#0;2;0;0;0\u{1B}\\b", "ab"),
        ("a\u{1B}(Bb", "ab"), ("a\u{1B}7b\u{1B}8c", "abc"),
        ("tab\there", "tab here"), ("nul\u{0}bell\u{7}del\u{7F}", "nulbelldel"),
        ("c1\u{85}\u{9B}31mx", "c1x"), ("bidi\u{202E}txt\u{2066}", "biditxt"),
        ("Grüße ✓", "Grüße ✓"), ("cr\r\nlf", "crlf"), ("trailing esc\u{1B}", "trailing esc"),
    ])
    func removesControls(input: String, expected: String) {
        #expect(TextSanitizer.clean(input) == expected)
    }

    @Test func cleanTextHasNoControlScalars() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let bytes = (0..<Int(rng.next() % 64)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let text = TextSanitizer.clean(bytes: bytes)
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func invalidUTF8BecomesReplacement() {
        #expect(TextSanitizer.clean(bytes: [0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
    }

    @Test func lengthIsCapped() {
        #expect(TextSanitizer.clean(String(repeating: "x", count: 5000), maxLength: 10).count == 10)
    }
}
