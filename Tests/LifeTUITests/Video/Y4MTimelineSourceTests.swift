import Foundation
import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

@Suite struct Y4MTimelineSourceTests {
    /// A 10 fps file of `count` grey frames whose level says which frame it is: 20, 40, 60…
    private func numberedStream(in folder: TemporaryFolder, count: Int) throws -> String {
        let path = folder.file("clip.y4m")
        let writer = try Y4MWriter(path: path, fps: 10, fileSystem: PosixFileSystem())
        for n in 1...count { try writer.write(numberedFrame(20 * n, width: 4, height: 4)) }
        try writer.finish()
        return path
    }

    /// Which numbered frame a decoded picture is (studio range rounds the grey by a step at most).
    private func number(_ frame: RGBFrame?) -> Int? {
        guard let frame else { return nil }
        return (Int(frame[0, 0].g) + 10) / 20
    }

    @Test func frameAtTimeTIsTheStreamsFrameTTimesItsRateLoopingAtTheEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let source = try Y4MTimelineSource(path: try numberedStream(in: folder, count: 3))
        // At 10 fps: t = 0 → frame 1, 0.15 → 2, 0.2 → 3, 0.3 → 1 again (looped), 0.55 → 3.
        let times = [0.0, 0.15, 0.2, 0.3, 0.55, 1.0]
        #expect(times.map { number(source.latestFrame(at: $0)) } == [1, 2, 3, 1, 3, 2])
        #expect(source.state == .live)
    }

    @Test func aMalformedStreamFailsTheSource() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data("YUV4MPEG2 W4 H4 F10:1 C420jpeg\nFRAME\nshort".utf8).write(to: URL(fileURLWithPath: folder.file("bad.y4m")))
        let source = try Y4MTimelineSource(path: folder.file("bad.y4m"))
        #expect(source.latestFrame(at: 0) == nil)
        guard case .failed(let reason) = source.state else {
            Issue.record("state is \(source.state)")
            return
        }
        #expect(reason.contains("ends in the middle of a frame"))
    }

    @Test func aMissingFileIsANoInputError() {
        #expect(throws: CommandFailure("cannot open source 'y4m:/nonexistent/clip.y4m': no such file or FIFO", status: .noInput)) {
            try Y4MTimelineSource(path: "/nonexistent/clip.y4m")
        }
    }

    @Test func renderingFromAFileGivesTheSameBytesTwice() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let clip = try numberedStream(in: folder, count: 5)
        for name in ["one.y4m", "two.y4m"] {
            try RenderCommand.parse(["--frames", "8", "--size", "32x32", "--cell", "4", "--source", "y4m:" + clip,
                                     "--palette", "mono", "--out", folder.file(name)]).run()
        }
        let one = try folder.bytes("one.y4m")
        #expect(one.count > 1000)
        #expect(one == (try folder.bytes("two.y4m")))
    }

    @Test func aBrokenSourceStopsTheRenderWithItsReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data("not video".utf8).write(to: URL(fileURLWithPath: folder.file("bad.y4m")))
        var job = try RenderJob(plan: try RenderPlan(
            { var o = RenderPlan.Options(look: try LookArguments.parse([])); o.out = "x.y4m"; o.size = Dimensions(width: 16, height: 16); return o }(), isDirectory: { _ in false }),
            pattern: nil, source: try Y4MTimelineSource(path: folder.file("bad.y4m")))
        let writer = CollectingWriter()
        do {
            try job.run(into: writer) { _ in }
            Issue.record("rendered from a broken source")
        } catch {
            #expect(error.status == .data)
            #expect(error.description.contains("not a YUV4MPEG2 stream"))
        }
        #expect(writer.frames.isEmpty && writer.finished)
    }
}
