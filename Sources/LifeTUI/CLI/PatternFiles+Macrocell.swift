import LifeApp
import LifeCore

/// Golly's macrocell files (`.mc`) for `lifecam run`: the quadtree as the file
/// gives it, for HashLife to take node for node.
extension PatternFiles {
    /// The macrocell file whose first chunk is `first` and the rest what
    /// `input` makes of what `read` returns, until it returns none.
    /// `MacrocellDecoder` holds one line and at most its node limit; the file
    /// (or what a `.mc.gz` expands to) is refused past `maxRLEBytes`, as RLE is.
    func decodeMacrocell(first: [UInt8], input: inout PatternInput, read: () throws(CommandFailure) -> [UInt8]) throws(CommandFailure) -> LoadedPattern {
        let shown = input.shown
        var decoder = MacrocellDecoder()
        var chunk = first, total = 0
        while !chunk.isEmpty {
            total += chunk.count
            guard total <= maxRLEBytes else {
                throw CommandFailure(.data, "\(input.larger(than: maxRLEBytes)); macrocell files are refused past that")
            }
            do { try decoder.feed(chunk) } catch { throw CommandFailure(.data, "\(shown): \(error)") }
            chunk = try input.next(read)
        }
        let macrocell: Macrocell
        do { macrocell = try decoder.finish() } catch { throw CommandFailure(.data, "\(shown): \(error)") }
        var pattern = Pattern.empty.with(name: "", comments: macrocell.comments, rule: macrocell.rule)
        pattern.generation = macrocell.generation
        return LoadedPattern(pattern, macrocell: macrocell)
    }
}
