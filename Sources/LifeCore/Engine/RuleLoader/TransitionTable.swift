/// A rule table as its `@TABLE` section reads (Golly's `.table` format), its
/// variables already bound: the transitions in the file's order, each a set of
/// accepted states per cell and the new state. The first transition that
/// matches a neighbourhood, under any of the symmetry's rearrangements, gives
/// the centre's next state; when none matches, the centre keeps its state.
/// `RuleDiagram(compiling:)` turns it into the lookup an engine runs.
struct TransitionTable: Sendable, Equatable {
    /// One transition: the states each cell of `RuleNeighbourhood.inputs`
    /// accepts, and the centre's next state.
    struct Transition: Sendable, Equatable {
        var inputs: [StateSet]
        var output: UInt8
    }

    /// Cell states, 2...256.
    var states: Int
    var neighbourhood: RuleNeighbourhood
    var symmetry: RuleSymmetry
    var transitions: [Transition]
}
