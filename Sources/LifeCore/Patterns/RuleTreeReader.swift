/// Reads a rule tree (a `@TREE` section or a `.tree` file) as Golly's
/// `ruletreealgo::setrule` reads it:
///
/// - Lines starting with `#` and empty lines are skipped.
/// - `num_states=N` (2...256), `num_neighbors=4|8` and `num_nodes=N` come
///   before the first node (spaces around `=` allowed).
/// - Every other line is a node: its depth as one digit, 1...num_neighbors+1,
///   then exactly num_states numbers separated by blanks. At depth 1 they are
///   next states; above, node numbers (from 0, in file order) of nodes one
///   level down, defined earlier. The root, the last node, is the one node at
///   the top depth, and there are num_nodes nodes.
///
/// With 8 neighbours the levels read nw, ne, sw, se, n, w, e, s and last the
/// centre; with 4, n, w, e, s, centre (Golly's help, "@TREE").
struct RuleTreeReader {
    /// The file's name, for messages.
    let file: String

    private var states = -1, neighbours = -1, declaredNodes = -1
    /// Per node read: its depth and its offset in the diagram being built.
    private var depths: [Int] = []
    private var offsets: [UInt32] = []
    private var builder: RuleDiagramBuilder?

    /// The diagram in `lines` (a section's lines, without its `@` line).
    static func read(_ lines: ArraySlice<RuleFileLines.Line>, file: String) throws(RuleFileError) -> RuleDiagram {
        var reader = RuleTreeReader(file: file)
        for line in lines { try reader.read(line) }
        return try reader.finish()
    }

    private func error(_ line: Int?, _ reason: String) -> RuleFileError {
        RuleFileError(.tree, file: file, line: line, reason)
    }

    private mutating func read(_ line: RuleFileLines.Line) throws(RuleFileError) {
        let text = line.bytes
        guard let first = text.first, first != UInt8(ascii: "#") else { return }
        for (name, value) in [("num_states", \Self.states), ("num_neighbors", \.neighbours), ("num_nodes", \.declaredNodes)] {
            guard let setting = Self.setting(name, text) else { continue }
            // Golly takes a change after the nodes have begun, and then miscounts them.
            if !depths.isEmpty { throw error(line.number, "\(name) must come before the nodes") }
            self[keyPath: value] = setting
            return
        }
        try readNode(text, line.number)
    }

    /// The value of `name = N` (blanks anywhere around the parts, as `sscanf(" name = %d")` allows).
    private static func setting(_ name: String, _ text: ArraySlice<UInt8>) -> Int? {
        var rest = text.drop { $0 == 0x20 || $0 == 0x09 }
        guard rest.starts(with: name.utf8) else { return nil }
        rest = rest.dropFirst(name.utf8.count).drop { $0 == 0x20 || $0 == 0x09 }
        guard rest.first == UInt8(ascii: "=") else { return nil }
        return rest.dropFirst().scannedInt
    }

    private mutating func readNode(_ text: ArraySlice<UInt8>, _ n: Int) throws(RuleFileError) {
        guard (2...256).contains(states), neighbours == 4 || neighbours == 8,
              declaredNodes >= neighbours, declaredNodes <= 100_000_000 else {
            throw error(n, "a node comes before num_states (2 to 256), num_neighbors (4 or 8) and num_nodes (at least num_neighbors) are set")
        }
        let top = neighbours + 1
        if builder == nil {
            let order: [NeighbourCell] = neighbours == 8 ? [.nw, .ne, .sw, .se, .n, .w, .e, .s, .c] : [.n, .w, .e, .s, .c]
            builder = RuleDiagramBuilder(states: states, order: order.map { UInt8($0.rawValue) },
                                         kinds: RuleDiagram.eachStateItsOwnKind(levels: order.count), budget: RuleDiagram.maxEntries)
        }
        let depth = Int(text.first!) - 0x30
        guard (1...top).contains(depth) else {
            throw error(n, "a node's depth must be a digit from 1 to \(top), not '\(text.prefix(1).shown)'")
        }
        var entries: [UInt32] = []
        // Golly's reader: anything up to a space (and bytes above 127, signed chars) separates numbers.
        let numbers = text.dropFirst().split { $0 <= 0x20 || $0 >= 0x80 }
        for number in numbers {
            guard number.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw error(n, "'\(number.shown)' is not a number")
            }
            let v = number.reduce(0) { min($0 * 10 + Int($1 - 0x30), 1 << 40) }
            if depth == 1 {
                guard v < states else { throw error(n, "state \(v) is out of range: num_states is \(states)") }
                entries.append(UInt32(v))
            } else {
                guard v < depths.count, depths[v] == depth - 1 else {
                    throw error(n, v < depths.count
                        ? "node \(v) is at depth \(depths[v]), not \(depth - 1), one below this node"
                        : "node \(v) is not defined before this line (nodes so far: \(depths.count))")
                }
                entries.append(offsets[v])
            }
        }
        guard entries.count == states else {
            throw error(n, "a node needs \(states) values (num_states), this one has \(entries.count)")
        }
        guard let offset = builder!.node(level: top - depth, entries) else {
            throw RuleFileError(.tooLarge, file: file, line: n, "the tree passes \(RuleDiagram.maxEntries) entries")
        }
        depths.append(depth)
        offsets.append(offset)
    }

    private func finish() throws(RuleFileError) -> RuleDiagram {
        guard let builder, let lastDepth = depths.last else { throw error(nil, "the tree has no nodes") }
        guard depths.count == declaredNodes else {
            throw error(nil, "num_nodes is \(declaredNodes), but the tree has \(depths.count) nodes")
        }
        guard lastDepth == neighbours + 1 else {
            throw error(nil, "the last node, the root, is at depth \(lastDepth), not \(neighbours + 1)")
        }
        return builder.diagram(root: offsets.last!)
    }
}
