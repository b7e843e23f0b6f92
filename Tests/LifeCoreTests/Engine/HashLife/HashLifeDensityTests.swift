import Testing
@testable import LifeCore

/// The zoomed-out view against a brute-force count of the cells under each square.
@Suite struct HashLifeDensityTests {
    /// The live cells in the square of `side` cells whose top-left is (x, y), one by one.
    static func bruteCount(_ life: HashLife, x: Int, y: Int, side: Int) -> Int {
        var n = 0
        for cy in y..<(y + side) {
            for cx in x..<(x + side) where life[cx, cy] { n += 1 }
        }
        return n
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5])
    func squaresHoldTheCellsCountedOneByOne(shift: Int) throws {
        let soup = try HashLifeTests.soup(side: 40, seed: UInt64(7 + shift))
        let life = try HashLife(soup, at: GridPoint(x: -23, y: 11))
        try life.advance(generations: 37)
        let side = 1 << shift
        // Origins on the quadtree's grid (x ≡ 0, y ≡ 1), one before the pattern and one cutting through it.
        for (x, y) in [(-64, -63), (-side * 2, 1 + 24 / side * side)] {
            let columns = max(1, 128 >> shift), rows = max(1, 96 >> shift)
            let gridX = x / side * side, gridY = (y - 1) / side * side + 1
            let shown = life.densities(x: Int128(gridX), y: Int128(gridY), columns: columns, rows: rows, shift: shift)
            #expect(shown.count == columns * rows)
            var total = 0
            for row in 0..<rows {
                for column in 0..<columns {
                    let expected = Self.bruteCount(life, x: gridX + column * side, y: gridY + row * side, side: side)
                    total += expected
                    #expect(shown[row * columns + column] * Double(side * side) == Double(expected),
                            "shift \(shift) square (\(column), \(row)) of the grid at (\(gridX), \(gridY))")
                }
            }
            #expect(total > 0)
        }
    }

    /// Squares larger than the root: the plane's two halves of each axis fall in different squares.
    @Test func squaresLargerThanTheRoot() throws {
        var cells = PlaneCells()
        for (x, y) in [(-3, 0), (-3, 1), (2, 0), (2, 5), (4, 5)] { cells.insert(x: x, y: y) }
        let life = try HashLife()
        try life.load(cells)
        // Squares of 2^10 from (-1024, -1023): the four around the origin, the row y = 1 lying in the lower pair.
        let shown = life.densities(x: -1024, y: -1023, columns: 2, rows: 2, shift: 10)
        let area = Double(1 << 20)
        #expect(shown.map { $0 * area } == [1, 1, 1, 2])
    }

    /// Two cells 2^40 apart on each axis, seen whole in 2 × 2 squares of 2^41 a
    /// side: counting cell by cell would never end, the quadtree answers at once.
    @Test func aGiantIsSeenWithoutVisitingItsCells() throws {
        var cells = PlaneCells()
        cells.insert(x: 0, y: 1)
        cells.insert(x: 1 << 40, y: (1 << 40) + 1)
        cells.insert(x: -(1 << 40), y: 1)
        let life = try HashLife()
        try life.load(cells)
        let side = Int128(1) << 41
        let shown = life.densities(x: -side, y: 1 - side, columns: 2, rows: 2, shift: 41)
        let area = Double(sign: .plus, exponent: 82, significand: 1)
        #expect(shown.map { $0 * area } == [0, 0, 1, 2])
    }

    @Test func anEmptyPlaneOrGridIsBlank() throws {
        let life = try HashLife()
        #expect(life.densities(x: 0, y: 1, columns: 3, rows: 2, shift: 4) == [0, 0, 0, 0, 0, 0])
        #expect(life.densities(x: 0, y: 1, columns: 0, rows: 5, shift: 4).isEmpty)
    }

    /// The populations kept between frames do not outlive a collection that may reuse node numbers.
    @Test func staysRightAcrossCollections() throws {
        let acorn = try #require(PatternLibrary.named("acorn"))
        let life = try HashLife(acorn, at: GridPoint(x: 0, y: 0), maxMemory: 1 << 20)
        for _ in 0..<6 {
            try life.advance(generations: 1000)
            let shown = life.densities(x: -4096, y: -4095, columns: 4, rows: 4, shift: 11)
            let total = shown.reduce(0) { $0 + $1 } * Double(1 << 22)
            #expect(UInt128(total) == life.population)
        }
        #expect(life.collections > 0)
    }
}
