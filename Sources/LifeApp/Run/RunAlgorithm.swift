import LifeCore

/// `lifecam run --algorithm`: Golly's algorithm names (`Algorithm`), any
/// case, or `auto` for the one `EngineChoice` picks.
extension RunJob {
    /// The algorithm `text` names; nil for `auto` or none.
    package static func parseAlgorithm(_ text: String?) throws(CommandFailure) -> Algorithm? {
        guard let text, text.lowercased() != "auto" else { return nil }
        guard let algorithm = Algorithm(named: text) else {
            throw CommandFailure(.usage, "--algorithm must be one of \(Algorithm.names) or auto, not '\(TextSanitizer.clean(text, maxLength: 40))'")
        }
        return algorithm
    }
}
