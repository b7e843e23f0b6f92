import LifeApp
import LifeCore

/// The play loop's pictures and recordings as files in a folder (the current
/// one), under fresh names from the wall clock (the injected one's `wallTime()`):
/// `lifecam-YYYYMMDD-HHMMSS.png`, `.y4m`, `.svg`, `.rle` and `.mc` (or a video
/// format through ffmpeg, `--record-format`), then `-2`, `-3` … Nothing is ever overwritten.
struct FileStudio: Studio {
    let directory: String
    let fileSystem: FileSystem
    let clock: any AppClock
    /// What `R` records (`OutputKind.Frames(RecordFormat)`: Y4M or a video), and the ffmpeg that encodes a video.
    let recording: OutputKind.Frames
    let ffmpeg: String?

    init(directory: String = ".", fileSystem: FileSystem = PosixFileSystem(), clock: any AppClock = SystemClock(),
         recording: OutputKind.Frames = .y4m, ffmpeg: String? = nil) {
        self.directory = directory
        self.fileSystem = fileSystem
        self.clock = clock
        self.recording = recording
        self.ffmpeg = ffmpeg
    }

    func startRecording(fps: Int) throws(RecordingError) -> any FrameRecorder {
        let writer = try FrameFiles.fresh(recording, in: directory, at: clock.wallTime(), fps: fps, pace: .live, ffmpeg: ffmpeg,
                                          fileSystem: fileSystem)
        return Recorder(writer: writer, clock: { [clock] in clock.now() })
    }

    func saveSnapshot(_ frame: RGBFrame) throws(RecordingError) -> String {
        try Snapshot.save(frame, in: directory, at: clock.wallTime(), fileSystem: fileSystem)
    }

    func saveBoard(_ pattern: Pattern, rule: RuleSpec) throws(RecordingError) -> String {
        try BoardFile.save(pattern, rule: rule, in: directory, at: clock.wallTime(), fileSystem: fileSystem)
    }

    func saveMacrocell(_ document: [UInt8]) throws(RecordingError) -> String {
        let names = RecordingName(at: clock.wallTime(), fileExtension: "mc").candidates
        return try AtomicFileWriter(fileSystem: fileSystem).write(document, in: directory, names: names, sync: true)
    }

    func saveSVG(_ document: [UInt8]) throws(RecordingError) -> String {
        let names = RecordingName(at: clock.wallTime(), fileExtension: "svg").candidates
        return try AtomicFileWriter(fileSystem: fileSystem).write(document, in: directory, names: names, sync: true)
    }
}
