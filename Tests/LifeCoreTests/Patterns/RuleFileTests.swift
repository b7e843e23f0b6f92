import Testing
@testable import LifeCore

/// Reading rule files as Golly's help defines them and its source reads them:
/// tables, trees, colours, icons, sections, and a one-line error with the
/// file and line for each way a file can be wrong.
@Suite struct RuleFileTests {
    static func read(_ text: String, kind: RuleFile.Kind = .rule, file: String = "Test.rule") throws(RuleFileError) -> RuleFile {
        try RuleFile(Array(text.utf8), kind: kind, file: file)
    }

    static func rule(_ text: String) throws -> LoadedRule {
        let file = try read(text)
        return try LoadedRule(name: "Test", rule: file, looks: file)
    }

    /// The next state of a von Neumann rule from C, N, E, S, W.
    static func vonNeumann(_ rule: LoadedRule, _ c: UInt8, _ n: UInt8, _ e: UInt8, _ s: UInt8, _ w: UInt8) -> UInt8 {
        rule.next(nw: 0, n: n, ne: 0, w: w, c: c, e: e, sw: 0, s: s, se: 0)
    }

    @Test func boundVariablesTakeOneStateAndTheRotationsFollow() throws {
        // Golly's help: a,0,b,1,c,b stands for 20212→2, 20213→2, 20312→3, 20313→3,
        // 30212→2, 30213→2, 30312→3, 30313→3 and their rotations.
        let rule = try Self.rule("@RULE Test\n@TABLE\nn_states:4\nneighborhood:vonNeumann\nsymmetries:rotate4\nvar a={2,3}\nvar b={2,3}\nvar c={2,3}\na,0,b,1,c,b\n")
        for (a, b, c) in [(2, 2, 2), (2, 3, 2), (3, 2, 3), (3, 3, 3)] as [(UInt8, UInt8, UInt8)] {
            #expect(Self.vonNeumann(rule, a, 0, b, 1, c) == b)
            #expect(Self.vonNeumann(rule, a, c, 0, b, 1) == b, "rotated")
        }
        // b bound: E and the new state must agree, so E = 2 with the new state 3 is no transition.
        #expect(Self.vonNeumann(rule, 2, 0, 2, 1, 3) == 2)
        #expect(Self.vonNeumann(rule, 2, 1, 2, 1, 3) == 2, "not a rotation of any transition: unchanged")
    }

    @Test func theFirstMatchingTransitionWinsAndUnmatchedCellsStay() throws {
        let rule = try Self.rule("@RULE Test\n@TABLE\nn_states:3\nneighborhood:vonNeumann\nsymmetries:none\nvar a={0,1,2}\n1,2,a,a,a,0\n1,a,a,a,a,2\n")
        #expect(Self.vonNeumann(rule, 1, 2, 0, 0, 0) == 0)
        #expect(Self.vonNeumann(rule, 1, 2, 0, 1, 0) == 1, "a is bound: E, S and W differ, so nothing matches")
        #expect(Self.vonNeumann(rule, 1, 2, 2, 2, 2) == 0, "the first line, before the second")
        #expect(Self.vonNeumann(rule, 1, 1, 1, 1, 1) == 2)
        #expect(Self.vonNeumann(rule, 2, 1, 1, 1, 1) == 2, "no line for centre 2: unchanged")
    }

    /// `var a{1,2}` (no `=`) is a = {1, 2}, as Golly 3.3's reader takes it (Golly's Flow6.rule writes its variables so).
    @Test func aVariableWithoutItsEqualsSignReadsAsGolly33ReadsIt() throws {
        let rule = try Self.rule("@RULE Test\n@TABLE\nn_states:3\nneighborhood:vonNeumann\nsymmetries:none\nvar a{1,2}\nvar b=a\n0,a,b,0,0,2\n")
        #expect(Self.vonNeumann(rule, 0, 1, 2, 0, 0) == 2 && Self.vonNeumann(rule, 0, 2, 2, 0, 0) == 2)
        #expect(Self.vonNeumann(rule, 0, 0, 2, 0, 0) == 0, "0 is not in a")
    }

    @Test func digitsWithoutCommasWhenThereAreFewStatesAndNoVariables() throws {
        let rule = try Self.rule("@RULE Test\n@TABLE\nn_states:3\nneighborhood:oneDimensional\nsymmetries:none\n0102  # C,W,E,C'\n0122\n")
        #expect(rule.next(nw: 0, n: 0, ne: 0, w: 1, c: 0, e: 0, sw: 0, s: 0, se: 0) == 2)
        #expect(rule.next(nw: 0, n: 0, ne: 0, w: 1, c: 0, e: 2, sw: 0, s: 0, se: 0) == 2)
        #expect(rule.next(nw: 0, n: 0, ne: 0, w: 2, c: 0, e: 1, sw: 0, s: 0, se: 0) == 0)
    }

    @Test func aTreeReadsItsLevelsInGollysOrder() throws {
        // 2 states, 4 neighbours: born (1) when north is 1, else the centre stays.
        let tree = "num_states=2\nnum_neighbors=4\nnum_nodes=6\n1 0 1\n1 1 1\n2 0 0\n3 2 2\n4 3 3\n2 1 1\n3 5 5\n4 6 6\n5 4 7\n"
        let bad = try? Self.read(tree, kind: .tree, file: "T.tree")
        #expect(bad == nil, "num_nodes says 6, the tree has 9")
        let file = try Self.read(tree.replacingOccurrences(of: "num_nodes=6", with: "num_nodes=9"), kind: .tree, file: "T.tree")
        let rule = try LoadedRule(name: "T", rule: file)
        #expect(rule.neighbourhood == .vonNeumann)
        #expect(Self.vonNeumann(rule, 0, 1, 0, 0, 0) == 1)
        #expect(Self.vonNeumann(rule, 1, 0, 0, 0, 0) == 1)
        #expect(Self.vonNeumann(rule, 0, 0, 1, 1, 1) == 0)
    }

    @Test func theFirstTableOrTreeRunsAndUnknownSectionsAreIgnored() throws {
        let text = "@RULE Test\ndoc\n@FUTURE\nwhatever 1 2 3\n@TABLE\nn_states:2\nneighborhood:Moore\nsymmetries:none\n1,0,0,0,0,0,0,0,0,0\n@TREE\nnot a tree\n@TABLE\nnot read\n"
        let file = try Self.read(text)
        #expect(file.name == "Test" && file.hasRule && file.states == 2 && file.colours == nil && file.icons == nil)
    }

    @Test func aFileWithoutTableOrTreeHasNoRule() throws {
        let file = try Self.read("@RULE Foo-shared\n@COLORS\n1 255 0 0\n")
        #expect(!file.hasRule)
        #expect(throws: RuleFileError.self) { try LoadedRule(name: "Foo-shared", rule: file) }
    }

    /// Bad files: the kind, the line and a piece of the message.
    static let errors: [(text: String, kind: RuleFileError.Kind, line: Int?, says: String)] = [
        ("WireWorld\n@TABLE\n", .section, 1, "must start with @RULE"),
        ("@RULE T\n@TABLE\nn_states:4\nneighborhood:Moore\nsymmetries:none\n0,1,2,3,0,1,2,3,1\n", .syntax, 6, "transition has 9 states, the Moore neighbourhood needs 10"),
        ("@RULE T\n@TABLE\nn_states:4\nneighborhood:Moore\nsymmetries:none\nvar a={1,2}\n0,a,b,0,0,0,0,0,0,1\n", .unknownVariable, 7, "'b' is not a state or a variable"),
        ("@RULE T\n@TABLE\nn_states:4\nneighborhood:vonNeumann\nsymmetries:none\n0,1,2,3,4,1\n", .stateOutOfRange, 6, "state 4 is out of range: n_states is 4"),
        ("@RULE T\n@TABLE\nn_states:4\nneighborhood:vonNeumann\nsymmetries:none\n0,1,2,3,1,-1\n", .stateOutOfRange, 6, "out of range"),
        ("@RULE T\n@TABLE\nn_states:4\nneighborhood:vonNeumann\nsymmetries:none\nvar a={1,2,9}\n", .stateOutOfRange, 6, "state 9"),
        ("@RULE T\n@TABLE\nn_states:4\nneighborhood:vonNeumann\nsymmetries:none\nvar a={1,2}\n0,1,0,0,0,a\n", .unknownVariable, 7, "the new state 'a' must be"),
        ("@RULE T\n@TABLE\nn_states:4\nneighborhood:vonNeumann\n0,1,0,0,0,1\n", .descriptor, 5, "symmetries missing"),
        ("@RULE T\n@TABLE\nneighborhood:vonNeumann\nsymmetries:none\n", .descriptor, nil, "no n_states"),
        ("@RULE T\n@TABLE\nn_states:257\n", .descriptor, 3, "must be 2 to 256"),
        ("@RULE T\n@TABLE\nn_states:3\nneighborhood:Hexagonal\n", .descriptor, 4, "unknown neighborhood 'Hexagonal'"),
        ("@RULE T\n@TABLE\nn_states:3\nneighborhood:vonNeumann\nsymmetries:rotate8\n", .descriptor, 5, "not one of the vonNeumann neighbourhood's"),
        ("@RULE T\n@TABLE\nn_states:3\nsymmetries:none\n", .descriptor, 4, "neighborhood must be declared before symmetries"),
        ("@RULE T\n@TABLE\nn_states:3\nneighborhood:vonNeumann\nsymmetries:none\n0,1,0,0,0,1\nn_states:2\n", .descriptor, 7, "must come before"),
        ("@RULE T\n@TABLE\nn_states:3\nneighborhood:vonNeumann\nsymmetries:none\nvar =\n", .syntax, 6, "bad variable name"),
        ("@RULE T\n@TABLE\nn_states:3\nneighborhood:vonNeumann\nsymmetries:none\nvar a{1,2}\n0,a,b,0,0,1\n", .unknownVariable, 7, "'b' is not"),
        ("@RULE T\n@TABLE\nn_states:3\nneighborhood:vonNeumann\nsymmetries:none\n0,0,0,0,0,1\n", .emptyBirth, nil, "state 0 with all neighbours 0 into state 1"),
        ("@RULE T\n@TREE\nnum_states=2\nnum_neighbors=4\nnum_nodes=4\n1 0 1\n2 0 0\n3 1 1\n4 2 2\n", .tree, nil, "the last node, the root, is at depth 4, not 5"),
        ("@RULE T\n@TREE\nnum_states=2\nnum_neighbors=4\nnum_nodes=5\n1 0 1\n2 0 0\n3 0 1\n", .tree, 8, "node 0 is at depth 1, not 2"),
        ("@RULE T\n@TREE\nnum_states=2\nnum_neighbors=4\nnum_nodes=5\n1 0 1\n2 0 7\n", .tree, 7, "node 7 is not defined"),
        ("@RULE T\n@TREE\nnum_states=2\nnum_neighbors=4\nnum_nodes=5\n1 0 2\n", .tree, 6, "state 2 is out of range"),
        ("@RULE T\n@TREE\nnum_states=2\nnum_neighbors=4\nnum_nodes=5\n1 0 1 1\n", .tree, 6, "needs 2 values"),
        ("@RULE T\n@TREE\nnum_states=2\nnum_neighbors=4\nnum_nodes=5\n1 0 x\n", .tree, 6, "'x' is not a number"),
        ("@RULE T\n@TREE\nnum_states=2\nnum_neighbors=5\nnum_nodes=5\n1 0 1\n", .tree, 6, "num_neighbors (4 or 8)"),
        ("@RULE T\n@TREE\nnum_states=2\nnum_neighbors=4\nnum_nodes=5\n7 0 1\n", .tree, 6, "depth must be a digit from 1 to 5"),
        ("@RULE T\n@TREE\n", .tree, nil, "the tree has no nodes"),
    ]

    @Test(arguments: errors)
    func badFilesSayWhatAndWhere(text: String, kind: RuleFileError.Kind, line: Int?, says: String) {
        do {
            let file = try Self.read(text, file: "WireWorld.rule")
            Issue.record("read without an error: \(file)")
        } catch {
            #expect(error.kind == kind, "\(error)")
            #expect(error.line == line, "\(error)")
            #expect(error.description.contains(says), "\(error)")
            #expect(error.description.hasPrefix(line.map { "WireWorld.rule: line \($0): " } ?? "WireWorld.rule: "))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theDefaultColoursAreGollysForRuleLoader() throws {
        let colours = RuleColours(steps: []).colours(states: 5)
        #expect(colours == [RGB(48, 48, 48), RGB(255, 0, 0), RGB(255, 85, 0), RGB(255, 170, 0), RGB(255, 255, 0)])
        #expect(RuleColours(steps: []).colours(states: 2) == [RGB(48, 48, 48), RGB(255, 0, 0)])
    }

    @Test func colourLinesAreLaidOverInOrder() throws {
        let text = "@RULE T\n@COLORS\n# comment\n2 1 2 3 two\n0 0 255 255 0 0 blue to red\n3 300 -1 7\n9 1 1 1\n1,2,3,4\n@ICONS\n"
        let colours = try #require(try Self.read(text).colours).colours(states: 4)
        #expect(colours == [RGB(48, 48, 48), RGB(0, 0, 255), RGB(128, 0, 128), RGB(44, 255, 7)])
    }

    static let xpm = """
        @RULE T
        @ICONS
        # a comment
        XPM
        /* width height num_colors chars_per_pixel */
        "7 14 2 1"
        ". c #000000"
        "A c #FFFFFF"
        "A......"
        ".A....."
        "..A...."
        "...A..."
        "....A.."
        ".....A."
        "......A"
        "......A"
        ".....A."
        "....A.."
        "...A..."
        "..A...."
        ".A....."
        "A......"
        XPM
        "5 5 1 1"
        ". c #000000"
        circles
        """

    @Test func iconsOfGollysSizesAreKept() throws {
        let file = try Self.read(Self.xpm)
        let icons = try #require(file.icons)
        #expect(icons.builtIn == .circles)
        #expect(icons.sheets.map(\.side) == [7])
        let sheet = icons.sheets[0]
        #expect(sheet.count == 2 && !sheet.isMultiColour)
        #expect(sheet.icon(state: 1).first == .white && sheet.icon(state: 2).first == .black)
        #expect(sheet.icon(state: 5) == sheet.icon(state: 2), "the last icon serves the states past it")
        #expect(file.warnings.isEmpty, "a 5x5 sheet is skipped without a word")
    }

    @Test(arguments: [
        ("\"7 14 2 3\"", "1 or 2 characters"),
        ("\"7 10 2 1\"", "a multiple of the width"),
        ("\"7 7 1 1\"\n\". x #000000\"", "is not a key"),
        ("\"7 7 1 1\"\n\". c #000000\"\n\"......\"", "has 6 characters, not 7"),
        ("\"7 7 1 1\"\n\". c #000000\"\n\"...B...\"", "pixel 'B'"),
        ("\"7 7 1 1\"\n\". c #000000\"\n\".......\"", "does not have enough strings"),
    ])
    func badIconsAreDroppedWithAWarning(lines: String, says: String) throws {
        let file = try Self.read("@RULE T\n@TABLE\nn_states:2\nneighborhood:Moore\nsymmetries:none\n@ICONS\nXPM\n\(lines)\n@COLORS\n1 0 0 255\n")
        #expect(file.hasRule)
        #expect(file.icons?.sheets == [])
        #expect(file.warnings.count == 1)
        #expect(file.warnings.first?.description.contains(says) == true, "\(file.warnings)")
        #expect(file.colours?.colours(states: 2)[1] == RGB(0, 0, 255), "the colours after the icons are still read")
    }

    @Test(arguments: [("#FFF", RGB.white), ("#102030", RGB(16, 32, 48)), ("#FFFF00008000", RGB(255, 0, 128)), ("None", RGB.black)])
    func xpmColours(spec: String, colour: RGB) {
        #expect(XPMReader.colour(Array("c \(spec)".utf8)[...]) == colour)
    }

    @Test func equalFilesLoadEqualRules() throws {
        let text = BuiltInRules.files["WireWorld"]!
        let a = try Self.read(text), b = try Self.read(text)
        let one = try LoadedRule(name: "WireWorld", rule: a, looks: a), two = try LoadedRule(name: "WireWorld", rule: b, looks: b)
        #expect(one == two && one.hashValue == two.hashValue)
        #expect(one != (try LoadedRule(name: "WireWorld", rule: a)), "other colours")
        var renamed = one
        renamed.name = "Other"
        #expect(renamed != one)
    }
}
