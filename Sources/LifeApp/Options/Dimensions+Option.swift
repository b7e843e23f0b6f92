import LifeCore

/// A size option's value (`--size`, `--world`, `--terminal`, `--cell-pixels`,
/// `--record-size`, a camera's `@WxH`), read with one set of reasons.
extension Dimensions {
    /// Parses an option's value up to `largest`; the error says what is wrong
    /// and what would be right (`example`, a size the option takes).
    package init(argument text: String, largest: Dimensions, example: String) throws(OptionValueError) {
        switch Self.parse(text, largest: largest) {
        case .success(let size): self = size
        case .failure(let problem): throw OptionValueError(Self.reason(problem, example: example))
        }
    }

    /// Why a size does not parse, in a few words.
    package static func reason(_ problem: Problem, example: String) -> String {
        switch problem {
        case .malformed: "not a size: give WIDTHxHEIGHT in whole numbers, e.g. \(example)"
        case .zero: "width and height must be at least 1"
        case .tooLarge(let largest): "too large: at most \(largest)"
        }
    }
}
