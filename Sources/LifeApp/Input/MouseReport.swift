/// A mouse button the app distinguishes.
public enum MouseButton: Sendable, Equatable {
    case left, right
}

/// A canvas pixel (one per terminal column, two per terminal row).
public struct CanvasPixel: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
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
    /// The canvas pixel under the pointer, when the terminal reports pixels
    /// (SGR-Pixels): finer than the cell, it says which half of the glyph.
    public var pixel: CanvasPixel?
    /// The pointer's column in fractions of a cell (12.5: the middle of
    /// column 12), when the terminal reports pixels: the strip's ribbons read
    /// it, exact to the pixel.
    public var fineColumn: Double?

    public init(column: Int, row: Int, kind: Kind, pixel: CanvasPixel? = nil, fineColumn: Double? = nil) {
        self.column = column
        self.row = row
        self.kind = kind
        self.pixel = pixel
        self.fineColumn = fineColumn
    }
}
