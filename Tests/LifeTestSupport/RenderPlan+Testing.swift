import LifeCore
import LifeApp

extension RenderPlan {
    /// The plan the render tests start from: `out.y4m`, 96×64 pixels,
    /// `frames` frames, then whatever `edit` changes.
    package static func testing(frames: Int, _ edit: (inout Options) -> Void = { _ in }) throws -> RenderPlan {
        var options = Options(out: "out.y4m")
        options.size = Dimensions(width: 96, height: 64)
        options.frames = frames
        edit(&options)
        return try RenderPlan(options, isDirectory: { _ in false })
    }
}
