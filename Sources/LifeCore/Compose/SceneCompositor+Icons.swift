/// What the compositor draws icons from: the icons for the layout, the state
/// each cell shows, and for multi-colour icons the mask without the states'
/// colours.
public struct IconInput: Sendable, Equatable {
    public var icons: CellIcons
    /// Per cell, row by row: the state whose icon it shows (`DecayMask.tints`:
    /// a fading cell keeps its last state's); empty: state 1's everywhere.
    public var states: [UInt8]
    /// For multi-colour icons, the cells' mask colours with their palette
    /// colour and intensity but not their state's colour (three bytes a cell,
    /// as `cellMask`): an icon's own colour takes the state's place. Unused for grey icons.
    public var plainMask: [UInt8]

    public init(icons: CellIcons, states: [UInt8], plainMask: [UInt8] = []) {
        self.icons = icons
        self.states = states
        self.plainMask = plainMask
    }

    func check(cells: Int) {
        precondition(states.isEmpty || states.count >= cells, "icon states missing")
        precondition(!icons.multiColour || plainMask.count >= cells * 3, "plain mask missing for multi-colour icons")
    }
}

/// The icon geometry the compositor's column and row tables are made for.
struct IconGeometry: Equatable {
    let side: Int, scaleX: Int, scaleY: Int

    init(_ icons: CellIcons) {
        side = icons.side
        scaleX = icons.scaleX
        scaleY = icons.scaleY
    }
}

extension SceneCompositor {
    /// Each canvas column's and row's pixel in the icon, for `icons` on `layout`.
    mutating func prepareIcons(_ layout: SceneLayout, _ icons: CellIcons) {
        iconColumn = CellIcons.axis(pixels: layout.canvasWidth, origin: layout.originX, cells: layout.boardWidth,
                                    scale: layout.scaleX, side: icons.side, per: icons.scaleX)
        iconRow = CellIcons.axis(pixels: layout.canvasHeight, origin: layout.originY, cells: layout.boardHeight,
                                 scale: layout.scaleY, side: icons.side, per: icons.scaleY)
        iconGeometry = IconGeometry(icons)
    }

    /// Draws the mask's rows as icons into `lines`; a row like the one above
    /// it (the same cell row and icon row: an icon pixel taller than one) is
    /// copied (`fillLines`).
    mutating func drawIconLines(layout: SceneLayout, cellMask: [UInt8], background: UInt8, icons input: IconInput) {
        let w = layout.canvasWidth, boardWidth = layout.boardWidth, icons = input.icons
        let source = icons.multiColour ? input.plainMask : cellMask
        let (rowCell, iconRow) = (self.rowCell, self.iconRow)
        source.withUnsafeBufferPointer { source in
        input.states.withUnsafeBufferPointer { states in
        icons.coverage.withUnsafeBufferPointer { coverage in
        columnCell.withUnsafeBufferPointer { columnCell in
        iconColumn.withUnsafeBufferPointer { iconColumn in
        lines.withUnsafeMutableBufferPointer { lines in
            Self.fillLines(lines.baseAddress!, width: w, rowCell: rowCell, second: iconRow) { line, cy, iy in
                guard cy >= 0, iy >= 0 else {
                    line.update(repeating: background, count: w * 3)
                    return
                }
                let row = IconRow(colours: source.baseAddress! + Int(cy) * boardWidth * 3,
                                  states: states.isEmpty ? nil : states.baseAddress! + Int(cy) * boardWidth,
                                  coverage: coverage.baseAddress! + Int(iy) * icons.side * 3,
                                  iconBytes: icons.side * icons.side * 3, count: icons.count)
                Self.drawIconLine(line, row: row, columnCell: columnCell, iconColumn: iconColumn, background: background)
            }
        }
        }
        }
        }
        }
        }
    }

    /// One canvas row through a row of cells, for `drawIconLine`.
    private struct IconRow {
        /// The row's mask colours (three bytes a cell): the cells' colours, or the plain ones for multi-colour icons.
        let colours: UnsafePointer<UInt8>
        /// The state of each cell of the row; nil: state 1.
        let states: UnsafePointer<UInt8>?
        /// The canvas row's row of pixels in the first icon.
        let coverage: UnsafePointer<UInt8>
        /// Bytes from one icon to the next, and how many icons there are.
        let iconBytes: Int, count: Int
    }

    /// One canvas row of icons: at each pixel in a cell's icon, per channel
    /// `(colour·cov + background·(255 − cov)) / 255`, the blend a shape's edge uses.
    private static func drawIconLine(_ line: UnsafeMutablePointer<UInt8>, row: IconRow, columnCell: UnsafeBufferPointer<Int32>,
                                     iconColumn: UnsafeBufferPointer<Int32>, background: UInt8) {
        let bg = UInt32(background)
        for x in 0..<columnCell.count {
            let c = Int(columnCell[x]), ix = Int(iconColumn[x]), o = line + x &* 3
            guard c >= 0, ix >= 0 else {
                (o[0], o[1], o[2]) = (background, background, background)
                continue
            }
            let colour = row.colours + c
            let state = row.states.map { Int($0[c / 3]) } ?? 1
            let cov = row.coverage + (min(max(state, 1), row.count) - 1) &* row.iconBytes + ix &* 3
            for k in 0..<3 {
                let a = UInt32(cov[k])
                // Rounded by the shift trick, as the shapes' edges are.
                let v = UInt32(colour[k]) &* a &+ bg &* (255 &- a) &+ 128
                o[k] = UInt8(truncatingIfNeeded: (v &+ (v >> 8)) >> 8)
            }
        }
    }
}
