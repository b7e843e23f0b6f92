import LifeApp
import LifeCore

extension RenderCommand {
    /// `--out FILE.svg`: the board at the last frame as shapes. An existing
    /// output is refused before anything runs; a signal stops the run and
    /// leaves no file (then ends the process by it).
    static func renderSVG(_ plan: RenderPlan, to path: String, recording: Bool, progress: inout ProgressDisplay?,
                          findRule: @escaping RuleLookup) throws(CommandFailure) {
        let files = PosixFileSystem()
        guard !files.exists(path) else {
            throw CommandFailure(RecordingError.wouldOverwrite(path).description, status: .cantCreate)
        }
        var job = try RenderJob(plan: plan, loaded: try plan.look.pattern.map { text throws(CommandFailure) in try PatternFiles.load(text) }, source: SolidSource(),
                                findRule: findRule)
        // No frame is painted for the picture: the progress counts generations.
        if StandardStreams.errorIsTerminal { progress = ProgressDisplay(total: plan.frames, unit: .generations) }
        let shown = progress
        let picture = try job.vectorPicture(shouldStop: { Signals.recorded().map(Signals.name(of:)) }) { done in
            shown?.show(done: done)
        }
        progress?.end()
        guard let picture else {
            let signal = Signals.recorded()
            StandardStreams.error("lifecam render: interrupted by \(signal.map(Signals.name(of:)) ?? "a signal"): nothing written")
            if recording, let signal { Signals.end(by: signal) }
            return
        }
        do {
            try picture.write(to: path, fileSystem: files)
        } catch {
            throw CommandFailure(error.description, status: status(of: error))
        }
    }

    /// 74 when writing failed part-way (a full disk), else 73: the output could not be made.
    private static func status(of error: RecordingError) -> ExitStatus {
        if case .file(let failure) = error, [.write, .sync, .close].contains(failure.operation) { return .ioError }
        return .cantCreate
    }
}
