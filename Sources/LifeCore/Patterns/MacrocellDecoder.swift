/// Reads Golly's macrocell format (`readmacrocell` in hlifealgo.cpp for
/// two-state rules, ghashbase.cpp for multi-state ones) from chunks of bytes
/// as they arrive.
///
/// ```
/// [M2] (golly 3.3)          first line; the rest of it is ignored
/// #R B3/S23                 the rule (none: B3/S23)
/// #G 174603710464           the generation
/// #C text                   comments; other # lines (#FRAMES ...) are skipped
/// $$$$$$$.*$                two states: a leaf of 8 × 8 cells, rows from the top, * alive, . dead, $ ends a row
/// 1 0 3 3 0                 multi-state: a leaf of 2 × 2 cells, the states of nw ne sw se (0...255)
/// 4 0 0 0 1                 a node of side 2^4: level, then nw ne sw se, earlier node numbers or 0
/// ```
///
/// Nodes are numbered from 1 as they are defined; every quarter must be an
/// earlier node of the level below (or 0). A file is two-state (8 × 8 leaves,
/// nodes of level 4 and up) or multi-state (2 × 2 leaves, nodes of level 2 and
/// up: WireWorld, Codd, JvN, ...), never both, as each of Golly's readers
/// refuses the other's leaves. Only the line being read is held (at most
/// `maxLine` bytes, Golly's limit), and at most `maxNodes` nodes are kept, so
/// no file can take more than about 24 bytes a node.
public struct MacrocellDecoder {
    /// The longest line read (Golly's `getline(line, 10000)`).
    public static let maxLine = 10_000
    /// The highest level a node may have: its coordinates stay within ±2^63.
    public static let maxLevel = 64
    /// Comment lines kept; later ones are dropped.
    static let maxComments = 256

    private var result = Macrocell()
    private var levels: [UInt8] = []
    /// What the leaves and nodes so far make the file: nil until one says.
    private var multiState: Bool?
    private let maxNodes: Int
    private var line: [UInt8] = []
    private var number = 0
    private var afterCR = false
    private var tooLong = false

    /// A decoder keeping at most `maxNodes` nodes.
    public init(maxNodes: Int = 1 << 24) {
        self.maxNodes = maxNodes
    }

    /// Reads the next bytes of the file.
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) throws(PatternError) {
        for b in bytes {
            if b == 0x0A || b == 0x0D {
                if b == 0x0A, afterCR { afterCR = false; continue }
                afterCR = b == 0x0D
                try endLine()
            } else {
                afterCR = false
                if line.count < Self.maxLine { line.append(b) } else { tooLong = true }
            }
        }
    }

    /// Reads the next bytes of the file.
    public mutating func feed(_ bytes: [UInt8]) throws(PatternError) {
        try bytes.withBytes { raw throws(PatternError) in try feed(raw) }
    }

    /// The file's content, once every byte has been fed.
    public consuming func finish() throws(PatternError) -> Macrocell {
        if !line.isEmpty { try endLine() }
        if number == 0 { throw PatternError(.syntax, "the macrocell file is empty") }
        return result
    }

    private mutating func endLine() throws(PatternError) {
        number += 1
        defer { line.removeAll(keepingCapacity: true); tooLong = false }
        if tooLong { throw PatternError(.syntax, "the line is longer than \(Self.maxLine) bytes", line: number) }
        do {
            try read(line[...])
        } catch {
            throw error.at(line: number)
        }
    }

    private mutating func read(_ text: ArraySlice<UInt8>) throws(PatternError) {
        if number == 1 {
            var t = text
            if t.starts(with: [0xEF, 0xBB, 0xBF]) { t = t.dropFirst(3) }
            guard t.hasPrefix("[M2]") else { throw PatternError(.syntax, "a macrocell file starts with [M2]") }
            return
        }
        switch text.first {
        case UInt8(ascii: "."), UInt8(ascii: "*"), UInt8(ascii: "$"):
            try kind(multiState: false)
            try add(.leaf(try Self.leaf(text)))
        case UInt8(ascii: "#"):
            try comment(text)
        default:
            try node(text)
        }
    }

    /// A leaf line: up to the first blank, as Golly reads it.
    static func leaf(_ text: ArraySlice<UInt8>) throws(PatternError) -> UInt64 {
        var cells: UInt64 = 0, x = 0, y = 0
        for c in text {
            if c <= 0x20 { break }
            switch c {
            case UInt8(ascii: "*"):
                guard x < 8, y < 8 else { throw PatternError(.syntax, "a leaf's cell lies outside its 8 x 8 square") }
                cells |= 1 << UInt64(y * 8 + x)
                x += 1
            case UInt8(ascii: "."):
                x += 1
            case UInt8(ascii: "$"):
                x = 0
                y += 1
            default:
                throw PatternError(.syntax, "unexpected \(RLEReader.describe(c)) in a leaf line (only '.', '*' and '$')")
            }
        }
        return cells
    }

    private mutating func comment(_ text: ArraySlice<UInt8>) throws(PatternError) {
        let body = text.dropFirst(2)
        switch text.dropFirst().first {
        case UInt8(ascii: "R"):
            let name = body.trimmed.prefix { $0 > 0x20 }
            result.rule = try Self.rule(String(decoding: name, as: UTF8.self))
        case UInt8(ascii: "G"):
            let digits = body.trimmed.prefix { (0x30...0x39).contains($0) }
            var g = 0
            for d in digits {
                let (times, o1) = g.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(Int(d - 0x30))
                guard !o1, !o2 else { throw PatternError(.tooLarge, "the generation is larger than \(Int.max)") }
                g = sum
            }
            result.generation = g
        case UInt8(ascii: "C"), UInt8(ascii: "N"):
            if result.comments.count < Self.maxComments { result.comments.append(body.cleanText) }
        default:
            return
        }
    }

    /// The rule of an `#R` line, with Golly's other families named.
    static func rule(_ text: String) throws(PatternError) -> RuleSpec {
        let shown = TextSanitizer.clean(text, maxLength: 60)
        let spec: RuleSpec
        do {
            spec = try RuleSpec(parsing: text)
        } catch {
            throw PatternError(.rule, "\(error); lifecam reads macrocell files of two-state rules and of rules from rule files")
        }
        guard spec.largerThanLife == nil else {
            throw PatternError(.rule, "rule \(shown) is a Larger than Life rule, which Golly writes no macrocell files of")
        }
        guard spec.rule?.isGenerations != true else {
            throw PatternError(.rule, "rule \(shown) is a Generations rule, which lifecam runs from RLE files, not macrocell files")
        }
        return spec
    }

    /// A node line: `level nw ne sw se`, as Golly's sscanf reads it (more is ignored).
    private mutating func node(_ text: ArraySlice<UInt8>) throws(PatternError) {
        var fields: [UInt64] = []
        var rest = text[...]
        while fields.count < 5 {
            rest = rest.drop { $0 == 0x20 || $0 == 0x09 }
            let digits = rest.prefix { (0x30...0x39).contains($0) }
            if digits.isEmpty { break }
            guard digits.count <= 19 else { throw PatternError(.tooLarge, "a number in a node line is too large") }
            fields.append(digits.reduce(0) { $0 * 10 + UInt64($1 - 0x30) })
            rest = rest.dropFirst(digits.count)
        }
        if fields.isEmpty, text.allSatisfy({ $0 <= 0x20 }) { return }
        guard fields.count == 5 else { throw PatternError(.syntax, "a node line is a level and four node numbers") }
        let level = fields[0]
        guard level >= 1 else { throw PatternError(.syntax, "a node's level is 1 or more") }
        if level < 4 { try kind(multiState: true) }
        if level == 1 {
            guard fields[1...].allSatisfy({ $0 <= 255 }) else { throw PatternError(.syntax, "a cell state is 0 to 255") }
            let s = fields.map { UInt8(truncatingIfNeeded: $0) }
            try add(.cells(nw: s[1], ne: s[2], sw: s[3], se: s[4]))
            return
        }
        guard level <= Self.maxLevel else { throw PatternError(.tooLarge, "a node of level \(level) is larger than level \(Self.maxLevel)") }
        var children: [UInt32] = []
        for child in fields[1...] {
            guard child <= UInt64(result.nodes.count) else {
                throw PatternError(.syntax, "node \(child) is not defined before this line")
            }
            if child != 0, levels[Int(child) - 1] != UInt8(level - 1) {
                throw PatternError(.syntax, "node \(child) is of level \(levels[Int(child) - 1]), not \(level - 1)")
            }
            children.append(UInt32(child))
        }
        try add(.node(level: Int(level), nw: children[0], ne: children[1], sw: children[2], se: children[3]))
    }

    /// Notes that a line belongs to a two-state or multi-state file; throws when the file already said otherwise.
    private mutating func kind(multiState: Bool) throws(PatternError) {
        if let known = self.multiState, known != multiState {
            throw PatternError(.multiState, multiState
                ? "a multi-state node (level 1 to 3) in a file of two-state 8 x 8 leaves"
                : "a two-state 8 x 8 leaf in a file of multi-state 2 x 2 leaves")
        }
        self.multiState = multiState
    }

    private mutating func add(_ node: Macrocell.Node) throws(PatternError) {
        guard result.nodes.count < maxNodes else {
            throw PatternError(.tooLarge, "the file has more than \(maxNodes) nodes")
        }
        result.nodes.append(node)
        levels.append(UInt8(node.level))
    }
}
