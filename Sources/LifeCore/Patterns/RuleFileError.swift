/// Why a Golly rule file (`.rule`, `.table`, `.tree`) could not be loaded.
/// `description` is one line naming the file and, where one applies, the line:
/// `WireWorld.rule: line 12: transition has 9 states, the Moore neighbourhood needs 10`.
public struct RuleFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The broad kind of problem, for callers and tests that tell them apart.
    public enum Kind: Sendable, Hashable {
        /// Text the format does not allow: a bad number, a missing part, a bad name.
        case syntax
        /// A state at or above the rule's number of states.
        case stateOutOfRange
        /// A name in a transition that is neither a variable nor a state.
        case unknownVariable
        /// `n_states`, `neighborhood` or `symmetries` missing, or in the wrong place.
        case descriptor
        /// A rule tree whose nodes do not form a tree of the declared shape.
        case tree
        /// No `@RULE` line, or no `@TABLE` or `@TREE` section to run.
        case section
        /// A table that expands past what lifecam will hold.
        case tooLarge
        /// A rule that brings the empty background to life (no hashing engine, Golly's included, can run it).
        case emptyBirth
    }

    public let kind: Kind
    /// The file's name as messages show it (`WireWorld.rule`).
    public let file: String
    /// The 1-based line of the file the problem is on, if it is on one.
    public let line: Int?
    /// What is wrong, without the file and line.
    public let reason: String

    public init(_ kind: Kind, file: String, line: Int? = nil, _ reason: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String {
        let shown = TextSanitizer.clean(file, maxLength: 200)
        guard let line else { return "\(shown): \(reason)" }
        return "\(shown): line \(line): \(reason)"
    }
}
