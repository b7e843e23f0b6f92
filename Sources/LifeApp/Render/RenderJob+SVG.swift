import LifeCore

extension RenderJob {
    /// `render --out FILE.svg`: runs the same timetable as a frame render,
    /// with the painter following the board at every frame (so cells fade
    /// exactly as they do in the frames), and returns the board at the last
    /// frame as shapes: what the view shows of it, as the frames do (all of
    /// it, unless it is larger than the view, as Golly's plane is). No video
    /// is read and no pixel is drawn.
    ///
    /// `shouldStop` is asked before each frame; a reason (a signal's name)
    /// stops at once and nothing is returned: a picture of an earlier frame
    /// would look complete. A giant's picture past `maxSVGShapes` shapes is refused.
    package mutating func vectorPicture(shouldStop: () -> String? = { nil },
                                        progress: (Int) -> Void) throws(CommandFailure) -> BoardSVG? {
        var painter = Painter(options: game.look)
        var window = ViewWindow()
        for index in 0..<plan.frames {
            if shouldStop() != nil { return nil }
            try advance(toFrame: index)
            painter.follow(window.board(of: game.board, through: game.viewport).board, time: plan.time(ofFrame: index))
            progress(index + 1)
        }
        if shouldStop() != nil { return nil }
        try checkSVGShapes()
        return BoardSVG(painter: painter, layout: plan.geometry.scene, pixelsPerCell: plan.cell)
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
