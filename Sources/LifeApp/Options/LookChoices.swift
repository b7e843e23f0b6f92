import LifeCore

/// `--mask`: Life over the video, or the video alone (a plain terminal video player).
package enum MaskChoice: String, Sendable, CaseIterable {
    case life, none
}

/// `--births`: cells born where the picture moves, or none from the video.
package enum BirthsChoice: String, Sendable, CaseIterable {
    case motion, off
}

/// An option that is on or off (`--keep-alive`).
package enum Switch: String, Sendable, CaseIterable {
    case on, off

    package var isOn: Bool { self == .on }
}

/// `--topology`: how the board's edges join, and the grid's size when the
/// value names one (a Golly grid such as `T64,64` or `K30*,20`).
package struct TopologyChoice: Sendable, Equatable {
    package let topology: Topology
    package let size: Dimensions?

    /// `torus` or `bounded` (also `plane`) for a board whose size comes from
    /// elsewhere, or a Golly grid suffix with its size (`T30,20`, `:K40*,20`,
    /// `S30`), which names the size too.
    package init(parsing text: String) throws(OptionValueError) {
        switch text.lowercased() {
        case "torus": self.init(.torus)
        case "bounded", "plane": self.init(.bounded)
        default:
            let grid: Grid?
            do {
                grid = try Grid(parsing: text)
            } catch {
                throw OptionValueError("not torus, bounded or a Golly grid such as T64,64 or K30*,20: \(error)")
            }
            guard let grid else {
                throw OptionValueError("a grid needs its size here, such as T64,64 (without one it is Golly's unbounded plane: "
                    + "give no --topology for that)")
            }
            guard grid.isFinite else {
                throw OptionValueError("a grid unbounded in one direction is no topology: give it in the rule (B3/S23:\(grid)) "
                    + "with a pattern, or a bounded grid here, such as T64,64")
            }
            self.init(grid.topology, size: Dimensions(width: grid.width, height: grid.height))
        }
    }

    package init(_ topology: Topology, size: Dimensions? = nil) {
        self.topology = topology
        self.size = size
    }
}
