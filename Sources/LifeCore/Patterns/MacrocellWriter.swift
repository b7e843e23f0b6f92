/// Writes Golly's macrocell format as `writeNativeFormat` does: `[M2]`, an
/// explicit `#R` rule, `#G` when the generation is above 0, `#C` comments,
/// then each distinct node once, quarters before the square they make
/// (nw, ne, sw, se, then the node), the root last; leaves as rows of `.`
/// and `*` with each row's trailing dead cells and the trailing empty rows
/// left out.
public enum MacrocellWriter {
    /// The lines before the nodes.
    public static func header(rule: RuleSpec, generation: Int, comments: [String]) -> [UInt8] {
        var text = "[M2] (lifecam)\n#R \(rule)\n"
        if generation > 0 { text += "#G \(generation)\n" }
        for comment in comments { text += "#C \(TextSanitizer.clean(comment))\n" }
        return Array(text.utf8)
    }

    /// Appends a leaf's line.
    public static func appendLeaf(_ cells: UInt64, to out: inout [UInt8]) {
        // An empty leaf (only in files from elsewhere: empty squares are 0) still needs a line.
        if cells == 0 { out.append(UInt8(ascii: "$")) }
        var rows = cells
        while rows != 0 {
            var row = rows & 0xFF
            while row != 0 {
                out.append(row & 1 == 1 ? UInt8(ascii: "*") : UInt8(ascii: "."))
                row >>= 1
            }
            out.append(UInt8(ascii: "$"))
            rows >>= 8
        }
        out.append(0x0A)
    }

    /// Appends a node's line: its level and its quarters' numbers (0 for
    /// empty); for level 1, a multi-state leaf, its four states.
    public static func appendNode(level: Int, _ nw: Int, _ ne: Int, _ sw: Int, _ se: Int, to out: inout [UInt8]) {
        out += "\(level) \(nw) \(ne) \(sw) \(se)\n".utf8
    }

    /// The whole file for `macrocell`, as `sink` receives it in chunks of about `chunkSize` bytes.
    public static func write<E: Error>(_ macrocell: Macrocell, chunkSize: Int = 1 << 16, to sink: ([UInt8]) throws(E) -> Void) throws(E) {
        var out = header(rule: macrocell.rule ?? RuleSpec(rule: .conway), generation: macrocell.generation ?? 0, comments: macrocell.comments)
        for node in macrocell.nodes {
            switch node {
            case let .leaf(cells): appendLeaf(cells, to: &out)
            case let .cells(nw, ne, sw, se): appendNode(level: 1, Int(nw), Int(ne), Int(sw), Int(se), to: &out)
            case let .node(level, nw, ne, sw, se): appendNode(level: level, Int(nw), Int(ne), Int(sw), Int(se), to: &out)
            }
            if out.count >= chunkSize {
                try sink(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        try sink(out)
    }
}
