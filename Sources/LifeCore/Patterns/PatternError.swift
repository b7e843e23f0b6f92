/// Why bytes could not be read as a pattern. `description` is one line,
/// starting with the line number when one applies.
public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The broad kind of problem, for callers that react differently.
    public enum Kind: Sendable, Equatable {
        /// Characters or structure the format does not allow.
        case syntax
        /// A cell state other than dead or alive (multi-state RLE letters).
        case multiState
        /// Wider or taller than `Board.maxSide`, or an absurd run count.
        case tooLarge
        /// The rule in the file is not a supported rule.
        case rule
        /// Not one of RLE, plaintext, Life 1.05, Life 1.06.
        case unknownFormat
        /// Not a pattern at all, and known for what it is (`ForeignFile`): the
        /// reason reads after the file's name and "is" ("a Golly Lua script, not a pattern: …").
        case notAPattern
    }

    public let kind: Kind
    /// The 1-based line the problem is on, if it is on one.
    public let line: Int?
    /// What is wrong, without the line number.
    public let reason: String

    public init(_ kind: Kind, _ reason: String, line: Int? = nil) {
        self.kind = kind
        self.reason = reason
        self.line = line
    }

    public var description: String {
        guard let line else { return reason }
        return "line \(line): \(reason)"
    }

    /// The same error, placed on `line` unless it already has one.
    func at(line: Int) -> PatternError {
        self.line == nil ? PatternError(kind, reason, line: line) : self
    }
}
