/// The neighbourhood a rule table reads (its `neighborhood:` line), as Golly's
/// `ruletable_algo` knows them, with the order a transition lists its cells in.
///
/// All four run on Golly's square grid: the hexagonal neighbourhood is the
/// square one without the north-east and south-west cells (a hexagonal grid
/// drawn sheared), and the one-dimensional one reads a cell's row alone.
public enum RuleNeighbourhood: String, Sendable, Hashable, CaseIterable {
    case vonNeumann
    case moore = "Moore"
    case hexagonal
    case oneDimensional

    /// The word a table names it by, case as Golly requires it.
    public var keyword: String { rawValue }

    /// The cells a transition lists, in the file's order (the centre first, then
    /// clockwise from north; Golly's help, "@TABLE"). The new state follows them.
    public var inputs: [NeighbourCell] {
        switch self {
        case .vonNeumann: [.c, .n, .e, .s, .w]
        case .moore: [.c, .n, .ne, .e, .se, .s, .sw, .w, .nw]
        case .hexagonal: [.c, .n, .e, .se, .s, .w, .nw]
        case .oneDimensional: [.c, .w, .e]
        }
    }

    /// The symmetries a table on this neighbourhood may declare, as Golly's
    /// `LoadRuleTable` lists them.
    public var symmetries: [RuleSymmetry] {
        switch self {
        case .vonNeumann: [.none, .rotate4, .rotate4reflect, .reflectHorizontal, .permute]
        case .moore: [.none, .rotate4, .rotate8, .rotate4reflect, .rotate8reflect, .reflectHorizontal, .permute]
        case .hexagonal: [.none, .rotate2, .rotate3, .rotate6, .rotate6reflect, .permute]
        case .oneDimensional: [.none, .reflect, .permute]
        }
    }
}
