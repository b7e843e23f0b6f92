import Testing
@testable import LifeCore

/// Things that travel follow the joins: a glider through a Klein bottle's
/// twist comes back mirrored, cells stamped past a sphere's edge land where it
/// is joined.
@Suite struct BoardJoinsTests {
    @Test func aGliderThroughAKleinBottlesTwistComesBackMirrored() throws {
        var board = try Board(width: 20, height: 20, topology: .kleinBottle(twisted: .horizontal, shifted: false))
        try board.spawn(.glider, at: GridPoint(x: 5, y: 15), heading: .southEast)
        for _ in 0..<40 {
            board.step()
            #expect(board.population == 5)
        }
        // Ten cells on, (15, 25) on the plane: past the bottom edge, in the mirrored copy, at (19 − 15, 5).
        let before = try #require(board.boundingBox)
        #expect(before.contains(x: 4, y: 5))
        board.step(4)
        let after = try #require(board.boundingBox)
        // Still heading down, but now to the left: its sideways motion is reversed.
        #expect(after.x == before.x - 1 && after.y == before.y + 1 && board.population == 5)
    }

    @Test func aGliderThroughAShiftedTorusComesBackShifted() throws {
        var plain = try Board(width: 20, height: 20, topology: .torus)
        var shifted = try Board(width: 20, height: 20, topology: .shiftedTorus(.horizontal, by: 7))
        try plain.spawn(.glider, at: GridPoint(x: 5, y: 15), heading: .southEast)
        try shifted.spawn(.glider, at: GridPoint(x: 5, y: 15), heading: .southEast)
        plain.step(40)
        shifted.step(40)
        let a = try #require(plain.boundingBox), b = try #require(shifted.boundingBox)
        // Once down through the bottom edge: 7 cells further right, round the torus.
        #expect(b.x == (a.x + 7) % 20 && b.y == a.y && shifted.population == 5)
    }

    @Test func cellsStampedPastASpheresEdgeLandWhereItIsJoined() throws {
        var board = try Board(width: 10, height: 10, topology: .sphere)
        let row = try Pattern(cells: [GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 0), GridPoint(x: 2, y: 0)])
        // (−1, 4) is beyond the left edge, joined to the top edge: cell (4, 0).
        board.stamp(row, at: GridPoint(x: -1, y: 4))
        #expect(board[0, 4] && board[1, 4] && board[4, 0] && board.population == 3)
        // Beyond the bottom-right corner: that corner itself.
        #expect(board.folded(10, 10) == GridPoint(x: 9, y: 9))
    }
}
