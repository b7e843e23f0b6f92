import Testing
@testable import LifeApp

/// The JSON reader under `CastReader`: what RFC 8259 allows on one line, and nothing else.
@Suite struct JSONLineTests {
    private func parse(_ text: String) throws(JSONLineError) -> JSONValue { try JSONLine.parse(Array(text.utf8)[...]) }

    @Test func valuesOfEveryKind() throws {
        let value = try parse(#" {"version": 2, "env": {"TERM": "xterm"}, "a": [1.5e2, -0, true, false, null, []], "s": "x\u00e9\ud83d\ude00\/\n"} "#)
        #expect(value["version"]?.integer == 2)
        #expect(value["env"]?["TERM"]?.text == "xterm")
        #expect(value["a"] == .array([.number(150), .number(0), .bool(true), .bool(false), .null, .array([])]))
        #expect(value["s"]?.text == "xé😀/\n")
        #expect(value["missing"] == nil)
    }

    /// A lone surrogate or invalid UTF-8 in a string becomes U+FFFD, as the event text is shown.
    @Test func loneSurrogatesAndInvalidUTF8BecomeReplacementCharacters() throws {
        #expect(try parse(#""a\ud800b""#).text == "a\u{FFFD}b")
        #expect(try parse(#""\udc00\ud800\u0041""#).text == "\u{FFFD}\u{FFFD}A")
        #expect(try JSONLine.parse([0x22, 0x61, 0xFF, 0x22][...]).text == "a\u{FFFD}")
    }

    @Test(arguments: [
        "", "[1, 2", "[1 2]", "{\"a\" 1}", "{a: 1}", "[01]", "[1.]", "[.5]", "[1e]", "[+1]", "\"raw\u{1B}esc\"", "\"\\x\"", "\"\\u12g4\"",
        "[1] [2]", "tru", "nul", "{\"a\": 1,}", "[1,]", "\"open",
    ])
    func notJSONIsRefused(text: String) {
        #expect(throws: JSONLineError.self) { try parse(text) }
    }

    /// Nesting is bounded: a line of brackets cannot exhaust the stack.
    @Test func deepNestingIsRefused() throws {
        let deep = String(repeating: "[", count: JSONLine.deepest) + String(repeating: "]", count: JSONLine.deepest)
        _ = try parse(deep)
        #expect(throws: JSONLineError.self) { try parse("[" + deep + "]") }
        #expect(throws: JSONLineError.self) { try parse(String(repeating: "[", count: 100_000)) }
    }
}
