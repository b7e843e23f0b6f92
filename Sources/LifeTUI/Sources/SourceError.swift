/// A frame source that could not be opened.
public struct SourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The spec that was asked for, e.g. `y4m:clip.y4m`.
    public let source: String
    public let reason: String

    public init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    public var description: String { "cannot open source '\(source)': \(reason)" }
}
