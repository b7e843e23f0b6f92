import Testing
@testable import LifeApp

@Suite struct LineTests {
    static let ends: [(CellPoint, CellPoint)] = [
        (.init(0, 0), .init(0, 0)), (.init(0, 0), .init(10, 0)), (.init(3, 9), .init(3, -4)),
        (.init(0, 0), .init(7, 3)), (.init(5, 5), .init(-20, 17)), (.init(100, 2), .init(101, 90)),
        (.init(-3, -3), .init(3, 3)), (.init(250, 40), .init(0, 0)),
    ]

    @Test(arguments: ends)
    func startsAndEndsAtTheEnds(a: CellPoint, b: CellPoint) {
        let line = cellLine(from: a, to: b)
        #expect(line.first == a)
        #expect(line.last == b)
    }

    @Test(arguments: ends)
    func consecutiveCellsTouchSoThereAreNoGaps(a: CellPoint, b: CellPoint) {
        let line = cellLine(from: a, to: b)
        for (p, q) in zip(line, line.dropFirst()) {
            #expect(abs(p.x - q.x) <= 1 && abs(p.y - q.y) <= 1 && p != q, "\(p) → \(q)")
        }
        #expect(line.count == max(abs(b.x - a.x), abs(b.y - a.y)) + 1)
    }

    @Test(arguments: ends)
    func staysWithinHalfACellOfTheTrueLine(a: CellPoint, b: CellPoint) {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        for p in cellLine(from: a, to: b) {
            let distance = abs(dy * Double(p.x - a.x) - dx * Double(p.y - a.y)) / length
            #expect(distance <= 0.75, "\(p) is \(distance) from the line")
        }
    }
}
