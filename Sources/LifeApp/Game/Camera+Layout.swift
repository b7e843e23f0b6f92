import LifeCore

/// The cell sizes and scales the camera can take on its canvas: `+`/`-`
/// on the cell, the cell `F` fits a pattern with, the zoom that shows one.
extension Camera {
    /// The largest cell `F` zooms in to, in canvas pixels across: a glider fitted
    /// to a whole terminal would be a few cells of a hundred pixels.
    static let largestFitCell = 32.0

    /// The cell size `delta` whole sizes bigger or smaller, from a fractional
    /// start (2.5 goes to 3 or 2), within `--cell`'s range.
    func cellSize(steppedBy delta: Int) -> Double {
        let stepped = delta > 0 ? geometry.cellSize.rounded(.down) + Double(delta) : geometry.cellSize.rounded(.up) + Double(delta)
        return min(LookOptions.cells.upperBound, max(LookOptions.cells.lowerBound, stepped))
    }

    /// The largest whole cell size (smallest cell ... `largestFitCell`) at
    /// which `width × height` cells and one to spare each side fit the canvas; nil when none does.
    func fittingCell(width: Int, height: Int) -> Double? {
        var cell = Self.largestFitCell
        while cell >= geometry.smallestCell {
            let down = CanvasGeometry.down(cell, pixelAspect: geometry.pixelAspect)
            if Double(width + 2) * cell <= Double(geometry.pixelWidth), Double(height + 2) * down <= Double(geometry.pixelHeight) {
                return cell
            }
            cell -= 1
        }
        return nil
    }

    /// The least shift (1 or more) at which the squares `box` spans, and one
    /// to spare each side, fit the canvas at the smallest cell.
    func zoomShift(fitting box: CellRect) -> Int {
        let columns = Int(Double(geometry.pixelWidth) / geometry.smallestCell)
        let rows = Int(Double(geometry.pixelHeight) / CanvasGeometry.down(geometry.smallestCell, pixelAspect: geometry.pixelAspect))
        var shift = 1
        while shift < BoardZoom.maxShift {
            let across = ((box.x + box.width - 1) >> shift) - (box.x >> shift) + 1
            let down = ((box.y + box.height - 1) >> shift) - (box.y >> shift) + 1
            if across + 2 <= columns, down + 2 <= rows { break }
            shift += 1
        }
        return shift
    }
}
