import Foundation
import LifeTestSupport
import Testing
@testable import LifeCore

/// Wolfram's elementary rules (`Wn`) against bgolly's QuickLife and HashLife,
/// which run them as two-state rules of a 3 × 3 map: a random row and a
/// random soup of rows on Golly's unbounded plane with multi-state HashLife,
/// and soups on a torus and a bounded plane a byte a cell, at generations 1,
/// 10 and 100, every cell compared (in the box of the live cells, as bgolly
/// writes RLE without a position). Without bgolly the tests skip.
@Suite struct WolframGollyTests {
    static let numbers = [22, 30, 90, 110, 150, 254, 0, 18]

    /// The live cells of `life` in their box, a row of states each.
    static func trimmed(_ life: GenericHashLife) -> [[UInt8]] {
        guard let box = life.boundingBox else { return [] }
        let cells = life.states(x: box.x, y: box.y, columns: Int(box.width), rows: Int(box.height))
        return (0..<Int(box.height)).map { Array(cells[$0 * Int(box.width)..<($0 + 1) * Int(box.width)]) }
    }

    static func comparePlane(_ number: Int, rows: [[UInt8]], algorithm: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.delete() }
        let rule = LoadedRule(wolfram: try #require(WolframRule(number)))
        let start = temporary.file("start.rle"), out = temporary.file("out.rle")
        try StateRLE(rule: rule.name, rows: rows).description.write(toFile: start, atomically: false, encoding: .utf8)
        let ours = GenericHashLife(rule: rule)
        for (y, row) in rows.enumerated() { for (x, s) in row.enumerated() where s != 0 { try ours.setState(1, x: x, y: y) } }
        for generation in [1, 10, 100] {
            try ours.advance(generations: generation - ours.generation)
            try? FileManager.default.removeItem(atPath: out)
            let status = try Bgolly.run(["-q", "-q", "-a", algorithm, "-m", String(generation), "-o", out, start])
            #expect(status == 0, "bgolly failed on \(rule.name)")
            let theirs = try StateRLE(decoding: String(contentsOfFile: out, encoding: .utf8)).trimmed
            let difference = RuleLoaderGollyTests.difference(StateRLE(rule: rule.name, rows: Self.trimmed(ours)).trimmed, theirs)
            #expect(difference == nil, "\(rule.name) (\(algorithm)) at \(generation): \(difference ?? "")")
        }
    }

    @Test(.enabled(if: Bgolly.installed, "bgolly is not installed"), arguments: numbers)
    func aRowOnThePlaneMatchesBgolly(number: Int) throws {
        let row = RuleLoaderGollyTests.soup(width: 60, height: 1, states: 2, density: 0.3, seed: UInt64(number))
        for algorithm in ["QuickLife", "HashLife"] { try Self.comparePlane(number, rows: row, algorithm: algorithm) }
    }

    /// Rows below rows: live cells stay, and every dead one reads the row above it.
    @Test(.enabled(if: Bgolly.installed, "bgolly is not installed"), arguments: numbers)
    func aSoupOnThePlaneMatchesBgolly(number: Int) throws {
        let soup = RuleLoaderGollyTests.soup(width: 40, height: 30, states: 2, density: 0.2, seed: UInt64(number) + 7)
        try Self.comparePlane(number, rows: soup, algorithm: ["QuickLife", "HashLife"][number / 2 % 2])
    }

    @Test(.enabled(if: Bgolly.installed, "bgolly is not installed"), arguments: numbers)
    func soupsOnGridsMatchBgolly(number: Int) throws {
        try RuleLoaderGollyTests.compare(LoadedRule(wolfram: try #require(WolframRule(number))), folder: RuleLoaderGollyTests.gollyRules,
                                         suffixes: ["T40,30", "P37,29"], seed: UInt64(number) + 50, algorithm: "QuickLife")
    }
}
