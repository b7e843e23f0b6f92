import Foundation
import Testing
@testable import LifeCore

/// Golly's LifeHistory as lifecam carries it (`BuiltInRules`): the file is
/// Golly 3.3's, byte for byte; a pattern naming it keeps all 7 states; and a
/// table of patterns, each stepped by bgolly 3.3 (`bgolly -a RuleLoader -s
/// /usr/share/golly/Rules/ -m N -o out.rle`) and its output checked in here,
/// every cell of which lifecam's engines reproduce with the carried rule
/// alone: multi-state HashLife and a byte a cell on the plane, a byte a cell
/// on Golly's grids. `Tests/e2e/history-collection.sh` runs Golly's own
/// LifeHistory files.
@Suite struct LifeHistoryTests {
    struct HistoryCase: Sendable, CustomTestStringConvertible {
        let what: String
        /// The pattern bgolly was given, and bgolly's RLE after `generations`.
        let start: String, generations: Int, bgolly: String

        init(_ what: String, _ start: String, _ generations: Int, _ bgolly: String) {
            (self.what, self.start, self.generations, self.bgolly) = (what, start, generations, bgolly)
        }

        var testDescription: String { what }
    }

    /// A 20 × 20 soup of all seven states (seeded), as bgolly was given it.
    static let soup = "x = 20, y = 20, rule = LifeHistory\n"
        + "B.DCAA.C.A..E.D...CA$...E.A...ACA....FA..$.B.B.....EAA....DB.A$CC..C...A..EA.B.AFC.$..EA..BCBAEB...AA.FA$"
        + "BBAF.A.AEE..DBC.AA.C$.DE....A.CE..B.BC..F$.EDA.EA..A.BC..AAADA$C.EBDCA.B..C.AFF.F.C$.EF.......CA..FAD...$"
        + "D.CCCA..A.C...A.CFD.$A..B....ADCDA.FB.A..$CAA.CC.A..A...B.FA..$A....D....E.A.ACD.FE$A.EACAC.A....AAE...B$"
        + "..FABC.AB..C...C.CAA$BA.B.CADA.ADADA..AC.$.B.AAC....A.C.A..AEA$.FAAAA.C.AFA.AA..C.A$..D.A..CC........C..!"

    static let cases: [HistoryCase] = [
        HistoryCase("a glider leaves its envelope (2) where it passed",
                    "x = 3, y = 3, rule = LifeHistory\nbA$2bA$3A!",
                    8, "x = 5, y = 5, rule = LifeHistory\n.B$3B$3BA$.3BA$2.3A!"),
        HistoryCase("a marked glider (3) leaves marked-off cells (4) where it was, its births plain (1)",
                    "x = 3, y = 3, rule = LifeHistory\nbC$2bC$3C!",
                    8, "x = 5, y = 5, rule = LifeHistory\n.D$2BD$3DA$.3BA$2.3A!"),
        HistoryCase("start cells (5) that die become marked off (4)",
                    "x = 3, y = 3, rule = LifeHistory\nb2E$2Eb$bEb!",
                    20, "x = 12, y = 10, rule = LifeHistory\n"
                        + "5.B$3.5B.B$2.A4B3AB$.2A5B2A2B$2A5B2A2DB$.ABA3BADC2B$2.2A4BAC2A$3.A3.A2B2A$7.AB2A$7.3A!"),
        HistoryCase("a glider touching the boundary (6) dies into envelope, the boundary stays",
                    "x = 12, y = 12, rule = LifeHistory\nbA$2bA$3A6$12F!",
                    30, "x = 12, y = 9, rule = LifeHistory\n.B$3B$4B$.4B$2.4B$3.5B$4.4B$5.2B$12F!"),
        HistoryCase("a marked-off cell (4) born is marked on (3)",
                    "x = 5, y = 3, rule = LifeHistory\n5D$b3A$5D!",
                    3, "x = 5, y = 3, rule = LifeHistory\n2DC2D$.BAB$2DC2D!"),
        HistoryCase("a glider round a torus, its envelope across the edges",
                    "x = 3, y = 3, rule = LifeHistory:T16,16\nbA$2bA$3A!",
                    64, "x = 16, y = 16, rule = LifeHistory:T16,16\n"
                        + "2B12.2B$3B12.B$4B$.4B$2.4B$3.4B$4.4B$5.3BA$6.3BA$7.3AB$8.4B$9.4B$10.4B$11.4B$12.4B$B12.3B!"),
        HistoryCase("an R-pentomino on a Klein bottle",
                    "x = 3, y = 3, rule = LifeHistory:K20*,12\nb2A$2A$bA!",
                    100, "x = 20, y = 12, rule = LifeHistory:K20*,12\n"
                        + "5.7BA2B$2.B.12B$16B2.2B$20B$20B$20B$5B2A13B$4B3A13B$3.A11B2.2B$3.4B2A5B$3.B2A3BA5B$3.3B3A6B!"),
        HistoryCase("a soup of all seven states, 30 generations", soup,
                    30, "x = 28, y = 31, rule = LifeHistory\n"
                        + "10.3B$9.4BA$9.3B3A$7.4B2ABAB$6.6B2ABA$6.8BAB$4.B.2D3BD2B2AD.D3.DB$6.BD3B2ABD3A2.F3B$"
                        + "5.5B3ACA2B2ABD3B$4.2D2BD2BA3BDB2A2BFDB$3.3BD4BC2BDBA4B.FB$3.4BF.B.B2CABDBD4BD$"
                        + ".4B2D3B.2B2C5BD2.F$5B2D2BD6BD5BDB$.3BDBDB2D3B2ADAB2F.FBD$2.3BDF.B.4BDBABFBD$"
                        + "3.ADB3D2B.BADBA3BDFD$2.ABA8B3DABF3B$2.ABDA2B2D10BF2B$3.2A4BD4BC2A2B2DBFD$4.2BDBDBD8BD4BA$"
                        + "5.BF2BD5BD3BDBD3BA$4.5BDBD3BDBD2B2ACBA2B$5.B.2BD6BD2BABAD4B$5.F5BD2BF6BC6B$6.D4B2D.7BD5B$"
                        + "8.5B.13B$8.3B3.12B$9.B6.7B$16.6B$18.2B!"),
        HistoryCase("the soup, 100 generations", soup,
                    100, "x = 31, y = 36, rule = LifeHistory\n"
                        + "15.3B$14.5B$14.6B$14.B3A3B$9.3B2.BAB2A3B$8.7BA3BAB$5.2A.8B2A2BA$4.A14B2AB$4.3BA8B2ABA2B$"
                        + "2.B2A3BA11BA2B$2.2A3BA2BA5B2A3B2AB$.7BADC3BDA3BDACA2.DB$BA6BABD4BABD3BABF3B$.BA12BAD3BA2BD3B$"
                        + "3.4B2D2BD6BC2A3BFDB$5.4BD4BD2BD6B.FB$6.4BFB2AB2D2BDBD4BD$4.4B2D2B2A2B2D5BD2.F$3.5B2D2BD6BD5BDB$"
                        + "4.3BDBDB2D5BD2B2F.FBD$5.3BDF.B.4BD3BFBD$6.ADB3D2B.2BD5BDFD$5.ABA8B3D2BF3B$5.ABDA2B2D10BF2B$"
                        + "6.2A4BD4BD4B2DBFDB2A$7.2BDBDBD8BD4BA2BA$8.BF2BD5BD3BDBD3B2A$7.5BDBD3BDBD4BD5B$8.B.2BD6BD5BD5B$"
                        + "8.F5BD2BF6BD6B$9.D4B2D.7BD5B$11.5B.13B$11.3B3.12B$12.B6.7B$19.6B$21.2B!"),
    ]

    /// The carried rule, found as `run` finds it when no folder has a LifeHistory file.
    static let rule: LoadedRule = {
        let finder = RuleFinder(folders: [], read: { _ throws(RuleFindError) in nil })
        return try! finder.rule(named: BuiltInRules.lifeHistory)
    }()

    /// The states of a trimmed pattern, row by row.
    static func rows(_ pattern: Pattern) -> [[Int]] {
        (0..<pattern.height).map { y in (0..<pattern.width).map { pattern.state(x: $0, y: y) } }
    }

    @Test(arguments: cases)
    func cellsAreBgollys(_ c: HistoryCase) throws {
        let start = try Pattern.decode(c.start), theirs = try Pattern.decode(c.bgolly)
        #expect(start.rule?.name == BuiltInRules.lifeHistory && theirs.rule?.grid == start.rule?.grid)
        let grid = start.rule?.grid
        // On the plane both engines that run rule files there; on a grid, the one.
        let algorithms: [Algorithm?] = grid == nil ? [nil, .ruleLoader] : [nil]
        for algorithm in algorithms {
            let engine = try EngineChoice.engine(rule: .loaded(Self.rule), grid: grid, contents: .cells, algorithm: algorithm)
            let (universe, dropped) = try Universe.make(engine, rule: .loaded(Self.rule), grid: grid,
                                                        contents: Universe.Contents(pattern: start))
            #expect(dropped == 0)
            try universe.step(c.generations)
            let ours = try #require(universe.cells(maxSide: 1000)).pattern
            #expect(Self.rows(ours) == Self.rows(theirs), "\(engine) at \(c.generations)")
            #expect(universe.population == UInt128(Self.rows(theirs).joined().filter { $0 != 0 }.count))
        }
    }

    @Test func everyStateIsKeptAndNamesTheRule() throws {
        let pattern = try Pattern.decode("x = 6, y = 1, rule = LifeHistory:T30+7,20\nABCDEF!")
        #expect((0..<6).map { pattern.state(x: $0, y: 0) } == [1, 2, 3, 4, 5, 6])
        #expect(pattern.rule?.description == "LifeHistory:T30+7,20")
        #expect(Self.rule.states == 7 && Self.rule.neighbourhood == .moore)
    }

    /// Golly's colours (`@COLORS`; state 0 RuleLoader's dark grey) and its icons at every size.
    @Test func looksAreGollys() throws {
        #expect(Self.rule.colours == [RGB(48, 48, 48), RGB(0, 255, 0), RGB(0, 0, 128), RGB(216, 255, 216),
                                      RGB(255, 0, 0), RGB(255, 255, 0), RGB(96, 96, 96)])
        #expect(Self.rule.icons?.sheets.map(\.side) == RuleIcons.sides)
    }

    static let gollyFile = "/usr/share/golly/Rules/LifeHistory.rule"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: gollyFile), "Golly's Rules folder is not installed"))
    func theFileIsGollysByteForByte() throws {
        let installed = try Data(contentsOf: URL(fileURLWithPath: Self.gollyFile))
        #expect(Array(installed) == Array(try #require(BuiltInRules.files[BuiltInRules.lifeHistory]).utf8))
    }
}
