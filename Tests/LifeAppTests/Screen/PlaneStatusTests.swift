import LifeCore
import Testing
@testable import LifeApp

/// A giant's numbers in the status line: separators, where the view is, its scale and step.
@Suite struct PlaneStatusTests {
    @Test(arguments: [(0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (-1234, "-1,234"), (123_456_789, "123,456,789"),
                      (Int.max, "9,223,372,036,854,775,807")])
    func grouped(value: Int, text: String) {
        #expect(NumberText.grouped(value) == text)
    }

    @Test func populationsPastTwoToTheSixtyFour() {
        #expect(NumberText.grouped(UInt128(1) << 68) == "295,147,905,179,352,825,856")
        #expect(NumberText.grouped(UInt128.max) == "340,282,366,920,938,463,463,374,607,431,768,211,455")
    }

    func line(_ plane: PlaneStatus?) -> StatusLine {
        var line = StatusLine(running: true, generation: 1234, population: 567, speed: 30, framesPerSecond: 30,
                              source: "none", palette: "perlin", cellSize: 1, heading: .southEast)
        line.plane = plane
        return line
    }

    @Test func theGiantsNumbersReplaceTheBoards() {
        let giant = PlaneStatus(generation: 1 << 40, population: UInt128(1) << 66, place: "at -1024,77", shift: 9, step: "2^8")
        let text = line(giant).text
        #expect(text.contains("gen 1,099,511,627,776 │ pop 73,786,976,294,838,206,464 │ 30/s │ step 2^8 │"))
        #expect(text.contains("scale 1:2^9") && text.contains("at -1024,77") && !text.contains("cell 1"))
        #expect(!line(nil).text.contains("step") && line(nil).text.contains("gen 1234 │ pop 567"))
        // Unzoomed, the cell size shows as on a board.
        var near = giant
        near.shift = 0
        #expect(line(near).text.contains("cell 1") && !line(near).text.contains("scale"))
    }

    /// A new place, scale or step shows at once; a new generation or population may wait.
    @Test func theViewIsStateTheCountsAreNot() {
        let giant = PlaneStatus(generation: 5, population: 10, place: "at 0,0", shift: 3, step: "1")
        var later = giant
        later.generation = 6
        later.population = 11
        #expect(line(giant).sameState(as: line(later)))
        for change in [{ (p: inout PlaneStatus) in p.place = "at 8,0" }, { $0.shift = 4 }, { $0.step = "2" }] {
            var moved = giant
            change(&moved)
            #expect(!line(giant).sameState(as: line(moved)))
        }
        #expect(!line(giant).sameState(as: line(nil)))
    }
}
