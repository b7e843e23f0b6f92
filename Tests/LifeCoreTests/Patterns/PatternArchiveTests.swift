import Testing
@testable import LifeCore

/// Zip archives' members sorted as Golly sorts them when it opens one.
@Suite struct PatternArchiveTests {
    @Test(arguments: [
        ("glider.rle", PatternArchive.Kind.pattern), ("Flow6/Demo/Arm Mechanics.mc", .pattern), ("NoExtension", .pattern),
        ("NoTimeAtAll.ruel", .pattern), ("p.rle.gz", .pattern), ("Primer.rule", .rule), ("a/B.RULE", .rule),
        ("Old.table", .rule), ("Old.tree", .rule), ("Old.colors", .rule), ("Old.icons", .rule), ("init.lua", .script),
        ("x/gen.PY", .script), ("old.pl", .script), ("notes.txt", .text), ("index.html", .text), ("a.htm", .text),
        ("paper.doc", .text), ("README", .text), ("MyReadMe.rle", .text), ("Flow6/", .folder), ("a/b/", .folder),
    ])
    func membersAreSortedByName(path: String, kind: PatternArchive.Kind) {
        #expect(PatternArchive.kind(of: path) == kind)
    }

    @Test(arguments: ["__MACOSX/", "__MACOSX/._Primer.rule", "__MACOSXtra", "a/.DS_Store", ".DS_Store"])
    func macMetadataIsLeftOut(path: String) {
        #expect(PatternArchive.kind(of: path) == nil)
        #expect(PatternArchive(paths: [path]).members.isEmpty)
    }

    /// The archives of Golly's own collection, as `unzip -l` lists them: is
    /// each complex, which pattern Golly loads, how many patterns.
    @Test(arguments: [
        (["h-to-h-collection-26Aug2017.lua", "h-to-h-collection-26Aug2017.rle"], false, "h-to-h-collection-26Aug2017.rle", 1),
        (["Calcyman-primer.rle", "Primer.rule", "__MACOSX/", "__MACOSX/._Primer.rule"], true, "Calcyman-primer.rle", 1),
        (["Langtons-ant.mc", "__MACOSX/", "__MACOSX/._init.lua", "init.lua"], false, "Langtons-ant.mc", 1),
        (["Factorizor.rule", "factorize 84.rle"], true, "factorize 84.rle", 1),
        (["NTAA-demo.rle", "NoTimeAtAll.ruel", "NoTimeAtAll.rule"], true, nil, 2),
        (["CY_Lee_computer.rle"], false, "CY_Lee_computer.rle", 1),
        (["Flow6.rule", "Flow6/Demo/", "Flow6/Demo/Arm Mechanics.mc", "Flow6/Demo/Features.mc", "Flow6/ReplicatorV3/",
          "Flow6/ReplicatorV3/Body.mc"], true, nil, 3),
        (["unit-fraction-orthogonal-spaceships.lua"], false, nil, 0),
    ] as [([String], Bool, String?, Int)])
    func gollysArchives(paths: [String], complex: Bool, loaded: String?, patterns: Int) {
        let archive = PatternArchive(paths: paths)
        #expect(archive.isComplex == complex)
        #expect(archive.loaded?.path == loaded)
        #expect(archive.patterns.count == patterns)
    }

    @Test func gollyLoadsNothingFromAFolderOrBesideTwoScripts() {
        #expect(PatternArchive(paths: ["d/", "d/p.rle"]).loaded == nil, "a single pattern in a folder")
        #expect(PatternArchive(paths: ["p.rle", "d/init.lua"]).loaded == nil, "its script in a folder")
        #expect(PatternArchive(paths: ["p.rle", "a.lua", "b.lua"]).loaded == nil, "two scripts")
        #expect(PatternArchive(paths: ["p.rle", "README"]).loaded?.path == "p.rle", "a text file makes it complex, no more")
    }

    @Test func membersKeepTheirPlaceInTheArchive() {
        let archive = PatternArchive(paths: ["__MACOSX/", "a.rle", "__MACOSX/._a.rle", "d/", "d/b.mc"])
        #expect(archive.members.map(\.index) == [1, 3, 4])
        #expect(archive.member("d/b.mc")?.index == 4)
        #expect(archive.member("d/")?.kind == .folder && archive.member("d") == nil)
        #expect(archive.members.map(\.fileName) == ["a.rle", "d", "b.mc"])
        #expect(archive.members.map(\.isInFolder) == [false, false, true])
    }

    /// Golly installs every rule file into one folder by its name: from any folder, the last of a name wins.
    @Test func ruleFilesAreFoundByNameAnywhereTheLastWinning() {
        let archive = PatternArchive(paths: ["Flow6.rule", "x/Flow6.rule", "x/Other.table", "Flow6.rle", "__MACOSX/Flow6.rule"])
        #expect(archive.ruleFile(named: "Flow6.rule")?.index == 1)
        #expect(archive.ruleFile(named: "Other.table")?.path == "x/Other.table")
        #expect(archive.ruleFile(named: "Flow6.rle") == nil, "a pattern is no rule file")
        #expect(archive.ruleFile(named: "flow6.rule") == nil, "names are exact")
    }
}
