import LifeApp
import LifeCore

/// The play loop's pictures and recordings as files in a folder (the current
/// one), under fresh names from the wall clock (the injected one's `wallTime()`): `lifecam-YYYYMMDD-HHMMSS.png`,
/// `.y4m`, `.svg`, `.rle` and `.mc` (or a video format through ffmpeg, `--record-format`),
/// then `-2`, `-3` … Nothing is ever overwritten.
struct FileStudio: Studio {
    let directory: String
    let fileSystem: FileSystem
    let clock: any AppClock
    /// What `R` records instead of Y4M, and the ffmpeg that encodes it.
    let video: (format: VideoFormat, ffmpeg: String)?

    init(directory: String = ".", fileSystem: FileSystem = PosixFileSystem(), clock: any AppClock = SystemClock(),
         video: (format: VideoFormat, ffmpeg: String)? = nil) {
        self.directory = directory
        self.fileSystem = fileSystem
        self.clock = clock
        self.video = video
    }

    func startRecording(fps: Int) throws(RecordingError) -> any FrameRecorder {
        let name = RecordingName(at: clock.wallTime(), fileExtension: video?.format.rawValue ?? "y4m")
        let writer: FrameWriter
        if let video {
            writer = try freshVideo(name, format: video.format, fps: fps, ffmpeg: video.ffmpeg)
        } else {
            writer = try Y4MWriter.fresh(in: directory, name: name, fps: fps, fileSystem: fileSystem)
        }
        return Recorder(writer: writer, clock: { [clock] in clock.now() })
    }

    /// A video writer under the first free name.
    private func freshVideo(_ name: RecordingName, format: VideoFormat, fps: Int, ffmpeg: String) throws(RecordingError) -> FrameWriter {
        for candidate in name.candidates {
            do {
                return try VideoFileWriter(path: RecordingName.join(directory, candidate), format: format, fps: fps, pace: .live,
                                           ffmpeg: ffmpeg, fileSystem: fileSystem)
            } catch .wouldOverwrite {
                continue
            }
        }
        throw .noFreeName(name.candidates[0])
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
