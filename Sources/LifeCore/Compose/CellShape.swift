/// How live cells are drawn once they are large enough to have a shape
/// (`--shape`): discs, hexagons, or a mix of both chosen per cell.
public enum CellShape: String, Sendable, CaseIterable, CustomStringConvertible {
    case disc
    case hex
    /// Discs and hexagons at 2 : 1, chosen per cell from the seed.
    case mix

    public var description: String { rawValue }

    /// Parses a `--shape` name; nil if unknown.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The shape cell (x, y) is drawn with. For `mix` it depends only on the
    /// seed and the cell's position, so a cell keeps its shape as the board
    /// changes, and the same seed gives the same picture in play, render and SVG.
    @inlinable
    public func kind(x: Int, y: Int, seed: UInt64) -> ShapeKind {
        switch self {
        case .disc: return .disc
        case .hex: return .hexagon
        case .mix:
            // One SplitMix64 step over the seed and the position packed in 64 bits.
            let position = UInt64(UInt32(truncatingIfNeeded: x)) | UInt64(UInt32(truncatingIfNeeded: y)) << 32
            var generator = SplitMix64(seed: seed ^ (position &* 0xD6E8_FEB8_6659_FD93))
            return generator.next() % 3 == 2 ? .hexagon : .disc
        }
    }

    /// One kind per cell of a `width × height` board, row-major (`ShapeKind.rawValue`).
    public func kinds(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: max(0, width) * max(0, height))
        guard self != .disc else { return table }
        for y in 0..<height {
            for x in 0..<width { table[y * width + x] = kind(x: x, y: y, seed: seed).rawValue }
        }
        return table
    }
}

/// The shape one cell is drawn with.
public enum ShapeKind: UInt8, Sendable, CaseIterable {
    case disc = 0
    /// A regular hexagon with a corner at the top and the bottom.
    case hexagon = 1
}
