import Testing
@testable import LifeCore

/// Compiled rule tables against a plain reading of the format: the first
/// transition that matches under one of the symmetry's rearrangements gives
/// the next state, else the centre keeps its own. The reference finds the
/// rearrangements from geometry (rotations and reflections of the ring of
/// neighbours) and matches `permute` by pairing neighbours with cells, not
/// from Golly's lists and permutations as the compiler does.
@Suite struct RuleDiagramTests {
    /// The neighbours in ring order: their indices in the table's cells (0 is the centre).
    static func ring(_ n: RuleNeighbourhood) -> [Int] { Array(1..<n.inputs.count) }

    /// The rearrangements a symmetry allows, generated from its rotation and reflection.
    static func group(_ symmetry: RuleSymmetry, _ n: RuleNeighbourhood) -> [[Int]] {
        let m = ring(n).count
        func rotation(_ step: Int) -> [Int] { [0] + (0..<m).map { 1 + ($0 + step) % m } }
        let mirror = n == .oneDimensional ? [0, 2, 1] : [0] + (0..<m).map { 1 + (m - $0) % m }
        var generators: [[Int]] = []
        switch symmetry {
        case .none, .permute: break
        case .rotate2, .rotate3, .rotate4, .rotate6, .rotate8:
            generators = [rotation(m / Int(String(symmetry.keyword.dropFirst(6)))!)]
        case .rotate4reflect, .rotate6reflect, .rotate8reflect:
            generators = [rotation(m / Int(String(symmetry.keyword.dropFirst(6).prefix(1)))!), mirror]
        case .reflectHorizontal, .reflect:
            generators = [mirror]
        }
        var found: Set<[Int]> = [Array(0...m)], frontier = [Array(0...m)]
        while let p = frontier.popLast() {
            for g in generators {
                let q = g.map { p[$0] }
                if found.insert(q).inserted { frontier.append(q) }
            }
        }
        return Array(found)
    }

    /// Whether the neighbours can be paired one to one with cells whose sets accept them.
    static func pairs(_ states: [UInt8], _ sets: [StateSet]) -> Bool {
        var owner = [Int](repeating: -1, count: sets.count)
        func place(_ i: Int, _ seen: inout [Bool]) -> Bool {
            for j in sets.indices where !seen[j] && sets[j].contains(states[i]) {
                seen[j] = true
                if owner[j] < 0 || place(owner[j], &seen) {
                    owner[j] = i
                    return true
                }
            }
            return false
        }
        for i in states.indices {
            var seen = [Bool](repeating: false, count: sets.count)
            if !place(i, &seen) { return false }
        }
        return true
    }

    static func reference(_ table: TransitionTable, group: [[Int]], _ cells: [UInt8]) -> UInt8 {
        let inputs = table.neighbourhood.inputs.map { cells[$0.rawValue] }
        for t in table.transitions {
            if table.symmetry == .permute {
                if t.inputs[0].contains(inputs[0]), pairs(Array(inputs.dropFirst()), Array(t.inputs.dropFirst())) { return t.output }
            } else if group.contains(where: { p in p.indices.allSatisfy { t.inputs[p[$0]].contains(inputs[$0]) } }) {
                return t.output
            }
        }
        return inputs[0]
    }

    /// A random table in the format's text: variables (some named twice, so
    /// bound), states, the new state sometimes a bound variable.
    static func randomTable(_ rng: inout SplitMix64) -> (text: String, states: Int) {
        let n = RuleNeighbourhood.allCases.randomElement(using: &rng)!
        let symmetry = n.symmetries.randomElement(using: &rng)!
        let states = Int.random(in: 2...5, using: &rng)
        var lines = ["n_states:\(states)", "neighborhood:\(n.keyword)", "symmetries:\(symmetry.keyword)"]
        let names = ["a", "b", "c"]
        for name in names {
            let set = (0..<states).filter { _ in Bool.random(using: &rng) }
            lines.append("var \(name)={\((set.isEmpty ? [0] : set).map(String.init).joined(separator: ","))}")
        }
        // Fewer lines under permute: Golly's way lists up to 8! arrangements of each.
        for _ in 0..<Int.random(in: 2...(symmetry == .permute ? 5 : 14), using: &rng) {
            var cells = (0..<n.inputs.count).map { k -> String in
                let r = Int.random(in: 0..<10, using: &rng)
                return r < 4 ? names[r % 3] : String(r < 7 && k > 0 ? 0 : Int.random(in: 0..<states, using: &rng))
            }
            var output = String(Int.random(in: 0..<states, using: &rng))
            if let bound = names.first(where: { name in cells.count { $0 == name } > 1 }), Bool.random(using: &rng) { output = bound }
            if cells.allSatisfy({ $0 == "0" }) { cells[0] = String(states - 1) }
            lines.append((cells + [output]).joined(separator: ","))
        }
        return (lines.joined(separator: "\n"), states)
    }

    @Test(arguments: 0..<40)
    func compiledTablesAnswerAsThePlainReading(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (text, states) = Self.randomTable(&rng)
        let lines = RuleFileLines(Array(text.utf8)).lines
        let table = try RuleTableReader.read(lines[...], file: "random.table")
        let diagram = try RuleDiagram(compiling: table)
        // A permute table is compiled by counting; Golly's way, by arrangements, must agree.
        let arranged = table.symmetry == .permute ? try RuleDiagram(compiling: table, counting: false) : diagram
        let group = Self.group(table.symmetry, table.neighbourhood)
        for _ in 0..<1000 {
            // Mostly zeros, as soups are, so that the specific transitions are met.
            let cells = (0..<9).map { _ in UInt8(Bool.random(using: &rng) ? 0 : Int.random(in: 0..<states, using: &rng)) }
            let expected = Self.reference(table, group: group, cells)
            #expect(diagram.next(cells) == expected, "seed \(seed), cells \(cells)\n\(text)")
            #expect(arranged.next(cells) == expected, "seed \(seed) by arrangements, cells \(cells)\n\(text)")
        }
    }

    @Test func equalTablesCompileToEqualDiagrams() throws {
        let a = "n_states:3\nneighborhood:Moore\nsymmetries:rotate8\n1,2,0,0,0,0,0,0,0,2"
        let b = "n_states:3\nneighborhood:Moore\nsymmetries:rotate8\n1,0,0,0,2,0,0,0,0,2\n1,0,0,0,0,0,0,0,2,2"
        func compile(_ text: String) throws -> RuleDiagram {
            try RuleDiagram(compiling: try RuleTableReader.read(RuleFileLines(Array(text.utf8)).lines[...], file: "t"))
        }
        #expect(try compile(a) == compile(b))
    }
}
