import LifeCore
import Testing
@testable import LifeApp

@Suite struct TerminalRepliesTests {
    private func parse(_ text: String) -> TerminalReplies { TerminalReplies(parsing: Array(text.utf8)) }

    // (bytes read back, Ps, offers 1016)
    @Test(arguments: [
        ("\u{1B}[?1016;2$y", 2, true),            // supported, reset (xterm, foot, kitty, WezTerm)
        ("\u{1B}[?1016;1$y", 1, true),            // supported, set
        ("\u{1B}[?1016;0$y", 0, false),           // not recognised (e.g. a newer tmux)
        ("\u{1B}[?1016;4$y", 4, false),           // permanently reset
        ("\u{1B}[?1016;3$y", 3, false),
        ("x\u{1B}[?1016;2$yq", 2, true),          // keys typed around the reply are skipped
        ("\u{1B}[\u{1B}[?1016;2$y", 2, true),     // a typed Esc [ just before it
        ("\u{1B}[1\u{7}\u{1B}[?1016;1$y", 1, true),
    ])
    func decrpmReply(text: String, ps: Int, offers: Bool) {
        let r = parse(text)
        #expect(r.pixelModeState == ps)
        #expect(r.offersPixelMode == offers)
    }

    @Test(arguments: [
        "",                                       // no reply at all (tmux 3.3a, a pipe)
        "\u{1B}[?1;2c",                           // only the device attributes
        "\u{1B}[?2026;2$y",                       // another mode's report
        "\u{1B}[?1016;2y",                        // no '$'
        "\u{1B}[1016;2$y",                        // no '?' (an ANSI mode)
        "\u{1B}[?1016;2",                         // cut short: no final byte yet
        "\u{1B}[?1016;;$y",
        "\u{1B}[?1016;2;3$y",
    ])
    func noPixelModeWithoutAValidReply(text: String) {
        #expect(!parse(text).offersPixelMode)
    }

    @Test(arguments: [
        ("\u{1B}[6;20;10t", Dimensions(width: 10, height: 20)),
        ("\u{1B}[6;17;8t", Dimensions(width: 8, height: 17)),
        ("\u{1B}[6;0;0t", nil),                   // a terminal that does not know
        ("\u{1B}[4;480;640t", nil),               // the window's size (14t), not a cell's
        ("\u{1B}[6;20t", nil),
    ] as [(String, Dimensions?)])
    func cellSizeReply(text: String, size: Dimensions?) {
        #expect(parse(text).cellPixels == size)
    }

    @Test func allThreeRepliesInOneRead() {
        let r = parse("\u{1B}[?1016;2$y\u{1B}[6;16;8t\u{1B}[?62;22c")
        var wanted = TerminalReplies(pixelModeState: 2, cellPixels: Dimensions(width: 8, height: 16), sawDeviceAttributes: true)
        wanted.deviceAttributes = [62, 22]
        #expect(r == wanted)
    }

    @Test func deviceAttributesEndTheWait() {
        #expect(parse("\u{1B}[?1;2c").sawDeviceAttributes)
        #expect(!parse("\u{1B}[>0;95;0c").sawDeviceAttributes)   // secondary DA is not the answer asked for
        #expect(!parse("\u{1B}[?1016;2$y").sawDeviceAttributes)
    }

    @Test func queryAsksEverythingWithDeviceAttributesLast() throws {
        let q = TerminalReplies.query
        for part in ["\u{1B}[?1016$p", "\u{1B}[?1006$p", "\u{1B}[16t", "\u{1B}[>0q", "\u{1B}[38;2;1;2;3m\u{1B}P$qm\u{1B}\\",
                     "\u{1B}P+q524742\u{1B}\\"] {
            #expect(q.contains(part), "\(part.debugDescription)")
        }
        #expect(q.hasSuffix("\u{1B}[c"))
        // The colour set for the question is reset before anything is drawn.
        let reset = try #require(q.firstRange(of: "\u{1B}[0m")), set = try #require(q.firstRange(of: "38;2;1;2;3m"))
        #expect(q.ranges(of: "\u{1B}[0m").count == 1 && reset.lowerBound > set.lowerBound)
    }

    // The replies measured in these terminals (docs/TERMINALS.md), read back whole (mouse modes, colour, version).
    @Test(arguments: [
        ("xterm 379", "\u{1B}[?1016;2$y\u{1B}[?1006;2$y\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}P1$r0;38:2::1:2:3m\u{1B}\\"
            + "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", true, true, "XTerm(379)"),
        ("kitty 0.26.5", "\u{1B}[?1016;2$y\u{1B}[?1006;2$y\u{1B}[6;22;10t\u{1B}P>|kitty(0.26.5)\u{1B}\\"
            + "\u{1B}P1$r38:2:1:2:3m\u{1B}\\\u{1B}P0+r524742\u{1B}\\\u{1B}[?62;c", true, true, "kitty(0.26.5)"),
        ("foot 1.13.1", "\u{1B}[?1016;2$y\u{1B}[?1006;2$y\u{1B}[6;21;10t\u{1B}P>|foot(1.13.1)\u{1B}\\"
            + "\u{1B}P1$r0;38:2::1:2:3m\u{1B}\\\u{1B}P1+r524742=38\u{1B}\\\u{1B}[?62;4;22c", true, true, "foot(1.13.1)"),
        ("mlterm 3.9.0", "\u{1B}[?1016;0$y\u{1B}[?1006;2$y\u{1B}[6;19;8t\u{1B}P1$r0;38;5;16m\u{1B}\\\u{1B}P0+r\u{1B}\\"
            + "\u{1B}[?63;1;2;3;4;6;7;15;18;22;29c", true, false, nil),
        ("tmux 3.3a", "\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c", false, false, "tmux 3.3a"),
        ("xterm, tcap allowed", "\u{1B}P1+r524742=38\u{1B}\\\u{1B}[?1;2c", false, true, nil),
        ("semicolons", "\u{1B}P1$r38;2;1;2;3m\u{1B}\\", false, true, nil),
    ] as [(String, String, Bool, Bool, String?)])
    func measuredTerminals(name: String, text: String, sgr: Bool, direct: Bool, version: String?) {
        let r = parse(text)
        #expect(r.offersSGRMouse == sgr, "\(name)")
        #expect(r.answersDirectColour == direct, "\(name)")
        #expect(r.version == version, "\(name)")
    }

    @Test(arguments: [
        "\u{1B}P1$r0;38:2::1:2:4m\u{1B}\\",        // another colour read back
        "\u{1B}P0$r\u{1B}\\",                      // DECRQSS refused
        "\u{1B}P1$r0;38:2::1:2:3m",                  // cut short: no string terminator yet
        "\u{1B}P0+r524742\u{1B}\\",                // RGB unknown
        "\u{1B}P1+r5463\u{1B}\\",                  // Tc is not RGB
        "\u{1B}P1$r2:3m\u{1B}\\",
    ])
    func noDirectColourWithoutAnswer(text: String) {
        #expect(!parse(text).answersDirectColour)
    }

    @Test func sgrModeState() {
        #expect(parse("\u{1B}[?1006;1$y").sgrModeState == 1)
        #expect(!parse("\u{1B}[?1006;0$y").offersSGRMouse)
        #expect(parse("\u{1B}[?1006;2$y").pixelModeState == nil)
    }

    /// The glyph tests, each printed at the top left and followed by a cursor
    /// report, then the kitty graphics query (a 1×1 picture, not kept), then the device attributes.
    @Test func glyphTestsAndTheKittyQueryComeLast() {
        #expect(TerminalReplies.query.hasSuffix(
            "\u{1B}[1;1H\u{2598}\u{1B}[6n\u{1B}[1;1H\u{1FB00}\u{1B}[6n\u{1B}[1;1H\u{1CD00}\u{1B}[6n"
            + "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[?2;1;0S\u{1B}[c"))
    }

    @Test func insideTmuxTheKittyQuestionIsLeftOut() {
        let q = TerminalReplies.query(askingKitty: false)
        #expect(!q.contains("\u{1B}_G") && q.hasSuffix("\u{1CD00}\u{1B}[6n\u{1B}[?2;1;0S\u{1B}[c"))
    }

    /// With a shared memory object's name, the kitty question is asked again
    /// with the picture in that object (`t=s`, the name base64), before the
    /// device attributes; never inside tmux.
    @Test func theSharedMemoryQuestionNamesTheObject() {
        let q = TerminalReplies.query(askingKitty: true, sharedMemory: "/lifecam-kitty-42")
        #expect(q.hasSuffix("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
            + "\u{1B}_Gi=32,s=1,v=1,a=q,t=s,f=24,S=3;L2xpZmVjYW0ta2l0dHktNDI=\u{1B}\\\u{1B}[?2;1;0S\u{1B}[c"))
        #expect(!TerminalReplies.query(askingKitty: false, sharedMemory: "/lifecam-kitty-42").contains("\u{1B}_G"))
    }

    // (bytes read back: kitty graphics, and the picture read from shared memory)
    @Test(arguments: [
        ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}_Gi=32;OK\u{1B}\\\u{1B}[?62;c", true, true),        // kitty on this machine
        ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}_Gi=32;EBADF:Failed to open\u{1B}\\\u{1B}[?62;c", true, false),   // over ssh
        ("\u{1B}_Gi=32;OK\u{1B}\\", false, true),
    ] as [(String, Bool, Bool)])
    func sharedMemoryReplies(text: String, kitty: Bool, shared: Bool) {
        let r = parse(text)
        #expect(r.kittyGraphics == kitty && r.kittySharedMemory == shared)
    }

    // (bytes read back, kitty graphics, device attributes)
    @Test(arguments: [
        ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c", true, [62]),                       // kitty 0.26.5
        ("\u{1B}_Gi=31;EINVAL:bad\u{1B}\\\u{1B}[?62;c", false, [62]),
        ("\u{1B}[?63;1;2;4;6;9;15;16;22;28c", false, [63, 1, 2, 4, 6, 9, 15, 16, 22, 28]),   // xterm -ti vt340: 4 = sixel
        ("\u{1B}_Gi=31;OK", false, []),                                              // cut short
    ] as [(String, Bool, [Int])])
    func pictureReplies(text: String, kitty: Bool, attributes: [Int]) {
        let r = parse(text)
        #expect(r.kittyGraphics == kitty && r.deviceAttributes == attributes)
    }

    // XTSMGRAPHICS: xterm -ti vt340 says 1000x1000, foot 10000x10000; a failure (?2;3S) says nothing.
    @Test(arguments: [("\u{1B}[?2;0;1000;1000S", Dimensions(width: 1000, height: 1000)),
                      ("\u{1B}[?2;0;10000;10000S", Dimensions(width: 10000, height: 10000)),
                      ("\u{1B}[?2;3S", nil), ("\u{1B}[?1;0;1024S", nil)] as [(String, Dimensions?)])
    func sixelGeometry(text: String, size: Dimensions?) {
        #expect(parse(text).sixelMaxSize == size)
    }

    // (bytes read back, the terminal's name, each test glyph's advance)
    @Test(arguments: [
        // kitty 0.26.5 (docs/TERMINALS.md): every glyph one column.
        ("\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?1016;2$y\u{1B}[6;22;10t\u{1B}[1;2R\u{1B}[1;2R\u{1B}[1;2R\u{1B}[?62;c",
         "kitty(0.26.5)", [1, 1, 1]),
        // tmux 3.3a: the octant is dropped, the cursor stays.
        ("\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[1;2R\u{1B}[1;2R\u{1B}[1;1R\u{1B}[?1;2c", "tmux 3.3a", [1, 1, 0]),
        // mlterm: no name; a key typed meanwhile is skipped.
        ("q\u{1B}[1;2R\u{1B}[1;2R\u{1B}[1;2R\u{1B}[?63;1c", nil, [1, 1, 1]),
        // Only two reports before the probe gave up.
        ("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[1;2R\u{1B}[1;2R", "XTerm(379)", [1, 1, nil]),
        // A name cut short is not taken; control characters in one are dropped.
        ("\u{1B}P>|foot(1.1", nil, [nil, nil, nil]),
        ("\u{1B}P>|a\u{7}b\u{1B}\\", "ab", [nil, nil, nil]),
        // Another device control string (DECRQSS) is not a name.
        ("\u{1B}P1$r0m\u{1B}\\\u{1B}[1;3R", nil, [2, nil, nil]),
    ] as [(String, String?, [Int?])])
    func nameAndGlyphWidths(text: String, name: String?, advances: [Int?]) {
        let r = parse(text)
        #expect(r.version == name)
        #expect(r.glyphAdvances == advances)
    }
}
