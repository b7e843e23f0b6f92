import ArgumentParser
import LifeApp
import LifeCore
import TerminalRenderer

// The option values the argument parser reads as words of a fixed list: it
// refuses any other word naming those it takes, lists them in `--help`, and
// offers them to shell completion. (Values with a grammar of their own,
// such as --source or --rule, are read by their parsers through `transform`.)

extension Palette: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension CellShape: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension MouseMode: ExpressibleByArgument {
    package init?(argument: String) { try? self.init(parsing: argument) }
}

extension MaskChoice: ExpressibleByArgument {}
extension BirthsChoice: ExpressibleByArgument {}
extension Switch: ExpressibleByArgument {}
extension RecordFormat: ExpressibleByArgument {}

extension AlgorithmChoice: ExpressibleByArgument {
    package init?(argument: String) { self.init(named: argument) }
    package static var allValueStrings: [String] { words }
    package var defaultValueDescription: String { algorithm?.rawValue ?? "auto" }
}

/// The option values read by a parser of their own, for `@Option(transform:)`:
/// a failure becomes argument-parser's one line, "the value 'x' is invalid
/// for '--source <spec>': " and the parser's reason. Each size option is
/// read here with its own largest size and example.
enum ArgumentValue {
    static func source(_ text: String) throws -> SourceSpec { try SourceSpec(parsing: text) }
    static func rule(_ text: String) throws -> RuleSpec { try RuleSpec(parsing: text) }
    static func colors(_ text: String) throws -> ColorMode { try ColorMode(parsing: text) }
    static func blitter(_ text: String) throws -> BlitterChoice { try BlitterChoice(parsing: text) }
    static func topology(_ text: String) throws -> TopologyChoice { try TopologyChoice(parsing: text) }
    /// `--step 2^k` or the power of two written out: k.
    static func step(_ text: String) throws -> Int { try RunJob.stepExponent(parsing: text) }
    /// `--generations N` or `N,N,...`: the numbers as given (their range and order are `RunJob`'s to check).
    static func generations(_ text: String) throws -> [Int] {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int(String($0)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
            throw OptionValueError("give a number of generations, or several in increasing order such as 0,1,10,100")
        }
        return numbers.compactMap { $0 }
    }
    /// A board in Life cells: `run --size`, play's and render's `--world`.
    static func board(_ text: String) throws -> Dimensions {
        try Dimensions(argument: text, largest: Dimensions(width: Board.maxSide, height: Board.maxSide), example: "256x256")
    }
    /// `render --size`: the canvas in pixels.
    static func canvas(_ text: String) throws -> Dimensions {
        try Dimensions(argument: text, largest: RenderPlan.largestSize, example: "1280x720")
    }
    /// `render --terminal`: columns and rows.
    static func terminal(_ text: String) throws -> Dimensions {
        try Dimensions(argument: text, largest: RenderPlan.largestTerminal, example: "80x24")
    }
    /// `render --cell-pixels`: a character cell in screen pixels.
    static func cellPixels(_ text: String) throws -> Dimensions {
        try Dimensions(argument: text, largest: RenderPlan.largestCellPixels, example: "10x20")
    }
    /// play's `--record-size`: `canvas`, or a size at most as large as a render.
    static func recordSize(_ text: String) throws -> RecordSize {
        try RecordSize(parsing: text, largest: RenderPlan.largestSize)
    }
}
