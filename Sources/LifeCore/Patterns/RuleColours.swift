/// A rule file's `@COLORS` section, kept as its lines say (Golly's
/// `ParseColors`), to be laid over Golly's default colours for the rule's
/// number of states: `state r g b` colours one state (states the rule lacks
/// are ignored), `r1 g1 b1 r2 g2 b2` a gradient over every state but 0, each
/// line over what the ones before it did. Anything after the numbers, and
/// lines of other shapes, are ignored as Golly ignores them.
public struct RuleColours: Sendable, Hashable {
    /// One line's effect.
    public enum Step: Sendable, Hashable {
        /// `state r g b`.
        case state(Int, RGB)
        /// `r1 g1 b1 r2 g2 b2`: states 1…max from the first colour to the second.
        case gradient(from: RGB, to: RGB)
    }

    public var steps: [Step]

    public init(steps: [Step]) { self.steps = steps }

    /// Golly's state 0 for RuleLoader: dark grey (`default_colors` in gui-wx/wxalgos.cpp).
    public static let background = RGB(48, 48, 48)
    /// Golly's default gradient for RuleLoader's live states: red to yellow.
    public static let defaultGradient = (from: RGB(255, 0, 0), to: RGB(255, 255, 0))

    /// The colour of each state of a rule of `states` states: Golly's defaults
    /// for RuleLoader (state 0 dark grey, the others red to yellow), with the steps laid over.
    public func colours(states: Int) -> [RGB] {
        var colours = Self.gradient(Self.defaultGradient.from, Self.defaultGradient.to, states: states)
        for step in steps {
            switch step {
            case let .state(s, rgb) where s >= 0 && s < states:
                colours[s] = rgb
            case .state:
                break
            case let .gradient(from, to):
                colours = [colours[0]] + Self.gradient(from, to, states: states).dropFirst()
            }
        }
        return colours
    }

    /// Golly's `CreateColorGradient`: state 1 `from`, the last state `to`, the
    /// ones between evenly spaced and rounded; state 0 the background.
    static func gradient(_ from: RGB, _ to: RGB, states: Int) -> [RGB] {
        let top = states - 1
        var colours = Array(repeating: from, count: states)
        colours[0] = background
        func channel(_ a: UInt8, _ b: UInt8, _ n: Int) -> UInt8 {
            let step = Double(Int(b) - Int(a)) / Double(top - 1)
            return UInt8(Int(Double(a) + Double(n) * step + 0.5))
        }
        if top > 2 {
            for n in 1..<(top - 1) {
                colours[n + 1] = RGB(channel(from.r, to.r, n), channel(from.g, to.g, n), channel(from.b, to.b, n))
            }
        }
        if top > 1 { colours[top] = to }
        return colours
    }
}

extension RuleColours {
    /// The steps of a `@COLORS` section's lines, read as Golly's
    /// `sscanf("%d%d%d%d%d%d")` and then `sscanf("%d%d%d%d")` read them;
    /// a value outside 0…255 wraps as Golly's `unsigned char` does.
    init(lines: ArraySlice<RuleFileLines.Line>) {
        var steps: [Step] = []
        for line in lines where line.bytes.first != UInt8(ascii: "#") && !line.bytes.isEmpty {
            let n = Self.leadingIntegers(line.bytes, upTo: 6)
            func rgb(_ i: Int) -> RGB {
                RGB(UInt8(truncatingIfNeeded: n[i]), UInt8(truncatingIfNeeded: n[i + 1]), UInt8(truncatingIfNeeded: n[i + 2]))
            }
            if n.count == 6 {
                steps.append(.gradient(from: rgb(0), to: rgb(3)))
            } else if n.count >= 4 {
                steps.append(.state(n[0], rgb(1)))
            }
        }
        self.init(steps: steps)
    }

    /// Up to `limit` integers at the start of `text`, each after optional blanks.
    static func leadingIntegers(_ text: ArraySlice<UInt8>, upTo limit: Int) -> [Int] {
        var out: [Int] = [], rest = text
        while out.count < limit {
            rest = rest.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C }
            var end = rest.startIndex
            if end < rest.endIndex, rest[end] == 0x2B || rest[end] == 0x2D { end += 1 }
            let digitsStart = end
            while end < rest.endIndex, rest[end] >= 0x30, rest[end] <= 0x39 { end += 1 }
            guard end > digitsStart, let value = rest[rest.startIndex..<end].scannedInt else { break }
            out.append(value)
            rest = rest[end...]
        }
        return out
    }
}
