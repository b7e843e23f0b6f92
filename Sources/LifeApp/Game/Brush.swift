import LifeCore

/// What a left click puts on the board: the single cell (the default: a
/// click toggles it while paused and launches a glider while running) or a
/// pattern, stamped centred on the cell under the pointer, paused or running,
/// in one of the eight orientations `g` turns it through.
package struct Brush: Sendable, Equatable {
    /// The name shown in the status line.
    package let name: String
    /// The pattern as read; nil for the single cell.
    package let pattern: Pattern?
    /// How the pattern is turned.
    package private(set) var orientation: Orientation = .identity
    /// The pattern as turned, kept so the ghost does not turn it every frame.
    package private(set) var shape: Pattern?

    /// The single cell.
    package static let cell = Brush(name: "cell", pattern: nil)

    package init(name: String, pattern: Pattern?) {
        self.name = name
        self.pattern = pattern
        shape = pattern
    }

    /// The brushes `b` and `B` step through: the single cell, then every built-in pattern.
    package static var library: [Brush] {
        [.cell] + PatternLibrary.names.compactMap { name in
            PatternLibrary.named(name).flatMap { $0.population > 0 ? Brush(name: name, pattern: $0) : nil }
        }
    }

    /// Turns the pattern to the next of the eight orientations (`Orientation.brushCycle`).
    package mutating func turn() {
        let cycle = Orientation.brushCycle
        orientation = cycle[((cycle.firstIndex(of: orientation) ?? -1) + 1) % cycle.count]
        shape = pattern?.oriented(orientation)
    }

    /// Where the shape's top-left goes so that its middle is `cell`.
    package func origin(centredOn cell: GridPoint) -> GridPoint {
        GridPoint(x: cell.x - (shape?.width ?? 1) / 2, y: cell.y - (shape?.height ?? 1) / 2)
    }

    /// The status line's words: `pulsar`, `glider mirrored, turned 90°`.
    package var label: String {
        let turned = orientation.label
        return TextSanitizer.clean(name, maxLength: 40) + (turned.isEmpty ? "" : " " + turned)
    }
}

extension Orientation {
    /// The order `g` turns a brush through: the four quarter turns clockwise,
    /// then the same mirrored.
    package static let brushCycle: [Orientation] = [
        .identity, .rotate90, .rotate180, .rotate270, .flipHorizontal, .antiTranspose, .flipVertical, .transpose,
    ]

    /// How the orientation reads in the status line (nothing for none): each
    /// mirrored one is the left-right mirror turned clockwise.
    package var label: String {
        switch self {
        case .identity: ""
        case .rotate90: "turned 90°"
        case .rotate180: "turned 180°"
        case .rotate270: "turned 270°"
        case .flipHorizontal: "mirrored"
        case .antiTranspose: "mirrored, turned 90°"
        case .flipVertical: "mirrored, turned 180°"
        case .transpose: "mirrored, turned 270°"
        }
    }
}
