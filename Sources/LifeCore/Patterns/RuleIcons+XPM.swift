/// Reading `@ICONS`: Golly's subset of XPM. Lines starting with `#` or `/`
/// and blank lines are skipped; `XPM` alone starts a sheet; then strings in
/// double quotes: a header `"width height colours chars_per_pixel"`, one
/// string per colour (`"A c #FFFFFF"`), one per pixel row. A sheet of a size
/// Golly does not draw is skipped. A sheet Golly would reject (a bad header,
/// colour or row, too few strings) is dropped with a warning, as Golly warns
/// and goes on without it; the rule itself still loads.
extension RuleIcons {
    /// The icons in a section's lines, and a warning for each sheet dropped.
    static func read(_ lines: ArraySlice<RuleFileLines.Line>, file: String) -> (icons: RuleIcons, warnings: [RuleFileError]) {
        var reader = XPMReader(file: file)
        for line in lines { reader.read(line) }
        reader.finish()
        var bySide: [Int: Sheet] = [:]
        for sheet in reader.sheets { bySide[sheet.side] = sheet }
        return (RuleIcons(sheets: bySide.keys.sorted().map { bySide[$0]! }, builtIn: reader.builtIn), reader.warnings)
    }
}

/// The state of reading one `@ICONS` section.
struct XPMReader {
    let file: String
    private(set) var sheets: [RuleIcons.Sheet] = []
    private(set) var builtIn: RuleIcons.BuiltIn?
    private(set) var warnings: [RuleFileError] = []

    /// The sheet being read: the line its `XPM` is on, and what has come so far.
    private var started: Int?
    private var header: (side: Int, height: Int, colours: Int, perPixel: Int)?
    private var palette: [[UInt8]: RGB] = [:]
    private var pixels: [RGB] = []
    /// Strings read since `XPM`.
    private var strings = 0

    init(file: String) { self.file = file }

    private mutating func warn(_ line: Int, _ reason: String) {
        warnings.append(RuleFileError(.syntax, file: file, line: line, "icons dropped: \(reason)"))
        started = nil
    }

    mutating func read(_ line: RuleFileLines.Line) {
        let text = line.bytes
        guard let first = text.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "/") else { return }
        if first == UInt8(ascii: "\"") {
            if started != nil { readString(text, line.number) }
            return
        }
        if text.equals("XPM") {
            if let started { return warn(started, "the XPM data starting here does not have enough strings") }
            started = line.number
            strings = 0
            header = nil
            palette = [:]
            pixels = []
        } else if let set = RuleIcons.BuiltIn.allCases.first(where: { text.equals($0.rawValue) }) {
            builtIn = set
        }
    }

    mutating func finish() {
        if let started { warn(started, "the XPM data starting here does not have enough strings") }
    }

    private mutating func readString(_ text: ArraySlice<UInt8>, _ n: Int) {
        guard let close = text.dropFirst().lastIndex(of: UInt8(ascii: "\"")) else {
            return warn(n, "a string without its closing quote")
        }
        let body = text[(text.startIndex + 1)..<close]
        defer { strings += 1 }
        guard let header else { return readHeader(body, n) }
        if strings <= header.colours {
            readColour(body, n, perPixel: header.perPixel)
        } else {
            readRow(body, n, header: header)
        }
    }

    private mutating func readHeader(_ body: ArraySlice<UInt8>, _ n: Int) {
        let v = RuleColours.leadingIntegers(body, upTo: 4)
        guard v.count == 4, v.allSatisfy({ $0 > 0 }), v[1] % v[0] == 0, v[3] <= 2 else {
            return warn(n, "the XPM header must be 4 positive numbers, the height a multiple of the width, 1 or 2 characters a pixel")
        }
        guard RuleIcons.sides.contains(v[0]) else {
            // A size Golly does not draw: the rest of its strings are skipped without a word.
            started = nil
            return
        }
        header = (v[0], v[1], v[2], v[3])
    }

    private mutating func readColour(_ body: ArraySlice<UInt8>, _ n: Int, perPixel: Int) {
        guard body.count > perPixel, body[body.startIndex + perPixel] == 0x20,
              let colour = Self.colour(body.dropFirst(perPixel)) else {
            return warn(n, "the XPM colour '\(body.shown)' is not a key, 'c' and a #RRGGBB colour")
        }
        palette[Array(body.prefix(perPixel))] = colour
    }

    private mutating func readRow(_ body: ArraySlice<UInt8>, _ n: Int, header: (side: Int, height: Int, colours: Int, perPixel: Int)) {
        guard body.count == header.side * header.perPixel else {
            return warn(n, "an XPM row has \(body.count) characters, not \(header.side * header.perPixel)")
        }
        var i = body.startIndex
        while i < body.endIndex {
            guard let rgb = palette[Array(body[i..<(i + header.perPixel)])] else {
                return warn(n, "an XPM row has a pixel '\(body[i..<(i + header.perPixel)].shown)' its colours do not list")
            }
            pixels.append(rgb)
            i += header.perPixel
        }
        if strings == header.colours + header.height {
            let count = min(header.height / header.side, 255)
            sheets.append(RuleIcons.Sheet(side: header.side, count: count, pixels: Array(pixels.prefix(count * header.side * header.side))))
            started = nil
        }
    }

    /// The colour after a key: `c` then `#RGB`, `#RRGGBB`, `#RRRRGGGGBBBB`,
    /// `None` (transparent: the background, as black is), `black` or `white`.
    static func colour(_ spec: ArraySlice<UInt8>) -> RGB? {
        let words = spec.split(separator: 0x20)
        guard words.count >= 2, words[0].equals("c") else { return nil }
        let value = words[1]
        if value.equals("None") || value.startsCaseless(with: "black") { return .black }
        if value.startsCaseless(with: "white") { return .white }
        guard value.first == UInt8(ascii: "#") else { return nil }
        let hex = value.dropFirst()
        guard [3, 6, 12].contains(hex.count), let number = UInt64(String(decoding: hex, as: UTF8.self), radix: 16) else {
            return nil
        }
        let digits = hex.count / 3, bits = UInt64(digits * 4)
        func channel(_ k: UInt64) -> UInt8 {
            let v = number >> (bits * (2 - k)) & ((1 << bits) - 1)
            return UInt8(digits == 1 ? v * 17 : v >> (bits - 8))
        }
        return RGB(channel(0), channel(1), channel(2))
    }
}
