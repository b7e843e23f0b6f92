/// A frame source that could not be opened.
package struct SourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The spec that was asked for, e.g. `y4m:clip.y4m`.
    package let source: String
    package let reason: String

    package init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    package var description: String { "cannot open source '\(source)': \(reason)" }
}
