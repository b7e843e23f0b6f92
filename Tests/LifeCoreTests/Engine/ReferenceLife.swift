@testable import LifeCore

/// A deliberately plain Life: one byte per cell, neighbours found through the
/// topology's `fold` one by one, no packing and no ring. It exists only so the
/// packed engine has something obviously correct to be compared against.
struct ReferenceLife: Equatable {
    let width: Int
    let height: Int
    let topology: Topology
    let rule: Rule
    var cells: [UInt8]

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
        for y in 0..<height {
            for x in 0..<width where board[x, y] { cells[y * width + x] = 1 }
        }
    }

    func alive(_ x: Int, _ y: Int) -> Bool {
        guard let cell = topology.fold(x, y, width: width, height: height) else { return false }
        return cells[cell.y * width + cell.x] == 1
    }

    /// One generation. On a grid smaller than 3 cells across, the same cell is
    /// counted once for each of the neighbour positions that the joins bring onto it.
    mutating func step() {
        var next = cells
        for y in 0..<height {
            for x in 0..<width {
                var count = 0
                for dy in -1...1 {
                    for dx in -1...1 where (dx, dy) != (0, 0) && alive(x + dx, y + dy) { count += 1 }
                }
                let bits = alive(x, y) ? rule.survival : rule.birth
                next[y * width + x] = UInt8(bits >> UInt16(count) & 1)
            }
        }
        cells = next
    }
}
