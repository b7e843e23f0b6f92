/// Takes small numbers from the front of a fuzzer's input, for targets that
/// need values rather than text; an exhausted reader gives zeros.
struct ByteReader {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    var isEmpty: Bool { bytes.isEmpty }

    /// An unsigned number of `bits` bits (8 or 16).
    mutating func int(_ bits: Int) -> Int {
        var value = 0
        for _ in 0..<(bits / 8) { value = value << 8 | Int(bytes.popFirst() ?? 0) }
        return value
    }

    /// A signed 16-bit number, stretched now and then to the extremes of the
    /// 32-bit coordinates curses reports (`MEVENT`).
    mutating func signed() -> Int {
        let raw = Int(Int16(truncatingIfNeeded: int(16)))
        switch raw {
        case Int(Int16.max): return Int(Int32.max)
        case Int(Int16.min): return Int(Int32.min)
        default: return raw
        }
    }
}
