import Foundation
import LifeCore
import Testing
@testable import LifeApp
@testable import LifeTUI

/// `S` through the real files: a new RLE file, never over another, that
/// `lifecam --pattern` reads back to the same board.
@Suite struct BoardFileTests {
    private let date = Date(timeIntervalSince1970: 1_795_317_300)  // 2026-11-22 03:15:00 UTC
    private let utc = TimeZone(identifier: "UTC")!

    /// A paused game of `arguments` (as typed after `lifecam play`) on a 100x30 terminal, with its pattern loaded.
    private func game(_ arguments: [String]) throws -> Game {
        let play = try #require(try LifecamCommand.parseAsRoot(["play", "--paused"] + arguments) as? PlayCommand)
        let options = try play.options()
        return try GameLaunch.start(options: options, geometry: .play(terminalColumns: 100, terminalRows: 30, cellSize: options.cell),
                              pattern: try options.pattern.map(PlayCommand.loadPattern), day: nil, paused: true)
    }

    @Test func theSavedFileReadsBackAsTheSameBoard() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        var g = try game(["--pattern", "gosper-glider-gun", "--world", "400x300", "--rule", "B3/S23"])
        g.apply(.pan(1, 1))
        g.apply(.click(GridPoint(x: 5, y: 5)))
        for _ in 0..<45 { g.apply(.step) }
        let (pattern, rule) = g.savedBoard
        let path = try BoardFile.save(pattern, rule: rule, in: folder.path, at: WallTime(date, timeZone: utc))
        #expect(path == folder.file("lifecam-20261122-031500.rle"))
        let text = String(decoding: try folder.bytes("lifecam-20261122-031500.rle"), as: UTF8.self)
        #expect(text.contains("rule = B3/S23:T400,300\n") && text.contains("Gen=45"))
        let again = try game(["--pattern", path])
        #expect(again.worldBoard == g.worldBoard && again.generation == 45)
        // The engine reads it too: same rule, grid and cells (run centres them, as its contract says).
        let run = try RunJob.execute(RunOptions(pattern: path), read: PatternFiles().readLoaded)
        #expect(run.board?.width == 400 && run.board?.height == 300 && run.board?.population == Int(g.universe.population))
    }

    @Test func neverReplacesAFileAndAFullDiskLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder.file("lifecam-20261122-031500.rle")))
        let (pattern, rule) = try game(["--pattern", "pulsar"]).savedBoard
        let path = try BoardFile.save(pattern, rule: rule, in: folder.path, at: WallTime(date, timeZone: utc))
        #expect(path == folder.file("lifecam-20261122-031500-2.rle"))
        #expect(try folder.bytes("lifecam-20261122-031500.rle") == Array("mine".utf8))
        let empty = try TemporaryFolder()
        defer { empty.delete() }
        #expect(throws: RecordingError.self) {
            try BoardFile.save(pattern, rule: rule, in: empty.path, at: WallTime(date, timeZone: utc), fileSystem: FillingFileSystem(budget: 30))
        }
        #expect(try empty.names() == [])
    }
}
