/// The chroma layouts read: 4:2:0 (every siting), 4:2:2, 4:4:4 and luma only.
public enum Y4MChroma: String, Sendable, CaseIterable {
    case c420jpeg = "420jpeg", c420paldv = "420paldv", c420mpeg2 = "420mpeg2", c420 = "420"
    case c422 = "422", c444 = "444", mono = "mono"

    /// Luma pixels per chroma sample across and down; nil when there is no chroma.
    public var subsampling: (Int, Int)? {
        switch self {
        case .c420jpeg, .c420paldv, .c420mpeg2, .c420: return (2, 2)
        case .c422: return (2, 1)
        case .c444: return (1, 1)
        case .mono: return nil
        }
    }
}
