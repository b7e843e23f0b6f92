import Foundation
import Testing
@testable import LifeCore

/// Discs, hexagons and the mix: the exact outline, the per-cell choice, and
/// what the raster compositor draws for each.
@Suite struct ShapeTests {
    /// Paints `board` with the mono palette over white (so a lit pixel is white × coverage).
    static func paint(_ board: Board, cell: Double, shape: CellShape, seed: UInt64 = 1) -> RGBFrame {
        var options = PaintOptions(colours: ColourSettings(palette: .mono, seed: seed))
        options.shape = shape
        var painter = Painter(options: options)
        return painter.frame(board: board, video: nil, canvasWidth: Int(Double(board.width) * cell),
                             canvasHeight: Int(Double(board.height) * cell), cellSize: cell, time: 0)
    }

    @Test(arguments: [0.4375, 0.65, 1, 3.5])
    func hexagonCornersAreExact(radius: Double) {
        let corners = ShapeGeometry.hexagonCorners(radius: radius)
        #expect(corners.count == 6)
        for (i, c) in corners.enumerated() {
            // On the circumcircle, at 90° + 60°·i clockwise from the top (y down).
            let angle = (-90.0 + 60 * Double(i)) * Double.pi / 180
            #expect(abs(c.x - radius * cos(angle)) < 1e-12 && abs(c.y - radius * sin(angle)) < 1e-12, "corner \(i)")
            // A regular hexagon's side equals its circumradius.
            let next = corners[(i + 1) % 6]
            let side = ((next.x - c.x) * (next.x - c.x) + (next.y - c.y) * (next.y - c.y)).squareRoot()
            #expect(abs(side - radius) < 1e-12)
        }
    }

    @Test func signedDistanceIsZeroOnTheOutline() {
        let r = 5.0
        for c in ShapeGeometry.hexagonCorners(radius: r) {
            #expect(abs(ShapeGeometry.signedDistance(.hexagon, dx: c.x, dy: c.y, radius: r)) < 1e-12)
        }
        // The middle of a flat side, and a point beyond it.
        #expect(abs(ShapeGeometry.signedDistance(.hexagon, dx: ShapeGeometry.apothem * r, dy: 0, radius: r)) < 1e-12)
        #expect(abs(ShapeGeometry.signedDistance(.hexagon, dx: ShapeGeometry.apothem * r + 2, dy: 0, radius: r) - 2) < 1e-12)
        #expect(abs(ShapeGeometry.signedDistance(.disc, dx: 3, dy: 4, radius: r)) < 1e-12)
    }

    @Test func mixChoosesDiscsAndHexagonsTwoToOneFromTheSeed() {
        let a = CellShape.mix.kinds(width: 300, height: 200, seed: 5)
        let hexagons = Double(a.filter { $0 == ShapeKind.hexagon.rawValue }.count) / Double(a.count)
        #expect(abs(hexagons - 1.0 / 3) < 0.01, "\(hexagons)")
        #expect(CellShape.mix.kinds(width: 300, height: 200, seed: 5) == a)
        #expect(CellShape.mix.kinds(width: 300, height: 200, seed: 6) != a)
        // A cell's shape depends on its position, not on the board's size.
        let wider = CellShape.mix.kinds(width: 400, height: 200, seed: 5)
        #expect((0..<200).allSatisfy { y in Array(a[(y * 300)..<(y * 300 + 300)]) == Array(wider[(y * 400)..<(y * 400 + 300)]) })
        #expect(CellShape.disc.kinds(width: 4, height: 4, seed: 5).allSatisfy { $0 == 0 })
        #expect(CellShape.hex.kinds(width: 4, height: 4, seed: 5).allSatisfy { $0 == 1 })
    }

    /// A lone cell of 32 pixels: the lit area is the shape's area (π r² for a
    /// disc, (3√3/2) r² for a hexagon of circumradius r), within anti-aliasing.
    @Test(arguments: [(CellShape.disc, Double.pi), (.hex, 3 * 1.732_050_807_568_877 / 2)])
    func aCellCoversTheAreaOfItsShape(shape: CellShape, areaPerRadiusSquared: Double) throws {
        var board = try Board(width: 3, height: 3, topology: .bounded)
        board[1, 1] = true
        let out = Self.paint(board, cell: 32, shape: shape)
        let lit = stride(from: 0, to: out.pixels.count, by: 3).reduce(0.0) { $0 + Double(out.pixels[$1]) / 255 }
        let r = (32.0 - 1) / 2
        #expect(abs(lit - areaPerRadiusSquared * r * r) < 2 * r, "lit \(lit)")
    }

    /// With `mix`, each cell is drawn with the kind `CellShape.kind` names: a
    /// pixel inside a disc's rim but beyond a hexagon's flat side (5.52 from
    /// the centre; radius 5.5, the hexagon's side at 4.76) is lit about half in
    /// a disc cell and not at all in a hexagon cell.
    @Test func mixDrawsEachCellWithItsOwnShape() throws {
        var board = try Board(width: 10, height: 8)
        for y in 0..<8 { for x in 0..<10 { board[x, y] = true } }
        let out = Self.paint(board, cell: 12, shape: .mix, seed: 9)
        var seen = Set<ShapeKind>()
        for y in 0..<8 {
            for x in 0..<10 {
                // Shapes are centred at cell·12 + 6; this pixel's centre is 5.5 across and 0.5 down from there.
                let value = out[x * 12 + 11, y * 12 + 6].r
                let kind = CellShape.mix.kind(x: x, y: y, seed: 9)
                seen.insert(kind)
                #expect(kind == .disc ? abs(Int(value) - 122) <= 1 : value == 0, "cell \(x),\(y): \(value)")
            }
        }
        #expect(seen.count == 2)
    }

    @Test func smallCellsStaySquaresWhateverTheShape() throws {
        let board = try SceneTests.randomBoard(width: 12, height: 8, seed: 3)
        for shape in CellShape.allCases {
            #expect(Self.paint(board, cell: 3, shape: shape) == Self.paint(board, cell: 3, shape: .disc))
        }
    }
}
