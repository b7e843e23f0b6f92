import Foundation
import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

/// A render asked to stop (by a signal, in the app) after k frames leaves
/// exactly the k whole frames a k-frame render writes, and says so.
@Suite struct RenderInterruptionTests {
    private func plan(out: String, frames: Int) throws -> RenderPlan {
        var options = RenderPlan.Options(look: try LookArguments.parse([]))
        options.out = out
        options.frames = frames
        if out.hasSuffix(".ans") { options.terminal = Dimensions(width: 24, height: 8) } else { options.size = Dimensions(width: 32, height: 24) }
        return try RenderPlan(options, isDirectory: { _ in false })
    }

    /// Renders `frames` frames to `out` in `folder`, asked to stop once `stopAfter` are written.
    private func render(_ out: String, in folder: TemporaryFolder, frames: Int, stopAfter: Int?) throws
        -> RenderJob.Interruption?
    {
        let plan = try plan(out: folder.file(out), frames: frames)
        var job = try RenderJob(plan: plan, pattern: nil, source: SyntheticSource(pattern: .plasma, seed: 1))
        var done = 0
        return try job.run(into: try RenderCommand.makeWriter(plan),
                           shouldStop: { done == stopAfter ? "SIGHUP" : nil }) { done = $0 }
    }

    /// The file's bytes, or each PNG's bytes in name order for a folder.
    private func contents(_ out: String, in folder: TemporaryFolder) throws -> [[UInt8]] {
        guard out.hasSuffix("/") else { return [try folder.bytes(out)] }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.file(out)).sorted()
        return try names.map { try folder.bytes(out + $0) }
    }

    @Test(arguments: ["a.y4m", "a.ans", "frames/"], [1, 3])
    func stoppedAfterKFramesTheOutputHoldsExactlyThoseFrames(out: String, k: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let stopped = try render(out, in: folder, frames: 10, stopAfter: k)
        let path = folder.file(out)
        #expect(stopped == RenderJob.Interruption(reason: "SIGHUP", written: k, total: 10, path: path))
        #expect(stopped?.description == "interrupted by SIGHUP: \(k) of 10 frames written to \(path)")

        let reference = try TemporaryFolder()
        defer { reference.delete() }
        #expect(try render(out, in: reference, frames: k, stopAfter: nil) == nil)
        let wanted = try contents(out, in: reference)
        #expect(try contents(out, in: folder) == wanted)
        if out.hasSuffix("/") { #expect(wanted.count == k) }
        if out.hasSuffix(".y4m") {
            #expect(try Y4MTestDecoder(try folder.bytes(out)).planes.count == k)
        }
    }

    @Test(arguments: ["a.y4m", "a.ans", "frames/"])
    func stoppedBeforeTheFirstFrameNothingIsLeft(out: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let stopped = try render(out, in: folder, frames: 10, stopAfter: 0)
        #expect(stopped?.description == "interrupted by SIGHUP before the first frame: nothing written")
        #expect(try folder.names() == [])
    }

    @Test func aStopAfterTheLastFrameKeepsThemAll() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let stopped = try render("a.y4m", in: folder, frames: 4, stopAfter: 4)
        #expect(stopped?.description == "interrupted by SIGHUP: 4 of 4 frames written to \(folder.file("a.y4m"))")
        #expect(try Y4MTestDecoder(try folder.bytes("a.y4m")).planes.count == 4)
    }
}
