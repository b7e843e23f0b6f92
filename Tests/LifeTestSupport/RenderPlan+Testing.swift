import LifeCore
import LifeApp
import LifeTUI

extension RenderPlan {
    /// The plan the render tests start from: `out.y4m`, 96×64 pixels,
    /// `frames` frames, then whatever `edit` changes.
    package static func testing(frames: Int, _ edit: (inout Options) -> Void = { _ in }) throws -> RenderPlan {
        var options = Options(out: "out.y4m", look: try LookArguments.parse([]))
        options.size = Dimensions(width: 96, height: 64)
        options.frames = frames
        edit(&options)
        return try RenderPlan(options, isDirectory: { _ in false })
    }

    /// The plan play's tests compare the loop with: `out` at 80×48 pixels,
    /// `frames` frames, the look of seed 7 with whatever `edit` changes.
    package static func besidePlay(out: String, frames: Int, _ edit: (inout LookArguments) -> Void) throws -> RenderPlan {
        var look = try LookArguments.parse(["--seed", "7"])
        edit(&look)
        return try testing(frames: frames) { options in
            options.out = out
            options.size = Dimensions(width: 80, height: 48)
            options.look = look
        }
    }
}
