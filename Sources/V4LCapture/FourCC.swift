/// Four-character pixel format codes.
enum FourCC {
    /// `0x56595559` → "YUYV".
    static func text(_ code: UInt32) -> String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: code >> (8 * $0)) }
        return String(decoding: bytes.map { (32...126).contains($0) ? $0 : 63 }, as: UTF8.self)
            .trimmingSuffix(" ")
    }
}

extension String {
    fileprivate func trimmingSuffix(_ c: Character) -> String {
        var s = self
        while s.last == c { s.removeLast() }
        return s
    }
}
