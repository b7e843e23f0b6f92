import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
import LifeTUI

/// `N`: play steps through the patterns of the zip archive it plays from.
@Suite struct PlayLoopArchiveTests {
    /// An archive held in memory: each member's pattern, or the refusal reading it gives.
    struct MemoryArchive: ArchiveReading {
        let members: [String: Result<LoadedPattern, CommandFailure>]

        func read(_ index: Int, of listing: ArchiveListing) throws(CommandFailure) -> LoadedPattern {
            guard let member = members[listing.patterns[index]] else { throw CommandFailure(.noInput, "no such member") }
            var loaded = try member.get()
            loaded.archive = listing
            return loaded
        }
    }

    static let names = ["a.rle", "b.rle", "bad.rle", "giant.mc"]

    static func archive() throws -> MemoryArchive {
        MemoryArchive(members: [
            "a.rle": .success(LoadedPattern(try Pattern.decode("#N Glider\nx = 3, y = 3\nbob$2bo$3o!\n"))),
            "b.rle": .success(LoadedPattern(try Pattern.decode("x = 3, y = 1\n3o!\n"))),
            "bad.rle": .failure(CommandFailure(.data, "a.zip:bad.rle: not a pattern file")),
            "named.rle": .failure(CommandFailure(.data, "/p/a.zip:named.rle: not a pattern file")),
            "giant.mc": .success(try GamePlaneTests.macrocell()),
        ])
    }

    /// A loop playing the archive's first pattern, `N` stepping through the rest.
    static func loop() throws -> (PlayLoop, MemoryScreen) {
        let archive = try archive()
        let listing = ArchiveListing(archive: "/p/a.zip", patterns: names, current: 0)
        var (loop, screen, _) = try PlayLoopPlaneTests.loop(try archive.read(0, of: listing), paused: true)
        var raw = try LookArguments.parse([])
        raw.seed = 7
        raw.source = SourceSpec.none
        loop.archive = ArchiveShelf(listing: listing, reader: archive, options: try LookOptions(raw, for: .play))
        return (loop, screen)
    }

    @Test func nStepsThroughThePatternsKeepingTheLookAndPace() throws {
        var (loop, screen) = try Self.loop()
        #expect(loop.game.board.population == 5)
        try PlayLoopPlaneTests.press("p+", &loop, screen)
        let look = loop.game.look, speed = loop.game.pace.speed
        try PlayLoopPlaneTests.press("N", &loop, screen)
        #expect(loop.game.board.population == 3 && loop.archive?.listing.current == 1)
        #expect(loop.game.message.hasPrefix("2/4 b.rle: "), "\(loop.game.message)")
        #expect(loop.game.look == look && loop.game.pace.speed == speed && loop.game.pace.paused)
        // A member that cannot be read is said and passed over: the board stays as it was.
        try PlayLoopPlaneTests.press("N", &loop, screen)
        #expect(loop.game.message == "3/4 bad.rle not played: a.zip:bad.rle: not a pattern file (N: the next)")
        #expect(loop.game.board.population == 3 && loop.archive?.listing.current == 2)
        // A giant plays on Golly's plane; after the last, the first again.
        try PlayLoopPlaneTests.press("N", &loop, screen)
        #expect(loop.game.camera.plane != nil && loop.game.message.hasPrefix("4/4 giant.mc: "))
        try PlayLoopPlaneTests.press("N", &loop, screen)
        #expect(loop.game.camera.plane == nil && loop.game.board.population == 5 && loop.archive?.listing.current == 0)
        // 0 starts the pattern played again, not the archive's first (N is carried out after the keys of a turn).
        try PlayLoopPlaneTests.press("NN", &loop, screen)
        try PlayLoopPlaneTests.press("0", &loop, screen)
        #expect(loop.game.message.hasPrefix("back to generation") && loop.archive?.listing.current == 2)
    }

    /// A member under a rule file's rule finds it as play found the first's
    /// (the shelf's lookup) and takes its colours; back to a B/S rule, none.
    @Test func aMemberUnderARuleFilesRuleFindsItAndItsColours() throws {
        var (loop, screen) = try Self.loop()
        let wire = LoadedPattern(try RuleFileGameTests.circuit(rule: "WireWorld"))
        let archive = MemoryArchive(members: ["a.rle": try Self.archive().members["a.rle"]!, "wire.rle": .success(wire)])
        let listing = ArchiveListing(archive: "/p/a.zip", patterns: ["a.rle", "wire.rle"], current: 0)
        let options = try LookOptions(LookArguments.parse([]), for: .play)
        loop.archive = ArchiveShelf(listing: listing, reader: archive, options: options)
        try PlayLoopPlaneTests.press("N", &loop, screen)
        #expect(loop.game.message.hasPrefix("2/2 wire.rle not played: ") && loop.game.message.contains("no rule files are read here"))
        loop.archive = ArchiveShelf(listing: listing, reader: archive, options: options, findRule: RuleFileGameTests.find)
        let palette = loop.game.look.colours.palette
        try PlayLoopPlaneTests.press("N", &loop, screen)
        #expect(loop.game.rule == .loaded(RuleFileGameTests.wireWorld) && loop.game.universe.population == 18)
        #expect(loop.game.look.stateColours == RuleFileGameTests.wireWorld.colours && loop.game.look.colours.palette == .mono)
        try PlayLoopPlaneTests.press("N", &loop, screen)
        #expect(loop.game.look.stateColours == nil && loop.game.look.colours.palette == palette)
    }

    /// A refusal that names the member already (as the shell's reading does) is not prefixed with its name again.
    @Test func aRefusalNamingTheMemberIsNotRepeated() throws {
        var (loop, screen) = try Self.loop()
        loop.archive = ArchiveShelf(listing: ArchiveListing(archive: "/p/a.zip", patterns: ["a.rle", "named.rle"], current: 0),
                                    reader: try Self.archive(), options: try LookOptions(LookArguments.parse([]), for: .play))
        try PlayLoopPlaneTests.press("N", &loop, screen)
        #expect(loop.game.message == "2/2 not played: /p/a.zip:named.rle: not a pattern file (N: the next)")
    }

    @Test func theHelpListsThePatternsTheOnePlayedMarked() throws {
        var (loop, screen) = try Self.loop()
        try PlayLoopPlaneTests.press("N", &loop, screen)
        try PlayLoopPlaneTests.press("?", &loop, screen)
        let rows = try #require(screen.overlays.last).joined(separator: "\n")
        #expect(rows.contains("zip a.zip: 4 patterns, N plays the next"))
        #expect(rows.contains("> b.rle") && rows.contains("  a.rle") && rows.contains("  giant.mc"))
    }

    @Test func withoutAnArchiveNSaysWhatItIsFor() throws {
        var (loop, screen, _) = try PlayLoopPlaneTests.loop(LoadedPattern(try Pattern.decode("x = 3, y = 1\n3o!\n")), paused: true)
        try PlayLoopPlaneTests.press("N", &loop, screen)
        #expect(loop.game.message == "N plays the next pattern of a zip archive (--pattern archive.zip)")
        #expect(loop.game.board.population == 3)
    }

    /// The help lists at most 12 patterns, those around the one played.
    @Test(arguments: [
        (0, 30, "> p0", "  … 18 more", nil), (15, 30, "> p15", "  … 9 more", "  … 9 before"),
        (29, 30, "> p29", nil, "  … 18 before"), (1, 2, "> p1", nil, nil),
    ] as [(Int, Int, String, String?, String?)])
    func theHelpsListIsAWindow(current: Int, count: Int, marked: String, more: String?, before: String?) throws {
        let listing = ArchiveListing(archive: "x/\u{1B}[2Ja.zip", patterns: (0..<count).map { "p\($0)" }, current: current)
        let lines = ArchiveShelf(listing: listing, reader: try Self.archive(), options: try LookOptions(LookArguments.parse([]), for: .play)).helpLines
        #expect(lines[0] == "zip a.zip: \(count) patterns, N plays the next", "the archive's name cleaned of its escape sequence")
        #expect(lines.filter { $0.hasPrefix("> ") || $0.hasPrefix("  p") }.count == min(count, 12))
        #expect(lines.contains(marked))
        #expect(lines.filter { $0.hasSuffix(" more") } == (more.map { [$0] } ?? []))
        #expect(lines.filter { $0.hasSuffix(" before") } == (before.map { [$0] } ?? []))
    }
}
