import Foundation
import Testing
@testable import LifeCore

/// Rule notation against bgolly itself: what Golly accepts lifecam accepts, and
/// writes back the same canonical form; what Golly refuses lifecam refuses.
@Suite struct RuleConformanceTests {
    /// Spellings of every kind, the collection's own rules among them.
    static let rules = [
        "B3/S23", "b3s23", "S23/B3", "23/3", "B2/S", "S23", "B3", "B/S", "B36/S23", "3/23", "B0/S8", "B012345678/S012345678",
        "B33/S23", "3B2S23", "B2-a/S12", "B2a/S1", "b2-a/s12", "S12/B2-a", "12/2-a", "B3-cnqy/S23-a", "B2cek3i_S12cei",
        "B2ak3nr4iy/S3-nr4ent5er", "B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai", "B2-a5/S1e2-a35678", "B37/S2-i34q",
        "B3-ej6e/S234i", "B2-ac3ai/S1c2-n3-aky4a", "B3_S23-a4ei6", "B4-aceikn/S", "B4jqrtwyz/S", "B4-aceiknj/S",
        "B4aceiknj/S", "B4aceijknq/S", "B3-aceik/S", "B3aceik/S", "B2-aceikn/S3", "B2aceikn/S", "B1ce/S", "B7e/S",
        "B7-e/S", "B2a2/S", "B2-3/S", "B3/S23-", "B3/S23c3", "B2ac/S", "B2ca/S", "B6-k/S5-c", "B5ay/S4tz",
        "B2z/S", "B0c/S", "Ba2/S", "B-2/S", "B3/S23/", "B9/S2", "B3_S23", "B3S23/", "/3", "2/",
        "/2/3", "B2/S/3", "b2/s/3", "S/B2/3", "345/2/4", "B3/S23/3", "12/2-a/3", "B2-a/S12/3", "B2-a_S12_3", "/2/256",
        "23/3/2", "/2/3b", "0/2/3", "/0/3", "/2/1", "/2/257", "/2/", "/2/3/4", "/2/3x", "2/a1/3", "B2/S/C3",
        "B22a/S", "012345678/12345678/200", "3-a4ei/2ak3-c/17", "/2a/3", "/1c2e/5",
    ]

    /// Where Golly's written form does not say what Golly runs: it writes the letters
    /// it was given, so `B22a` (all of 2, then 2a again) comes back as `B2a` while
    /// the rule it runs is B2. lifecam writes what it runs (`B2/S`).
    static let divergent: Set = ["B22a/S"]

    @Test(.enabled(if: Bgolly.installed, "golly's bgolly is not installed"))
    func notationMatchesBgolly() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        var compared = 0
        for text in Self.rules where text != "B2/S/C3" {  // lifecam's one extension: Golly refuses it
            let generations = text.filter { $0 == "/" || $0 == "_" }.count >= 2
            let theirs = try Bgolly.canonical(text, generations: generations, in: folder)
            let ours = try? Rule(parsing: text)
            #expect((ours == nil) == (theirs == nil), "\(text): lifecam \(ours.map(String.init(describing:)) ?? "refuses"), bgolly \(theirs ?? "refuses")")
            if let ours, let theirs, !Self.divergent.contains(text) {
                if ours.states == 2, generations {
                    // lifecam writes a two-state rule as B…/S…; bgolly keeps Generations' S/B/2.
                    #expect(try RuleSpec(parsingAny: theirs).rule == ours, "\(text): lifecam \(ours), bgolly \(theirs)")
                } else {
                    #expect(ours.description == theirs, "\(text): lifecam writes \(ours), bgolly \(theirs)")
                }
            }
            compared += 1
        }
        print("rule notation: \(compared) spellings compared with bgolly")
    }
}
