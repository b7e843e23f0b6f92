import LifeCore

/// A size written `WxH` (`640x360`, `80X24`): the one grammar of every size
/// option — `run --size`, `render --size`, `--terminal`, a camera's `@WxH` —
/// with one set of messages. Each option brings its own largest size.
package struct Dimensions: Sendable, Hashable, CustomStringConvertible {
    package let width: Int
    package let height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// What is wrong with a size that does not parse.
    package enum Problem: Error, Equatable, Sendable {
        /// Not two whole numbers joined by `x`.
        case malformed
        /// A side is 0.
        case zero
        /// A side is larger than allowed.
        case tooLarge(Dimensions)
    }

    /// Parses `text` (`WxH` or `WXH`, digits only), each side from 1 to the side of `largest`.
    package static func parse(_ text: String, largest: Dimensions) -> Result<Dimensions, Problem> {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" })
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return .failure(.malformed) }
        let width = side(parts[0]), height = side(parts[1])
        if width == 0 || height == 0 { return .failure(.zero) }
        guard width <= largest.width, height <= largest.height else { return .failure(.tooLarge(largest)) }
        return .success(Dimensions(width: width, height: height))
    }

    /// The number `digits` spell; more digits than any side allows read as `Int.max` ("too large").
    private static func side(_ digits: Substring) -> Int {
        let significant = digits.drop { $0 == "0" }
        return significant.count > 9 ? Int.max : Int(significant) ?? 0
    }

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

    package var description: String { "\(width)x\(height)" }
}
