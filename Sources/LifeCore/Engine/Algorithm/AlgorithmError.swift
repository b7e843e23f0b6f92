/// Why an engine could not do what it was asked; `description` is one line.
public enum AlgorithmError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bit-packed board's refusal (an absurd size, a state the rule lacks).
    case board(BoardError)
    /// HashLife's (its memory limit, a rule it does not run, a generation past `Int.max`).
    case hashLife(HashLifeError)
    /// The cells outgrew the largest board that stands in for an unbounded side.
    case outgrown(String)
    /// What needs a bounded grid (a random fill of the whole world), asked of an unbounded one.
    case unbounded(String)
    /// A cell in a state the rule does not have.
    case stateOutOfRange(state: Int, states: Int)

    public var description: String {
        switch self {
        case let .board(error): error.description
        case let .hashLife(error): error.description
        case let .outgrown(why), let .unbounded(why): why
        case let .stateOutOfRange(state, states): "state \(state) is not one of the rule's \(states) states (0 to \(states - 1))"
        }
    }
}
