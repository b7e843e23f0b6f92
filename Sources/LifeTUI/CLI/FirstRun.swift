import LifeApp
import Foundation

/// Remembers whether the one-line `?` hint has been shown, with a marker file
/// under `$XDG_STATE_HOME/lifecam` (or `~/.local/state/lifecam`).
enum FirstRun {
    static let hint = "welcome to lifecam: press ? for the keys, q to quit"

    /// True the first time it is asked on this account (and whenever the marker cannot be written).
    static func isFirstRun(environment: [String: String]) -> Bool {
        guard let dir = stateDirectory(environment) else { return true }
        let marker = dir.appendingPathComponent("hint-shown")
        if FileManager.default.fileExists(atPath: marker.path) { return false }
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: marker.path, contents: Data())
        return true
    }

    static func stateDirectory(_ env: [String: String]) -> URL? {
        if let state = env["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("lifecam")
        }
        guard let home = env["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/lifecam")
    }
}
