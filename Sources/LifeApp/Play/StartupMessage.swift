/// The status line's first message: everything start-up has to say, most
/// pressing first, in one line (the status line cuts it to fit, keeping the
/// start), instead of each note replacing the one before.
package enum StartupMessage {
    /// `notes` (nil or empty where there is nothing to say), most pressing
    /// first, then the welcome `hint` on a first run; with nothing to say,
    /// `idle` (how to get help).
    package static func compose(_ notes: [String?], firstRun: Bool, hint: String, idle: String) -> String {
        let said = notes.compactMap { $0 }.filter { !$0.isEmpty }
        let shown = said + (firstRun ? [hint] : said.isEmpty ? [idle] : [])
        return shown.joined(separator: " · ")
    }
}
