import Foundation
import Glibc
import Testing
@testable import LifeApp
@testable import LifeCore
@testable import LifeTUI

/// Zip archives as `--pattern` opens them: a pattern inside read as the
/// plain file is, the one Golly loads from an archive named alone, the
/// patterns listed otherwise, Golly's scripts refused, the plain file's limits.
@Suite struct PatternFilesArchiveTests {
    static let glider = "#N Glider\nx = 3, y = 3, rule = B3/S23\nbob$2bo$3o!\n"
    static let blinker = "x = 3, y = 1, rule = B3/S23\n3o!\n"
    static let script = "-- a Golly script\ng.show('hello')\n"

    /// An archive of `members` in `folder`, its path.
    static func archive(_ name: String, _ members: [(String, String)], in folder: TemporaryFolder,
                        stored: Bool = false) throws -> String {
        let path = folder.file(name)
        try ZipMaker.make(path, text: members, stored: stored)
        return path
    }

    static func failure(_ read: () throws(CommandFailure) -> LoadedPattern?) -> CommandFailure? {
        do {
            _ = try read()
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [false, true])
    func aSimpleArchiveGivesItsPatternAsThePlainFileIs(stored: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let zip = try Self.archive("g.zip", [("glider.rle", Self.glider), ("init.lua", Self.script)], in: folder, stored: stored)
        try Self.glider.write(toFile: folder.file("glider.rle"), atomically: false, encoding: .utf8)
        let plain = try #require(try PatternFiles().read(folder.file("glider.rle")))
        for read in [try PatternFiles().readLoaded(zip), try PatternFiles().readLoaded(zip + ":glider.rle")] {
            let loaded = try #require(read)
            #expect(loaded.pattern == plain)
            #expect(loaded.archive == ArchiveListing(archive: zip, patterns: ["glider.rle"], current: 0))
        }
        #expect(try PatternFiles().read(zip) == plain, "the brush's reading too")
    }

    @Test func membersAreNamedByTheirPathInTheArchive() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let zip = try Self.archive("c.zip", [("Life/", ""), ("Life/my glider.rle", Self.glider), ("Life/b.rle", Self.blinker),
                                             ("R.rule", "@RULE R\n")], in: folder)
        let loaded = try #require(try PatternFiles().readLoaded(zip + ":Life/b.rle"))
        #expect(loaded.pattern.population == 3)
        #expect(loaded.archive?.patterns == ["Life/my glider.rle", "Life/b.rle"] && loaded.archive?.current == 1)
        #expect(try PatternFiles().readLoaded(zip + ":Life/my glider.rle")?.pattern.name == "Glider")
        #expect(loaded.archive?.memberText == zip + ":Life/b.rle")
    }

    /// An archive Golly loads nothing from by itself: `run` lists its patterns (exit 64), `play` takes the first.
    @Test func aComplexArchiveListsItsPatternsOrGivesTheFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let zip = try Self.archive("c.zip", [("README.txt", "hi"), ("b.rle", Self.blinker), ("d/", ""),
                                             ("d/g.rle", Self.glider), ("x.lua", Self.script)], in: folder)
        let listed = try #require(Self.failure { () throws(CommandFailure) in try PatternFiles().readLoaded(zip) })
        #expect(listed.status == .usage)
        #expect(listed.message == "\(zip) holds 2 patterns and Golly opens none of them by itself: give one as --pattern 'ARCHIVE:MEMBER', from these:")
        #expect(listed.lines == ["  \(zip):b.rle", "  \(zip):d/g.rle"])
        var play = PatternFiles()
        play.archiveChoice = .first
        let first = try #require(try play.readLoaded(zip))
        #expect(first.pattern.population == 3 && first.archive?.patterns == ["b.rle", "d/g.rle"] && first.archive?.current == 0)
        #expect(try PatternFiles.load(zip, archives: .first).archive?.current == 0)
        #expect(throws: listed) { try PatternFiles.load(zip) }
    }

    /// A rule file makes an archive complex, but Golly still loads its one pattern: so do run and play.
    @Test func theOnePatternBesideARuleFileIsLoaded() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let zip = try Self.archive("r.zip", [("Spin.rule", "@RULE Spin\n"), ("__MACOSX/", ""), ("__MACOSX/._Spin.rule", "junk"),
                                             ("g.rle", Self.glider)], in: folder)
        #expect(try PatternFiles().readLoaded(zip)?.archive?.patterns == ["g.rle"])
    }

    @Test func refusals() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let zip = try Self.archive("a.zip", [("g.rle", Self.glider), ("b.rle", Self.blinker), ("s.lua", Self.script),
                                             ("d/", ""), ("R.rule", "@RULE R\n"), ("n.txt", "no pattern here")], in: folder)
        let scripts = try Self.archive("s.zip", [("a.lua", Self.script), ("b.py", "print(1)\n")], in: folder)
        let empty = try Self.archive("e.zip", [], in: folder)
        try Array("not a zip".utf8).withUnsafeBytes { try Data($0).write(to: URL(fileURLWithPath: folder.file("bad.zip"))) }
        try Self.script.write(toFile: folder.file("run.lua"), atomically: false, encoding: .utf8)
        try Self.glider.write(toFile: folder.file("glider.PY"), atomically: false, encoding: .utf8)
        let bad = folder.file("bad.zip"), none = folder.file("none.zip"), lua = folder.file("run.lua"), py = folder.file("glider.PY")
        let notRun = "not a pattern: Golly runs scripts to make or show patterns; lifecam does not run them"
        let formats = "lifecam reads RLE, plaintext (.cells), Life 1.05 and 1.06, MCell (.mcl) and macrocell (.mc) files"
        let cases: [(String, CommandFailure)] = [
            ("\(zip):nope.rle", CommandFailure(.noInput, "\(zip) holds no member 'nope.rle' (lifecam run --pattern \(zip) lists its patterns)")),
            ("\(zip):s.lua", CommandFailure(.data, "\(zip):s.lua is a Golly Lua script, \(notRun)")),
            ("\(zip):d", CommandFailure(.usage, "\(zip):d is a folder; give a pattern inside it")),
            ("\(zip):R.rule", CommandFailure(.usage, "\(zip):R.rule is a rule file, which the archive's patterns run under; give a pattern")),
            ("\(zip):n.txt", CommandFailure(.data, "\(zip):n.txt is a text file in no pattern format, not a pattern: \(formats)")),
            (scripts, CommandFailure(.data, "\(scripts) holds no pattern, only Golly scripts (a.lua, b.py), which lifecam does not run")),
            (empty, CommandFailure(.data, "\(empty) holds no pattern")),
            ("\(bad):g.rle", CommandFailure(.data, "\(bad): not a zip archive lifecam can read (libzip: Not a zip archive)")),
            ("\(none):g.rle", CommandFailure(.noInput, "cannot open \(none): no such file")),
            (lua, CommandFailure(.data, "\(lua) is a Golly Lua script, \(notRun)")),
            (py, CommandFailure(.data, "\(py) is a Golly Python script, \(notRun)")),
        ]
        for (text, expected) in cases {
            #expect(Self.failure { () throws(CommandFailure) in try PatternFiles().readLoaded(text) } == expected, "\(text)")
        }
        #expect(try PatternFiles().readLoaded(folder.file("missing.lua")) == nil, "no such file: a built-in's name is tried next")
    }

    /// The plain file's limits hold for what a member unpacks to: as the
    /// archive declares it, and as it unpacks when the archive lies.
    @Test func membersAreHeldToThePlainFilesLimits() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let text = "x = 1, y = 1\n" + String(repeating: "o$", count: 5000) + "!\n"
        let zip = try Self.archive("big.zip", [("big.rle", text)], in: folder)
        var files = PatternFiles()
        files.maxRLEBytes = 5000
        #expect(Self.failure { () throws(CommandFailure) in try files.readLoaded(zip) }
            == CommandFailure(.data, "\(zip):big.rle: it expands to \(text.utf8.count) bytes; more than 5000 bytes is refused (zip), more than the largest RLE lifecam writes (a 16384x16384 board); refused"))
        // The same archive declaring 100 bytes: refused as it unpacks, as a gzip file is.
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: zip)))
        let central = try #require((0..<(bytes.count - 4)).first { bytes[$0..<($0 + 4)] == [0x50, 0x4B, 0x01, 0x02] })
        for offset in [22, central + 24] { bytes.replaceSubrange(offset..<(offset + 4), with: [100, 0, 0, 0]) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder.file("lie.zip")))
        files.maxRLEBytes = 1 << 20
        #expect(try files.readLoaded(folder.file("lie.zip"))?.pattern.height == 5000)
        files.maxRLEBytes = 5000
        let message = try #require(Self.failure { () throws(CommandFailure) in try files.readLoaded(folder.file("lie.zip")) }).message
        #expect(message.hasPrefix("\(folder.file("lie.zip")):big.rle expands to more than 0 MiB (zip)"))
        // The archive itself is held to the plain file's size.
        files.maxRLEBytes = 100
        #expect(Self.failure { () throws(CommandFailure) in try files.readLoaded(zip + ":big.rle") }?.message.contains("pattern files over 0 MiB are refused") == true)
    }

    /// Gzip inside a zip, and Golly's macrocell files, read as the plain files are.
    @Test func gzipAndMacrocellMembers() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let packed = try PatternFilesGzipTests.gzip(Array(Self.glider.utf8), in: folder)
        let mc = "[M2] (golly 3.3)\n#R B3/S23\n#G 7\n.*$..*$***$\n4 1 0 0 0\n"
        let zip = folder.file("m.zip")
        try ZipMaker.make(zip, [("g.rle.gz", packed), ("g.mc", Array(mc.utf8))])
        #expect(try PatternFiles().readLoaded(zip + ":g.rle.gz")?.pattern.name == "Glider")
        let giant = try #require(try PatternFiles().readLoaded(zip + ":g.mc"))
        #expect(giant.macrocell != nil && giant.pattern.generation == 7)
    }

    /// An archive on standard input or through a FIFO: refused, since its members and rule files are read from a file.
    @Test func anArchiveIsReadFromAFileOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let zip = try Self.archive("g.zip", [("g.rle", Self.glider)], in: folder)
        let (fd, _) = try PatternFilesStandardInputTests.pipe(holding: Array(try Data(contentsOf: URL(fileURLWithPath: zip))))
        defer { close(fd) }
        #expect(Self.failure { () throws(CommandFailure) in try PatternFiles().readStandardInput(spills: true, fd: fd) }
            == CommandFailure(.usage, "standard input is a zip archive, which lifecam reads from a file only: give its path (--pattern archive.zip), where its rule files can be read too"))
    }

    /// A rule named by a pattern inside an archive is found in the archive first, in any folder of it, as `run` finds it.
    @Test func rulesAreFoundInTheArchiveFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let spin = { (colour: Int) in
            "@RULE Spin\n@TABLE\nn_states:3\nneighborhood:Moore\nsymmetries:rotate4\n1,0,0,0,0,0,0,0,0,2\n@COLORS\n2 0 \(colour) 0\n"
        }
        let zip = try Self.archive("s.zip", [("rules/Spin.rule", spin(200)), ("p/spin.rle", "x = 1, y = 1, rule = Spin\nA!\n")], in: folder)
        try spin(100).write(toFile: folder.file("Spin.rule"), atomically: false, encoding: .utf8)
        #expect(RuleFolders.archive(of: zip + ":p/spin.rle") == zip)
        #expect(RuleFolders.archive(of: zip) == zip)
        #expect(RuleFolders.archive(of: folder.file("Spin.rule")) == nil)
        #expect(RuleFolders.archive(of: folder.file("none.zip")) == nil)
        #expect(RuleFolders.archive(of: "-") == nil && RuleFolders.archive(of: nil) == nil)
        #expect(RuleFolders.folders(rules: "/mine", pattern: zip + ":p/spin.rle", environment: [:], exists: { _ in false })
            == [folder.path, "/mine"], "the archive's own folder, as the pattern's")
        let finder = RuleFolders.finder(rules: "/nonexistent", pattern: zip + ":p/spin.rle", environment: [:])
        #expect(finder.places.first == .archive(zip))
        #expect(try finder.rule(named: "Spin").colours[2] == RGB(0, 200, 0), "the archive's before the one beside it")
        let options = try RunCommand.parse(["--pattern", zip + ":p/spin.rle", "--generations", "1"]).options
        let result = try RunJob.execute(options, read: PatternFiles().readLoaded, findRule: { name throws(CommandFailure) in
            do throws(RuleFindError) { return try finder.rule(named: name) } catch { throw RuleFolders.failure(error) }
        })
        #expect(result.population == 1 && result.source == zip + ":p/spin.rle")
        #expect(try RuleFolders.read("Spin.rule", inArchive: zip).map { String(decoding: $0, as: UTF8.self) } == spin(200))
        #expect(try RuleFolders.read("None.rule", inArchive: zip) == nil)
    }

    /// Golly's own Flow6.zip: its rule file, inside the archive, found for its patterns and read as Golly 3.3 reads it.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/golly/Patterns/Self-Rep/Flow6/Flow6.zip"), "Golly's patterns are not installed"))
    func gollysFlow6FindsItsRuleInside() throws {
        let zip = "/usr/share/golly/Patterns/Self-Rep/Flow6/Flow6.zip"
        let finder = RuleFolders.finder(rules: "/nonexistent", pattern: zip + ":Flow6/Demo/unarySub.mc", environment: [:])
        let rule = try finder.rule(named: "Flow6")
        #expect(rule.states == 6)
        #expect(try PatternFiles().readLoaded(zip + ":Flow6/Demo/unarySub.mc")?.archive?.patterns.count == 10)
    }
}
