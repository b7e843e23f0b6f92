/// A rule table's `symmetries:` line: which rearrangements of a transition's
/// neighbours a transition also stands for (Golly's `PackTransitions`).
///
/// Each is listed as the rearrangements Golly's source spells out, in the
/// table's own order of cells (`RuleNeighbourhood.inputs`, index 0 the
/// centre): rearrangement `p` turns inputs `i` into `i[p[0]], i[p[1]], …`.
/// `permute` stands for every order of the neighbours (not the centre), so
/// that only how many neighbours are in each state matters.
public enum RuleSymmetry: String, Sendable, Hashable, CaseIterable {
    case none
    case permute
    case rotate2
    case rotate3
    case rotate4
    case rotate6
    case rotate8
    case rotate4reflect
    case rotate6reflect
    case rotate8reflect
    case reflectHorizontal = "reflect_horizontal"
    case reflect

    /// The word a table names it by.
    public var keyword: String { rawValue }

    /// The rearrangements this symmetry stands for on `neighbourhood` (the
    /// identity first), or nil for `permute`, which stands for all of them.
    func rearrangements(on neighbourhood: RuleNeighbourhood) -> [[Int]]? {
        if self == .permute { return nil }
        if self == .none { return [Array(neighbourhood.inputs.indices)] }
        let rows = Self.table[neighbourhood]?[self] ?? []
        return rows.map { row in row.map { Int($0.asciiValue! - 48) } }
    }

    /// Golly's remap arrays (gollybase/ruletable_algo.cpp, `PackTransitions`),
    /// one string of digits per rearrangement, without the output's index.
    private static let table: [RuleNeighbourhood: [RuleSymmetry: [String]]] = [
        .vonNeumann: [
            .rotate4: ["01234", "02341", "03412", "04123"],
            .rotate4reflect: ["01234", "02341", "03412", "04123", "04321", "03214", "02143", "01432"],
            .reflectHorizontal: ["01234", "01432"],
        ],
        .moore: [
            .rotate4: ["012345678", "034567812", "056781234", "078123456"],
            .rotate8: ["012345678", "023456781", "034567812", "045678123", "056781234", "067812345", "078123456",
                       "081234567"],
            .rotate4reflect: ["012345678", "034567812", "056781234", "078123456", "018765432", "076543218",
                              "054321876", "032187654"],
            .rotate8reflect: ["012345678", "023456781", "034567812", "045678123", "056781234", "067812345",
                              "078123456", "081234567", "087654321", "076543218", "065432187", "054321876",
                              "043218765", "032187654", "021876543", "018765432"],
            .reflectHorizontal: ["012345678", "018765432"],
        ],
        .hexagonal: [
            .rotate2: ["0123456", "0456123"],
            .rotate3: ["0123456", "0345612", "0561234"],
            .rotate6: ["0123456", "0234561", "0345612", "0456123", "0561234", "0612345"],
            .rotate6reflect: ["0123456", "0234561", "0345612", "0456123", "0561234", "0612345", "0654321", "0543216",
                              "0432165", "0321654", "0216543", "0165432"],
        ],
        .oneDimensional: [
            .reflect: ["012", "021"],
        ],
    ]
}
