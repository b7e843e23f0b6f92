import LifeApp
import LifeCore

/// Golly's macrocell files (`.mc`) for `lifecam run`: the quadtree as the file
/// gives it, for HashLife to take node for node.
extension PatternFiles {
    /// The macrocell file whose first chunk is `first` and the rest what `next`
    /// returns until it returns none. `MacrocellDecoder` holds one line and at
    /// most its node limit; the file is refused past `maxRLEBytes`, as RLE is.
    func decodeMacrocell(shown: String, first: [UInt8], next: () throws(CommandFailure) -> [UInt8]) throws(CommandFailure) -> RunPattern {
        var decoder = MacrocellDecoder()
        var chunk = first, total = 0
        while !chunk.isEmpty {
            total += chunk.count
            guard total <= maxRLEBytes else {
                throw CommandFailure(.data, "\(shown) is larger than \(maxRLEBytes >> 20) MiB; macrocell files are refused past that")
            }
            do { try decoder.feed(chunk) } catch { throw CommandFailure(.data, "\(shown): \(error)") }
            chunk = try next()
        }
        let macrocell: Macrocell
        do { macrocell = try decoder.finish() } catch { throw CommandFailure(.data, "\(shown): \(error)") }
        var pattern = Pattern.empty.with(name: "", comments: macrocell.comments, rule: macrocell.rule)
        pattern.generation = macrocell.generation
        return RunPattern(pattern, macrocell: macrocell)
    }
}
