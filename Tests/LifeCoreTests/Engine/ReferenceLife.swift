@testable import LifeCore

/// A deliberately plain Life: one byte per cell, neighbours found through the
/// topology's `fold` one by one, no packing and no ring. It exists only so the
/// packed engine has something obviously correct to be compared against. A
/// cell holds its state (0 dead, 1 alive, 2… dying under a Generations rule, as
/// Golly's `generationsalgo`).
///
/// Under a B0 rule it holds what Golly holds, from the definition rather than
/// Golly's stepped rules (`Rule.Emulation`): the cells that differ from the
/// background, which is alive at every generation under B0 with S8 and at odd
/// ones under B0 without S8. A step reads the real cells (held XOR background;
/// beyond a bounded grid, the background), applies the rule itself, and holds
/// the result XOR the next generation's background.
struct ReferenceLife: Equatable {
    let width: Int
    let height: Int
    let topology: Topology
    let rule: Rule
    var cells: [UInt8]
    var generation = 0

    init(width: Int, height: Int, topology: Topology, rule: Rule) {
        self.width = width
        self.height = height
        self.topology = topology
        self.rule = rule
        cells = Array(repeating: 0, count: width * height)
    }

    /// A copy of `board`'s cells, read one by one through its subscript.
    init(_ board: Board) {
        self.init(width: board.width, height: board.height, topology: board.topology, rule: board.rule)
        generation = board.generation
        for y in 0..<height {
            for x in 0..<width { cells[y * width + x] = UInt8(board.state(x: x, y: y)) }
        }
    }

    func alive(_ x: Int, _ y: Int) -> Bool {
        guard let cell = topology.fold(x, y, width: width, height: height) else { return false }
        return cells[cell.y * width + cell.x] == 1
    }

    /// Whether the background the held cells differ from is alive at `generation` (B0 rules only).
    func background(_ generation: Int) -> Bool {
        guard rule.bornFromNothing, !rule.isGenerations else { return false }
        return rule.survival >> 8 & 1 == 1 || generation & 1 == 1
    }

    /// One generation. On a grid smaller than 3 cells across, the same cell is
    /// counted once for each of the neighbour positions that the joins bring onto it.
    mutating func step() {
        var next = cells
        let now = background(generation), then = background(generation + 1)
        for y in 0..<height {
            for x in 0..<width {
                // The 3×3 neighbourhood in `Hensel`'s layout: bit 3·row + column.
                var neighbourhood = 0
                for dy in -1...1 {
                    for dx in -1...1 where (dx, dy) != (0, 0) && alive(x + dx, y + dy) != now {
                        neighbourhood |= 1 << ((dy + 1) * 3 + dx + 1)
                    }
                }
                let state = cells[y * width + x]
                if now || then {
                    // Two states under B0: the real cell and its neighbours are the held ones XOR the background.
                    let real = rule.next(alive: (state == 1) != now, neighbourhood: neighbourhood)
                    next[y * width + x] = real != then ? 1 : 0
                } else if state <= 1, rule.next(alive: state == 1, neighbourhood: neighbourhood) {
                    next[y * width + x] = 1
                } else if state >= 1 {
                    next[y * width + x] = Int(state) + 1 < rule.states ? state + 1 : 0
                } else {
                    next[y * width + x] = 0
                }
            }
        }
        cells = next
        generation += 1
    }
}
