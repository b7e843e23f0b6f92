import Foundation
import LifeTestSupport
import Testing
@testable import LifeCore

/// Von Neumann's rules (JvN29, Nobili32, Hutton32) against bgolly's JvN
/// algorithm (`-a JvN`): random soups of every state on Golly's unbounded
/// plane with multi-state HashLife, compared by the macrocell files both
/// write (node line for node line), and on Golly's bounded grids a byte a
/// cell (`StateBoard`), compared cell by cell, at generations 1, 10 and 100.
/// `Tests/e2e/jvn-collection.sh` runs Golly's own JvN patterns. Without
/// bgolly the tests skip.
@Suite struct JvNGollyTests {
    @Test(.enabled(if: Bgolly.installed, "bgolly is not installed"), arguments: JvNRule.Variant.allCases)
    func soupsOnThePlaneMatchBgolly(_ variant: JvNRule.Variant) throws {
        for seed in 0..<UInt64(3) {
            try GenericHashLifeGollyTests.compareSoup(LoadedRule(jvn: JvNRule(variant)), name: variant.rawValue, algorithm: "JvN",
                                                      seed: seed &+ UInt64(variant.rawValue.count))
        }
    }

    @Test(.enabled(if: Bgolly.installed, "bgolly is not installed"), arguments: JvNRule.Variant.allCases)
    func soupsOnGridsMatchBgolly(_ variant: JvNRule.Variant) throws {
        let index = JvNRule.Variant.allCases.firstIndex(of: variant) ?? 0
        let suffixes = RuleLoaderGollyTests.suffixes
        try RuleLoaderGollyTests.compare(LoadedRule(jvn: JvNRule(variant)), folder: RuleLoaderGollyTests.gollyRules,
                                         suffixes: [suffixes[index], suffixes[index + 3], suffixes[index + 5]],
                                         seed: UInt64(index) &+ 290, algorithm: "JvN")
    }
}
