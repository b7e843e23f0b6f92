import Testing
@testable import LifeCore

/// Finding rules as Golly does, over files held in memory.
@Suite struct RuleFinderTests {
    /// A finder over `files` (path → text), searching `folders`.
    static func finder(_ folders: [String], _ files: [String: String]) -> RuleFinder {
        RuleFinder(folders: folders) { path throws(RuleFindError) in files[path].map { Array($0.utf8) } }
    }

    /// A one-transition table whose new state tells which file it came from.
    static func table(_ mark: Int, states: Int = 4) -> String {
        "n_states:\(states)\nneighborhood:vonNeumann\nsymmetries:none\n1,0,0,0,0,\(mark)\n"
    }

    static func rule(_ name: String, mark: Int?, colours: String? = nil, icons: Bool = false) -> String {
        var text = "@RULE \(name)\n"
        if let mark { text += "@TABLE\n" + table(mark) }
        if let colours { text += "@COLORS\n\(colours)\n" }
        if icons { text += "@ICONS\ndiamonds\n" }
        return text
    }

    /// Which file a loaded rule's table came from (its mark).
    static func mark(_ rule: LoadedRule) -> UInt8 { rule.next(nw: 0, n: 0, ne: 0, w: 0, c: 1, e: 0, sw: 0, s: 0, se: 0) }

    @Test func earlierFoldersWinAndRuleFilesBeforeTablesAndTrees() throws {
        let files = [
            "/mine/Foo.table": Self.table(2),
            "/golly/Foo.rule": Self.rule("Foo", mark: 3),
            "/golly/Bar.table": Self.table(2),
            "/mine/Bar.tree": "num_states=2\nnum_neighbors=4\nnum_nodes=5\n1 0 1\n2 0 0\n3 1 1\n4 2 2\n5 3 3\n",
            "/mine/Baz.rule": Self.rule("Baz", mark: 1),
            "/golly/Baz.rule": Self.rule("Baz", mark: 3),
        ]
        let finder = Self.finder(["/mine", "/golly"], files)
        #expect(Self.mark(try finder.rule(named: "Foo")) == 3, "a .rule anywhere before a .table")
        #expect(Self.mark(try finder.rule(named: "Bar")) == 2, "a .table anywhere before a .tree")
        #expect(Self.mark(try finder.rule(named: "Baz")) == 1, "the first folder's")
        #expect(try finder.rule(named: "Baz").name == "Baz")
    }

    @Test func aUsersRuleWithoutATableRecoloursTheSuppliedOne() throws {
        let files = [
            "/mine/Foo.rule": Self.rule("Foo", mark: nil, colours: "1 1 2 3"),
            "/golly/Foo.rule": Self.rule("Foo", mark: 3, colours: "1 9 9 9\n2 4 5 6"),
        ]
        let rule = try Self.finder(["/mine", "/golly"], files).rule(named: "Foo")
        #expect(Self.mark(rule) == 3)
        #expect(rule.colours[1] == RGB(1, 2, 3), "the first Foo.rule's colours")
        #expect(rule.colours[2] == RuleColours(steps: []).colours(states: 4)[2], "not the supplied file's: its @COLORS is not read")
    }

    @Test func noTableAnywhereIsAnErrorNamingTheFile() throws {
        let files = ["/mine/Foo.rule": Self.rule("Foo", mark: nil, colours: "1 1 2 3"), "/golly/Foo.table": Self.table(2)]
        #expect(throws: RuleFindError.noRule(path: "/mine/Foo.rule")) { try Self.finder(["/mine", "/golly"], files).rule(named: "Foo") }
    }

    @Test func sharedLooksFillWhatTheRuleLacks() throws {
        let files = [
            "/golly/Worm-1.rule": Self.rule("Worm-1", mark: 2, colours: "1 1 1 1"),
            "/golly/Worm-shared.rule": Self.rule("Worm-shared", mark: nil, colours: "1 7 7 7", icons: true) + "@TABLE\nbroken\n",
            "/golly/Ant-2.rule": Self.rule("Ant-2", mark: 2, colours: "1 1 1 1", icons: true),
            "/golly/Ant-shared.rule": Self.rule("Ant-shared", mark: nil, colours: "1 7 7 7"),
            "/golly/A-b-c.rule": Self.rule("A-b-c", mark: 2),
            "/golly/A-b-shared.rule": Self.rule("A-b-shared", mark: 2, colours: "2 5 5 5"),
            "/golly/Plain.table": Self.table(2),
            "/golly/Plain-shared.rule": Self.rule("Plain-shared", mark: nil, colours: "1 7 7 7"),
        ]
        let finder = Self.finder(["/golly"], files)
        let worm = try finder.rule(named: "Worm-1")
        #expect(worm.colours[1] == RGB(1, 1, 1), "its own colours")
        #expect(worm.icons?.builtIn == .diamonds, "the shared file's icons (its broken table is not read)")
        let ant = try finder.rule(named: "Ant-2")
        #expect(ant.colours[1] == RGB(1, 1, 1) && ant.icons?.builtIn == .diamonds, "nothing lacking: the shared file is not read")
        #expect(try finder.rule(named: "A-b-c").colours[2] == RGB(5, 5, 5), "the prefix is the name before its last hyphen")
        #expect(try finder.rule(named: "Plain").colours == RuleColours(steps: []).colours(states: 4), "no Plain.rule: no shared looks")
    }

    @Test func sharedPrefixes() {
        #expect(RuleFinder.sharedPrefix("Worm-1040512") == "Worm")
        #expect(RuleFinder.sharedPrefix("Chou-Reggia-1") == "Chou-Reggia")
        #expect(RuleFinder.sharedPrefix("WireWorld") == nil)
        #expect(RuleFinder.sharedPrefix("Worm-shared") == nil)
        #expect(RuleFinder.sharedPrefix("-x") == nil)
    }

    @Test func lifecamsOwnRulesComeLast() throws {
        let finder = Self.finder(["/mine"], [:])
        let wireWorld = try finder.rule(named: "WireWorld")
        #expect(wireWorld.states == 4 && wireWorld.colours[1] == RGB(40, 110, 255))
        let mine = Self.finder(["/mine"], ["/mine/WireWorld.rule": Self.rule("WireWorld", mark: 3)])
        #expect(Self.mark(try mine.rule(named: "WireWorld")) == 3)
        #expect(try mine.rule(named: "WireWorld").colours[1] == RuleColours.defaultGradient.from, "a file found first gives the looks too")
    }

    @Test func namesAreExactAndSlashesBecomeUnderscores() throws {
        let finder = Self.finder(["/r"], ["/r/a_b.rule": Self.rule("a/b", mark: 2)])
        #expect(Self.mark(try finder.rule(named: "a/b")) == 2)
        #expect(Self.mark(try finder.rule(named: "a\\b")) == 2)
        #expect(throws: RuleFindError.self) { try finder.rule(named: "wireworld") }
    }

    @Test func anUnknownRuleSaysWhereItWasLookedFor() throws {
        let finder = Self.finder(["/p", "/home/u/.local/share/lifecam/rules", "/p"], [:])
        do {
            _ = try finder.rule(named: "Foo")
            Issue.record("found")
        } catch {
            #expect(error.description == "unknown rule 'Foo': no Foo.rule, Foo.table or Foo.tree in /p, /home/u/.local/share/lifecam/rules, lifecam's own rules (Langtons-Ant, LifeHistory, WireWorld)")
        }
    }

    @Test func aBadFileIsReportedWithItsPath() throws {
        let finder = Self.finder(["/r"], ["/r/Foo.rule": "@RULE Foo\n@TABLE\nn_states:4\nneighborhood:Moore\nsymmetries:none\n1,2\n"])
        do {
            _ = try finder.rule(named: "Foo")
            Issue.record("loaded")
        } catch {
            #expect(error.description == "/r/Foo.rule: line 6: transition has 2 states, the Moore neighbourhood needs 10")
        }
    }

    @Test func aFileThatCannotBeReadStopsTheSearch() throws {
        let finder = RuleFinder(folders: ["/r"]) { path throws(RuleFindError) in throw .unreadable(path: path, reason: "Permission denied") }
        #expect(throws: RuleFindError.unreadable(path: "/r/Foo.rule", reason: "Permission denied")) { try finder.rule(named: "Foo") }
    }

    /// A pattern's zip archive is looked in first (Golly installs its rule files when it opens it), read as `ARCHIVE:FILE`.
    @Test func theArchiveComesFirst() throws {
        let files = [
            "/p/a.zip:Foo.rule": Self.rule("Foo", mark: 1),
            "/p/Foo.rule": Self.rule("Foo", mark: 2),
            "/p/Bar.rule": Self.rule("Bar", mark: 3),
            "/p/a.zip:Baz.table": Self.table(1),
        ]
        let finder = RuleFinder(archive: "/p/a.zip", folders: ["/p"]) { path throws(RuleFindError) in files[path].map { Array($0.utf8) } }
        #expect(finder.places == [.archive("/p/a.zip"), .folder("/p"), .builtIn])
        #expect(Self.mark(try finder.rule(named: "Foo")) == 1, "the archive's before the folder's")
        #expect(Self.mark(try finder.rule(named: "Bar")) == 3, "then the folders")
        #expect(Self.mark(try finder.rule(named: "Baz")) == 1, "its tables too")
        do {
            _ = try finder.rule(named: "Qux")
            Issue.record("found")
        } catch {
            #expect(error.description.hasSuffix("in the zip archive /p/a.zip, /p, lifecam's own rules (Langtons-Ant, LifeHistory, WireWorld)"))
        }
    }
}
