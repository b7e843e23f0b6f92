/// Golly's extended RLE line, `#CXRLE Pos=X,Y Gen=N`: where the pattern's
/// top-left cell lies and which generation it is at. Fields may come in any
/// order; unknown ones, and values that are not whole numbers within reach
/// (a generation beyond what an `Int` holds, a position beyond ±10⁹), are
/// ignored as Golly ignores what it does not know.
struct CXRLELine: Equatable {
    /// The largest coordinate read (nine digits).
    static let largest = 999_999_999

    var position: GridPoint?
    var generation: Int?

    /// The fields of `text`, the whole line including `#CXRLE`.
    init(_ text: ArraySlice<UInt8>) {
        for field in text.dropFirst(6).split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }) {
            let parts = field.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            switch String(decoding: parts[0], as: UTF8.self) {
            case "Pos":
                let xy = parts[1].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                if xy.count == 2, let x = Self.number(xy[0], digits: 9), let y = Self.number(xy[1], digits: 9) {
                    position = GridPoint(x: x, y: y)
                }
            case "Gen":
                if let n = Self.number(parts[1], digits: 18), n >= 0 { generation = n }
            default:
                continue
            }
        }
    }

    /// An optionally signed decimal of at most `digits` digits.
    private static func number(_ text: ArraySlice<UInt8>, digits: Int) -> Int? {
        var body = text, sign = 1
        if body.first == UInt8(ascii: "-") {
            sign = -1
            body = body.dropFirst()
        }
        guard !body.isEmpty, body.count <= digits, body.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return sign * body.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
