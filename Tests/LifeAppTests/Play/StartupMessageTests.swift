import Testing
@testable import LifeApp

/// Start-up's notes all reach the status line, most pressing first: the
/// welcome hint on a first run no longer hides "no camera found".
@Suite struct StartupMessageTests {
    @Test(arguments: [
        ([nil, nil], false, "? for keys"),
        ([nil, nil], true, "welcome"),
        ([nil, "no camera found"], true, "no camera found · welcome"),
        (["no UTF-8", nil, "no camera found", ""], false, "no UTF-8 · no camera found"),
        (["kitty pictures do not show here"], true, "kitty pictures do not show here · welcome"),
    ] as [([String?], Bool, String)])
    func everyNoteShows(notes: [String?], firstRun: Bool, expected: String) {
        #expect(StartupMessage.compose(notes, firstRun: firstRun, hint: "welcome", idle: "? for keys") == expected)
    }
}
