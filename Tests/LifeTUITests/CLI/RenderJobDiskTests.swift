import LifeCore
import LifeTestSupport
import Testing
@testable import LifeApp
@testable import LifeTUI

/// `RenderJob` on the real file system, filling up.
@Suite struct RenderJobDiskTests {
    private func plan(_ change: (inout RenderPlan.Options) -> Void) throws -> RenderPlan {
        var options = RenderPlan.Options(out: "a.y4m", look: try LookArguments.parse([]))
        change(&options)
        return try RenderPlan(options, isDirectory: { _ in false })
    }

    @Test func aFullDiskStopsWithTheFramesKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let p = try plan { $0.size = Dimensions(width: 16, height: 8); $0.frames = 10 }
        // 41-byte header, 6 + 128 + 64 = 198-byte records: room for two frames.
        let writer = try Y4MWriter(path: folder.file("a.y4m"), fps: 30, fileSystem: FillingFileSystem(budget: 41 + 2 * 198 + 50))
        var job = try RenderJob(plan: p, pattern: nil, source: SolidSource())
        #expect(throws: CommandFailure("disk full: cannot write to \(folder.file("a.y4m")) (2 frames kept in \(folder.file("a.y4m")))",
                                    status: .ioError)) {
            try job.run(into: writer) { _ in }
        }
        #expect(try Y4MTestDecoder(try folder.bytes("a.y4m")).planes.count == 2)
    }
}
