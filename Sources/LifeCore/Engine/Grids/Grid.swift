/// A universe as Golly's rule suffix names it: a size and a `Topology`, e.g.
/// `:T64,48` (a 64×48 torus), `:K30*,20` (a Klein bottle), `:S30` (a sphere).
///
/// A side of 0 is unbounded in that direction (`:T0,68` is a tube, `:P30,0` a
/// plane 30 cells wide and endless in height); a universe unbounded both ways
/// is no grid at all (`RuleSpec.grid` is nil). Golly's coordinates put a W×H
/// grid's top-left cell at (−⌊W/2⌋, −⌊H/2⌋) (`origin`).
public struct Grid: Sendable, Hashable, CustomStringConvertible {
    /// Columns; 0 when the grid is unbounded across.
    public var width: Int
    /// Rows; 0 when the grid is unbounded down.
    public var height: Int
    /// How the edges are joined.
    public var topology: Topology

    /// A grid of this size; the topology is fitted to it as Golly fits it
    /// (see `Topology.fitted(width:height:)`).
    public init(width: Int, height: Int, topology: Topology) {
        self.width = width
        self.height = height
        self.topology = topology.fitted(width: width, height: height)
    }

    /// Whether both sides are finite, so a `Board` can hold the whole grid.
    public var isFinite: Bool { width > 0 && height > 0 }

    /// Golly's coordinates of the top-left cell: (−⌊W/2⌋, −⌊H/2⌋), 0 on an unbounded side.
    public var origin: GridPoint { GridPoint(x: -(width / 2), y: -(height / 2)) }

    /// The name `run`'s output and `--json` use: the topology's (`Topology.name`),
    /// but `tube` for a torus with an unbounded side, as Golly's Help calls it.
    public var name: String { topology == .torus && !isFinite ? "tube" : topology.name }

    /// The suffix without its colon, as Golly's `canonicalsuffix` writes it:
    /// `T64,48`, `T30+5,20`, `T30,20-2`, `P10,10`, `K30*,20`, `K30*+1,20`,
    /// `K30,20*`, `C30,20`, `S30`.
    public var description: String {
        let w = width, h = height
        switch topology {
        case .bounded: return "P\(w),\(h)"
        case .torus: return "T\(w),\(h)"
        case let .shiftedTorus(.horizontal, by): return "T\(w)\(Self.signed(by)),\(h)"
        case let .shiftedTorus(.vertical, by): return "T\(w),\(h)\(Self.signed(by))"
        case let .kleinBottle(.horizontal, shifted): return "K\(w)*\(shifted ? "+1" : ""),\(h)"
        case let .kleinBottle(.vertical, shifted): return "K\(w),\(h)*\(shifted ? "+1" : "")"
        case .crossSurface: return "C\(w),\(h)"
        case .sphere: return "S\(w)"
        }
    }

    private static func signed(_ n: Int) -> String { n < 0 ? "\(n)" : "+\(n)" }
}

extension Topology {
    /// This topology on a `width × height` grid, changed as Golly changes it:
    /// a shift of a torus is taken modulo its edge's length, keeping its sign
    /// (a torus shifted by a multiple of it is plain); a Klein bottle's shift
    /// is dropped unless its twisted edge is of even length, nonzero.
    public func fitted(width: Int, height: Int) -> Topology {
        switch self {
        case let .shiftedTorus(edges, by):
            let length = edges == .horizontal ? width : height
            guard length > 0 else { return self }
            let reduced = by % length
            return reduced == 0 ? .torus : .shiftedTorus(edges, by: reduced)
        case .kleinBottle(let twisted, true):
            let length = twisted == .horizontal ? width : height
            return .kleinBottle(twisted: twisted, shifted: length > 0 && length % 2 == 0)
        default:
            return self
        }
    }

    /// Why a `width × height` board cannot have this topology, or nil when it can:
    /// a sphere must be square.
    public func problem(width: Int, height: Int) -> String? {
        if self == .sphere, width != height {
            return "a sphere grid must be square, not \(width)x\(height)"
        }
        return nil
    }
}
