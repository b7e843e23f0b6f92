import LifeCore
import LifeTestSupport
@testable import LifeApp

/// A screen in memory, in the manner of ratatui's TestBackend: it keeps every
/// canvas frame, status line and overlay drawn, decodes the canvas bytes into
/// a terminal model, and hands out scripted input. Waiting moves the test
/// clock to the deadline (or the next scripted input), so a loop plays
/// minutes of frames in microseconds; with `holdsTime` the test moves the
/// clock itself.
final class MemoryScreen: Screen {
    var size: (columns: Int, rows: Int) {
        didSet { model = TerminalModel(width: size.columns, height: size.rows) }
    }
    var pixelMouse: PixelMouse?
    let clock: FixedClock
    var holdsTime = false
    /// Input the terminal "sends", each at a time.
    var script: [(time: Double, events: [InputEvent])] = []
    /// Whether the terminal has taken the last canvas frame.
    var ready = true
    private(set) var canvasFrames: [[UInt8]] = []
    private(set) var statuses: [String] = []
    private(set) var overlays: [[String]] = []
    private(set) var clears = 0
    private(set) var waits: [Double?] = []
    private(set) var model: TerminalModel

    init(columns: Int, rows: Int, clock: FixedClock) {
        size = (columns, rows)
        self.clock = clock
        model = TerminalModel(width: columns, height: rows)
    }

    func waitForInput(seconds: Double?) throws(TerminalError) {
        waits.append(seconds)
        guard !holdsTime else { return }
        var deadline = seconds.map { clock.now() + $0 }
        // As the real screen: the wait ends when the frame in flight is out whole.
        if let taken = frameTakenAt, taken > clock.now() { deadline = min(deadline ?? taken, taken) }
        if let next = script.first?.time, deadline.map({ next <= $0 }) ?? true {
            clock.set(max(clock.now(), next))
        } else if let deadline {
            clock.set(deadline)
        }
    }

    func readInput() throws(TerminalError) -> [InputEvent] {
        var events: [InputEvent] = []
        while let first = script.first, first.time <= clock.now() {
            events += first.events
            script.removeFirst()
        }
        return events
    }

    /// After the next canvas write, this many calls of `canvasReady` say the terminal is still busy with it.
    var busyAfterNextWrite = 0
    private var busy = 0

    /// A terminal that takes each canvas frame this many seconds after it was
    /// written (a slow one: `canvasReady` is false until then); nil: at once.
    var secondsPerFrame: Double?
    /// When the terminal will have taken the last frame written, with `secondsPerFrame`.
    private(set) var frameTakenAt: Double?
    /// When each canvas frame was written, by the clock.
    private(set) var writeTimes: [Double] = []

    func canvasReady() throws(TerminalError) -> Bool {
        guard busy == 0 else {
            busy -= 1
            return false
        }
        if let taken = frameTakenAt, clock.now() < taken { return false }
        return ready
    }

    func writeCanvas(_ bytes: [UInt8]) throws(TerminalError) {
        busy = busyAfterNextWrite
        busyAfterNextWrite = 0
        writeTimes.append(clock.now())
        frameTakenAt = secondsPerFrame.map { clock.now() + $0 }
        canvasFrames.append(bytes)
        do { try model.feed(bytes) } catch { fatalError("undecodable canvas bytes: \(error)") }
    }

    func drawStatus(_ text: String) throws(TerminalError) { statuses.append(text) }

    func showOverlay(_ rows: [String], status: String) throws(TerminalError) {
        overlays.append(rows)
        statuses.append(status)
    }

    func clearAll() throws(TerminalError) { clears += 1 }

    /// What the terminal would get on the way out.
    private(set) var farewell: [UInt8] = []

    func setFarewell(_ bytes: [UInt8]) { farewell = bytes }

    /// Whether a stop works here (job control), and how many there were.
    var canSuspend = true
    private(set) var suspensions = 0

    func suspend() -> Bool {
        guard canSuspend else { return false }
        suspensions += 1
        return true
    }
}

/// Snapshots and recordings kept in memory.
final class MemoryStudio: Studio {
    private(set) var snapshots: [RGBFrame] = []
    private(set) var recorders: [MemoryRecorder] = []
    private(set) var documents: [[UInt8]] = []

    func startRecording(fps: Int) throws(RecordingError) -> any FrameRecorder {
        let recorder = MemoryRecorder(path: "memory-\(recorders.count + 1).y4m")
        recorders.append(recorder)
        return recorder
    }

    func saveSnapshot(_ frame: RGBFrame) throws(RecordingError) -> String {
        snapshots.append(frame)
        return "memory-\(snapshots.count).png"
    }

    /// The RLE files saved, as text.
    private(set) var boards: [String] = []

    func saveBoard(_ pattern: Pattern, rule: RuleSpec) throws(RecordingError) -> String {
        boards.append(RLEWriter.encode(pattern, rule: rule))
        return "memory-\(boards.count).rle"
    }

    /// The macrocell files saved.
    private(set) var macrocells: [[UInt8]] = []

    func saveMacrocell(_ document: [UInt8]) throws(RecordingError) -> String {
        macrocells.append(document)
        return "memory-\(macrocells.count).mc"
    }

    func saveSVG(_ document: [UInt8]) throws(RecordingError) -> String {
        documents.append(document)
        return "memory-\(documents.count).svg"
    }
}

/// A recording that paints its scenes as the real recorder does (at once,
/// not on a thread) and keeps the frames; `failAfter` frames it fails as a full disk would.
final class MemoryRecorder: FrameRecorder {
    private(set) var frames: [RGBFrame] = []
    private(set) var scenes: [RecordedScene] = []
    private var recording = SceneRecording()
    private var current: RecordingStats
    var failAfter: Int?

    init(path: String) { current = RecordingStats(path: path) }

    func submit(_ scene: RecordedScene) -> Bool {
        guard current.state == .recording else { return false }
        if let failAfter, frames.count >= failAfter {
            current.state = .failed("disk full: cannot write to \(current.path)")
            return false
        }
        scenes.append(scene)
        frames.append(recording.frame(for: scene))
        current.framesWritten = frames.count
        return true
    }

    var stats: RecordingStats { current }

    func stop() -> RecordingStats {
        if current.state == .recording { current.state = .finished }
        return current
    }
}
