import LifeCore

/// A size option's value, read with one set of messages.
extension Dimensions {
    /// Parses the value of `option`, throwing a usage error that names the
    /// option, the value, what is wrong and what would be right.
    package init(parsing text: String, option: String, largest: Dimensions, example: String) throws(CommandFailure) {
        switch Self.parse(text, largest: largest) {
        case .success(let size): self = size
        case .failure(let problem): throw CommandFailure(.usage, Self.message(problem, option: option, text: text, example: example))
        }
    }

    /// The one-line message for `problem` in `option`'s value `text`.
    package static func message(_ problem: Problem, option: String, text: String, example: String) -> String {
        let shown = TextSanitizer.clean(text, maxLength: 40)
        switch problem {
        case .malformed:
            return "\(option) '\(shown)' is not a size: give WIDTHxHEIGHT in whole numbers, e.g. \(example)"
        case .zero:
            return "\(option) \(shown): width and height must be at least 1"
        case .tooLarge(let largest):
            return "\(option) \(shown) is too large: at most \(largest)"
        }
    }
}
