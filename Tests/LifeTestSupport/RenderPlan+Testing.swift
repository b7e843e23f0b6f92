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

    /// The plan play's tests compare the loop with: `out` at 80×48 pixels,
    /// `frames` frames, the look of seed 7 with whatever `edit` changes.
    package static func besidePlay(out: String, frames: Int, _ edit: (inout LookOptions.Raw) -> Void) throws -> RenderPlan {
        try testing(frames: frames) { options in
            options.out = out
            options.size = Dimensions(width: 80, height: 48)
            var look = LookOptions.Raw()
            look.seed = 7
            edit(&look)
            options.look = look
        }
    }
}
