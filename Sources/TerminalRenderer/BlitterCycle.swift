/// The blitters play can switch between with `t`: those the terminal shows,
/// coarsest first, and the one in use.
package struct BlitterCycle: Sendable, Equatable {
    /// The choices, in the order `t` steps through them.
    package private(set) var available: [Blitter]
    package private(set) var current: Blitter

    /// `current` is added to `available` when missing (a blitter forced with
    /// `--blitter` stays reachable), in the order of `Blitter.allCases`.
    package init(current: Blitter, available: [Blitter]) {
        let chosen = Set(available + [current])
        self.available = Blitter.allCases.filter { chosen.contains($0) }
        self.current = current
    }

    /// Steps to the next choice, back to the first after the last.
    package mutating func advance() {
        let i = available.firstIndex(of: current) ?? 0
        current = available[(i + 1) % available.count]
    }
}
