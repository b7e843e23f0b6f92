import LifeCore

/// `lifecam run --algorithm`: one of Golly's algorithms by Golly's name in
/// any case (`Algorithm`), or `auto` for the engine `EngineChoice` picks.
package enum AlgorithmChoice: Sendable, Equatable {
    case auto
    case named(Algorithm)

    /// The word `text` names, any case; nil for any other word.
    package init?(named text: String) {
        if text.lowercased() == "auto" {
            self = .auto
        } else if let algorithm = Algorithm(named: text) {
            self = .named(algorithm)
        } else {
            return nil
        }
    }

    /// The words taken, as `--help` lists them: Golly's names, then `auto`.
    package static let words = Algorithm.allCases.map(\.rawValue) + ["auto"]

    /// The algorithm asked for; nil for `auto`.
    package var algorithm: Algorithm? {
        if case .named(let algorithm) = self { return algorithm }
        return nil
    }
}
