import LifeCore

extension RenderJob {
    /// `render --out FILE.svg`: runs the same timetable as a frame render,
    /// with the painter following the board at every frame (so cells fade
    /// exactly as they do in the frames), and returns the board at the last
    /// frame as shapes. A bounded board (a grid, `--world`, a soup) is drawn
    /// whole unless `--size` or `--cell` asks for a window
    /// (`RenderPlan.svgWholeBoard`); otherwise, and on Golly's plane, what
    /// the view shows of it, as the frames do. No video is read and no pixel is drawn.
    ///
    /// `shouldStop` is asked before each frame; a reason (a signal's name)
    /// stops at once and nothing is returned: a picture of an earlier frame
    /// would look complete. A picture past `BoardSVG.maxShapes` shapes is refused.
    package mutating func vectorPicture(shouldStop: () -> String? = { nil },
                                        progress: (Int) -> Void) throws(CommandFailure) -> BoardSVG? {
        var painter = Painter(options: game.look)
        let whole = plan.svgWholeBoard && game.frame.open == nil && plane == nil
        var world = (width: game.frame.width, height: game.frame.height)
        for index in 0..<plan.frames {
            if shouldStop() != nil { return nil }
            try advance(toFrame: index)
            let board = whole ? game.wholeWorld() ?? game.picture : game.picture
            world = (board.width, board.height)
            painter.follow(board, time: plan.time(ofFrame: index))
            progress(index + 1)
        }
        if shouldStop() != nil { return nil }
        let shapes = painter.shapes
        try Self.checkSVGShapes(shapes.count)
        guard whole else { return BoardSVG(painter: painter, shapes: shapes, layout: plan.geometry.scene, pixelsPerCell: plan.cell) }
        let fitted = BoardSVG.wholeBoard(width: world.width, height: world.height, pixelsPerCell: plan.cell)
        return BoardSVG(painter: painter, shapes: shapes, layout: fitted.layout, pixelsPerCell: fitted.pixelsPerCell)
    }

    /// Refuses a picture of more than `BoardSVG.maxShapes` shapes.
    static func checkSVGShapes(_ count: Int) throws(CommandFailure) {
        guard count <= BoardSVG.maxShapes else {
            throw CommandFailure(.usage, "the picture would have \(count) shapes, and SVG is refused beyond "
                + "\(BoardSVG.maxShapes): render to .y4m or .mp4, or give a smaller --size or larger --cell")
        }
    }
}

extension BoardSVG {
    /// Writes the document to `path`, which must not exist: under a temporary
    /// name in the same folder first, named only once complete (never
    /// replacing anything), and removed on failure.
    @discardableResult
    package func write(to path: String, fileSystem: FileSystem) throws(RecordingError) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return try AtomicFileWriter(fileSystem: fileSystem).write(bytes, in: directory, names: [name], sync: true)
    }
}
