import Testing
@testable import LifeTUI

/// What tmux says about the terminal around it (`#{client_termtype}` and
/// `#{client_termfeatures}`, a tab between), as tmux 3.3a printed it here.
@Suite struct TmuxClientTests {
    @Test(arguments: [
        // Attached from xterm 379 (tmux recognises it: RGB among the features).
        ("XTerm(379)\t256,bpaste,ccolour,clipboard,cstyle,extkeys,focus,margins,mouse,rectfill,RGB,strikethrough,title",
         TmuxClient.Outer(name: "XTerm(379)", rgb: true)),
        // A terminal tmux does not know to take 24-bit colours: no RGB among its features.
        ("kitty(0.26.5)\t256,bpaste,clipboard,mouse,strikethrough,title", .init(name: "kitty(0.26.5)", rgb: false)),
        // Detached: no name, no features.
        ("\t", .init(name: nil, rgb: false)),
        ("", .init(name: nil, rgb: false)),
        // A feature that only contains the letters is not RGB; control characters leave the name.
        ("x\u{1B}y\tnoRGB,RGBish", .init(name: "xy", rgb: false)),
        // A tmux too old for client_termfeatures prints the name alone.
        ("XTerm(379)", .init(name: "XTerm(379)", rgb: false)),
    ] as [(String, TmuxClient.Outer)])
    func parse(output: String, expected: TmuxClient.Outer) {
        #expect(TmuxClient.parse(Array(output.utf8)) == expected)
    }

    @Test func outsideTmuxNothingIsAsked() {
        #expect(TmuxClient.outer(environment: [:]) == nil)
    }
}
