import Foundation
import LifeApp
import LifeCore

/// The play loop's pictures and recordings as files in a folder (the current
/// one), under fresh names from the wall clock: `lifecam-YYYYMMDD-HHMMSS.png`,
/// `.y4m` and `.rle`, then `-2`, `-3` … Nothing is ever overwritten.
struct FileStudio: Studio {
    let directory: String
    let fileSystem: FileSystem
    let clock: any AppClock

    init(directory: String = ".", fileSystem: FileSystem = PosixFileSystem(), clock: any AppClock = SystemClock()) {
        self.directory = directory
        self.fileSystem = fileSystem
        self.clock = clock
    }

    func startRecording(fps: Int) throws(RecordingError) -> any FrameRecorder {
        let name = RecordingName(date: Date(), timeZone: .current, fileExtension: "y4m")
        let writer = try Y4MWriter.fresh(in: directory, name: name, fps: fps, fileSystem: fileSystem)
        return Recorder(writer: writer, clock: { [clock] in clock.now() })
    }

    func saveSnapshot(_ frame: RGBFrame) throws(RecordingError) -> String {
        try Snapshot.save(frame, in: directory, date: Date(), fileSystem: fileSystem)
    }

    func saveBoard(_ pattern: Pattern, rule: RuleSpec) throws(RecordingError) -> String {
        try BoardFile.save(pattern, rule: rule, in: directory, date: Date(), fileSystem: fileSystem)
    }
}
