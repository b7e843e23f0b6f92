/// A width and a height: a picture's or a terminal cell's size in pixels, a
/// board's or a terminal's in cells (the names of the values that hold one
/// say which). Written `WxH` (`640x360`, `80X24`): the one grammar of every
/// size option — `run --size`, `render --size`, `--terminal`, a camera's
/// `@WxH` — each option bringing its own largest size.
public struct Dimensions: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// What is wrong with a size that does not parse.
    public enum Problem: Error, Equatable, Sendable {
        /// Not two whole numbers joined by `x`.
        case malformed
        /// A side is 0.
        case zero
        /// A side is larger than allowed.
        case tooLarge(Dimensions)
    }

    /// Parses `text` (`WxH` or `WXH`, digits only), each side from 1 to the side of `largest`.
    public static func parse(_ text: String, largest: Dimensions) -> Result<Dimensions, Problem> {
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

    public var description: String { "\(width)x\(height)" }
}
