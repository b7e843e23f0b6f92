/// What the status line says of a giant on Golly's plane, in place of the
/// board's numbers: the generation and the population with separators (a
/// population passes 2^64), where the view's middle is in Golly's
/// coordinates, the scale and the step, as Golly writes them.
package struct PlaneStatus: Sendable, Equatable {
    package var generation: Int
    package var population: UInt128
    /// `at 12,-7`.
    package var place: String
    /// Each cell on screen is 2^shift cells a side of the plane.
    package var shift: Int
    /// `2^8`, or `1`.
    package var step: String

    package init(generation: Int, population: UInt128, place: String, shift: Int, step: String) {
        self.generation = generation
        self.population = population
        self.place = place
        self.shift = shift
        self.step = step
    }

    /// The status of `view` on a universe at `generation`, its cells counted as `population`.
    package init(_ view: PlaneView, generation: Int, population: UInt128) {
        let c = view.centre
        self.init(generation: generation, population: population, place: "at \(c.x),\(c.y)",
                  shift: view.shift, step: view.step)
    }

    /// Whether `other` shows the same view (place, scale, step), whatever the running numbers.
    func sameView(as other: PlaneStatus?) -> Bool {
        guard let other else { return false }
        return place == other.place && shift == other.shift && step == other.step
    }
}
