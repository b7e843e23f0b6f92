import LifeApp
import LifeCore
import LifeTUI

extension FuzzTarget {
    /// Any bytes as a pattern file `--pattern` reads (the seeds are gzip files,
    /// so the fuzzer mostly feeds zlib's inflate through `PatternInput`): read
    /// whole and in chunks of 1–256 bytes, the same pattern or the same
    /// refusal; inflated in pieces of 1 byte and of a MiB, the same text; and a
    /// gzip file reads as the text it inflates to. Read onto the board as play
    /// and render read it: `run`'s spill onto Golly's plane may take millions
    /// of 8x8 blocks from a few KiB of RLE, by design, and the plane's own
    /// readers have targets of their own (`macrocell`).
    static func gzip(_ bytes: [UInt8]) {
        let chunk = 1 + Int(bytes.last ?? 0)
        let whole = decodeFile(bytes, chunk: max(bytes.count, 1))
        precondition(same(whole, decodeFile(bytes, chunk: chunk)), "a pattern file reads differently in chunks of \(chunk)")
        guard bytes.starts(with: [0x1F, 0x8B]) else { return }
        let inflated = inflate(bytes, pieceSize: 1 << 20)
        guard case let .success(text) = inflated else { return }
        precondition(same(inflate(bytes, pieceSize: 1), inflated), "gzip inflates differently a byte at a time")
        // Gzip in gzip is refused, not inflated twice.
        guard !text.starts(with: [0x1F, 0x8B]) else { return }
        precondition(same(whole, decodeFile(text, chunk: max(text.count, 1))), "a gzip file reads differently from the text it inflates to")
    }

    private static func decodeFile(_ bytes: [UInt8], chunk: Int) -> Result<LoadedPattern, CommandFailure> {
        var chunks = stride(from: 0, to: bytes.count, by: chunk).map { Array(bytes[$0..<min($0 + chunk, bytes.count)]) }
        chunks.reverse()
        do throws(CommandFailure) {
            return .success(try PatternFiles().decode(shown: "fuzz") { chunks.popLast() ?? [] })
        } catch { return .failure(error) }
    }

    /// All the text `PatternInput` makes of `bytes`, a piece of at most `pieceSize` at a time.
    private static func inflate(_ bytes: [UInt8], pieceSize: Int) -> Result<[UInt8], CommandFailure> {
        var input = PatternInput(shown: "fuzz", pieceSize: pieceSize)
        var given = false, text: [UInt8] = []
        do throws(CommandFailure) {
            while true {
                let piece = try input.next { () -> [UInt8] in
                    defer { given = true }
                    return given ? [] : bytes
                }
                if piece.isEmpty { return .success(text) }
                precondition(piece.count <= pieceSize, "an inflated piece of \(piece.count) bytes, more than \(pieceSize)")
                text += piece
            }
        } catch { return .failure(error) }
    }

    private static func same(_ a: Result<LoadedPattern, CommandFailure>, _ b: Result<LoadedPattern, CommandFailure>) -> Bool {
        switch (a, b) {
        case let (.success(x), .success(y)):
            x.pattern == y.pattern && x.macrocell == y.macrocell && x.plane?.isEmpty == y.plane?.isEmpty
        case let (.failure(x), .failure(y)):
            x == y
        default:
            false
        }
    }

    private static func same(_ a: Result<[UInt8], CommandFailure>, _ b: Result<[UInt8], CommandFailure>) -> Bool {
        switch (a, b) {
        case let (.success(x), .success(y)): x == y
        case let (.failure(x), .failure(y)): x == y
        default: false
        }
    }
}
