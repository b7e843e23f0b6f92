import LifeCore

/// A mouse button the app distinguishes.
package enum MouseButton: Sendable, Equatable {
    case left, right
}

/// A canvas pixel.
package struct CanvasPixel: Sendable, Equatable {
    package var x: Int
    package var y: Int
    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// Where the pointer is inside its character, in screen pixels, when the
/// terminal reports pixels: finer than the character, it picks the canvas
/// pixel under the pointer whatever the blitter.
package struct CellOffset: Sendable, Equatable {
    /// Screen pixels from the character's left and top edge (0-based).
    package var x: Int
    package var y: Int
    /// The character's size in screen pixels (both above 0).
    package var cell: Dimensions

    package init(x: Int, y: Int, cell: Dimensions) {
        self.x = x
        self.y = y
        self.cell = cell
    }
}

/// One mouse report, in terminal cells (0-based column and row).
package struct MouseReport: Sendable, Equatable {
    /// What happened.
    package enum Kind: Sendable, Equatable {
        case press(MouseButton)
        case release(MouseButton)
        /// The pointer moved (with a button held, in drag mode 1002).
        case motion
        case wheelUp, wheelDown
    }

    package var column: Int
    package var row: Int
    package var kind: Kind
    /// Where in the character the pointer is, when the terminal reports
    /// pixels (SGR-Pixels): it says which of the glyph's sub-pixels it is on.
    package var offset: CellOffset?
    /// The pointer's column in fractions of a cell (12.5: the middle of
    /// column 12), when the terminal reports pixels: the strip's ribbons read
    /// it, exact to the pixel.
    package var fineColumn: Double?

    package init(column: Int, row: Int, kind: Kind, offset: CellOffset? = nil, fineColumn: Double? = nil) {
        self.column = column
        self.row = row
        self.kind = kind
        self.offset = offset
        self.fineColumn = fineColumn
    }
}
