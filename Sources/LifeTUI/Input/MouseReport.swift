/// A mouse button the app distinguishes.
public enum MouseButton: Sendable, Equatable {
    case left, right
}

/// One mouse report, in terminal cells (0-based column and row).
public struct MouseReport: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        case press(MouseButton)
        case release(MouseButton)
        /// The pointer moved (with a button held, in drag mode 1002).
        case motion
        case wheelUp, wheelDown
    }

    public var column: Int
    public var row: Int
    public var kind: Kind

    public init(column: Int, row: Int, kind: Kind) {
        self.column = column
        self.row = row
        self.kind = kind
    }
}
