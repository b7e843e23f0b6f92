import LifeCore
import Testing
@testable import LifeApp

@Suite struct LineTests {
    static let ends: [(GridPoint, GridPoint)] = [
        (.init(x: 0, y: 0), .init(x: 0, y: 0)), (.init(x: 0, y: 0), .init(x: 10, y: 0)), (.init(x: 3, y: 9), .init(x: 3, y: -4)),
        (.init(x: 0, y: 0), .init(x: 7, y: 3)), (.init(x: 5, y: 5), .init(x: -20, y: 17)), (.init(x: 100, y: 2), .init(x: 101, y: 90)),
        (.init(x: -3, y: -3), .init(x: 3, y: 3)), (.init(x: 250, y: 40), .init(x: 0, y: 0)),
    ]

    @Test(arguments: ends)
    func startsAndEndsAtTheEnds(a: GridPoint, b: GridPoint) {
        let line = cellLine(from: a, to: b)
        #expect(line.first == a)
        #expect(line.last == b)
    }

    @Test(arguments: ends)
    func consecutiveCellsTouchSoThereAreNoGaps(a: GridPoint, b: GridPoint) {
        let line = cellLine(from: a, to: b)
        for (p, q) in zip(line, line.dropFirst()) {
            #expect(abs(p.x - q.x) <= 1 && abs(p.y - q.y) <= 1 && p != q, "\(p) → \(q)")
        }
        #expect(line.count == max(abs(b.x - a.x), abs(b.y - a.y)) + 1)
    }

    @Test(arguments: ends)
    func staysWithinHalfACellOfTheTrueLine(a: GridPoint, b: GridPoint) {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        for p in cellLine(from: a, to: b) {
            let distance = abs(dy * Double(p.x - a.x) - dx * Double(p.y - a.y)) / length
            #expect(distance <= 0.75, "\(p) is \(distance) from the line")
        }
    }
}
