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

    /// `torus`, `bounded` (or `plane`), or a Golly grid with its size.
    package init(parsing text: String) throws(CommandFailure) {
        (topology, size) = try RunJob.parseTopology(text)
    }

    package init(_ topology: Topology, size: Dimensions? = nil) {
        self.topology = topology
        self.size = size
    }
}
