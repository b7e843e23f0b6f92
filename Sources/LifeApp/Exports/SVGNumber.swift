import LifeCore

/// Numbers as SVG attributes want them: as few characters as exactness
/// allows (`12`, `-0.5` as `-.5`, `.375`), never an exponent, which SVG 1.1
/// attribute values do not all accept.
enum SVGNumber {
    /// `value` rounded to `decimals` places, trailing zeros and a lone leading zero dropped.
    static func format(_ value: Double, decimals: Int = 4) -> String {
        guard value.isFinite else { return "0" }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        guard scaled != 0 else { return "0" }
        let whole = scaled / scale
        var fraction = String(scaled % scale)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 ? "-" : ""
        let integer = whole == 0 && !fraction.isEmpty ? "" : String(whole)
        return sign + integer + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `#rrggbb`.
    static func hex(_ colour: RGB) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for byte in [colour.r, colour.g, colour.b] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return text
    }
}
