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

/// The option values read by a parser of their own, for `@Option(transform:)`:
/// a failure becomes argument-parser's one line, "the value 'x' is invalid
/// for '--source <spec>': " and the parser's reason.
enum ArgumentValue {
    static func source(_ text: String) throws -> SourceSpec { try SourceSpec(parsing: text) }
    static func rule(_ text: String) throws -> RuleSpec { try RuleSpec(parsing: text) }
    static func colors(_ text: String) throws -> ColorMode { try ColorMode(parsing: text) }
    static func blitter(_ text: String) throws -> BlitterChoice { try BlitterChoice(parsing: text) }
    static func topology(_ text: String) throws -> TopologyChoice { try TopologyChoice(parsing: text) }
    /// `--generations N` or `N,N,...`: the numbers as given (their range and order are `RunJob`'s to check).
    static func generations(_ text: String) throws -> [Int] {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int(String($0)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
            throw CommandFailure(.usage, "give a number of generations, or several in increasing order such as 0,1,10,100")
        }
        return numbers.compactMap { $0 }
    }
    static func world(_ text: String) throws -> Dimensions {
        try Dimensions(parsing: text, option: "--world", largest: Dimensions(width: Board.maxSide, height: Board.maxSide),
                       example: "1000x1000")
    }
}
